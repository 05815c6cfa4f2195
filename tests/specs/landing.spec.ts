// Issue 30, point 2: land on the board. A navigation to another screen
// starts at its top, wherever the reader had scrolled the page they left
// ("Play" on a card far down the home page opened the game at its form or
// its footer); a link to a part of a page (a card's "Rules") still brings
// that part into view. On a desktop and a phone, from the home page's own
// first-load module and from the whole app.
import { expect, test, wasmFetched } from '../support';
import type { Page } from '@playwright/test';

const card = (page: Page, game: string) => page.locator(`[data-testid="game-card"][data-game="${game}"]`);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the home page down to `game`'s card and clicks its "Play". */
async function playFromFarDown(page: Page, game: string) {
  const link = card(page, game).getByTestId('game-link');
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  await link.click();
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('"Play" on a card far down the home page opens the game at its top', async ({ page }) => {
      await page.goto('/#/');
      await playFromFarDown(page, 'node-kayles');
      await expect(page.getByTestId('position')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(page.locator('h1')).toBeInViewport();
    });

    test('from the whole app: home page, scrolled, then "Play"', async ({ page }) => {
      // The home page's module, then Nim's; back on the home page, the
      // whole app draws it (a module runs once in a page).
      const wasm = wasmFetched(page);
      await page.goto('/#/');
      await expect(page.getByTestId('game-list')).toBeVisible();
      await page.evaluate(() => { window.location.hash = '#/nim'; });
      await expect(page.getByTestId('heap').first()).toBeVisible();
      await page.evaluate(() => { window.location.hash = '#/'; });
      await expect(page.getByTestId('game-list')).toBeVisible();
      expect(wasm).toEqual(['nimatron-home_bg.wasm', 'module-nim_bg.wasm', 'nimatron-app_bg.wasm']);
      await playFromFarDown(page, 'chomp');
      await expect(page.locator('.play[data-game="chomp"]')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      // And back to a teaching screen from the play screen's foot.
      await page.locator('footer').scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(300);
      await page.evaluate(() => { window.location.hash = '#/wythoff?size=12'; });
      await expect(page.getByTestId('grid')).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('"Rules" on a card still scrolls to the rules', async ({ page }) => {
      await page.goto('/#/');
      const link = card(page, 'grundy').getByTestId('rules-link');
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page.getByTestId('rules-title')).toBeInViewport();
      await expect(page.getByTestId('rules-title')).toBeFocused();
    });
  });
}
