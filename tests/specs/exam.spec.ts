// Exam mode on every screen that plays (issue 30, point 5): `exam` in the
// URL, or the setup's switch, hides who wins, the winning moves and the
// value chart on the play screen and on the teaching screens that play;
// the hint stays only with the teacher's `hints`; moves, new games and the
// Share panel's link keep `exam`.
import { boardPositionOf, expect, outcome, test, winningMoves } from '../support';
import type { Page } from '@playwright/test';

/** The analysis is on show: who wins and at least one winning move. */
async function analysisShown(page: Page): Promise<void> {
  await expect(outcome(page).first()).toBeVisible();
  await expect(winningMoves(page).first()).toBeVisible();
}

/** Exam mode: no outcome, no winning move, no Play button for one. */
async function analysisHidden(page: Page): Promise<void> {
  // The screen is drawn (its exam switch is on) before absence is judged.
  await expect(page.getByTestId('exam')).toBeChecked();
  await expect(outcome(page)).toHaveCount(0);
  await expect(winningMoves(page)).toHaveCount(0);
  await expect(page.getByTestId('play-move')).toHaveCount(0);
  await expect(page.getByTestId('value-chart')).toHaveCount(0);
}

test('the play screen: exam hides the analysis, the chart and the hint', async ({ page }) => {
  await page.goto('/#/play?game=nim&position=3,4,5');
  await analysisShown(page);
  await expect(page.getByTestId('value-chart')).toBeVisible();
  await expect(page.getByTestId('hint-toggle')).toBeEnabled();
  await expect(page.getByTestId('exam')).not.toBeChecked();

  // A friend's seat: against the computer, its answer after its pause
  // moves the board on from 1,4,5, and a loaded machine could poll past it.
  await page.goto('/#/play?game=nim&position=3,4,5&exam&opponent=friend');
  await analysisHidden(page);
  await expect(page.getByTestId('hint-toggle')).toBeDisabled();
  await expect(page.getByTestId('exam-hint-off')).toBeVisible();
  // A move keeps exam mode in the address (and on screen).
  await page.getByTestId('move-field').fill('1,4,5');
  await page.getByTestId('move-field').press('Enter');
  await expect(page.getByTestId('position')).toContainText('1');
  await expect.poll(() => boardPositionOf(page)).toBe('1,4,5');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[?&]exam(&|=|$)/);
  await analysisHidden(page);
});

test('the switch turns exam mode on and off at once, and the share link keeps it', async ({ page }) => {
  await page.goto('/#/play?game=kayles&position=5,7');
  await analysisShown(page);
  await page.getByTestId('exam').check();
  await analysisHidden(page);
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('exam');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-link')).toContainText(/[?&]exam\b/);
  await page.getByTestId('share').click();
  await page.getByTestId('exam').uncheck();
  await analysisShown(page);
  await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('exam');
});

test('the teacher may allow the hint in exam mode (`hints`)', async ({ page }) => {
  await page.goto('/#/play?game=nim&position=3,4,5&exam&hints');
  await analysisHidden(page);
  await expect(page.getByTestId('exam-hints')).toBeChecked();
  await page.getByTestId('hint-toggle').click();
  await expect(page.getByTestId('hint')).toContainText('1,4,5');
  // Nim's own screen: exam alone disables the hint, as it always did;
  // with `hints` it works.
  await page.goto('/#/nim?heaps=3,4,5&first=me&exam');
  await expect(page.getByTestId('exam')).toBeChecked();
  await expect(page.getByTestId('hint')).toBeDisabled();
  await expect(page.getByTestId('nim-sum')).toHaveCount(0);
  await page.getByTestId('exam-hints').check();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-move')).toHaveCount(1);
  await expect(outcome(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[?&]hints(&|$)/);
});

test('Wythoff: exam hides the cold cells, the analysis and the hints', async ({ page }) => {
  await page.goto('/#/wythoff?size=10&queen=4,5');
  await analysisShown(page);
  await expect(page.locator('[data-testid="cell"][data-cold="true"]').first()).toBeAttached();
  await expect(page.getByTestId('hint')).toBeEnabled();

  await page.goto('/#/wythoff?size=10&queen=4,5&exam');
  await expect(page.getByTestId('cell')).toHaveCount(100);
  await analysisHidden(page);
  await expect(page.locator('[data-testid="cell"][data-cold="true"]')).toHaveCount(0);
  await expect(page.getByTestId('hint')).toBeDisabled();
});

test('simplified Nim: exam hides the analysis and Proposition 1 on the heap', async ({ page }) => {
  await page.goto('/#/subtraction?n=19&k=3');
  await analysisShown(page);
  // Against a friend: the computer would answer 18 with 16 before the poll reads the URL.
  await page.goto('/#/subtraction?n=19&k=3&opponent=friend&exam&lang=es');
  await expect(page.getByTestId('take').first()).toBeVisible();
  await analysisHidden(page);
  await expect(page.getByText('Modo examen: quién gana')).toBeVisible();
  // A move keeps it.
  await page.getByTestId('take').first().click();
  await expect.poll(() => boardPositionOf(page)).toBe('18');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[?&]exam(&|=|$)/);
  await analysisHidden(page);
});

test('the Grundy strip: exam hides the heaps\' values and the analysis', async ({ page }) => {
  await page.goto('/#/grundy?set=1,3,4&heaps=5,7,9');
  await analysisShown(page);
  await expect(page.getByTestId('grundy-heap').first()).toContainText('Grundy value');
  await page.goto('/#/grundy?set=1,3,4&heaps=5,7,9&exam');
  await expect(page.getByTestId('grundy-heap')).toHaveCount(3);
  await analysisHidden(page);
  await expect(page.getByTestId('grundy-heap').first()).not.toContainText('Grundy value');
});

test('Min Nim: exam hides the table\'s slices and the distances', async ({ page }) => {
  await page.goto('/#/min-nim?heaps=10,10,10&set=1,2,3');
  await expect(page.getByTestId('heatmap')).toBeVisible();
  await analysisShown(page);
  await page.goto('/#/min-nim?heaps=10,10,10&set=1,2,3&exam');
  await expect(page.getByTestId('min-nim-move').first()).toBeVisible();
  await analysisHidden(page);
  await expect(page.getByTestId('heatmap')).toHaveCount(0);
  await expect(page.getByTestId('value-history')).toHaveCount(0);
});

// The end of a game judges no move in exam mode, on every screen that
// plays: the message and "play again" stay, each side's tally does not.
for (const [screen, url, last] of [
  ['the play screen', '/#/play?game=nim&position=1&opponent=friend', 'nim'],
  ['Nim', '/#/nim?heaps=1&opponent=friend', 'nim'],
  ['Wythoff', '/#/wythoff?size=10&queen=0,2&opponent=friend', 'wythoff'],
] as const) {
  test(`${screen}: the end of a game in exam mode shows no tally`, async ({ page }) => {
    for (const exam of [false, true]) {
      await page.goto(`${url}${exam ? '&exam' : ''}`);
      if (last === 'nim') await page.locator('[data-testid="heap"] [data-testid="stone"][data-take="1"]').first().click();
      else await page.locator('[data-testid="cell"][data-a="0"][data-b="0"]').click();
      await expect(page.getByTestId('game-over')).toBeVisible();
      await expect(page.getByTestId('play-again')).toBeVisible();
      // Outside exam mode, the tally of the side that moved.
      if (exam) await expect(page.getByTestId('review-tally')).toHaveCount(0);
      else await expect(page.getByTestId('review-tally').first()).toBeVisible();
    }
  });
}
