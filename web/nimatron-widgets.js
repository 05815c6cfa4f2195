// Nimatron widgets for any page (docs/EMBEDDING.md). A teacher's page
// includes this file once, from the folder of the built app:
//
//   <script defer src="https://school.example/nimatron/nimatron-widgets.js"></script>
//   <div data-nimatron="nim" data-heaps="3,4,5">Words shown if it never loads</div>
//
// Each marked element gets, in place of its text, an iframe of the app's
// widget page, `index.html#/widget?data-nimatron=nim&data-heaps=3,4,5&lang=…`:
// the element's data attributes as they are, and the language of the
// element's page. The app reads them as it reads any widget's attributes
// (crates/app/src/embed/frame.rs): this script knows no screen and no
// parameter. nimatron-frames.js fits each frame to its content and says so
// in words if one never answers: the build puts it at the top of this file
// (scripts/bundle-widgets.mjs), so this script loads it from the same
// folder only when no copy has run (this file as it is in web/).
//
// Why iframes and a classic script: the reference host is a teacher's page
// on another origin, served with no special headers. A module script, or a
// fetch of the app's files, from another origin needs CORS headers a plain
// static host never sends; a classic script and a cross-origin iframe need
// none. And a frame's styles stay inside it: the page keeps its margins,
// fonts and colours. No import, export or top-level await, so an older page
// that loads this as `type="module"` from the app's own origin still works.
(() => {
  'use strict';
  if (window.nimatronWidgets) return; // loaded twice: the first one does the work
  window.nimatronWidgets = true;

  const NAME = 'nimatron-widgets.js';
  const MOUNTED = 'data-nimatron-mounted';
  // The frame's height until it reports its own.
  const FIRST_HEIGHT = '20rem';

  /** This script's URL: the app's files are beside it. */
  function ownUrl() {
    // `currentScript` is null in a module (and after the first run); then
    // the script element that names this file.
    const own = document.currentScript ?? [...document.scripts].find((s) => s.src.split(/[?#]/)[0].endsWith(`/${NAME}`));
    return own ? own.src : null;
  }

  const src = ownUrl();
  if (!src) return;
  const base = new URL('./', src);

  /** The widget page's address for `element`: its data attributes, and its page's language. */
  function frameAddress(element) {
    const pairs = [];
    for (const { name, value } of element.attributes) {
      if (!name.startsWith('data-') || name === MOUNTED) continue;
      // A bare attribute (`data-misere`) stays bare, as a bare URL key.
      pairs.push(value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    }
    const page = element.closest('[lang]');
    if (page) pairs.push(`lang=${encodeURIComponent(page.getAttribute('lang'))}`);
    return `${new URL('index.html', base).href}#/widget?${pairs.join('&')}`;
  }

  /** Puts the widget's frame in place of the element's own text. */
  function mount(element) {
    const frame = document.createElement('iframe');
    // Off-screen widgets wait until the reader scrolls near them.
    frame.loading = 'lazy';
    frame.setAttribute('data-nimatron-src', frameAddress(element));
    frame.setAttribute('data-nimatron-frame', '');
    // The widget's own language, for the words around its frame.
    const own = element.getAttribute('data-lang');
    if (own) frame.lang = own;
    for (const [property, value] of [['display', 'block'], ['width', '100%'], ['height', FIRST_HEIGHT], ['border', '0']]) {
      frame.style.setProperty(property, value);
    }
    element.setAttribute(MOUNTED, '');
    element.replaceChildren(frame);
    frame.title = window.nimatronFrames.wordsFor(frame).frameTitle;
    return frame;
  }

  /** Gives the page's widgets their frames: the first, then the others. */
  function mountAll() {
    const elements = [...document.querySelectorAll(`[data-nimatron]:not([${MOUNTED}])`)];
    if (elements.length === 0) return;
    // One frame of the page downloads the app first, alone; the others
    // (these, and the page's own Nimatron iframes) wait until it has run:
    // nimatron-frames.js chooses. The widget that may be that one gets
    // its frame first, and is queued before the others have theirs: a
    // frame takes a phone at a quarter of this machine's speed about
    // 50 ms to make, and the first one's download need not wait for them.
    // The others are made in the next turn, after the choice (its turn
    // was asked for first).
    const first = window.nimatronFrames.firstOf(elements);
    window.nimatronFrames.queue([mount(first)]);
    window.nimatronFrames.watchAll();
    setTimeout(() => {
      window.nimatronFrames.queue(elements.filter((e) => e !== first).map(mount));
      window.nimatronFrames.watchAll();
    });
  }

  /** Runs `then` once nimatron-frames.js has run (loading it if the page has not). */
  function withFrames(then) {
    if (window.nimatronFrames) return then();
    const script = document.createElement('script');
    script.src = new URL('nimatron-frames.js', base).href;
    // Not loaded: every element keeps its own words (the snippet's say the
    // game did not load).
    script.addEventListener('load', then, { once: true });
    document.head.append(script);
  }

  /** Whether the page's DOMContentLoaded is still to come: deferred
   * scripts (this one, as the snippet loads it) run before it, while
   * `readyState` already says "interactive". */
  function beforeRead() {
    if (document.readyState === 'loading') return true;
    const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
    return document.readyState === 'interactive' && navigation?.domContentLoadedEventStart === 0;
  }

  // The page is read first, then the frames helper looked for: a page
  // with both of the Share panel's snippets (the lesson too) loads both
  // files as deferred scripts, so by then its own copy of
  // nimatron-frames.js has run, and the widgets mount in the same turn.
  // Looked for before, it was missing: a second copy was added to the
  // page and the widgets waited for that copy's load event.
  if (beforeRead()) {
    document.addEventListener('DOMContentLoaded', () => withFrames(mountAll), { once: true });
  } else {
    withFrames(mountAll);
  }
})();
