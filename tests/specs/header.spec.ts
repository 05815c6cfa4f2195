// A compact header (issue 30, point 8): on a 1280×800 laptop it leaves
// Nim's board, hint and move field in view; on a phone the screens hide
// behind a "Menu" button (a disclosure) and open as finger-sized links,
// every one whole; the keyboard's Tab order is the order on screen.
import { expect, test } from '../support';
import type { Locator, Page } from '@playwright/test';

/** Every menu link lies inside the menu and the window, and shows its whole text. */
async function clippedLinks(page: Page): Promise<string[]> {
  return page.locator('.app-nav .nav-link').evaluateAll((links) => {
    const nav = links[0]?.parentElement?.getBoundingClientRect();
    return links
      .filter((a) => {
        const r = a.getBoundingClientRect();
        const cut = a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1;
        const outside = !nav || r.left < nav.left - 1 || r.right > nav.right + 1 || r.right > window.innerWidth;
        return cut || outside;
      })
      .map((a) => a.textContent ?? '');
  });
}

/** The smallest height among `locator`'s elements, in CSS pixels. */
async function lowest(locator: Locator): Promise<number> {
  const heights = await locator.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  return Math.min(...heights);
}

test('1280×800: the header is compact, its links always shown, and Nim\'s hint is in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'es']) {
    await page.goto(`/#/nim?heaps=3,4,5&first=me&lang=${lang}`);
    await expect(page.getByTestId('heap').first()).toBeVisible();
    const header = await page.locator('.app-header').boundingBox();
    expect(header?.height ?? 999, lang).toBeLessThanOrEqual(140);
    const hint = await page.getByTestId('hint').boundingBox();
    expect((hint?.y ?? 999) + (hint?.height ?? 0), lang).toBeLessThanOrEqual(800);
    // Wide, there is no menu button: the links show as they are.
    await expect(page.getByTestId('nav-toggle')).toBeHidden();
    await expect(page.locator('.app-nav .nav-link').first()).toBeVisible();
    await expect(page.locator('.app-nav .nav-link[aria-current="page"]')).toHaveAttribute('href', '#/nim');
    expect(await clippedLinks(page), lang).toEqual([]);
  }
});

/** The header's focusable elements in Tab order, and in reading order on screen. */
async function tabAndReadingOrder(page: Page): Promise<{ tabbed: string[]; read: string[] }> {
  const read = await page.locator('.app-header-inner').evaluate((inner) => {
    const all = [...inner.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.offsetParent !== null);
    const boxes = all.map((el) => ({ el, r: el.getBoundingClientRect() }));
    // Rows first (an element starts a new row when it is wholly below the
    // one before), then left to right.
    boxes.sort((a, b) => (a.r.bottom <= b.r.top ? -1 : b.r.bottom <= a.r.top ? 1 : a.r.left - b.r.left));
    return boxes.map(({ el }) => el.getAttribute('data-testid') ?? el.getAttribute('href') ?? el.textContent?.trim() ?? '');
  });
  // Tab from the skip link (the header's first stop) through the header.
  await page.locator('.skip-link').focus();
  const tabbed: string[] = [];
  for (let i = 0; i < read.length; i++) {
    await page.keyboard.press('Tab');
    const inHeader = await page.evaluate(() => !!document.activeElement?.closest('.app-header-inner'));
    if (!inHeader) break;
    tabbed.push(await page.evaluate(() => {
      const el = document.activeElement as Element;
      return el.getAttribute('data-testid') ?? el.getAttribute('href') ?? el.textContent?.trim() ?? '';
    }));
  }
  return { tabbed, read };
}

test('the Tab order of the header is its order on screen (1280 px and, menu open, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/nim?heaps=3,4,5');
  await expect(page.locator('.app-nav .nav-link').first()).toBeVisible();
  const wide = await tabAndReadingOrder(page);
  expect(wide.read.length).toBeGreaterThan(8);
  expect(wide.tabbed).toEqual(wide.read);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('nav-toggle').click();
  await expect(page.locator('.app-nav .nav-link').first()).toBeVisible();
  const narrow = await tabAndReadingOrder(page);
  expect(narrow.tabbed).toEqual(narrow.read);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [width, lang] of [[390, 'en'], [390, 'es'], [360, 'en'], [360, 'es']] as const) {
    test(`${width} px (${lang}): a short header, a Menu button that opens every screen as finger-sized links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/#/wythoff?size=10&lang=${lang}`);
      const toggle = page.getByTestId('nav-toggle');
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveText(lang === 'en' ? 'Menu' : 'Menú');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAttribute('aria-controls', 'app-nav');
      await expect(page.locator('.app-nav .nav-link').first()).toBeHidden();
      // The header row: short, its buttons a finger's height and width.
      const header = (await page.locator('.app-header').boundingBox())?.height ?? Infinity;
      expect(header, 'the header, closed').toBeLessThanOrEqual(130);
      const buttons = page.locator('.app-header button');
      expect(await lowest(buttons), 'the header\'s buttons').toBeGreaterThanOrEqual(44);
      const box = await toggle.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const links = page.locator('#app-nav .nav-link');
      await expect(links.first()).toBeVisible();
      expect(await lowest(links), 'the screens\' links').toBeGreaterThanOrEqual(44);
      expect(await clippedLinks(page), lang).toEqual([]);
      await expect(page.locator('.app-nav .nav-link[aria-current="page"]')).toHaveAttribute('href', /^#\/wythoff/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`header-${width}-${lang}-open.png`) });

      // Escape closes the list and gives the focus back to the button.
      await links.first().focus();
      await page.keyboard.press('Escape');
      await expect(links.first()).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });
  }

  test('every screen is reachable from the menu, and choosing one closes it', async ({ page }) => {
    await page.goto('/#/');
    const toggle = page.getByTestId('nav-toggle');
    await toggle.click();
    const hrefs = await page.locator('.app-nav .nav-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const link = page.locator(`.app-nav .nav-link[href="${href}"]`);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}`));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(link).toBeHidden();
      await expect(link).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(() => window.scrollY), href).toBe(0);
    }
  });
});
