// Script-tag widgets: a page that loads nimatron-widgets.js once gets one
// live widget per [data-nimatron] element, each an iframe of the app's
// widget page with its own position (from its data attributes) and its own
// game, never touching the page's URL or styles. (cross_origin.spec.ts
// does the same from another site; these pages are on the app's origin.)
import { expect, requested, test, widgetFrame } from '../support';
import type { Frame, Page } from '@playwright/test';

const CLASSIC = '<script defer src="./nimatron-widgets.js"></script>';
// The loader line of pages written before the widgets were iframes: it must
// keep working on the app's own origin.
const MODULE = '<script type="module" src="./nimatron-widgets.js"></script>';

/** A teacher's page on the same server (fulfilled by the test, not in dist). */
async function teachersPage(page: Page, lang: string, body: string, loader = CLASSIC): Promise<void> {
  await page.route('**/teacher.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>lesson</title><link rel="icon" href="./favicon.svg">
        ${loader}</head>
        <body><main><h1>A lesson</h1>${body}</main></body></html>`,
    }),
  );
  await page.goto('/teacher.html');
}

const widget = (page: Page, i: number) => page.locator('[data-nimatron]').nth(i);
const inside = (page: Page, i: number) => widgetFrame(widget(page, i));
const heapSizes = async (page: Page, i: number) =>
  (await inside(page, i)).getByTestId('heap').evaluateAll((hs) => hs.map((h) => Number(h.getAttribute('data-size'))));

/** The document inside widget `i` (once its frame has loaded). */
async function frameOf(page: Page, i: number): Promise<Frame> {
  await (await inside(page, i)).locator('main').waitFor();
  const frame = await (await widget(page, i).locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`widget ${i} has no frame`);
  return frame;
}

test('two Nim widgets and a Wythoff widget live side by side, independently', async ({ page }) => {
  await teachersPage(
    page,
    'en',
    `<div data-nimatron="nim" data-heaps="3,4,5">Loading…</div>
     <p>Between the widgets, the teacher's words.</p>
     <div data-nimatron="nim" data-heaps="1,2"></div>
     <div data-nimatron="wythoff" data-size="12" data-queen="5,3"></div>`,
  );
  await expect((await inside(page, 0)).getByTestId('heap')).toHaveCount(3);
  await expect((await inside(page, 1)).getByTestId('heap')).toHaveCount(2);
  await expect((await inside(page, 2)).getByTestId('cell')).toHaveCount(144);
  await expect(widget(page, 0)).not.toContainText('Loading…');
  // No app chrome, and the teacher's page is left as it was.
  await expect(page.locator('header.app-header, footer.app-footer')).toHaveCount(0);
  await expect((await inside(page, 0)).locator('header.app-header, footer.app-footer')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'A lesson' })).toBeVisible();

  await (await inside(page, 0)).locator('[data-testid="stone"][data-take="2"]').first().click();
  await expect.poll(() => heapSizes(page, 0)).toEqual([1, 4, 5]);
  expect(await heapSizes(page, 1)).toEqual([1, 2]);
  await expect((await inside(page, 2)).getByTestId('grid')).toHaveAttribute('data-queen', '5,3');
  expect(await page.evaluate(() => location.hash)).toBe('');
  // Nor the widget's own address: a widget never writes it.
  expect((await frameOf(page, 0)).url()).toMatch(/#\/widget\?data-nimatron=nim&data-heaps=3%2C4%2C5&lang=en$/);

  // The app's styles are inside the widget, and only there: the page has
  // no stylesheet and its body keeps the browser's margin and font.
  const radius = await (await inside(page, 0)).locator('.nimatron-widget').evaluate((e) => getComputedStyle(e).borderTopLeftRadius);
  expect(radius).not.toBe('0px');
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { sheets: document.styleSheets.length, margin: style.margin, font: style.fontFamily };
  });
  expect(body).toEqual({ sheets: 0, margin: '8px', font: expect.not.stringContaining('system-ui') });
});

test('widgets speak the page language, or their own data-lang (also with the older module loader line)', async ({ page }) => {
  await teachersPage(
    page,
    'es',
    `<div data-nimatron="bouton" data-heaps="3,4,5"></div>
     <div data-nimatron="nim" data-heaps="2,2" data-lang="en"></div>`,
    MODULE,
  );
  await expect((await inside(page, 0)).locator('h1')).toHaveText(/Bouton/);
  await expect((await inside(page, 0)).locator('.nimatron-widget')).toHaveAttribute('lang', 'es');
  await expect((await inside(page, 1)).locator('.nimatron-widget')).toHaveAttribute('lang', 'en');
  await expect((await inside(page, 1)).getByTestId('heap')).toHaveCount(2);
  // The frames are named for screen readers in the widget's language.
  await expect(widget(page, 0).locator('iframe')).toHaveAttribute('title', 'Un juego de Nimatron');
  await expect(widget(page, 1).locator('iframe')).toHaveAttribute('title', 'A Nimatron game');
});

test('an element naming no screen says so and the others still work', async ({ page }) => {
  await teachersPage(
    page,
    'en',
    `<div data-nimatron="chess">Chess is not here.</div>
     <div data-nimatron="nim" data-heaps="7"></div>`,
  );
  await expect((await inside(page, 1)).getByTestId('heap')).toHaveCount(1);
  await expect((await inside(page, 0)).getByTestId('error')).toContainText('no Nimatron widget called “chess”');
  await expect(widget(page, 0)).not.toContainText('Chess is not here.');
});

test('two widgets of every screen: each keeps its ids and references in itself, and each still works', async ({ page }) => {
  await teachersPage(
    page,
    'en',
    `<div data-nimatron="nim" data-heaps="3,4,5"></div>
     <div data-nimatron="nim" data-heaps="1,2"></div>
     <div data-nimatron="bouton" data-heaps="3,4,5"></div>
     <div data-nimatron="bouton" data-heaps="1,2"></div>
     <div data-nimatron="wythoff" data-size="8"></div>
     <div data-nimatron="wythoff" data-size="8" data-queen="5,3"></div>
     <div data-nimatron="play" data-game="nim" data-position="3,4" data-opponent="friend"></div>
     <div data-nimatron="play" data-game="kayles" data-position="5" data-opponent="friend"></div>`,
  );
  await expect((await inside(page, 1)).getByTestId('heap')).toHaveCount(2);
  await expect((await inside(page, 3)).locator('h1')).toHaveText(/Bouton/);
  await expect((await inside(page, 5)).getByTestId('cell')).toHaveCount(64);
  await expect((await inside(page, 7)).getByTestId('outcome')).toHaveText('N');

  // In each widget: every id once, every reference (label `for`, aria-*)
  // lands inside the widget.
  for (let i = 0; i < 8; i++) {
    const problems = await (await frameOf(page, i)).evaluate(() => {
      const out: string[] = [];
      const count = new Map<string, number>();
      for (const e of document.querySelectorAll('[id]')) count.set(e.id, (count.get(e.id) ?? 0) + 1);
      for (const [id, n] of count) if (n > 1) out.push(`duplicate ${id} ×${n}`);
      const refs = document.querySelectorAll('[for], [aria-labelledby], [aria-describedby], [aria-controls]');
      for (const e of refs) {
        const home = e.closest('.nimatron-widget');
        for (const attr of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
          for (const id of (e.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
            const target = document.getElementById(id);
            if (!target) out.push(`${attr}=${id} points nowhere`);
            else if (target.closest('.nimatron-widget') !== home) out.push(`${attr}=${id} leaves its widget`);
          }
        }
      }
      return out;
    });
    expect(problems, `widget ${i}`).toEqual([]);
  }

  // Both of each pair still play, and only their own board moves.
  await (await inside(page, 1)).locator('[data-testid="stone"][data-take="1"]').first().click();
  await expect.poll(() => heapSizes(page, 1)).toEqual([0, 2]);
  expect(await heapSizes(page, 0)).toEqual([3, 4, 5]);
  // A label finds its own field.
  await expect((await inside(page, 1)).getByLabel('Heaps', { exact: true })).toBeVisible();
  await (await inside(page, 6)).locator('[data-testid="heap"]').first().locator('[data-take="1"]').click();
  await expect((await inside(page, 6)).getByTestId('position')).toHaveText('2,4');
  await (await inside(page, 7)).locator('.play-pin').nth(2).click();
  await expect((await inside(page, 7)).getByTestId('position')).toHaveText('2,2');
});

test('every screen is a widget, also on a page in another folder (the worker found beside the app)', async ({ page }) => {
  // The teacher's page sits two folders down; the widgets' frames are the
  // app's own page, so the jobs' worker loads from the app's folder.
  await page.route('**/lessons/week3/teacher.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lesson</title>
        <script defer src="../../nimatron-widgets.js"></script></head>
        <body><main><h1>A lesson</h1>
        <div data-nimatron="subtraction" data-n="19" data-k="3"></div>
        <div data-nimatron="game-of-games" data-n="6"></div>
        <div data-nimatron="min-nim" data-heaps="10,10,10" data-set="1,2,3"></div>
        <div data-nimatron="grundy" data-set="1,3,4" data-heaps="5,7,9"></div>
        <div data-nimatron="sequence" data-game="kayles" data-upto="200"></div>
        <div data-nimatron="worksheet" data-game="nim" data-count="3" data-seed="7"></div>
        <div data-nimatron="subtraction" data-n="21" data-k="2"></div>
        <div data-nimatron="game-of-games" data-n="7"></div>
        <div data-nimatron="min-nim" data-heaps="3,3,3" data-set="1,2,3"></div>
        <div data-nimatron="grundy" data-k="3" data-heaps="4,5"></div>
        <div data-nimatron="sequence" data-game="dawson" data-upto="100"></div>
        <div data-nimatron="worksheet" data-game="kayles" data-count="2" data-seed="1"></div>
        </main></body></html>`,
    }),
  );
  await page.goto('/lessons/week3/teacher.html');
  await expect((await inside(page, 0)).getByTestId('proposition')).toContainText('19 = 4 · 4 + 3');
  await expect((await inside(page, 1)).getByTestId('game-row').first()).toBeVisible();
  // Min Nim's table and the sequence are jobs of the worker.
  await expect((await inside(page, 2)).getByTestId('compute-time')).toContainText('1331 cells computed');
  await expect((await inside(page, 3)).getByTestId('period')).toHaveText('7');
  await expect((await inside(page, 4)).getByTestId('sequence-done')).toHaveAttribute('data-count', '201');
  await expect((await inside(page, 4)).getByTestId('stats-period')).toHaveAttribute('data-period', '12');
  await expect((await inside(page, 5)).getByTestId('worksheet-position')).toHaveCount(3);
  await expect((await inside(page, 8)).getByTestId('compute-time')).toContainText('cells computed');
  await expect((await inside(page, 10)).getByTestId('sequence-done')).toHaveAttribute('data-count', '101');
  await expect((await inside(page, 11)).getByTestId('worksheet-position')).toHaveCount(2);
  // The widgets never touch the teacher's address.
  expect(new URL(page.url()).pathname).toBe('/lessons/week3/teacher.html');
  expect(new URL(page.url()).hash).toBe('');
});

