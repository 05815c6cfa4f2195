// Fits Nimatron iframes to their content, and says so in words when one
// never answers (docs/EMBEDDING.md). A page that embeds
// `…/index.html#/nim?heaps=3,4,5&embed` in an <iframe data-nimatron-frame>
// includes this file once, as a classic script (`<script defer src=…>`);
// nimatron-widgets.js loads it too, for the frames it makes. Each framed
// screen posts {type: "nimatron:height", height} when it appears and when
// it resizes, and this sets that frame's height (through the CSSOM, which a
// strict Content-Security-Policy allows).
//
// A classic script with no import, export or top-level await: a page on
// another origin loads it with no CORS header (a module would need one),
// and an older page that loads it as `type="module"` from the app's own
// origin still runs it. It adds no stylesheet: the page keeps its styles.
//
// Messages are untrusted: one is used only when it comes from one of this
// page's Nimatron frames (its window is the frame's contentWindow and its
// origin the origin of the frame's src) and carries exactly a type and a
// finite height, nothing else. Anything else is ignored.
//
// A frame that has been in view for PATIENCE_MS without a word (the app's
// site does not answer, the page is offline, a server refuses to be
// framed) is folded away, and a line before it says so with a link to open
// it in a tab; if the frame answers later, the line goes and the frame is
// back.
//
// One frame downloads the app first, alone; the others wait for it (below,
// `queue`). On a phone on a slow network, frames that all fetch the app at
// once make each wait as long as all of them: a lesson's first widget took
// 16 s on Slow 4G with four widgets loading together, and 6.5 s with one
// plain iframe loading beside it, against 4.1 s alone
// (scripts/bench-load.mjs). This file makes the choice for every Nimatron
// frame of the page, the plain iframes a teacher writes and the widgets
// nimatron-widgets.js makes, so the two kinds never race.
(() => {
  'use strict';
  // Loaded twice (both snippets on one page): the first one does the work.
  if (window.nimatronFrames) return;

  const MESSAGE = 'nimatron:height';
  const MAX_HEIGHT = 20000;
  const PATIENCE_MS = 20000;
  // The words, from crates/i18n/locales/*/teach.ftl, written here by
  // scripts/embed-words.mjs when the app is built (the line below).
  const WORDS = {}; // EMBED_WORDS

  /** Frames that have reported a height at least once. */
  const answered = new WeakSet();
  /** Whether any frame has (a WeakSet has no size). */
  let anyAnswered = false;
  /** Frames already watched, and each one's line saying it did not load. */
  const watched = new WeakSet();
  const failures = new Map();

  /** The message's height, if it is exactly {type: MESSAGE, height: <finite number>}. */
  function heightOf(data) {
    if (data === null || typeof data !== 'object' || Object.getPrototypeOf(data) !== Object.prototype) return null;
    const keys = Object.keys(data);
    if (keys.length !== 2 || data.type !== MESSAGE || typeof data.height !== 'number') return null;
    return Number.isFinite(data.height) ? data.height : null;
  }

  /** The origin the frame's document should have: that of its src, or
   * of the address it keeps while it waits for its turn. A frame of the
   * page that had loaded before it was held (`hold` takes its src away;
   * Chromium leaves the document it has) still reports its height, and
   * must be heard: given its src back, it does not load again. */
  function originOf(frame) {
    try {
      return new URL(frame.getAttribute('src') || (frame.getAttribute(ADDRESS) ?? ''), document.baseURI).origin;
    } catch {
      return null;
    }
  }

  /** The words in the language of `element` (its nearest `lang`, else the browser's). */
  function wordsFor(element) {
    const tags = [];
    for (let e = element.closest('[lang]'); e; e = e.parentElement && e.parentElement.closest('[lang]')) {
      tags.push(e.getAttribute('lang'));
    }
    tags.push(...(navigator.languages ?? []), navigator.language);
    for (const tag of tags) {
      const primary = String(tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
      if (Object.hasOwn(WORDS, primary)) return { lang: primary, ...WORDS[primary] };
    }
    const [lang] = Object.keys(WORDS);
    return { lang, ...WORDS[lang] };
  }

  /** Hides a frame that never answered, with a line saying so before it. */
  function fail(frame) {
    if (answered.has(frame) || failures.has(frame) || !frame.isConnected) return;
    const words = wordsFor(frame);
    const line = document.createElement('p');
    line.setAttribute('data-nimatron-failed', '');
    line.setAttribute('role', 'status');
    line.lang = words.lang;
    const open = document.createElement('a');
    // A frame still waiting for its turn (below) has its address aside.
    open.href = addressOf(frame);
    open.target = '_blank';
    open.rel = 'noopener';
    open.textContent = words.open;
    line.append(`${words.notLoaded} `, open);
    frame.before(line);
    // Folded to an unseen pixel, not hidden: a browser stops laying out a
    // frame that is hidden or has no area, and then it could never say that
    // its app has started after all.
    frame.style.setProperty('opacity', '0');
    frame.style.setProperty('height', '1px');
    failures.set(frame, line);
  }

  /** A frame answered: fit it, and take back a line saying it did not load. */
  function answer(frame, height) {
    // The first frame that runs tells the page (web/register-sw.js waits
    // for it before the service worker's downloads start).
    // <html> keeps the news too, for a register-sw.js that runs later.
    if (!anyAnswered) {
      document.documentElement.setAttribute('data-nimatron-frame-ready', '');
      window.dispatchEvent(new Event('nimatron:frame-ready'));
    }
    anyAnswered = true;
    answered.add(frame);
    const fitted = Math.min(Math.max(Math.ceil(height), 0), MAX_HEIGHT);
    frame.style.setProperty('height', `${fitted}px`);
    const line = failures.get(frame);
    if (line) {
      line.remove();
      frame.style.removeProperty('opacity');
      failures.delete(frame);
    }
  }

  // ---- Which frame loads first ----
  //
  // A frame waiting for its turn keeps its address in ADDRESS and has no
  // `src`. The frames a page has when it has been read are weighed
  // together (the choice is made once the current task ends, so both
  // scripts' frames are in): the first in the reader's view, else the
  // first on the page, loads; the others start once an app has run
  // (`nimatron:frame-ready`, sent by `answer` above), when the app is in
  // the browser's cache, or after PATIENCE_MS if none ever does. A plain
  // iframe has already started loading when this runs: if it is not the
  // one chosen, its loading is stopped (its `src` taken away) until then.
  const ADDRESS = 'data-nimatron-src';
  /** Frames queued since the last choice, and frames waiting for their turn. */
  const queued = [];
  const held = [];
  let chosen = false;
  let released = false;

  /** The address a frame has or will have. */
  function addressOf(frame) {
    return frame.getAttribute('src') ? frame.src : (frame.getAttribute(ADDRESS) ?? '');
  }

  /** Gives a waiting frame its address back, so it loads. */
  function start(frame) {
    const address = frame.getAttribute(ADDRESS);
    if (address !== null && !frame.getAttribute('src')) frame.src = address;
  }

  /** Stops a frame from loading until its turn (nothing to do for one that has no address yet). */
  function hold(frame) {
    const src = frame.getAttribute('src');
    if (src) {
      frame.setAttribute(ADDRESS, src);
      frame.removeAttribute('src');
    }
    held.push(frame);
  }

  function release() {
    released = true;
    for (const frame of held.splice(0)) start(frame);
  }
  window.addEventListener('nimatron:frame-ready', release, { once: true });

  /** True when `element` is in the reader's view now, or within
   * `margin` pixels of it. */
  function inView(element, margin = 0) {
    const r = element.getBoundingClientRect();
    return r.bottom > -margin && r.top < window.innerHeight + margin;
  }

  /** How near the view a lazy frame must be for Chromium to load it
   * (its smallest distance, on a fast network; more on a slow one). */
  const LAZY_DISTANCE_PX = 1250;

  /** The one of `elements` (frames, or the widgets' elements before they
   * have frames) that loads first: the first in the reader's view, else
   * the first on the page. */
  function firstOf(elements) {
    const ordered = [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return ordered.find((e) => inView(e)) ?? ordered[0];
  }

  /** Chooses the frame that loads first among those queued; the others wait. */
  function choose() {
    const frames = queued.splice(0).filter((f) => f.isConnected && !answered.has(f));
    if (released) return frames.forEach(start);
    if (!chosen && frames.length > 0) {
      chosen = true;
      const first = firstOf(frames);
      // Near the view, where the browser would load it anyway, it loads
      // now: a lazy frame waits for the browser to lay the page out and
      // look again. The lesson's first widget, just below a phone's
      // fold, was playable 0.1 s sooner on the phone profile.
      if (inView(first, LAZY_DISTANCE_PX)) first.loading = 'eager';
      start(first);
      frames.splice(frames.indexOf(first), 1);
      setTimeout(release, PATIENCE_MS);
    }
    frames.forEach(hold);
  }

  /** Queues Nimatron frames for their turn to load (a frame with no `src` keeps its address in ADDRESS). */
  function queue(frames) {
    if (frames.length === 0) return;
    if (queued.length === 0) setTimeout(choose);
    queued.push(...frames);
  }

  // The patience starts when a frame first comes into view: a lazy frame
  // further down the page has not started loading yet.
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      setTimeout(() => fail(entry.target), PATIENCE_MS);
    }
  });

  /** Watches every Nimatron frame of the page not yet watched. */
  function watchAll() {
    const plain = [];
    for (const frame of document.querySelectorAll('iframe[data-nimatron-frame]')) {
      if (watched.has(frame)) continue;
      watched.add(frame);
      seen.observe(frame);
      // A teacher's own iframe (a widget's frame is queued by nimatron-widgets.js).
      if (!frame.hasAttribute(ADDRESS)) plain.push(frame);
    }
    queue(plain);
  }

  window.addEventListener('message', (event) => {
    const height = heightOf(event.data);
    if (height === null) return;
    for (const frame of document.querySelectorAll('iframe[data-nimatron-frame]')) {
      if (frame.contentWindow === event.source && originOf(frame) === event.origin) answer(frame, height);
    }
  });

  // For nimatron-widgets.js: which widget may load first, queue and watch
  // the frames it adds, name them in words.
  window.nimatronFrames = { firstOf, queue, watchAll, wordsFor };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', watchAll, { once: true });
  } else {
    watchAll();
  }
})();
