// Shared fixture and helpers for the e2e specs.
//
// `test` is Playwright's test with one change: every page records uncaught
// exceptions (`pageerror`, which includes Rust panics surfacing as
// `RuntimeError: unreachable`) and `console.error` messages, and the test FAILS
// if there were any, or if the page shows a missing message id (`[an-id]`,
// what the localiser prints for an id a language lacks), or if the page
// crashed. A failed test leaves a picture of the viewport in its folder
// under test-results/.
//
// The selectors below are the app's fixed test contract (data-testid hooks);
// see the Nim screen in crates/app.
import { test as base, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export { expect };

/** mulberry32: a small seeded generator, so a failure can be replayed. */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Errors a test causes on purpose (a deliberate panic, a refused storage), per page. */
const expectedErrors = new WeakMap<Page, RegExp[]>();

/**
 * Lets `page` raise errors matching `pattern` without failing the test: only
 * for a test that causes them on purpose, and as narrow as possible.
 */
export function allowErrors(page: Page, pattern: RegExp): void {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), pattern]);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    const report = (problem: string) => {
      if (!(expectedErrors.get(page) ?? []).some((p) => p.test(problem))) problems.push(problem);
    };
    page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
    page.on('crash', () => report('the page crashed'));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      report(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });

    await use(page);

    // A message id missing from a language shows as `[its-id]`: fail on it.
    try {
      if (!page.isClosed()) {
        // The text, and the words said in attributes (labels, titles,
        // placeholders) too.
        const text = await page.evaluate(() => {
          const said = ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription'];
          const attributes = [...document.querySelectorAll('*')].flatMap((el) =>
            said.map((name) => el.getAttribute(name) ?? '').filter((v) => v !== ''),
          );
          return [document.body?.innerText ?? '', document.title, ...attributes].join('\n');
        });
        const missing = text.match(/\[[a-z][a-z0-9]*(?:-[a-z0-9]+)+\]/g) ?? [];
        for (const id of missing) problems.push(`missing message ${id}`);
      }
    } catch (error) {
      problems.push(`could not read the page text: ${error}`);
    }

    // The browser context goes on to the worker's next test
    // (`reuseContext` in playwright.config.ts), and Playwright's reset
    // between tests leaves granted permissions and a network switched off:
    // undone here.
    if (!page.isClosed()) {
      await page.context().clearPermissions();
      await page.context().setOffline(false);
    }

    // No picture of a passing test: capturing a loaded page costs about
    // 0.2 s of CPU, for every test of the suite. A failed test, these
    // checks' failures included, keeps Playwright's own (`screenshot:
    // 'only-on-failure'` in playwright.config.ts).
    expect(problems, 'the page raised errors, logged console errors or crashed').toEqual([]);
  },
});

/**
 * The inside of a script-tag widget: the iframe nimatron-widgets.js puts in
 * its box (`[data-nimatron]`), scrolled into view first, since a widget's
 * frame loads only when the reader comes near it (`loading="lazy"`).
 */
export async function widgetFrame(box: Locator): Promise<FrameLocator> {
  await box.scrollIntoViewIfNeeded();
  return box.frameLocator('iframe[data-nimatron-frame]');
}

/**
 * Resolves once every write the app has already queued has run: the
 * address and storage writes a render causes wait for a timer of
 * `WRITE_DELAY_MS` (1 ms, crates/app/src/deferred.rs), and a timer of the
 * same delay set later runs later. Then one frame and one more round, for
 * what a render in between would queue. An order, not a guess of how
 * long: a test that checks that nothing late undoes a navigation waits
 * for this, never a fixed time.
 */
export async function afterQueuedWrites(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        setTimeout(() => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 1), 0)), 1),
      ),
  );
}

/** Opens the Nim screen with a query string, e.g. `heaps=3,4,5&misere`. */
export async function openNim(page: Page, query: string): Promise<void> {
  await page.goto(`/#/nim?${query}`);
}

/** A value of a hash's query, decoded as the app decodes it (`+` stays `+`). */
export function queryValue(href: string, key: string): string {
  const pair = (href.split('?')[1] ?? '').split('&').find((p) => p.startsWith(`${key}=`));
  return pair ? decodeURIComponent(pair.slice(key.length + 1)) : '';
}

