// Starts the app (index.html loads this in place of Trunk's own loader; see
// scripts/extern-loader.mjs).
//
// A reader arriving on the home page, or on a screen that has a small module
// of its own (crates/app/src/modules/: the screen and its games, a fraction
// of the whole app), loads only that module (an unknown path: the home
// page's, which says so); any other address loads the whole app. When the
// reader goes where the small module does not draw, it calls
// `nimatronStartApp` below, and the module of that address takes over (a
// card on the home page: its game's), or the whole app when no other small
// module draws it or the reader asked for the share panel; so every screen
// still works from there, and a student who taps a game on the home page
// waits for that game's module, not for the whole app. Each small module
// runs once in a page: an address whose module has run is the whole app's.
// The next build is fetched early when the reader shows the intent to go
// there (points at, focuses or touches such a link), never before.
//
// `moduleFor` follows `Route::from_path` in crates/app/src/route.rs (any
// case, extra slashes ignored) and each module's `screen` in
// crates/app/src/modules/. It only picks the faster start: were it ever
// wrong, the module hands over to the whole app at once. A small module that
// cannot be loaded gives way to the whole app too, and a returning reader
// whose service worker has cached the whole app (not the small modules)
// starts the whole app from the disk.
//
// A classic script, not a module: index.html holds it inline at the top
// of <head>, where it runs the moment the parser reaches it, so the
// module's download starts before the stylesheet is even asked for. An
// inline module script runs only after the page has been parsed: its
// download started up to 0.3 s later on a phone on Slow 4G
// (scripts/bench-load.mjs). Hence the function around it all (a classic
// script has no top-level `await`, and leaves no names on the page).
(async () => {
  'use strict';

  const WHOLE = 'nimatron-app';
  const HOME = 'nimatron-home';

  /// A module's `games` when it makes every game (the registry's).
  const EVERY = '*';

  /// The analysis screens, which take a game and draw no board.
  const ANALYSIS = ['why', 'misere', 'grundy-sequences'];

  /// The small modules: the paths each draws (a widget's `data-nimatron`
  /// too), and the games it makes (`EVERY`: all), drawn on the screens
  /// that take a game (`#/play?game=NAME:…`, a widget's `data-game`) that
  /// it lists in `screens` (the play screen alone, unless it says). The
  /// first module that draws an address loads for it.
  const MODULES = [
    { name: 'nimatron-home', paths: ['', 'home'], games: [] },
    { name: 'module-nim', paths: ['nim', 'bouton'], games: [] },
    { name: 'module-wythoff', paths: ['wythoff'], games: ['wythoff'] },
    { name: 'module-heaps', paths: [], games: ['nim', 'kayles', 'dawson', 'octal', 'grundy'] },
    // The same games' analysis screens, and Nim's (no play screen).
    {
      name: 'module-analysis',
      paths: [],
      games: ['nim', 'kayles', 'dawson', 'octal', 'grundy'],
      screens: ANALYSIS,
    },
    {
      name: 'module-subtraction',
      paths: ['subtraction', 'game-of-games', 'subtraction-sets'],
      games: ['take', 'subtraction'],
    },
    { name: 'module-min-nim', paths: ['min-nim'], games: ['min-nim'] },
    // The same analysis screens for the variants of Nim and Wythoff's game,
    // for the subtraction games and Min Nim, for the games on boards, rings
    // and graphs; and the walk of a sum, whose parts may be any game. No
    // variant, no game on a board and no sum is played on one heap, and no
    // sum has a misère quotient: those screens refuse them (the sequence
    // screen shows Grundy's game instead), in the whole app.
    {
      name: 'module-analysis-variants',
      paths: [],
      games: ['moore', 'greedy', 'equal', 'building', 'candy', 'fibonacci', 'wythoff'],
      screens: ['why', 'misere'],
    },
    { name: 'module-analysis-subtraction', paths: [], games: ['take', 'subtraction', 'min-nim'], screens: ANALYSIS },
    {
      name: 'module-analysis-boards',
      paths: [],
      games: ['chomp', 'nd-nim', 'circular', 'arc-kayles', 'node-kayles'],
      screens: ['why', 'misere'],
    },
    { name: 'module-analysis-any', paths: [], games: EVERY, screens: ['why'] },
    // The play screen alone: the variants of Nim; the games on boards,
    // rings and graphs; sums (that module makes every game: a sum's parts may be any).
    {
      name: 'module-variants',
      paths: [],
      games: ['moore', 'greedy', 'equal', 'building', 'candy', 'fibonacci'],
    },
    { name: 'module-boards', paths: [], games: ['chomp', 'nd-nim', 'circular', 'arc-kayles', 'node-kayles'] },
    { name: 'module-play', paths: [], games: ['sum'] },
    // The worksheets of every game.
    { name: 'module-worksheet', paths: ['worksheet'], games: [] },
  ];

  /// The screens that take a game (`game=`), each with the game it shows
  /// when the link names none: `first_game` in crates/app/src/play/url.rs,
  /// `DEFAULT_GAME` in crates/app/src/screens/{why,misere,sequence}/url.rs.
  const FIRST_GAME = { __proto__: null, play: 'nim', why: 'kayles', misere: 'kayles', 'grundy-sequences': 'grundy' };

  /// The old paths of renamed screens, each with its path now (`RENAMED`
  /// in crates/app/src/route.rs).
  const RENAMED = { __proto__: null, grundy: 'subtraction-sets', sequence: 'grundy-sequences' };

  /// The address `hash` (`#/nim?heaps=3,4`) as its path's parts (any
  /// case, extra slashes ignored) and its query; `null` when its path
  /// cannot be read.
  function address(hash) {
    const [rawPath, query = ''] = hash.replace(/^#/, '').split('?');
    try {
      const parts = decodeURIComponent(rawPath).split('/').filter((p) => p !== '').map((p) => p.toLowerCase());
      return { parts, query };
    } catch {
      return null;
    }
  }

  /// The module that draws the address `hash`.
  function moduleFor(hash) {
    const read = address(hash);
    if (read === null || read.parts.length > 1) return WHOLE;
    const { parts, query } = read;
    const screen = parts[0] ?? '';
    // A widget's frame on a teacher's page (`#/widget?data-nimatron=nim&…`,
    // web/nimatron-widgets.js): the screen its element names.
    if (screen === 'widget') {
      const name = (param(query, 'data-nimatron') ?? '').trim().toLowerCase();
      // The home page is no widget: the whole app says which names are.
      // An unknown name too.
      return name === '' || name === 'home' ? WHOLE : moduleOf(name, query, 'data-game', WHOLE);
    }
    return moduleOf(screen, query, 'game', HOME);
  }

  /// The module of the screen `screen`, whose game (on a screen that takes
  /// one) is the query's `gameKey`; `unknown` for a screen there is not.
  function moduleOf(named, query, gameKey, unknown) {
    const screen = RENAMED[named] ?? named;
    const first = FIRST_GAME[screen];
    // Every screen without a game has a module: a path none draws is
    // unknown, and the home page's module says so (a path the whole app
    // knows after all is handed over to it at once); a widget's unknown
    // name, the whole app.
    if (first === undefined) return MODULES.find((m) => m.paths.includes(screen))?.name ?? unknown;
    const given = param(query, gameKey);
    if (given === null) return WHOLE;
    const game = given.split(':')[0].trim().toLowerCase() || first;
    const drawn = (m) => (m.games === EVERY || m.games.includes(game)) && (m.screens ?? ['play']).includes(screen);
    return MODULES.find(drawn)?.name ?? WHOLE;
  }

  /// The value of `key` in `query` (decoded; '' when absent), or `null`
  /// when it cannot be read.
  function param(query, key) {
    for (const pair of query.split('&')) {
      const at = pair.indexOf('=');
      const name = at < 0 ? pair : pair.slice(0, at);
      if (name.toLowerCase() !== key) continue;
      try {
        return decodeURIComponent(at < 0 ? '' : pair.slice(at + 1));
      } catch {
        return null;
      }
    }
    return '';
  }

  /// A language tag's language, if the app speaks it (`Lang::from_tag` in
  /// crates/i18n/src/lang.rs).
  function spoken(tag) {
    const primary = (tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
    return ['en', 'es'].includes(primary) ? primary : null;
  }

  /// The language the app at `hash` will speak first, so that its words
  /// come with the wasm (`first_lang` in crates/app/src/start.rs): a
  /// widget's frame its element's `data-lang`, else its page's `lang=`;
  /// any other page its link's `lang=`, else the stored choice; else the
  /// browser's. Were it wrong, the app fetches its own language's words.
  function guessLang(hash) {
    const { parts, query } = address(hash) ?? { parts: [], query: '' };
    const widget = parts.length === 1 && parts[0] === 'widget';
    let stored = null;
    if (!widget) {
      try {
        stored = localStorage.getItem('nimatron.lang');
      } catch {
        // Storage refused: the browser's language.
      }
    }
    const asked = [widget ? param(query, 'data-lang') : null, param(query, 'lang'), stored, ...(navigator.languages ?? []), navigator.language];
    for (const tag of asked) {
      const lang = spoken(tag);
      if (lang) return lang;
    }
    return 'en';
  }

  /// Each words file asked for, by name: the text on its way.
  const texts = {};

  /// The text of build `name`'s words in `lang` (`NAME.words.LANG.txt`,
  /// scripts/words-files.mjs), fetched once.
  function words(name, lang) {
    const file = `${name}.words.${lang}.txt`;
    texts[file] ??= fetch(`./${file}`).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${file}: ${r.status}`))));
    return { file, text: texts[file] };
  }

  /// How the app asks for its words (crates/app/src/words.rs): the fetch
  /// this script started, if any. One that failed is forgotten once the
  /// app has its answer, so that the app's next ask tries again.
  globalThis.nimatronWords = (name, lang) => {
    const { file, text } = words(name, lang);
    text.catch(() => {
      if (texts[file] === text) delete texts[file];
    });
    return text;
  };

  const loads = {};

  /// Starts fetching a module's wasm and JS glue, both at once, only once,
  /// and then its words in the language `lang()` picks. The wasm is asked
  /// for first: it is the largest download and the one the app waits for,
  /// and picking the language reads the storage, which a phone takes its
  /// time over.
  function load(name, lang) {
    loads[name] ??= { wasm: fetch(`./${name}_bg.wasm`), glue: import(`./${name}.js`) };
    words(name, lang()).text.catch(() => {});
    return loads[name];
  }

  /// A module fetched: its glue's start and its wasm (throws if either
  /// cannot be had), and its words in the language `lang()` picks.
  async function fetched(name, lang = () => guessLang(location.hash)) {
    const { glue, wasm } = load(name, lang);
    const [module, response] = await Promise.all([glue, wasm]);
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    return { init: module.default, response };
  }

  /// The page has been read, so `<body>` is there to mount on: this script
  /// runs at the top of `<head>` (scripts/extern-loader.mjs) and starts its
  /// downloads long before that; from its file (the fallback) it may run
  /// after.
  const read =
    document.readyState === 'loading'
      ? new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }))
      : Promise.resolve();

  /// Runs a fetched module's app, once the page has been read.
  async function run({ init, response }) {
    await read;
    await init({ module_or_path: response });
  }

  /// Starts a module (fetching it, if `load` has not already).
  async function start(name) {
    await run(await fetched(name));
  }

  /// The page's own message that the app cannot be had, taken as soon as
  /// the page has been read: an app mounted on `<body>` clears it away.
  const note = read.then(() => document.querySelector('[data-nimatron-load-failed]'));

  /// Shows that message (offline, never loaded before), in both languages:
  /// no word of the app is here. After a small module's hand-over it goes
  /// back at the top of the page, above the module's page still on screen.
  async function failed() {
    const shown = await note;
    if (!shown) return;
    if (!shown.isConnected) document.body.prepend(shown);
    shown.removeAttribute('hidden');
  }
  /// For the app, whose words cannot be had (crates/app/src/dom.rs).
  globalThis.nimatronLoadFailed = failed;

  /// Starts the whole app, once: at the first load, or when a small module
  /// hands over to it.
  let whole = null;
  const startWhole = () => (whole ??= start(WHOLE).catch(failed));

  /// The small modules that have run in this page: each runs once (its
  /// wasm's start cannot run again), the last of them drawing the page.
  const ran = new Set();
  let current = null;

  /// `module`, if it can take over from small module `from`: not `from`
  /// itself (which would not draw the address: the whole app does), nor
  /// one that has run in this page already; else the whole app.
  const after = (from, module) => (module === from || ran.has(module) ? WHOLE : module);

  /// The build that draws `hash` after small module `from` hands over: the
  /// address's own small module (`after`), unless a returning reader's
  /// cache holds the whole app but not that module (read from the disk,
  /// the whole app beats the network).
  async function next(from, hash) {
    const module = after(from, moduleFor(hash));
    if (module === WHOLE) return WHOLE;
    return (await cached(WHOLE)) && !(await cached(module)) ? WHOLE : module;
  }

  /// The language on screen (the app keeps it on <html lang>).
  const onScreen = () => spoken(document.documentElement.lang) ?? guessLang(location.hash);

  /// A small module hands over (crates/app/src/hand_over.rs), leaving its
  /// page on screen until the next build draws, or until this says it
  /// cannot: to the small module of the address it was asked for (a card
  /// on the home page, a link to another screen), or to the whole app
  /// when `whole` (its Share button: only the whole app has the panel) or
  /// when no other small module draws it. Once per module (`from`, its
  /// name): its later calls, while the next one downloads, wait for that;
  /// one that asks for the whole app (Share pressed meanwhile: the page
  /// stays on screen, its button too) turns the hand-over to the whole app.
  const handOvers = {};
  const wholeAsked = new Set();
  globalThis.nimatronStartApp = (from, whole) => {
    const key = from ?? WHOLE;
    if (whole && handOvers[key]) wholeAsked.add(key);
    return (handOvers[key] ??= handOver(from, whole));
  };

  async function handOver(from, whole) {
    let to = from && !whole ? await next(from, location.hash) : WHOLE;
    // The next small module, downloaded; the address asked again, as the
    // reader may have moved on meanwhile: back to where the module on
    // screen draws, it stays (its later hand-over is asked anew); on to
    // another module's, that one is fetched instead.
    for (let tries = 0; to !== WHOLE && tries < MODULES.length; tries++) {
      const small = await fetched(to, onScreen).catch(() => null);
      if (small === null || wholeAsked.has(from)) {
        to = WHOLE;
        continue;
      }
      if (moduleFor(location.hash) === from) return void delete handOvers[from];
      const again = await next(from, location.hash);
      if (again !== to) {
        to = again;
        continue;
      }
      ran.add(to);
      current = to;
      await run(small).catch(startWhole);
      return arm();
    }
    await startWhole();
  }

  /// The app runs: web/register-sw.js registers the service worker only now.
  /// It may run after this (the app can start before the page's deferred
  /// scripts have run), so <html> keeps the news as well as the event.
  const started = () => {
    document.documentElement.setAttribute('data-nimatron-started', '');
    dispatchEvent(new Event('nimatron:started'));
  };

  /// Whether the service worker's cache holds module `name` (a returning
  /// reader's: web/sw.js precaches the whole app, not the screens' modules).
  /// Never, on a page no service worker serves (a first visit): its cache
  /// would not be read, and opening the cache store costs a phone some
  /// 0.1 s before any download starts.
  async function cached(name) {
    try {
      if (!navigator.serviceWorker?.controller || !globalThis.caches) return false;
      return Boolean(await caches.match(`./${name}_bg.wasm`, { ignoreSearch: true }));
    } catch {
      return false;
    }
  }

  // A teacher's own iframe of a screen (`…&embed`, not a widget's frame)
  // starts loading as the teacher's page is read, before that page's
  // frames helper (web/nimatron-frames.js) can hold it back for its turn;
  // held, it must have asked for nothing. So its download waits until its
  // own page has been read (a widget's frame gets its address only when
  // its turn has come, and starts at once).
  const framed = window !== window.parent && /[?&]embed(?:[=&]|$)/i.test(location.hash);
  if (framed) await read;

  // The reader points at, focuses or touches a link the small module on
  // screen does not draw, or a button that hands over (`data-hands-over`:
  // a small module's Share): fetch the build the hand-over would start
  // now (as `next` picks it, a page the service worker serves standing for
  // its cache), so it has less to wait for.
  // One fetch per module on screen: pointing along a row of links fetches
  // one build, not each.
  const kinds = ['pointerover', 'focusin', 'touchstart'];
  function intent(event) {
    const control = event.target instanceof Element ? event.target.closest('a[href^="#/"], [data-hands-over]') : null;
    if (!control || whole) return;
    const module = control.hasAttribute('data-hands-over') ? WHOLE : moduleFor(control.getAttribute('href'));
    if (module === current) return;
    load(navigator.serviceWorker?.controller ? WHOLE : after(current, module), onScreen);
    for (const kind of kinds) removeEventListener(kind, intent, true);
  }
  /// Listens for the reader's intent while a small module is on screen.
  function arm() {
    if (whole) return;
    for (const kind of kinds) addEventListener(kind, intent, { capture: true, passive: true });
  }

  // A returning reader whose cache holds the whole app but not the small
  // module starts the whole app: read from the disk, it beats the network
  // (and works offline).
  const picked = moduleFor(location.hash);
  const first = picked !== WHOLE && (await cached(WHOLE)) && !(await cached(picked)) ? WHOLE : picked;
  if (first === WHOLE) {
    await startWhole();
    started();
  } else {
    ran.add(first);
    current = first;
    const small = await fetched(first).catch(() => null);
    if (small) {
      await run(small);
    } else {
      // Not to be had (offline and not precached, say): the whole app draws
      // every address.
      await startWhole();
    }
    started();
    arm();
  }
})();
