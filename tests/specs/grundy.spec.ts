// The Grundy-strip screen at #/subtraction-sets: the strip's pre-period and period,
// a sum of heaps played against the computer, and bad input.
import { errorMessage, expect, expectOutcome, outcome, test } from '../support';
import type { Page } from '@playwright/test';

const strip = (page: Page, n: number) => page.locator(`[data-testid="strip-cell"][data-n="${n}"]`);

test('S = 1,3,4: period 7, values 0 1 0 1 2 3 2; play the winning move', async ({ page }) => {
  await page.goto('/#/subtraction-sets?set=1,3,4&heaps=5,7,9');
  await expect(page.getByTestId('preperiod')).toHaveText('0');
  await expect(page.getByTestId('period')).toHaveText('7');
  const values = [0, 1, 0, 1, 2, 3, 2, 0, 1];
  for (const [n, g] of values.entries()) {
    await expect(strip(page, n).locator('.strip-g')).toHaveText(String(g));
  }
  // g(5)=3, g(7)=0, g(9)=0: the sum is 3, an N-position; play the move the screen names.
  await expectOutcome(page, 'N');
  const text = await outcome(page).innerText();
  const m = text.match(/taking (\d+) from heap (\d+)/);
  if (!m) throw new Error(text);
  await page.locator(`[data-testid="grundy-take"][data-heap="${Number(m[2]) - 1}"][data-take="${m[1]}"]`).click();
  // The computer answers from a P-position; it is the person's turn again.
  await expect(page.getByTestId('status')).toHaveText('Your turn.');
  await expectOutcome(page, 'N');
});

test('take 1 to 3 as a set: 19 stones, take 3; k=3 shorthand', async ({ page }) => {
  await page.goto('/#/subtraction-sets?k=3&heaps=19');
  await expect(page.getByTestId('period')).toHaveText('4');
  await expect(outcome(page)).toContainText('taking 3 from heap 1');
});

test('bad input: a localised message and the default', async ({ page }) => {
  await page.goto('/#/subtraction-sets?set=x&heaps=1,2,3,4,5,6,7,8,9&lang=es');
  await expect(errorMessage(page)).toContainText('«x» no es un conjunto');
  await expect(errorMessage(page)).toContainText('1,3,4');
  await expect(page.getByTestId('grundy-heap')).toHaveCount(3);
});

test('the heaps in play are in the URL: a reload and Share give back the board', async ({ page }) => {
  await page.goto('/#/subtraction-sets?set=1,3,4&heaps=5,7,9');
  await page.locator('[data-testid="grundy-take"][data-heap="0"][data-take="1"]').click();
  // The computer answers; the address then holds the heaps on the board.
  await expect(page.getByTestId('status')).toHaveText('Your turn.');
  const sizes = await page.getByTestId('grundy-heap').evaluateAll(els => els.map(e => e.getAttribute('data-size')));
  expect(sizes).not.toEqual(['5', '7', '9']);
  const heaps = `heaps=${sizes.join(',')}`;
  await expect(page).toHaveURL(new RegExp(`#/subtraction-sets\\?set=1,3,4&${heaps}$`));
  await page.reload();
  await expect(page.getByTestId('grundy-heap')).toHaveCount(3);
  expect(await page.getByTestId('grundy-heap').evaluateAll(els => els.map(e => e.getAttribute('data-size')))).toEqual(sizes);
  // A new game from there: nothing to undo, the person to move.
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('status')).toHaveText('Your turn.');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-link')).toContainText(`set=1,3,4&${heaps}`);
});
