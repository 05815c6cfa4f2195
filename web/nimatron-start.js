// Starts the app (index.html loads this in place of Trunk's own loader; see
// scripts/extern-loader.mjs).
//
// A reader arriving on the home page loads only the home page's small module
// (crates/app/src/first_load.rs: the menu and the catalogue, a fraction of
// the whole app); any other address loads the whole app. When the reader
// leaves the home page, the small module calls `nimatronStartApp` below and
// the whole app takes over, so every screen still works from there.
//
// `isHome` follows `Route::from_path` in crates/app/src/route.rs (`/` and
// `/home`, any case, extra slashes ignored). It only picks the faster start:
// were it ever wrong, the home module hands over to the whole app at once.

/// Fetches a module's wasm while its JS glue loads, then starts it.
async function start(name) {
  const wasm = fetch(`./${name}_bg.wasm`);
  const glue = await import(`./${name}.js`);
  await glue.default({ module_or_path: wasm });
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

if (isHome(location.hash)) {
  await start('nimatron-home');
} else {
  await globalThis.nimatronStartApp();
}
