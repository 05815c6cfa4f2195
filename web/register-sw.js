// Registers Nimatron's service worker (sw.js, next to this file), which
// keeps the app and its lesson working offline. An external file, so a
// strict Content-Security-Policy (no inline script) allows it.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register(new URL('sw.js', import.meta.url)).catch(() => {
    // Not fatal: file:// pages, private modes and some embeds have no service worker.
  });
}
