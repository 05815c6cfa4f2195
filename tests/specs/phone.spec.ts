// On a phone (390 × 844, a common size) the header is short, so a game's
// board starts on the first screen; the screens' links open from the
// "Menu" button, each reachable; nothing widens the page.
import { expect, hrefsOf, test } from '../support';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en', 'es']) {
  test(`a phone: a short header, every screen reachable, the board on the first screen (${lang})`, async ({ page }) => {
    await page.goto(`/#/play?game=nim&position=3,4,5&lang=${lang}`);
    const header = page.locator('.app-header');
    await expect(page.getByTestId('heap')).toHaveCount(3);
    const height = (await header.boundingBox())?.height ?? Infinity;
    // Five wrapped rows of links made it about 295 px; the links now
    // wait behind the menu button.
    expect(height).toBeLessThanOrEqual(130);
    const board = await page.getByTestId('heap').first().boundingBox();
    expect(board && board.y + board.height).toBeLessThanOrEqual(844);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);

    // The last link opens from the menu and works.
    await page.getByTestId('nav-toggle').click();
    const links = page.locator('.app-nav .nav-link');
    const last = links.last();
    await expect(last).toBeInViewport();
    const href = (await last.getAttribute('href')) ?? '';
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}`));
    await expect(last).toHaveAttribute('aria-current', 'page');
  });
}

test('a phone: the menu shows the current screen, whole, and the page is not scrolled', async ({ page }) => {
  await page.goto('/#/');
  const links = page.locator('.app-nav .nav-link');
  await expect(links.first()).toBeAttached();
  // Every screen, opened by its address: its link, once the menu is open,
  // is in view and marked.
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    await page.goto(`/${href}`);
    const toggle = page.getByTestId('nav-toggle');
    const current = page.locator('.app-nav .nav-link[aria-current="page"]');
    // The screen on show has read its new address (a reader cannot tap
    // before it has: a test can, and the new screen then closed the menu).
    await expect(current).toHaveAttribute('href', href);
    // A screen the home page's module does not draw is handed over to the
    // next build, which opens its menu as the reader left it.
    await toggle.click();
    await expect(current).toHaveAttribute('href', href);
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('a narrow phone (360 px): no screen and no game is wider than the phone, and the header stays short', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/#/');
  await page.getByTestId('nav-toggle').click();
  const screens = await hrefsOf(page.locator('.app-nav .nav-link'));
  const games = await hrefsOf(page.getByTestId('game-link'));
  for (const lang of ['en', 'es']) {
    for (const href of [...screens, ...games]) {
      await page.goto(`/${href}${href.includes('?') ? '&' : '?'}lang=${lang}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      // What the screen draws after its first paint (a worksheet's answers).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${href}`).toBeLessThanOrEqual(360);
      // The header stays short here too (185 px when its buttons wrapped).
      const header = (await page.locator('.app-header').boundingBox())?.height ?? Infinity;
      expect(header, `${lang} ${href}: the header`).toBeLessThanOrEqual(130);
    }
  }
});
