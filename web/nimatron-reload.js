// Makes every [data-nimatron-reload] button reload the page: the Reload
// button of the message shown if the app crashes (crates/app/src/crash.rs)
// and of the "new version ready" notice. Plain script, not WebAssembly, so
// it still works after the WebAssembly has stopped; an external file, so a
// strict Content-Security-Policy (no inline script) allows it.
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest('[data-nimatron-reload]') : null;
  if (target) window.location.reload();
});
