// The first screen: Nim at #/nim, driven through the app's data-testid hooks.
import {
  changeHash,
  errorMessage,
  expect,
  expectHeaps,
  expectNimSum,
  expectOutcome,
  heaps,
  openNim,
  outcome,
  stone,
  test,
  winningMoves,
} from '../support';

test('the root page boots without errors', async ({ page }) => {
  await page.goto('/');
  // Something besides <noscript> and the loader <script> got rendered.
  await expect(page.locator('body > :not(noscript, script, link)').first()).toBeVisible();
});

test('3,4,5 is an N-position with nim-sum 2 and one winning move', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5');
  await expectHeaps(page, [3, 4, 5]);
  await expectOutcome(page, 'N');
  await expectNimSum(page, 2);
  await expect(winningMoves(page)).toHaveCount(1);
});

test('taking 2 from the first heap of 3,4,5 leaves the P-position 1,4,5', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5');
  await expectHeaps(page, [3, 4, 5]);

  await stone(page, 0, 2).click();

  await expectHeaps(page, [1, 4, 5]);
  await expectOutcome(page, 'P');
  await expectNimSum(page, 0);
  await expect(winningMoves(page)).toHaveCount(0);
});

test('3,5,9,6,9 is a P-position', async ({ page }) => {
  await openNim(page, 'heaps=3,5,9,6,9');
  await expectHeaps(page, [3, 5, 9, 6, 9]);
  await expectOutcome(page, 'P');
  await expectNimSum(page, 0);
  await expect(winningMoves(page)).toHaveCount(0);
});

test('misère 1,1 is an N-position although its nim-sum is 0', async ({ page }) => {
  await openNim(page, 'heaps=1,1&misere');
  await expectHeaps(page, [1, 1]);
  await expectOutcome(page, 'N');
});

test('normal-play 1,1 is a P-position (the contrast to misère)', async ({ page }) => {
  await openNim(page, 'heaps=1,1');
  await expectHeaps(page, [1, 1]);
  await expectOutcome(page, 'P');
});

for (const bad of ['heaps=abc', 'heaps=99999999999999999999']) {
  test(`a bad URL (${bad}) shows an error and the page keeps working`, async ({ page }) => {
    await openNim(page, bad);
    await expect(errorMessage(page)).toBeVisible();
    await expect(errorMessage(page)).not.toHaveText(/^\s*$/);

    await changeHash(page, '#/nim?heaps=3,4,5');
    await expectHeaps(page, [3, 4, 5]);
    await expectOutcome(page, 'N');
  });
}

test('the Spanish switch translates the page and English switches back', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5');
  await expectOutcome(page, 'N');
  const html = page.locator('html');
  const englishText = await outcome(page).innerText();
  const englishBody = await page.locator('body').innerText();

  await page.getByTestId('lang-es').click();
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(page.locator('body')).not.toHaveText(englishBody, { useInnerText: true });
  await expect(heaps(page)).toHaveCount(3); // the position survives the switch
  await expectOutcome(page, 'N');

  await page.getByTestId('lang-en').click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(outcome(page)).toHaveText(englishText, { useInnerText: true });
});
