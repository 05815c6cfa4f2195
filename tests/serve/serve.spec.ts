// The README's first command works: the app that `bash scripts/serve.sh`
// serves (release build, compressed) or `bash scripts/serve.sh --dev` serves
// (trunk serve, live reload) boots, plays a move, runs its job worker and
// its service worker, and its example lesson's widgets play. scripts/test.sh (stage "serve") starts the server,
// runs this against it in each mode, and stops it.
import { expect, expectHeaps, expectNimSum, expectOutcome, openNim, stone, test, widgetFrame } from '../support';

test('#/nim?heaps=3,4,5 plays a move: 3,4,5 minus 2 from the first heap is 1,4,5, a P-position', async ({
  page,
}) => {
  await openNim(page, 'heaps=3,4,5');
  await expectHeaps(page, [3, 4, 5]);
  await expectOutcome(page, 'N');
  await expectNimSum(page, 2);

  await stone(page, 0, 2).click();

  await expectHeaps(page, [1, 4, 5]);
  await expectOutcome(page, 'P');
  await expectNimSum(page, 0);
});

test('the service worker takes control of the page', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5');
  await expectHeaps(page, [3, 4, 5]);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? 'none')))
    .toBe('activated');
});

test('the job worker computes a Grundy sequence off the page', async ({ page }) => {
  await page.goto('/#/grundy-sequences?game=kayles&upto=100');
  await expect(page.getByTestId('sequence-done')).toHaveAttribute('data-count', '101');
  // Kayles: G(0..5) = 0 1 2 3 1 4.
  await page.getByTestId('lookup-n').fill('5');
  await page.getByTestId('lookup').click();
  await expect(page.getByTestId('lookup-answer')).toHaveAttribute('data-value', '4');
});

test('the example lesson in lesson/ has live widgets', async ({ page }) => {
  await page.goto('/lesson/en.html');
  const nim = await widgetFrame(page.locator('[data-nimatron="nim"]'));
  await expect(nim.getByTestId('heap')).toHaveCount(3);
  await nim.locator('[data-testid="stone"][data-take="2"]').first().click();
  await expect(nim.getByTestId('heap').first()).toHaveAttribute('data-size', '1');
});
