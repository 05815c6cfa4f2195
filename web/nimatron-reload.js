// What works in the page without the WebAssembly, so it still works after
// the WebAssembly has stopped. An external file, so a strict
// Content-Security-Policy (no inline script) allows it; loaded by the
// app's index.html, also in each widget's frame.
//
// - Every [data-nimatron-reload] button reloads the page: the Reload button
//   of the crash message (below) and of the "new version ready" notice.
// - When the WebAssembly stops (a trap: the release build stops at once
//   on a panic, and no Rust runs again), the crash message goes over the
//   whole app. The app prepared it at its start, in each language the page
//   has, in <template id="nimatron-crash-words"> (crates/app/src/crash.rs);
//   this copies the one in the page's language. A trap in an event
//   handler or a timer reaches the window as an error, one in a promise's
//   job as an unhandled rejection.
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest('[data-nimatron-reload]') : null;
  if (target) window.location.reload();
});

const CRASH_ID = 'nimatron-crash';

function showCrash() {
  if (document.getElementById(CRASH_ID) || !document.body) return;
  const words = document.getElementById('nimatron-crash-words');
  if (!(words instanceof HTMLTemplateElement)) return;
  const messages = [...words.content.children];
  const message = messages.find((m) => m.lang === document.documentElement.lang) ?? messages[0];
  if (!message) return;
  const shown = message.cloneNode(true);
  shown.id = CRASH_ID;
  document.body.append(shown);
}

const stopped = (error) => typeof WebAssembly === 'object' && error instanceof WebAssembly.RuntimeError;
window.addEventListener('error', (event) => {
  if (stopped(event.error)) showCrash();
});
window.addEventListener('unhandledrejection', (event) => {
  if (stopped(event.reason)) showCrash();
});
