// Benchmark of issue 31: the time from tapping a link to a board that can
// be played, on a phone on a slow mobile network. Called by scripts/bench.sh
// (its table), runs alone too:
//
//   node scripts/bench-load.mjs [dist] [--runs N] [--only TEXT]   (TEXT: part of an address or a row)
//
// The network and the phone are Lighthouse's mobile throttling, applied by
// Chromium's DevTools protocol: Slow 4G (150 ms round trip, 1.6 Mbps down,
// 750 kbps up) and a CPU 4× slower than this machine's. The files come from
// tests/serve-dist.mjs --compress (Brotli or gzip, as a well-configured host
// sends them), in a fresh browser context each run: an empty cache and no
// service worker, as on a student's first visit. Median of N runs (3).
//
// The last row starts on the home page and is timed from a tap on a game's
// card: the hand-over to that game's module.
//
// "Playable" is what a person waits for: the app has drawn the address's
// board (its hook below is in the page, so the wasm has run and rendered).
// Prints one `BENCH|what|ms|goal` line an address for bench.sh's table.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..');
const { chromium } = await import(resolve(root, 'tests/node_modules/playwright-core/index.mjs'));

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt >= 0 ? args[onlyAt + 1] : '';
const valued = (i) => ['--runs', '--only'].includes(args[i - 1]);
const dist = resolve(root, args.find((a, i) => !a.startsWith('--') && !valued(i)) ?? 'dist');

/** Lighthouse's "Slow 4G" mobile profile (throughput in bytes a second). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** The addresses of the table, each with the hook of its board. */
const ALL = [
  { what: 'home page #/', path: '/#/', ready: '[data-testid="catalogue"], main h1', goal: 1500 },
  { what: 'deep link #/play?game=kayles&position=5,7', path: '/#/play?game=kayles&position=5,7', ready: '[data-testid="position"]', goal: 2500 },
  { what: 'deep link #/nim', path: '/#/nim', ready: '[data-testid="heap"]', goal: 2500 },
  { what: 'deep link #/wythoff?size=20', path: '/#/wythoff?size=20', ready: '[data-testid="cell"], canvas', goal: 2500 },
  { what: 'deep link #/subtraction?n=21&k=3 (game 21)', path: '/#/subtraction?n=21&k=3', ready: '[data-testid="stones-left"]', goal: 2500 },
  { what: "deep link #/play?game=chomp&position=4,4,4 (the boards' module)", path: '/#/play?game=chomp&position=4,4,4', ready: '[data-testid="position"]', goal: 2500 },
  { what: "deep link #/play?game=moore:2&position=3,4,5 (the variants' module)", path: '/#/play?game=moore:2&position=3,4,5', ready: '[data-testid="position"]', goal: 2500 },
  { what: "deep link #/play?game=sum:nim+kayles&position=3+5 (the play screen's module for every game)", path: '/#/play?game=sum:nim%2Bkayles&position=3%2B5', ready: '[data-testid="position"]', goal: 2500 },
  { what: "deep link #/why?game=kayles&position=5,7 (the take-and-break games' analysis module)", path: '/#/why?game=kayles&position=5,7', ready: '[data-testid="why-panel"]', goal: 2500 },
  { what: 'deep link #/why?game=nim&position=3,4,5 (the analysis module)', path: '/#/why?game=nim&position=3,4,5', ready: '[data-testid="why-panel"]', goal: 2500 },
  { what: "deep link #/why?game=moore:2&position=3,4,5 (the variants' analysis module)", path: '/#/why?game=moore:2&position=3,4,5', ready: '[data-testid="why-panel"]', goal: 2500 },
  { what: "deep link #/why?game=sum:nim+kayles&position=3,4+5 (the module of a sum's walk)", path: '/#/why?game=sum:nim%2Bkayles&position=3,4%2B5', ready: '[data-testid="why-panel"]', goal: 2500 },
  { what: "deep link #/worksheet?game=nim (the worksheets' module)", path: '/#/worksheet?game=nim', ready: '[data-testid="worksheet-setup"]', goal: 2500 },
  { what: 'a widget on a teacher\'s page (lesson)', path: '/lesson/en.html', frame: true, ready: '[data-testid="heap"]', goal: 2500 },
  // A student on the home page taps a game: timed from the tap (the home
  // page's module hands over to the game's).
  {
    what: "a game tapped on the home page (Chomp's card)",
    path: '/#/',
    tap: '[data-testid=game-card][data-game=chomp] [data-testid=game-link]',
    ready: '[data-testid="position"]',
    goal: 2500,
  },
];
const ADDRESSES = ALL.filter((a) => a.path.includes(ONLY) || a.what.includes(ONLY));

const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

const port = await freePort();
const server = spawn('node', [resolve(root, 'tests/serve-dist.mjs'), dist, String(port), '--compress'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((ok, fail) => {
  server.stdout.on('data', (d) => String(d).includes('http') && ok());
  server.on('exit', (code) => fail(new Error(`serve-dist.mjs ended (${code})`)));
});
const base = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});

/** One cold load of `a` (throttled unless `warm`): ms from navigation
 * (or from the tap on `a.tap`, once the page shows it) to its board. A
 * tap's page has no service worker: its precache, after the page has
 * run, would fetch outside this page's throttling. */
async function once(a, warm = false) {
  const serviceWorkers = a.tap ? 'block' : 'allow';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!warm) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  // Frames of a teacher's page get the same network (they share the
  // page's process here; the target's throttling covers its requests).
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let start = Date.now();
  await page.goto(base + a.path, { waitUntil: 'commit' });
  if (a.tap) {
    const target = page.locator(a.tap);
    await target.scrollIntoViewIfNeeded({ timeout: 120000 });
    start = Date.now();
    await target.tap();
  }
  const scope = a.frame ? page.frameLocator('iframe').first() : page;
  await scope.locator(a.ready).first().waitFor({ state: 'visible', timeout: 120000 });
  const ms = Date.now() - start;
  await context.close();
  if (errors.length > 0) throw new Error(`${a.path}: ${errors.join(' | ')}`);
  return ms;
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
try {
  // Not counted: one unthrottled load of each address, so a server that
  // compresses on first request (a build without its .br copies) has done
  // so before the clock runs.
  for (const a of ADDRESSES) await once(a, true);
  for (const a of ADDRESSES) {
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await once(a));
    const m = median(times);
    console.log(`${a.what}: ${times.join(', ')} ms, median ${m} ms (goal ≤ ${a.goal})`);
    console.log(`BENCH|phone on Slow 4G, ${a.what}: to a playable board (ms, median of ${RUNS})|${m}|≤ ${a.goal}`);
  }
} finally {
  await browser.close();
  server.kill();
}
