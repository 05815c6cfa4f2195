// Starts the app (index.html loads this in place of Trunk's own loader; see
// scripts/extern-loader.mjs).
//
// A reader arriving on the home page loads only the home page's small module
// (crates/app/src/first_load.rs: the menu and the catalogue, a fraction of
// the whole app); any other address loads the whole app. When the reader
// leaves the home page, the small module calls `nimatronStartApp` below and
// the whole app takes over, so every screen still works from there. The
// whole app is fetched early when the reader shows the intent to leave
// (points at, focuses or touches a link to another screen), never before.
//
// `isHome` follows `Route::from_path` in crates/app/src/route.rs (`/` and
// `/home`, any case, extra slashes ignored). It only picks the faster start:
// were it ever wrong, the home module hands over to the whole app at once.

const loads = {};

/// Starts fetching a module's JS glue and wasm, both at once, only once.
function load(name) {
  loads[name] ??= { glue: import(`./${name}.js`), wasm: fetch(`./${name}_bg.wasm`) };
  return loads[name];
}

/// Starts a module (fetching it, if `load` has not already).
async function start(name) {
  const { glue, wasm } = load(name);
  await (await glue).default({ module_or_path: wasm });
}

function isHome(hash) {
  let path = hash.replace(/^#/, '').split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  const parts = path.split('/').filter((p) => p !== '').map((p) => p.toLowerCase());
  return parts.length === 0 || (parts.length === 1 && parts[0] === 'home');
}

let whole = null;
globalThis.nimatronStartApp = () => (whole ??= start('nimatron-app'));

/// The app runs: web/register-sw.js registers the service worker only now.
const started = () => dispatchEvent(new Event('nimatron:started'));

if (isHome(location.hash)) {
  await start('nimatron-home');
  started();
  // The reader points at, focuses or touches a link to another screen:
  // fetch the whole app now, so the hand-over has less to wait for.
  const kinds = ['pointerover', 'focusin', 'touchstart'];
  const intent = (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
    if (link && !isHome(link.getAttribute('href'))) {
      load('nimatron-app');
      for (const kind of kinds) removeEventListener(kind, intent, true);
    }
  };
  for (const kind of kinds) addEventListener(kind, intent, { capture: true, passive: true });
} else {
  await globalThis.nimatronStartApp();
  started();
}