/**
 * The `href`s of a list the app draws, read once it is drawn: `evaluateAll`
 * does not wait, and right after `goto` the app may not have rendered yet
 * (CI once read an empty game list that way).
 */
export async function hrefsOf(list: Locator): Promise<string[]> {
  await expect(list.first()).toBeVisible();
  return list.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

/** Changes only the hash, as a user editing the URL of a loaded page would. */
export async function changeHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/**
 * The position on the play screen's board as its address says it: the
 * game record's move at the cursor (`moves=P1;P2;…`, `at=K`), else
 * `position=` (the start).
 */
export function boardPositionOf(page: Page): string {
  const hash = new URL(page.url()).hash;
  const param = (key: string) => {
    const m = hash.match(new RegExp(`[?&]${key}=([^&]*)`));
    return m === null ? null : decodeURIComponent(m[1]);
  };
  const start = param('position') ?? '';
  const moves = param('moves');
  if (moves === null) return start;
  const played = moves.split(';');
  const at = param('at');
  const k = at === null ? played.length : Number(at);
  return k === 0 ? start : played[k - 1];
}

/**
 * Records the page's long tasks (over 50 ms) from its first script on;
 * read them with {@link longTasks}.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: [number, number][] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Resolves once the page's main thread is idle (`requestIdleCallback`):
 * every task queued before has run, and the long-task entries of those
 * tasks have been delivered to the observer of {@link recordLongTasks}. A
 * condition the browser reports, not a guess of how long the work takes:
 * a test that reports the app's boot apart from what it measures waits
 * for this between the two. Headless Chromium once granted no idle
 * period for 28 s on a page that was doing nothing (the 1000×1000 grid,
 * its redraw count still): the callback's `timeout` (2 s) then runs it as
 * an ordinary task, after the tasks already queued.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
}

/** The long tasks recorded so far, as [start, duration] in ms. */
export async function longTasks(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
}

export const heaps = (page: Page): Locator => page.getByTestId('heap');
export const outcome = (page: Page): Locator => page.getByTestId('outcome');
export const nimSum = (page: Page): Locator => page.getByTestId('nim-sum');
export const winningMoves = (page: Page): Locator => page.getByTestId('winning-move');
export const errorMessage = (page: Page): Locator => page.getByTestId('error');

/** The stone of the `heapIndex`-th heap (0-based) whose click removes `take` stones. */
export function stone(page: Page, heapIndex: number, take: number): Locator {
  return heaps(page).nth(heapIndex).locator(`[data-testid="stone"][data-take="${take}"]`);
}

/** The heaps shown, in order, have exactly these sizes. */
export async function expectHeaps(page: Page, sizes: number[]): Promise<void> {
  await expect(heaps(page)).toHaveCount(sizes.length);
  for (const [i, size] of sizes.entries()) {
    await expect(heaps(page).nth(i)).toHaveAttribute('data-size', String(size));
  }
}

/** The outcome names the class of the position: N (next player wins) or P (previous player wins). */
export async function expectOutcome(page: Page, expected: 'N' | 'P'): Promise<void> {
  const other = expected === 'N' ? 'P' : 'N';
  await expect(outcome(page)).toHaveText(new RegExp(`\\b${expected}\\b`));
  await expect(outcome(page)).not.toHaveText(new RegExp(`\\b${other}\\b`));
}

/** The nim-sum is shown in decimal (possibly with a label around it). */
export async function expectNimSum(page: Page, value: number): Promise<void> {
  await expect(nimSum(page)).toHaveText(new RegExp(`(^|\\D)${value}(\\D|$)`));
}

/** The files the page asks for from now on that `keep` keeps, by file
 * name, in the order it asks. */
export function requested(page: Page, keep: (name: string) => boolean): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (keep(name)) names.push(name);
  });
  return names;
}

/** The wasm files the page fetches from now on, by file name (the job
 * worker's aside: it is no first load). */
export function wasmFetched(page: Page): string[] {
  return requested(page, (name) => name.endsWith('.wasm') && name !== 'worker_bg.wasm');
}
