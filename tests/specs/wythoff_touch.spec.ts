// Wythoff's grids on a phone (issue 30, point 8): a finger needs 44-pixel
// targets. The SVG grid's cells are at least 44 px wide on a touch screen,
// in a box that pans both ways and keeps the queen in view (moving only
// the box, never the page); on the canvas grid, a tap where the cells are
// smaller than a finger zooms in about it to 44-pixel cells instead of
// playing, and a tap on cells that size plays.
import { expect, test } from '../support';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The queen's centre lies inside the grid's box, as seen on screen. */
async function queenInBox(page: Page): Promise<boolean> {
  return page.getByTestId('grid-box').evaluate((box) => {
    const q = box.querySelector('.wy-queen')?.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (!q) return false;
    const [x, y] = [q.x + q.width / 2, q.y + q.height / 2];
    return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
  });
}

for (const lang of ['en', 'es']) {
  test(`the SVG grid: 44-pixel cells in a box that pans to the queen (${lang})`, async ({ page }) => {
    await page.goto(`/#/wythoff?size=30&queen=26,28&lang=${lang}`);
    const grid = page.getByTestId('grid');
    await expect(grid).toHaveAttribute('data-queen', '26,28');
    const cell = await page.locator('[data-testid="grid"] [data-a="0"][data-b="0"]').boundingBox();
    expect(cell?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(cell?.height ?? 0).toBeGreaterThanOrEqual(44);
    const box = page.getByTestId('grid-box');
    const sizes = await box.evaluate((b) => [b.scrollWidth, b.clientWidth, b.scrollHeight, b.clientHeight]);
    expect(sizes[0], 'the box pans sideways').toBeGreaterThan(sizes[1]);
    expect(sizes[2], 'the box pans up and down').toBeGreaterThan(sizes[3]);
    // The queen, far up and right, is brought into the box's view.
    await expect.poll(() => queenInBox(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A tap on the square left of the queen plays; the page stays where
    // it is, the box follows the queen.
    await box.evaluate((b) => window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY - 8));
    const scrolled = await page.evaluate(() => window.scrollY);
    const target = await page.locator('[data-testid="grid"] [data-a="25"][data-b="28"]').boundingBox();
    expect(target).not.toBeNull();
    await page.touchscreen.tap(target!.x + target!.width / 2, target!.y + target!.height / 2);
    await expect(grid).not.toHaveAttribute('data-queen', '26,28');
    await expect.poll(() => queenInBox(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.screenshot({ path: test.info().outputPath(`wythoff-svg-390-${lang}.png`) });
  });
}

test('the canvas grid: a tap on small cells zooms to 44-pixel cells, the next tap plays', async ({ page }) => {
  await page.goto('/#/wythoff?size=200&queen=100,100');
  const canvas = page.getByTestId('grid-canvas');
  await expect(canvas).toHaveAttribute('data-queen', '100,100');
  await expect(canvas).toHaveAttribute('data-window', '0-199,0-199');
  await canvas.evaluate((c) => c.scrollIntoView({ block: 'center' }));
  const box = (await canvas.boundingBox())!;
  // Where the app sees the queen's square (whole pixels, as the pointer
  // reports them; the grid's origin at the bottom left).
  const side = await canvas.evaluate((c) => c.clientWidth);
  const cell = side / 200;
  const x = Math.round(box.x + 100.5 * cell);
  const y = Math.round(box.y + side - 100.5 * cell);
  expect(Math.floor((x - box.x) / cell)).toBe(100);
  expect(Math.floor((side - (y - box.y)) / cell)).toBe(100);
  // A tap there, on squares under 2 px: it zooms about the tap, it does not play.
  await page.touchscreen.tap(x, y);
  await expect(canvas).not.toHaveAttribute('data-window', '0-199,0-199');
  const window = (await canvas.getAttribute('data-window')) ?? '';
  const [x0, x1] = window.split(',')[0].split('-').map(Number);
  expect(box.width / (x1 - x0), `cells of ${window}`).toBeGreaterThanOrEqual(40);
  await expect(canvas).toHaveAttribute('data-queen', '100,100');
  // The queen's square is still under the finger, now 44 px wide: a tap
  // three squares to her left (97,100) plays.
  await page.touchscreen.tap(x - 3 * 44, y);
  await expect(canvas).not.toHaveAttribute('data-queen', '100,100');
  expect(await canvas.getAttribute('data-window')).toBe(window);
  await page.screenshot({ path: test.info().outputPath('wythoff-canvas-390.png') });
});

test.describe('with a mouse', () => {
  test.use({ hasTouch: false, isMobile: false, viewport: { width: 1280, height: 800 } });
  test('the SVG grid fits its box, and nothing pans', async ({ page }) => {
    await page.goto('/#/wythoff?size=30&queen=26,28');
    const box = page.getByTestId('grid-box');
    await expect(page.getByTestId('grid')).toBeVisible();
    const [sw, cw] = await box.evaluate((b) => [b.scrollWidth, b.clientWidth]);
    expect(sw).toBeLessThanOrEqual(cw);
  });
});
