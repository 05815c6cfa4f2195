// The Bouton screen at #/bouton: Bouton's method walked step by step,
// driven through the data-testid hooks bouton-step / bouton-next /
// bouton-prev / nim-sum / error.
import { changeHash, errorMessage, expect, expectNimSum, test } from '../support';
import type { Page } from '@playwright/test';

const step = (page: Page) => page.getByTestId('bouton-step');
const next = (page: Page) => page.getByTestId('bouton-next');
const prev = (page: Page) => page.getByTestId('bouton-prev');

/** Presses "next" until the current step contains `text` (at most `max` times). */
async function walkTo(page: Page, text: string, max = 12): Promise<number> {
  for (let i = 0; i < max; i++) {
    if ((await step(page).innerText()).includes(text)) return i;
    await next(page).click();
  }
  await expect(step(page)).toContainText(text);
  return max;
}

test('3,4,5: walk to the winning move, take 2 from heap 1 (3 → 1)', async ({ page }) => {
  await page.goto('/#/bouton?heaps=3,4,5');
  await expect(step(page)).toContainText('Step 1 of 6');
  await expectNimSum(page, 2);
  await expect(step(page).locator('table caption')).toBeVisible();
  await expect(step(page).locator('th[scope="col"]').first()).toBeVisible();
  await expect(prev(page)).toBeDisabled();

  await next(page).click();
  await expect(step(page)).toContainText('Odd columns: the 2s column.');
  await next(page).click();
  await expect(step(page)).toContainText('The nim-sum is 2 (binary 010)');
  await next(page).click();
  await expect(step(page)).toContainText('leftmost 1 is in the 2s column');
  await next(page).click();
  await expect(step(page)).toContainText('take 2 from heap 1 (3 → 1)');
  await next(page).click();
  await expect(step(page)).toContainText('N-position');
  await expect(next(page)).toBeDisabled();

  await prev(page).click();
  await expect(step(page)).toContainText('take 2 from heap 1 (3 → 1)');
});

test('3,5,9,6,9 is perfectly paired: walk to "P-position"', async ({ page }) => {
  await page.goto('/#/bouton?heaps=3,5,9,6,9');
  await expectNimSum(page, 0);
  const presses = await walkTo(page, 'P-position');
  expect(presses).toBe(4);
  await expect(step(page)).not.toContainText('N-position');
});

test('the presets and the keyboard', async ({ page }) => {
  await page.goto('/#/bouton?heaps=3,4,5');
  await expect(step(page)).toContainText('Step 1 of 6');
  await page.getByRole('button', { name: /3, 5, 9, 6, 9/ }).click();
  await expectNimSum(page, 0);
  await expect(page).toHaveURL(/heaps=3,5,9,6,9/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(step(page)).toContainText('Step 3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(step(page)).toContainText('Step 2 of 5');

  await page.getByRole('button', { name: /7, 9/ }).click();
  await walkTo(page, 'take 2 from heap 2 (9 → 7)');

  await page.getByRole('button', { name: /Misère 3, 4, 5/ }).click();
  await expect(page).toHaveURL(/heaps=3,4,5&misere/);
  await page.getByRole('button', { name: /0, 2, 1/ }).click();
  await expectNimSum(page, 3);
  await walkTo(page, 'Misère switch');
});

test('Spanish', async ({ page }) => {
  await page.goto('/#/bouton?heaps=3,4,5&lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(step(page)).toContainText('Paso 1 de 6');
  await walkTo(page, 'quita 2 del montón 1 (3 → 1)');
  await next(page).click();
  await expect(step(page)).toContainText('posición N');
});

test('a bad URL shows an error, the default position, and the page lives', async ({ page }) => {
  await page.goto('/#/bouton?heaps=3,abc');
  await expect(errorMessage(page)).toContainText('abc');
  await expectNimSum(page, 2);
  await next(page).click();
  await expect(step(page)).toContainText('Step 2 of 6');

  await changeHash(page, '#/bouton?heaps=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1');
  await expect(errorMessage(page)).toContainText('16');

  await changeHash(page, '#/bouton?heaps=3,5,9,6,9');
  await expect(errorMessage(page)).toHaveCount(0);
  await expectNimSum(page, 0);
});

test('sixteen u64 heaps scroll sideways inside the table, not the page', async ({ page }) => {
  const heaps = ['18446744073709551615', '9223372036854775808'];
  for (let i = 1; i <= 14; i++) heaps.push(String(i * 1000003));
  await page.goto(`/#/bouton?heaps=${heaps.join(',')}`);
  const table = step(page).locator('table');
  await expect(table.locator('thead th.bit-head')).toHaveCount(64);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()?.width ?? 0;
  expect(pageWidth).toBeLessThanOrEqual(viewport);
});
