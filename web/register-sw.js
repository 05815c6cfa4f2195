// Registers Nimatron's service worker (sw.js, next to this file), which
// keeps the app and its lesson working offline. An external file, so a
// strict Content-Security-Policy (no inline script) allows it.
//
// It also notices a new deployment. A returning reader's page comes from
// the cache (the old build); the browser meanwhile fetches the new sw.js,
// which installs, takes over (skipWaiting, clients.claim) and so fires
// `controllerchange` on this page. Then the page marks <html> with
// data-nimatron-update and dispatches `nimatron:update-ready`; the app
// (crates/app/src/components/update_notice.rs) says, in the reader's
// language, that a new version is ready, with a Reload button. On a first
// visit the first worker taking control is no update, so nothing is said.
if ('serviceWorker' in navigator) {
  const returning = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!returning) return;
    document.documentElement.setAttribute('data-nimatron-update', '');
    window.dispatchEvent(new Event('nimatron:update-ready'));
  });
  // Only once the page runs: on a first visit the worker's install fetches
  // every file of the build (the whole app too), which must not compete
  // with the first load. The app's page waits for its start script's
  // `nimatron:started` (web/nimatron-start.js); a lesson page with widgets,
  // for its first widget to run (`nimatron:frame-ready`, from
  // web/nimatron-frames.js: a page's `load` comes before a frame's app has
  // downloaded); any other page, for `load`.
  const register = () =>
    navigator.serviceWorker.register(new URL('sw.js', import.meta.url)).catch(() => {
      // Not fatal: file:// pages, private modes and some embeds have no service worker.
    });
  // The news may have come before this script ran (the app can start
  // before the page's deferred scripts run): <html> keeps it.
  const after = (event, mark) => {
    if (document.documentElement.hasAttribute(mark)) register();
    else window.addEventListener(event, register, { once: true });
  };
  if (document.querySelector('script[data-nimatron-start]')) {
    after('nimatron:started', 'data-nimatron-started');
  } else if (document.querySelector('script[src$="nimatron-frames.js"]')) {
    after('nimatron:frame-ready', 'data-nimatron-frame-ready');
  } else if (document.readyState === 'complete') {
    register();
  } else {
    window.addEventListener('load', register, { once: true });
  }
}
