// The Min Nim screen at #/min-nim: the table computed in a web worker (in the background, as the page says)
// (progress, cancel), the heatmap and a hovered cell, a game against the
// computer, bad input, and the 300×300×300 table timed in the browser.
import { errorMessage, expect, expectOutcome, outcome, test } from '../support';
import type { Page } from '@playwright/test';

const timeShown = (page: Page) => page.getByTestId('compute-time');

test('10,10,10 with 1,2,3: computed in a worker, explored, played', async ({ page }) => {
  // The worker starts without a console warning (Trunk's loader passed
  // wasm-bindgen its module the deprecated way).
  const warnings: string[] = [];
  page.on('console', m => { if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text()); });
  await page.goto('/#/min-nim?heaps=10,10,10&set=1,2,3');
  await expect(timeShown(page)).toContainText('1331 cells computed');
  expect(warnings.filter(w => w.includes('deprecated'))).toEqual([]);
  await expect(page.getByTestId('memory')).toContainText('1331 cells, one per position in the box');
  // (10,10,10) with 1,2,3: each heap is worth n mod 4 = 2; 2⊕2⊕2 = 2 ≠ 0.
  await expectOutcome(page, 'N');
  const canvas = page.getByTestId('heatmap');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no heatmap');
  // Cell (0, 0) of the slice heap 3 = 10: its moves are heap 3 − 1, 2, 3.
  await page.mouse.move(box.x + 2, box.y + 2);
  await expect(page.getByTestId('cell-info')).toContainText('(0, 0, 10)');
  await expect(page.getByTestId('cell-info').locator('li')).toHaveCount(3);
  // Another slice is asked of the worker (the table stays there): the cell
  // (0, 0) of heap 3 = 9 is read in it: 0 ⊕ 0 ⊕ (9 mod 4) = 1, an N-position.
  await page.getByTestId('slice').fill('9');
  await page.mouse.move(box.x + 3, box.y + 3);
  await expect(page.getByTestId('cell-info')).toContainText('(0, 0, 9): N');
  await expect(page.getByTestId('cell-info').locator('li')).toHaveCount(3);
  // Play the winning move: heap 1 − 2 leaves (8,10,10), worth 0⊕2⊕2 = 0.
  await page.getByTestId('min-nim-move').filter({ hasText: 'Heap 1 − 2' }).click();
  await expect(page.getByTestId('value-history')).toContainText('→');
  await expect(page.getByTestId('status')).toHaveText('Your turn.');
  await expectOutcome(page, 'N');
  // The play screen's panels, given the worker's values: the remoteness is
  // the distance, the chart has a point per position played, and undo
  // takes back the computer's answer with the move.
  const distance = (await outcome(page).innerText()).match(/distance (\d+)/)?.[1];
  await expect(page.getByTestId('remoteness')).toHaveText(`${distance} moves to the end with best play`);
  await expect(page.getByTestId('chart-point')).toHaveCount(3);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('position')).toHaveText('(10, 10, 10)');
});

test.describe('cancel', () => {
  // The worker's WebAssembly is held back for a few seconds, so the table
  // cannot finish before the click (it takes under a second once loaded):
  // the test cancels a job that is surely running. Requests must reach the
  // page's routes, so no service worker answers them here.
  test.use({ serviceWorkers: 'block' });

  test('a big table can be cancelled; bad input is refused', async ({ page }) => {
    await page.route('**/worker_bg.wasm', async (route) => {
      await new Promise((done) => setTimeout(done, 4000));
      await route.continue();
    });
    await page.goto('/#/min-nim?heaps=300,300,300&set=1,3,4');
    await expect(page.getByTestId('progress')).toBeVisible();
    await page.getByTestId('cancel').click();
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled.');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/#/min-nim?heaps=1000,1000,1000&set=3,2,1&lang=es');
    await expect(errorMessage(page)).toContainText('10,10,10');
    await expect(timeShown(page)).toContainText('1331');
    await expect(outcome(page)).toContainText('Posición');
  });
});

// Time: from the request reaching the worker to the table computed (the
// worker's DONE on the page; the heatmap's values follow). Memory:
// what the page and the worker hold once it is shown — the worker's
// WebAssembly memory (the table stays there), the page's WebAssembly
// memory and the page's JavaScript heap (Chromium's performance.memory,
// after a garbage collection). The worker's own JavaScript heap is only
// its loader: its data crosses in transferred buffers.
test('300×300×300 in the browser: time and memory @perf', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/min-nim?heaps=300,300,300&set=1,3,4');
  await expect(timeShown(page)).toBeVisible({ timeout: 100_000 });
  const ms = Number(await timeShown(page).getAttribute('data-ms'));
  const text = await timeShown(page).innerText();
  const worker = Number(await timeShown(page).getAttribute('data-worker-bytes'));
  const wasm = Number(await timeShown(page).getAttribute('data-page-bytes'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const total = worker + wasm + usedSize;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `Min Nim 300×300×300 (27,270,901 cells, 2 bytes each): ${ms} ms — ${text}; memory: worker ${mb(worker)} MB + page wasm ${mb(wasm)} MB + page JS heap ${mb(usedSize)} MB`,
  );
  console.log(`BENCH|Min Nim 300³ in the browser (ms)|${ms}|1000`);
  console.log(`BENCH|Min Nim 300³ in the browser, page + worker memory (MB)|${mb(total)}|64`);
  expect(ms).toBeGreaterThan(0);
  expect(worker).toBeGreaterThan(27_270_901 * 2);
  expect(total).toBeLessThanOrEqual(64e6);
  await expect(page.getByTestId('memory')).toContainText('27270901 cells');
  // The table's answer, not only its time: (300, 300, 300) with {1, 3, 4}
  // is N at distance 517 (the native table and the Sprague–Grundy value
  // 2 ⊕ 2 ⊕ 2 = 2 agree; crates/core/tests/min_nim.rs proves the table).
  await expect(outcome(page)).toContainText('N');
  await expect(outcome(page)).toContainText('517');
});

test('the position in play is in the URL: a reload and Share give back the board', async ({ page }) => {
  await page.goto('/#/min-nim?heaps=10,10,10&set=1,2,3');
  await expect(timeShown(page)).toContainText('1331 cells computed');
  await page.getByTestId('min-nim-move').filter({ hasText: 'Heap 1 − 2' }).click();
  await expect(page.getByTestId('value-history')).toContainText('→');
  await expect(page.getByTestId('status')).toHaveText('Your turn.');
  const shown = await page.getByTestId('position').innerText();
  expect(shown).not.toBe('(10, 10, 10)');
  const position = shown.replace(/[() ]/g, '');
  await expect(page).toHaveURL(new RegExp(`#/min-nim\\?heaps=10,10,10&set=1,2,3&position=${position}$`));
  await page.reload();
  await expect(timeShown(page)).toContainText('1331 cells computed');
  await expect(page.getByTestId('position')).toHaveText(shown);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-link')).toContainText(`heaps=10,10,10&set=1,2,3&position=${position}`);
});

test('a position outside the box: a localised message and the corner', async ({ page }) => {
  await page.goto('/#/min-nim?heaps=5,5,5&position=6,0,0&lang=es');
  await expect(errorMessage(page)).toContainText('«6,0,0» no es una posición de tres montones dentro de la caja');
  await expect(page.getByTestId('position')).toHaveText('(5, 5, 5)');
});
