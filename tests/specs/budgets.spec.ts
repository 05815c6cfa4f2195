// Issue 13's figures that only a browser can give (benchmarks: tagged
// @perf, run alone after the other tests; scripts/bench.sh prints them in
// its table from the `BENCH|figure|value` lines):
// - the home page to interactive on loopback: from navigation start to
//   the menu's links in the document;
// - from the home page to a game opened from it (its module loaded);
// - a click to the analysis redrawn, for every registered game: from a
//   winning move's Play button to the analysis showing the new position,
//   laid out (not counting the wait for the screen's next frame),
//   with 64 heaps of random 64-bit sizes for the games played on any heaps
//   whose theorem answers them (the registry and the CLI say which).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { errorMessage, expect, hrefsOf, test } from '../support';

// This spec is about what the service worker does (or costs): it runs
// here, though the other specs block it (playwright.config.ts).
// A fresh context per test: reuse would keep the worker's caches (playwright.config.ts).
test.use({ serviceWorkers: 'allow', reuseContext: false });

// The games come from the registry, never from a list written here: the
// CLI (E2E_CLI, else the workspace's target/debug/nimatron) lists them,
// and the home page must link each.
const CLI = process.env.E2E_CLI ?? join(__dirname, '..', '..', 'target', 'debug', 'nimatron');
type Listed = { name: string; position: string };

type Win = Window & { __menuAt?: number };

test('the home page to interactive @perf', async ({ page }) => {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector('.menu a')) {
          (window as Win).__menuAt = performance.now();
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/?run=${run}#/`);
    await expect(page.locator('.menu a').first()).toBeVisible();
    times.push(await page.evaluate(() => (window as Win).__menuAt ?? NaN));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`BENCH|home page to interactive (median of 5, ms)|${median.toFixed(0)}|300`);
  expect(Number.isFinite(median)).toBe(true);
});

// The price of the home page's small module: the first screen opened from
// it waits for its own module to load (measured here on a fresh page,
// over loopback).
test('the home page to the first game opened from it @perf', async ({ page }) => {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(`/?run=${run}#/`);
    const link = page.locator('[data-testid=game-card][data-game=kayles] [data-testid=game-link]');
    await expect(link).toBeVisible();
    const start = await page.evaluate(() => performance.now());
    await link.click();
    await expect(page.getByTestId('outcome')).toBeVisible();
    times.push((await page.evaluate(() => performance.now())) - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`BENCH|the home page to a game opened from it (median of 5, ms)|${median.toFixed(0)}|none`);
  expect(Number.isFinite(median)).toBe(true);
});

/** 64 heaps of random 64-bit sizes, in the position syntax. */
function bigHeaps(seed: number): string {
  let x = BigInt(seed) * 0x9e3779b97f4a7c15n;
  const out: string[] = [];
  for (let i = 0; i < 64; i++) {
    x = (x * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    out.push((x >> 1n).toString());
  }
  return out.join(',');
}

/** The registry as the CLI lists it. */
function registry(): Listed[] {
  expect(existsSync(CLI), `no CLI at ${CLI}: run \`cargo build -p nimatron-cli\` or set E2E_CLI`).toBe(true);
  return JSON.parse(execFileSync(CLI, ['games', '--json'], { encoding: 'utf8' }));
}

/** True when the core answers `game` on `heaps` (64 random 64-bit heaps):
 * its theorem answers at once. The CLI runs the app's core, and refuses a
 * position past the game's limits (exit 2). */
function answersAnyHeaps(game: string, heaps: string): boolean {
  try {
    execFileSync(CLI, ['analyze', game, heaps], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

test('a click to the analysis redrawn, every registered game @perf', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const links = await hrefsOf(page.getByTestId('game-link'));
  const listed = registry();
  const gameOf = (href: string) => decodeURIComponent(href.match(/[?&]game=([^&]*)/)?.[1] ?? '');
  expect(new Set(links.map((h) => gameOf(h).split(':')[0]))).toEqual(new Set(listed.map((g) => g.name)));
  // Played on any heaps (the registry's position syntax).
  const onHeaps = new Set(listed.filter((g) => g.position === 'heaps: N,N,...').map((g) => g.name));
  const results: [string, number][] = [];
  const refused: string[] = [];
  const losing: string[] = [];
  for (const [i, href] of links.entries()) {
    // The hash's query, read as the app reads it (`+` is a sum, not a space).
    const query = new Map(
      (href.split('?')[1] ?? '').split('&').map((p) => p.split('=').map(decodeURIComponent) as [string, string]),
    );
    const game = query.get('game') ?? '';
    const name = game.split(':')[0];
    const big = bigHeaps(i + 1);
    const position = onHeaps.has(name) && answersAnyHeaps(game, big) ? big : query.get('position') ?? '';
    await page.goto(`/#/play?game=${encodeURIComponent(game)}&position=${encodeURIComponent(position)}&opponent=friend`);
    // A position past a game's stated limits is refused with a message
    // (Moore's Nim enumerates its moves: 64 huge heaps are too many).
    await expect(page.getByTestId('outcome').or(errorMessage(page))).toBeVisible();
    if (await errorMessage(page).isVisible()) {
      refused.push(game);
      continue;
    }
    const buttons = page.getByTestId('play-move');
    if ((await buttons.count()) === 0) {
      losing.push(game); // a P-position: no winning move to click
      continue;
    }
    // Click in the page and time until the app has drawn the new
    // position's analysis and the browser has laid it out (Yew renders in
    // the click's task; reading a layout value forces style and layout).
    // The wait for the next vsync, up to a frame's length whatever the app
    // does, is not counted.
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = document.querySelector<HTMLButtonElement>('[data-testid="play-move"]');
          if (!button) return resolve(NaN);
          const start = performance.now();
          button.click();
          // Yew renders in a microtask after the click; a message is
          // delivered after every microtask, without a timer's clamping.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            void document.body.getBoundingClientRect().height;
            resolve(performance.now() - start);
          };
          channel.port2.postMessage(0);
        }),
    );
    results.push([game, ms]);
  }
  const worst = results.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as [string, number]);
  const median = results.map(([, ms]) => ms).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(
    `click to analysis: ${results.map(([g, ms]) => `${g} ${ms.toFixed(1)}`).join('; ')}; refused: ${refused.join(', ') || 'none'}; P-positions: ${losing.join(', ') || 'none'}`,
  );
  console.log(`BENCH|click to analysis redrawn, worst game (${worst[0]}, ms)|${worst[1].toFixed(1)}|16`);
  console.log(`BENCH|click to analysis redrawn, median game (ms)|${median.toFixed(1)}|16`);
  expect(results.length).toBeGreaterThanOrEqual(10);
});
