// The simplified-Nim screen at #/subtraction (one heap, take 1 to k), driven
// through its hooks: outcome, status, take (data-take), total, safe-totals,
// period-cell, history-move, preset, field-n / field-k / start, error.
import { changeHash, errorMessage, expect, expectOutcome, outcome, test } from '../support';
import type { Page } from '@playwright/test';

const status = (page: Page) => page.getByTestId('status');
const take = (page: Page, n: number) => page.locator(`[data-testid="take"][data-take="${n}"]`);
const left = (page: Page) => page.getByTestId('stones-left');

test('19 stones, k = 3: take 3 (Proposition 1), then answer j with 4 − j', async ({ page }) => {
  await page.goto('/#/subtraction?n=19&k=3');
  await expectOutcome(page, 'N');
  await expect(outcome(page)).toContainText('taking 3');
  await expect(page.getByTestId('proposition')).toContainText('19 = 4 · 4 + 3');
  await expect(status(page)).toHaveText('Your turn.');
  await take(page, 3).click();
  // The computer is left 16 = 4·4 (P) and can only delay: it takes 1.
  await expect(left(page)).toHaveText('15 stones left');
  await expect(status(page)).toHaveText('Your turn.');
  await expectOutcome(page, 'N');
  await expect(page.getByTestId('history-move')).toHaveText([
    'You: took 3 (19 → 16)',
    'The computer: took 1 (16 → 15)',
  ]);
  // Keep answering with 4 − j until the end.
  for (let round = 0; round < 4; round++) {
    await expect(status(page)).toHaveText('Your turn.');
    await take(page, 3).click();
  }
  await expect(status(page)).toHaveText('You win!');
  await expectOutcome(page, 'P');
});

test('666 stones, k = 7: 666 = 8 · 83 + 2, take 2', async ({ page }) => {
  await page.goto('/#/subtraction?n=666&k=7');
  await expect(outcome(page)).toContainText('taking 2');
  await expect(page.getByTestId('proposition')).toContainText('666 = 8 · 83 + 2');
});

test('a multiple of k + 1 is P; the who-wins table shows period k + 1; misère', async ({ page }) => {
  await page.goto('/#/subtraction?n=16&k=3');
  await expectOutcome(page, 'P');
  await expect(page.getByTestId('proposition')).toContainText('the second player wins');
  const cells = page.getByTestId('period-cell');
  for (const n of [0, 4, 8, 12, 16]) {
    await expect(cells.and(page.locator(`[data-n="${n}"]`))).toContainText('P');
  }
  await expect(cells.and(page.locator('[data-n="5"]'))).toContainText('N');
  await changeHash(page, '#/subtraction?n=5&k=3&misere');
  await expectOutcome(page, 'P');
  for (const n of [1, 5, 9]) {
    await expect(cells.and(page.locator(`[data-n="${n}"]`))).toContainText('P');
  }
  await expect(cells.and(page.locator('[data-n="4"]'))).toContainText('N');
});

test('game 21 counts up: say the multiples of 4', async ({ page }) => {
  await page.goto('/#/subtraction?preset=21&vs=friend');
  await expect(page.getByTestId('safe-totals')).toContainText('4, 8, 12, 16, 20');
  await expectOutcome(page, 'P');
  await expect(status(page)).toHaveText('Player 1’s turn.');
  await take(page, 2).click();
  await expect(page.getByTestId('total')).toContainText('Total: 2 (goal 21)');
  await expect(outcome(page)).toContainText('saying 4');
  await expect(take(page, 2)).toHaveText('Say 4');
});

test('game of 100: 1, 12, 23, …, 89; the computer starts and says 1', async ({ page }) => {
  await page.goto('/#/subtraction?preset=100&first=computer');
  await expect(page.getByTestId('safe-totals')).toContainText('1, 12, 23, 34, 45, 56, 67, 78, 89');
  await expect(page.getByTestId('history-move')).toHaveText(['The computer: said 1']);
  await expect(status(page)).toHaveText('Your turn.');
  await take(page, 10).click();
  await expect(page.getByTestId('history-move').nth(2)).toHaveText('The computer: said 12');
});

test('the form starts a friend game; presets are links', async ({ page }) => {
  await page.goto('/#/subtraction');
  await page.getByTestId('field-n').fill('10');
  await page.getByTestId('field-k').fill('2');
  await page.getByTestId('opponent').selectOption('friend');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/subtraction\?n=10&k=2&opponent=friend$/);
  await expect(left(page)).toHaveText('10 stones left');
  await take(page, 1).click();
  await expect(status(page)).toHaveText('Player 2’s turn.');
  await page.getByTestId('preset').filter({ hasText: '666' }).click();
  await expect(left(page)).toHaveText('666 stones left');
});

test('an older link with vs=friend opens the same friend game, then its URL says opponent=friend', async ({ page }) => {
  await page.goto('/#/subtraction?n=10&k=2&vs=friend');
  await expect(left(page)).toHaveText('10 stones left');
  await expect(status(page)).toHaveText('Player 1’s turn.');
  await take(page, 1).click();
  await expect(status(page)).toHaveText('Player 2’s turn.');
  await take(page, 1).click();
  await expect(status(page)).toHaveText('Player 1’s turn.');
  await expect(page).toHaveURL(/#\/subtraction\?n=10&k=2&opponent=friend&position=8$/);
});

test('bad URL values: a localised message and the default game', async ({ page }) => {
  await page.goto('/#/subtraction?n=abc&k=99');
  await expect(errorMessage(page)).toContainText('“abc” is not a number of stones');
  await expect(errorMessage(page)).toContainText('“99” is not a k from 1 to 50');
  await expect(left(page)).toHaveText('19 stones left');
  await page.goto('/#/subtraction?preset=7&lang=es');
  await expect(errorMessage(page)).toContainText('No hay ningún ejemplo llamado «7»');
  await expectOutcome(page, 'N');
  await take(page, 3).click();
  await expect(left(page)).toHaveText('Quedan 15 piedras');
});

test('the heap left is in the URL: a reload and Share give back the board', async ({ page }) => {
  await page.goto('/#/subtraction?n=19&k=3');
  await take(page, 3).click();
  await expect(left(page)).toHaveText('15 stones left');
  await expect(page).toHaveURL(/#\/subtraction\?n=19&k=3&position=15$/);
  // Undo back to the start: the link's own text again.
  await page.getByTestId('undo').click();
  await expect(left(page)).toHaveText('19 stones left');
  await expect(page).toHaveURL(/#\/subtraction\?n=19&k=3$/);
  await take(page, 3).click();
  await expect(left(page)).toHaveText('15 stones left');
  await expect(page).toHaveURL(/#\/subtraction\?n=19&k=3&position=15$/);
  await page.reload();
  await expect(left(page)).toHaveText('15 stones left');
  await expect(status(page)).toHaveText('Your turn.');
  await expect(page.getByTestId('undo')).toBeDisabled();
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-link')).toContainText('n=19&k=3&position=15');
});

test('a heap left that is no position of the game: a localised message and the start', async ({ page }) => {
  await page.goto('/#/subtraction?preset=21&position=22&lang=es');
  await expect(errorMessage(page)).toContainText('«22» no es un número de piedras restantes entre 0 y 21');
  await expect(page.getByTestId('total')).toHaveText('Total: 0 (meta 21)');
});
