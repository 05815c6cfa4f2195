// Fits Nimatron iframes to their content (docs/EMBEDDING.md). A page that
// embeds `…/index.html#/nim?heaps=3,4,5&embed` in an
// <iframe data-nimatron-frame> includes this file once; each framed screen
// posts {type: "nimatron:height", height} when it appears and when it
// resizes, and this sets that frame's height (through the CSSOM, which a
// strict Content-Security-Policy allows). No inline code, no other origin.
const MESSAGE = 'nimatron:height';
const MAX_HEIGHT = 20000;

window.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== MESSAGE || !Number.isFinite(data.height)) return;
  for (const frame of document.querySelectorAll('iframe[data-nimatron-frame]')) {
    if (frame.contentWindow === event.source) {
      const height = Math.min(Math.max(Math.ceil(data.height), 0), MAX_HEIGHT);
      frame.style.setProperty('height', `${height}px`);
    }
  }
});
