// The misère screen at #/misere (issue 28): a take-and-break game's misère
// quotient computed in the worker, compared number by number with
// `nimatron quotient GAME --json` (the CLI at E2E_CLI, else the workspace's
// target/debug/nimatron); the sum box against `nimatron analyze --misere`;
// cancelling a long computation; refused input said in both languages with
// the typed text kept. Hooks: misere-order, misere-p-count,
// misere-solved-at, misere-period, misere-tame, misere-normal-period,
// misere-relations, misere-p-portion, misere-phi (one li per heap, its
// data-word and data-change), misere-table, misere-limit, misere-progress,
// misere-cancel, misere-cancelled, misere-again, misere-sum-input,
// misere-sum-outcome, misere-sum-move, misere-play.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from '../support';

const CLI = process.env.E2E_CLI ?? join(__dirname, '..', '..', 'target', 'debug', 'nimatron');

type Report = {
  game: string;
  upto: number;
  order: number;
  p_count: number;
  solved_at: number | null;
  period: number | null;
  preperiod: number | null;
  tame: boolean;
  relations: string[];
  p_portion: string[];
  pretending: string[];
  changes: number[];
  normal_period: { preperiod: number; period: number } | null;
};

function cli(args: string[]): any {
  return JSON.parse(execFileSync(CLI, [...args, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

const value = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-value');
const text = (v: number | null) => (v === null ? '' : String(v));

/** Every number and word the page shows equals the CLI's report. */
async function sameAsCli(page: Page, want: Report): Promise<void> {
  await expect(page.getByTestId('misere-result')).toBeVisible({ timeout: 120_000 });
  expect(await value(page, 'misere-order')).toBe(String(want.order));
  expect(await value(page, 'misere-p-count')).toBe(String(want.p_count));
  expect(await value(page, 'misere-solved-at')).toBe(text(want.solved_at));
  expect(await value(page, 'misere-period')).toBe(text(want.period));
  expect(await page.getByTestId('misere-period').getAttribute('data-preperiod')).toBe(text(want.preperiod));
  expect(await value(page, 'misere-tame')).toBe(String(want.tame));
  expect(await value(page, 'misere-normal-period')).toBe(text(want.normal_period?.period ?? null));
  expect(await page.getByTestId('misere-relations').locator('li').allInnerTexts()).toEqual(want.relations);
  expect(await page.getByTestId('misere-p-portion').locator('li').allInnerTexts()).toEqual(want.p_portion);
  const heaps = page.getByTestId('misere-phi').locator('li');
  expect(await heaps.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-word')))).toEqual(want.pretending);
  const changed = await heaps.evaluateAll((lis) =>
    lis.filter((li) => li.getAttribute('data-change') === 'true').map((li) => Number(li.getAttribute('data-heap'))),
  );
  expect(changed).toEqual(want.changes);
  if (want.order <= 64) {
    await expect(page.getByTestId('misere-table').locator('tbody tr')).toHaveCount(want.order);
    // The P cells are |P| per row of the identity.
    await expect(page.getByTestId('misere-table').locator('tbody tr').first().locator('td.is-p')).toHaveCount(want.p_count);
  }
}

test('Kayles: solved at heap 167 with period 12, as the command line says', async ({ page }) => {
  test.setTimeout(240_000);
  const want: Report = cli(['quotient', 'kayles']);
  expect(want.solved_at).toBe(167);
  await page.goto('/#/misere?game=kayles');
  await sameAsCli(page, want);
  await expect(page.getByTestId('misere-limit')).toHaveCount(0);
});

test('Kayles’ quotient is built in the worker in at most 3 s @perf', async ({ page }) => {
  test.setTimeout(120_000);
  // A small quotient first, so the worker is loaded and warm.
  await page.goto('/#/misere?game=octal:0.333');
  await expect(page.getByTestId('misere-order')).toHaveAttribute('data-value', '6');
  // From the address change to Kayles' card (order 40, no progress bar):
  // the worker's build, its messages and the page's render.
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const seen = new MutationObserver(() => {
          const order = document.querySelector('[data-testid=misere-order]');
          if (order?.getAttribute('data-value') !== '40' || document.querySelector('[data-testid=misere-progress]')) return;
          seen.disconnect();
          resolve(performance.now() - start);
        });
        seen.observe(document.body, { childList: true, subtree: true, attributes: true });
        location.hash = '#/misere?game=kayles';
      }),
  );
  console.log(`BENCH|misère quotient of Kayles in the browser's worker, to solved (ms)|${ms.toFixed(0)}|≤ 3000 (issue 28)`);
  expect(ms).toBeLessThanOrEqual(3000);
});

for (const [game, upto] of [
  ['octal:0.75', 300],
  ['octal:0.333', 300],
  ['octal:0.56', 60],
] as const) {
  test(`${game} up to ${upto}: the same quotient as the command line`, async ({ page }) => {
    test.setTimeout(120_000);
    const want: Report = cli(['quotient', game, '--upto', String(upto)]);
    await page.goto(`/#/misere?game=${game}&upto=${upto}`);
    await sameAsCli(page, want);
  });
}

test('Dawson’s Kayles stops at a limit, says so, and shows the quotient it proved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/misere?game=dawson&upto=60');
  const limit = page.getByTestId('misere-limit');
  await expect(limit).toBeVisible({ timeout: 60_000 });
  await expect(limit).toContainText('the limit on');
  const heap = Number(await page.getByTestId('misere-phi').locator('li').last().getAttribute('data-heap'));
  // The command line refuses past the limit and names the heap it reached.
  const want: Report = cli(['quotient', 'dawson', '--upto', String(heap)]);
  await sameAsCli(page, want);
  await expect(limit).toContainText(`up to ${heap}`);
});