// On a slow network, frames that all fetch the app at once make each
// wait as long as all of them (a lesson's first widget took 16 s on a phone
// on Slow 4G, scripts/bench-load.mjs): one frame loads first, alone, and the
// others start once it runs, from the browser's cache.
test('one widget downloads the app first; the others start once it runs', async ({ page }) => {
  let releaseWasm: () => void = () => {};
  const wasmHeld = new Promise<void>((done) => (releaseWasm = done));
  // Whichever module the frames load (the whole app, or their screen's
  // small module).
  await page.route('**/*_bg.wasm', async (route) => {
    await wasmHeld;
    await route.continue();
  });
  await teachersPage(
    page,
    'en',
    ['3,4,5', '1,2', '6,7'].map((h) => `<div data-nimatron="nim" data-heaps="${h}">Nim</div>`).join(''),
  );
  const frames = page.locator('iframe[data-nimatron-frame]');
  await expect(frames).toHaveCount(3);
  // While the first frame's app is still on its way, only it has an address.
  await expect(page.locator('iframe[data-nimatron-frame][src]')).toHaveCount(1);
  expect(await page.locator('iframe[data-nimatron-frame]:not([src])').count()).toBe(2);
  releaseWasm();
  // Once it runs, every frame loads and plays.
  await expect(page.locator('iframe[data-nimatron-frame][src]')).toHaveCount(3);
  await expect.poll(() => heapSizes(page, 2)).toEqual([6, 7]);
});

