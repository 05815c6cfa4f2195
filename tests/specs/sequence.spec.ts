// The sequence screen at #/grundy-sequences: a one-heap game's Grundy sequence
// computed in the worker (progress, cancel), plotted with zoom and pan,
// its statistics, the G(n) lookup and the download; links to it; bad input;
// and Grundy's game to 2^20 timed in the browser against the published
// figures.
import { afterIdle, errorMessage, expect, longTasks, recordLongTasks, test } from '../support';
import type { Page } from '@playwright/test';

const done = (page: Page) => page.getByTestId('sequence-done');
const plot = (page: Page) => page.getByTestId('sequence-plot');

async function lookUp(page: Page, n: string) {
  await page.getByTestId('lookup-n').fill(n);
  await page.getByTestId('lookup').click();
  return page.getByTestId('lookup-answer');
}

test('Kayles to 200: plot, period, lookup, zoom, download', async ({ page }) => {
  await page.goto('/#/grundy-sequences?game=kayles&upto=200');
  await expect(done(page)).toHaveAttribute('data-count', '201');
  // Kayles is periodic from 71 with period 12 (Guy and Smith), proved by
  // the octal periodicity theorem on these 201 values.
  const period = page.getByTestId('stats-period');
  await expect(period).toHaveAttribute('data-kind', 'proven');
  await expect(period).toHaveAttribute('data-preperiod', '71');
  await expect(period).toHaveAttribute('data-period', '12');
  await expect(period).toContainText('proved by the octal periodicity theorem');
  // The largest value up to 200 is G(27) = 8.
  await expect(page.getByTestId('stats-max')).toHaveAttribute('data-value', '8');
  await expect(page.getByTestId('stats-max')).toHaveAttribute('data-at', '27');
  // G(0..5) = 0 1 2 3 1 4.
  await expect(await lookUp(page, '5')).toHaveAttribute('data-value', '4');
  await expect(await lookUp(page, '71')).toContainText('G(71)');
  await expect(await lookUp(page, '201')).toContainText('0 to 200');
  // Zoom in and pan with the keyboard: the window narrows, then moves.
  await expect(plot(page)).toHaveAttribute('data-window', '0-200');
  await page.getByTestId('zoom-in').click();
  await expect(plot(page)).toHaveAttribute('data-window', '50-150');
  await plot(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(plot(page)).toHaveAttribute('data-window', '75-175');
  await page.getByTestId('zoom-fit').click();
  await expect(plot(page)).toHaveAttribute('data-window', '0-200');
  // Hovering reads a value off the plot.
  const box = await plot(page).boundingBox();
  if (!box) throw new Error('no plot');
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await expect(page.getByTestId('hover-value')).toHaveText('G(0) = 0');
  // The download is the CLI's text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('kayles-0-200.txt');
  const path = await download.path();
  const fs = await import('node:fs');
  const text = fs.readFileSync(path, 'utf8');
  expect(text.startsWith('0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4 7 2 1 8 6 7 4 1 2 3 1 4 7 2 1 8 2 7 4 1 2 8 1 4 7 2 1 4 2 7 4 1 2 8 1 4 7 2 1 8 6 7 4 1 2 8 1 4 7 2 1 8 2 7')).toBe(true);
  expect(text.trim().split(' ')).toHaveLength(201);
});

test("Grundy's game: rare values, no period claimed, Spanish", async ({ page }) => {
  await page.goto('/#/grundy-sequences?game=grundy&upto=5000&lang=es');
  await expect(done(page)).toHaveAttribute('data-count', '5001');
  // Not an octal game: no theorem, no period claimed.
  await expect(page.getByTestId('stats-period')).toHaveAttribute('data-kind', 'none');
  await expect(page.getByTestId('stats-period')).toContainText('sin periodo hasta 5000');
  await expect(page.getByTestId('stats-mask')).toBeVisible();
  // OEIS A002188: G(0..20) = 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
  await expect(await lookUp(page, '13')).toHaveAttribute('data-value', '3');
  await expect(await lookUp(page, '20')).toHaveAttribute('data-value', '0');
  await expect(await lookUp(page, '18')).toContainText('G(18) = 4');
});

test('a long sequence can be cancelled and started again', async ({ page }) => {
  await page.goto('/#/grundy-sequences?game=grundy&upto=16777215');
  await expect(page.getByTestId('progress')).toBeVisible();
  await page.getByTestId('cancel').click();
  await expect(page.getByTestId('cancelled')).toBeVisible();
  await expect(page.getByTestId('progress')).toHaveCount(0);
  // Another game from the form.
  await page.getByTestId('field-game').fill('octal:0.137');
  await page.getByTestId('field-upto').fill('300');
  await page.getByTestId('compute').click();
  await expect(page).toHaveURL(/game=octal:0\.137&upto=300/);
  await expect(done(page)).toHaveAttribute('data-count', '301');
});

test('bad input is refused with a message and the defaults shown', async ({ page }) => {
  await page.goto('/#/grundy-sequences?game=wythoff&upto=abc');
  await expect(errorMessage(page)).toContainText('abc');
  await expect(done(page)).toHaveAttribute('data-count', '65537');
  await page.goto('/#/grundy-sequences?game=grundy&upto=99999999999');
  await expect(errorMessage(page)).toBeVisible();
  await page.goto('/#/grundy-sequences?game=octal:0.9&upto=10');
  await expect(errorMessage(page)).toBeVisible();
  await expect(done(page)).toBeVisible();
});

test('the Grundy strip and one-heap games link to their sequence', async ({ page }) => {
  await page.goto('/#/subtraction-sets?set=1,3,4&heaps=5,7,9');
  await page.getByTestId('sequence-link').click();
  await expect(page).toHaveURL(/#\/grundy-sequences\?game=subtraction:1,3,4&upto=1000/);
  await expect(done(page)).toHaveAttribute('data-count', '1001');
  // S = {1, 3, 4}: period 7 from 0 (0 1 0 1 2 3 2).
  await expect(page.getByTestId('stats-period')).toHaveAttribute('data-period', '7');
  // Not an octal game: its period is exact by its own argument.
  await expect(page.getByTestId('stats-period')).toContainText('exact: each value depends only on a fixed number of values before it');
  await expect(page.getByTestId('stats-period')).not.toContainText('octal');
  await page.goto('/#/play?game=dawson&position=9');
  await page.getByTestId('sequence-link').click();
  await expect(page).toHaveURL(/#\/grundy-sequences\?game=dawson/);
  await expect(done(page)).toBeVisible();
  await page.goto('/#/play?game=wythoff&position=3,5');
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('sequence-link')).toHaveCount(0);
});

test("Grundy's game to 2^20 in the worker: published figures, time @perf", async ({ page }) => {
  test.setTimeout(180_000);
  await recordLongTasks(page);
  // The app's boot (wasm start-up, first render) is reported apart: the
  // job starts when the hash asks for the long sequence.
  await page.goto('/#/grundy-sequences?game=kayles&upto=10');
  await expect(done(page)).toHaveAttribute('data-count', '11');
  await afterIdle(page);
  const mark = await page.evaluate(() => performance.now());
  await page.evaluate(() => {
    window.location.hash = '#/grundy-sequences?game=grundy&upto=1048575';
  });
  await expect(done(page)).toHaveAttribute('data-count', '1048576', { timeout: 170_000 });
  // Below 2^20: the largest value is G(763622) = 231; under the mask 0xfe
  // there are 1,274 rare values, the last at 82,860.
  await expect(page.getByTestId('stats-max')).toHaveAttribute('data-value', '231');
  await expect(page.getByTestId('stats-max')).toHaveAttribute('data-at', '763622');
  await expect(page.getByTestId('stats-mask')).toContainText('0xfe');
  await expect(page.getByTestId('stats-rare')).toHaveAttribute('data-count', '1274');
  await expect(page.getByTestId('stats-rare')).toHaveAttribute('data-last', '82860');
  const text = await page.getByTestId('sequence-ms').innerText();
  await afterIdle(page);
  const tasks = await longTasks(page);
  const boot = tasks.filter(([t]) => t < mark).map(([, d]) => Math.round(d));
  const job = tasks.filter(([t]) => t >= mark).map(([, d]) => Math.round(d));
  console.log(`Grundy's game to 2^20 in the browser: ${text}; main-thread tasks over 50 ms while it ran and was drawn: ${job.length} (${job.join(', ') || 'none'}; app boot before it: ${boot.join(', ') || 'none'} ms)`);
  console.log(`BENCH|Grundy's game to 2^20: longest main-thread task (ms)|${Math.max(0, ...job)}|50`);
  const ms = Number(await page.getByTestId('sequence-ms').getAttribute('data-ms'));
  console.log(`BENCH|Grundy's game to 2^20 in the worker (ms)|${ms}|5000`);
});
