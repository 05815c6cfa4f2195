// Nimatron widgets for any page (docs/EMBEDDING.md). A teacher's page
// includes this file once, from the folder of the built app:
//
//   <script type="module" src="nimatron/nimatron-widgets.js"></script>
//   <div data-nimatron="nim" data-heaps="3,4,5"></div>
//
// It adds the app's stylesheets (the ones the app's own index.html links,
// so the list never goes stale), then starts the WebAssembly, whose start
// function turns every [data-nimatron] element into a live widget. Every
// file comes from this script's own folder: no other origin, no inline code.
import init from './nimatron-app.js';
import './nimatron-reload.js'; // the Reload button of the crash message

const base = new URL('./', import.meta.url);
// Where the app's files are, for what it loads later (the worker of long
// computations), since this page may sit in another folder.
globalThis.nimatronBase = base.href;

/** Links the app's stylesheets into this page and waits until they load. */
async function addStyles() {
  let text = '';
  try {
    const response = await fetch(new URL('index.html', base));
    if (response.ok) text = await response.text();
  } catch {
    return; // offline without a cache: the widgets still work, unstyled
  }
  const app = new DOMParser().parseFromString(text, 'text/html');
  const present = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.href));
  const loads = [];
  for (const link of app.querySelectorAll('link[rel="stylesheet"][href]')) {
    const href = new URL(link.getAttribute('href'), base).href;
    if (present.has(href)) continue;
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    loads.push(new Promise((done) => {
      element.addEventListener('load', done, { once: true });
      element.addEventListener('error', done, { once: true });
    }));
    document.head.append(element);
  }
  await Promise.all(loads);
}

await addStyles();
await init({ module_or_path: new URL('nimatron-app_bg.wasm', base) });