// The widget that loads first is the first to get a frame, and it starts
// loading before the others get theirs: making a frame takes a slow phone
// about 50 ms. Just below the fold, it loads at once rather than when the
// browser looks again (0.1 s later on the phone profile: a lesson's first
// widget).
test('the widget that loads first gets its frame first, and just below the fold loads at once', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { framesWhenFirstStarted?: number };
    new MutationObserver(() => {
      const frames = document.querySelectorAll('iframe[data-nimatron-frame]');
      if (w.framesWhenFirstStarted === undefined && document.querySelector('iframe[data-nimatron-frame][src]')) {
        w.framesWhenFirstStarted = frames.length;
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  await teachersPage(
    page,
    'en',
    `<div style="height:110vh"></div>${['3,4,5', '1,2', '6,7'].map((h) => `<div data-nimatron="nim" data-heaps="${h}">Nim</div>`).join('')}`,
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { framesWhenFirstStarted?: number }).framesWhenFirstStarted)).toBe(1);
  const first = widget(page, 0).locator('iframe');
  await expect(first).toHaveAttribute('src', /heaps=3%2C4%2C5/);
  expect(await first.evaluate((f: HTMLIFrameElement) => [f.loading, f.getBoundingClientRect().top > window.innerHeight])).toEqual([
    'eager',
    true,
  ]);
  await expect(page.locator('iframe[data-nimatron-frame]')).toHaveCount(3);
  await expect.poll(() => heapSizes(page, 0)).toEqual([3, 4, 5]);
});

