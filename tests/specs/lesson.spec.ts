// The example lesson (web/lesson/, shipped in dist/lesson/): in English and
// Spanish, linked from the home screen, its script-tag widgets live and
// independent, its iframe fitted to the embedded screen's height.
import { expect, test, widgetFrame } from '../support';
import type { Page } from '@playwright/test';

const widget = (page: Page, kind: string) => widgetFrame(page.locator(`[data-nimatron="${kind}"]`));
const heapSizes = async (page: Page) =>
  (await widget(page, 'nim')).getByTestId('heap').evaluateAll((hs) => hs.map((h) => Number(h.getAttribute('data-size'))));

for (const [lang, title, other] of [
  ['en', /Nim and Wythoff/, 'es'],
  ['es', /Nim y el juego de Wythoff/, 'en'],
] as const) {
  test(`the ${lang} lesson: widgets live and independent, the frame fitted`, async ({ page }) => {
    await page.goto(`/lesson/${lang}.html`);
    await expect(page.locator('.lesson-article > h1')).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect((await widget(page, 'nim')).getByTestId('heap')).toHaveCount(3);
    await expect((await widget(page, 'bouton')).locator('h1')).toBeVisible();
    await expect((await widget(page, 'wythoff')).getByTestId('cell')).toHaveCount(144);
    await expect((await widget(page, 'nim')).locator('.nimatron-widget')).toHaveAttribute('lang', lang);

    // Play in one widget: the others are unchanged.
    await (await widget(page, 'wythoff')).locator('[data-testid="cell"][data-a="2"][data-b="0"]').click();
    await expect((await widget(page, 'wythoff')).getByTestId('grid')).not.toHaveAttribute('data-queen', '5,3');
    expect(await heapSizes(page)).toEqual([3, 4, 5]);
    await (await widget(page, 'nim')).locator('[data-testid="stone"][data-take="2"]').first().click();
    await expect.poll(() => heapSizes(page)).toEqual([1, 4, 5]);
    expect(await page.evaluate(() => location.hash)).toBe('');

    // Each widget's frame fits its content.
    for (const kind of ['nim', 'bouton', 'wythoff']) {
      const box = page.locator(`[data-nimatron="${kind}"]`);
      await box.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          const outer = (await box.locator('iframe').boundingBox())?.height ?? 0;
          const inner = await box.frameLocator('iframe').locator('main').evaluate((m) => m.getBoundingClientRect().height);
          return Math.abs(outer - inner) <= 4;
        }, kind)
        .toBe(true);
    }

    // The iframe shows the bare screen and takes its height.
    const iframe = page.locator('iframe.lesson-frame');
    await iframe.scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe.lesson-frame');
    await expect(frame.getByTestId('cell')).toHaveCount(400);
    await expect(frame.locator('header.app-header')).toHaveCount(0);
    await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    await expect
      .poll(async () => {
        const outer = (await iframe.boundingBox())?.height ?? 0;
        const inner = await frame.locator('main#main').evaluate((m) => m.getBoundingClientRect().height);
        return Math.abs(outer - inner) <= 4;
      })
      .toBe(true);
    await iframe.screenshot({ path: test.info().outputPath('frame.png') });

    // The language link goes to the other lesson.
    await page.locator(`a[hreflang="${other}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });
}

test('the home screen links to the lesson in the language on screen', async ({ page }) => {
  await page.goto('/#/?lang=es');
  await page.getByTestId('lesson-link').click();
  await expect(page).toHaveURL(/lesson\/es\.html$/);
  await expect((await widget(page, 'nim')).getByTestId('heap')).toHaveCount(3);
  await page.goto('/#/?lang=en');
  await expect(page.getByTestId('lesson-link')).toHaveAttribute('href', 'lesson/en.html');
});
