// The game-of-games screen at #/game-of-games: the blog's n = 6 table,
// primes, Proposition 2, totals for huge n at once, paging, bad input.
import { changeHash, errorMessage, expect, test } from '../support';
import type { Page } from '@playwright/test';

const wonA = (page: Page) => page.getByTestId('games-won-a');
const wonB = (page: Page) => page.getByTestId('games-won-b');
const rows = (page: Page) => page.getByTestId('game-row');

test('n = 6: B wins J1, J2, J5 — A 2, B 3 (the blog)', async ({ page }) => {
  await page.goto('/#/game-of-games?n=6');
  await expect(wonA(page)).toHaveText('2');
  await expect(wonB(page)).toHaveText('3');
  await expect(page.getByTestId('leader')).toHaveText('B wins the game of games.');
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).locator('td:last-child')).toHaveText(['B wins', 'B wins', 'A wins', 'A wins', 'B wins']);
  await expect(page.getByTestId('divisors')).toContainText('1, 2, 3, 6');
});

test('a prime gives A every game but the last; n > 6: A dominates', async ({ page }) => {
  await page.goto('/#/game-of-games?n=13');
  await expect(wonA(page)).toHaveText('11');
  await expect(wonB(page)).toHaveText('1');
  await expect(page.getByTestId('prop-case')).toContainText('13 is prime');
  await expect(rows(page).last()).toContainText('B wins');
  await changeHash(page, '#/game-of-games?n=12');
  await expect(wonA(page)).toHaveText('6');
  await expect(wonB(page)).toHaveText('5');
  await expect(page.getByTestId('prop-case')).toContainText('A dominates, 6 games to 5');
});

test('n = 2: one game, and B wins it; the words count it as one', async ({ page }) => {
  await page.goto('/#/game-of-games?n=2&lang=en');
  await expect(wonA(page)).toHaveText('0');
  await expect(wonB(page)).toHaveText('1');
  const text = page.locator('.gog-summary, main');
  await expect(text).toContainText('B wins the only game: J');
  await expect(text).toContainText('A wins none.');
  await expect(text).not.toContainText('of the 1 games');
  await expect(text).not.toContainText('the other 0');
});

test('n up to 10^12 at once; the games are paged', async ({ page }) => {
  await page.goto('/#/game-of-games?n=1000000000');
  // 10^9 = 2^9·5^9 has 100 divisors.
  await expect(wonB(page)).toHaveText('99');
  await expect(wonA(page)).toHaveText('999999900');
  await page.goto('/#/game-of-games?n=963761198400');
  await expect(wonB(page)).toHaveText('6719');
  await expect(wonA(page)).toHaveText('963761191680');
  await expect(rows(page)).toHaveCount(50);
  await page.getByTestId('page-next').click();
  await expect(rows(page).first()).toContainText('J₅₁');
  await page.getByTestId('page-last').click();
  await expect(rows(page).last()).toContainText('963761198400 ≡ 0 (mod 963761198400)');
});

test('bad n: a localised message and n = 6; the form', async ({ page }) => {
  await page.goto('/#/game-of-games?n=1000000000001&lang=es');
  await expect(errorMessage(page)).toContainText('«1000000000001» no es un número de piedras entre 2 y 1000000000000');
  await expect(wonB(page)).toHaveText('3');
  await page.getByTestId('field-n').fill('7');
  await page.getByTestId('show').click();
  await expect(page).toHaveURL(/#\/game-of-games\?n=7&lang=es$/);
  await expect(wonA(page)).toHaveText('5');
  await expect(errorMessage(page)).toHaveCount(0);
});