// The build puts the frames helper at the top of nimatron-widgets.js
// (scripts/bundle-widgets.mjs): a page with the widget snippet alone asks
// for that one script, not for the helper once it has run (a round trip
// more on the way to the first widget), and its widgets fit their frames.
test('a page with the widget snippet alone asks for one script, and its widgets fit their frames', async ({ page }) => {
  const asked = requested(page, (name) => name === 'nimatron-widgets.js' || name === 'nimatron-frames.js');
  await teachersPage(page, 'en', '<div data-nimatron="nim" data-heaps="2,5">Nim</div>');
  await expect.poll(() => heapSizes(page, 0)).toEqual([2, 5]);
  // Fitted: the height the app said, not the frame's first 20rem.
  const frame = widget(page, 0).locator('iframe');
  await expect.poll(() => frame.evaluate((f) => (f as HTMLIFrameElement).style.height)).toMatch(/^\d+(\.\d+)?px$/);
  expect(asked).toEqual(['nimatron-widgets.js']);
});

// A page with the Share panel's widget snippet and its iframe snippet
// loads both helpers as deferred scripts (the lesson page too): the
// widgets mount once the page is read, with the page's own copy of
// nimatron-frames.js. A second copy, asked for before the page was read,
// held every widget back until it had loaded.
test('a page with both snippets asks for the frames helper once, and its widgets play', async ({ page }) => {
  await teachersPage(
    page,
    'en',
    '<div data-nimatron="nim" data-heaps="2,5">Nim</div>',
    `${CLASSIC}<script defer src="./nimatron-frames.js"></script>`,
  );
  await expect.poll(() => heapSizes(page, 0)).toEqual([2, 5]);
  await expect(page.locator('script[src$="nimatron-frames.js"]')).toHaveCount(1);
});

// A teacher's own iframes take their turn with the widgets: the frame first
// in view loads alone, whichever kind it is, and the others wait (a lesson's
// plain iframe loading beside its first widget made the widget take 6.5 s
// on Slow 4G instead of 4.1).
test("a page's own Nimatron iframes wait their turn with its widgets", async ({ page }) => {
  let releaseWasm: () => void = () => {};
  const wasmHeld = new Promise<void>((done) => (releaseWasm = done));
  const wasmAsked: string[] = [];
  await page.route('**/*_bg.wasm', async (route) => {
    wasmAsked.push(route.request().frame().url());
    await wasmHeld;
    await route.continue();
  });
  const plain = (heaps: string) =>
    `<iframe data-nimatron-frame title="Nim" style="display:block;height:12rem" src="./index.html#/nim?heaps=${heaps}&embed"></iframe>`;
  await teachersPage(
    page,
    'en',
    `${plain('1,2')}<div data-nimatron="nim" data-heaps="6,7">Nim</div>${plain('2,3')}`,
    `<script defer src="./nimatron-frames.js"></script>${CLASSIC}`,
  );
  const frames = page.locator('iframe[data-nimatron-frame]');
  await expect(frames).toHaveCount(3);
  // The first frame, in view, keeps loading; the widget and the other
  // iframe wait with no address, and only one frame asks for the app.
  await expect.poll(() => wasmAsked.length).toBe(1);
  await expect(page.locator('iframe[data-nimatron-frame][src]')).toHaveCount(1);
  await expect(frames.first()).toHaveAttribute('src', /heaps=1,2/);
  expect(wasmAsked[0]).toContain('heaps=1,2');
  releaseWasm();
  // Once it runs, every frame loads and plays.
  await expect(page.locator('iframe[data-nimatron-frame][src]')).toHaveCount(3);
  await expect(frames.nth(2)).toHaveAttribute('src', /heaps=2,3/);
  // Locators, not a one-off read: a frame may still be navigating to its
  // address when the poll starts.
  const expected: [number, number[]][] = [
    [0, [1, 2]],
    [1, [6, 7]],
    [2, [2, 3]],
  ];
  for (const [i, sizes] of expected) {
    await frames.nth(i).scrollIntoViewIfNeeded();
    const heaps = frames.nth(i).contentFrame().getByTestId('heap');
    await expect(heaps).toHaveCount(sizes.length);
    for (const [j, size] of sizes.entries()) await expect(heaps.nth(j)).toHaveAttribute('data-size', String(size));
  }
});
