// Fits Nimatron iframes to their content (docs/EMBEDDING.md). A page that
// embeds `…/index.html#/nim?heaps=3,4,5&embed` in an
// <iframe data-nimatron-frame> includes this file once; each framed screen
// posts {type: "nimatron:height", height} when it appears and when it
// resizes, and this sets that frame's height (through the CSSOM, which a
// strict Content-Security-Policy allows). No inline code, no other origin.
//
// Messages are untrusted: one is used only when it comes from one of this
// page's Nimatron frames (its window is the frame's contentWindow and its
// origin the origin of the frame's src) and carries exactly a type and a
// finite height, nothing else. Anything else is ignored.
const MESSAGE = 'nimatron:height';
const MAX_HEIGHT = 20000;

/** The message's height, if it is exactly {type: MESSAGE, height: <finite number>}. */
function heightOf(data) {
  if (data === null || typeof data !== 'object' || Object.getPrototypeOf(data) !== Object.prototype) return null;
  const keys = Object.keys(data);
  if (keys.length !== 2 || data.type !== MESSAGE || typeof data.height !== 'number') return null;
  return Number.isFinite(data.height) ? data.height : null;
}

/** The origin the frame's document should have: that of its src. */
function originOf(frame) {
  try {
    return new URL(frame.getAttribute('src') ?? '', document.baseURI).origin;
  } catch {
    return null;
  }
}

window.addEventListener('message', (event) => {
  const height = heightOf(event.data);
  if (height === null) return;
  for (const frame of document.querySelectorAll('iframe[data-nimatron-frame]')) {
    if (frame.contentWindow === event.source && originOf(frame) === event.origin) {
      const fitted = Math.min(Math.max(Math.ceil(height), 0), MAX_HEIGHT);
      frame.style.setProperty('height', `${fitted}px`);
    }
  }
});