test('the sum box: P or N and every winning move, as misère analysis says; Play opens the position', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/misere?game=kayles&sum=5,7,9');
  await expect(page.getByTestId('misere-result')).toBeVisible({ timeout: 120_000 });
  for (const sum of ['5,7,9', '1,4,6', '2,2', '3,8,12,20']) {
    await page.getByTestId('misere-sum-input').fill(sum);
    const want = cli(['analyze', 'kayles', sum, '--misere']);
    await expect(page.getByTestId('misere-sum-outcome')).toHaveAttribute('data-value', want.outcome);
    // The CLI lists a split both ways round (3,2,… and 2,3,…): the same sums.
    const sorted = (p: string) => p.split(',').map(Number).filter((n) => n > 0).sort((a, b) => a - b).join(',');
    const cliMoves = [...new Set((want.winning_moves as { position: string }[]).map((m) => sorted(m.position)))].sort();
    const moves = page.getByTestId('misere-sum-move');
    await expect
      .poll(async () => (await moves.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-result') ?? ''))).map(sorted).sort())
      .toEqual(cliMoves);
    await expect(page.getByTestId('misere-play')).toHaveAttribute('href', `#/play?game=kayles&position=${sum}&misere`);
  }
  await expect(page).toHaveURL(/sum=3,8,12,20/);
  await page.getByTestId('misere-play').click();
  await expect(page).toHaveURL(/#\/play\?game=kayles&position=3,8,12,20&misere/);
});

test('a long computation shows its progress and can be cancelled, then run again', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/#/misere?game=octal:0.56&upto=2000');
  await expect(page.getByTestId('misere-progress')).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByTestId('misere-progress').getAttribute('value')), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await page.getByTestId('misere-cancel').click();
  await expect(page.getByTestId('misere-cancelled')).toBeVisible();
  await expect(page.getByTestId('misere-progress')).toHaveCount(0);
  await page.getByTestId('misere-again').click();
  await expect(page.getByTestId('misere-progress')).toBeVisible();
});

test('refused input: a clear message in both languages, the typed text kept, nothing computed', async ({ page }) => {
  await page.goto('/#/misere?game=octal:0.9');
  await expect(page.getByTestId('error')).toContainText('0.9');
  await expect(page.getByTestId('misere-game')).toHaveValue('octal:0.9');
  await expect(page.getByTestId('misere-progress')).toHaveCount(0);
  await expect(page.getByTestId('misere-result')).toHaveCount(0);

  await page.goto('/#/misere?game=nim&lang=es');
  await expect(page.getByTestId('error')).toContainText('«nim» no tiene cociente misère aquí');
  await expect(page.getByTestId('misere-game')).toHaveValue('nim');

  await page.goto('/#/misere?game=nim&lang=en');
  await expect(page.getByTestId('error')).toContainText('“nim” has no misère quotient here');

  await page.goto('/#/misere?game=kayles&upto=5000');
  await expect(page.getByTestId('error')).toContainText('“5000” is not a heap size from 1 to 2000');
  await expect(page.getByTestId('misere-upto')).toHaveValue('5000');

  // Typed in the form: the same.
  await page.getByTestId('misere-game').fill('octal:0.8x');
  await page.getByTestId('misere-upto').fill('20');
  await page.getByTestId('misere-compute').click();
  await expect(page).toHaveURL(/game=octal:0\.8x/);
  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('misere-game')).toHaveValue('octal:0.8x');
});

test('a sum the unsolved quotient does not cover is refused in words', async ({ page }) => {
  await page.goto('/#/misere?game=octal:0.56&upto=20&sum=5,30');
  await expect(page.getByTestId('misere-sum-error')).toContainText('heap 30 is past it', { timeout: 60_000 });
  await page.getByTestId('misere-sum-input').fill('5,3');
  await expect(page.getByTestId('misere-sum-outcome')).toBeVisible();
});
