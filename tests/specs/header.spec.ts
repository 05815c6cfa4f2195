// A compact header (issue 30, point 8): on a 1280×800 laptop it leaves
// Nim's board, hint and move field in view; on a 390-pixel phone every
// menu item shows whole (none cut mid-word), in both languages.
import { expect, test } from '../support';
import type { Page } from '@playwright/test';

/** Every menu link lies inside the menu and shows its whole text. */
async function clippedLinks(page: Page): Promise<string[]> {
  return page.locator('.app-nav .nav-link').evaluateAll((links) => {
    const nav = links[0]?.parentElement?.getBoundingClientRect();
    return links
      .filter((a) => {
        const r = a.getBoundingClientRect();
        const cut = a.scrollWidth > a.clientWidth + 1;
        const outside = !nav || r.left < nav.left - 1 || r.right > nav.right + 1 || r.right > window.innerWidth;
        return cut || outside;
      })
      .map((a) => a.textContent ?? '');
  });
}

test('1280×800: the header is compact and Nim\'s hint is in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'es']) {
    await page.goto(`/#/nim?heaps=3,4,5&first=me&lang=${lang}`);
    await expect(page.getByTestId('heap').first()).toBeVisible();
    const header = await page.locator('.app-header').boundingBox();
    expect(header?.height ?? 999, lang).toBeLessThanOrEqual(140);
    const hint = await page.getByTestId('hint').boundingBox();
    expect((hint?.y ?? 999) + (hint?.height ?? 0), lang).toBeLessThanOrEqual(800);
    expect(await clippedLinks(page), lang).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('390 px: no menu item is cut', async ({ page }) => {
    for (const lang of ['en', 'es']) {
      await page.goto(`/#/wythoff?size=10&lang=${lang}`);
      await expect(page.locator('.app-nav .nav-link').first()).toBeVisible();
      expect(await clippedLinks(page), lang).toEqual([]);
      const header = await page.locator('.app-header').boundingBox();
      expect(header?.height ?? 999, lang).toBeLessThanOrEqual(200);
      await page.screenshot({ path: test.info().outputPath(`header-390-${lang}.png`) });
    }
  });
});
