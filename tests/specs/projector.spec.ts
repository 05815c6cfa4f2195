// Projector mode (issue 30, point 8): Escape leaves it, its button shows
// that it is on, and the plots' axis numbers are large enough to read from
// the back of a room.
import { expect, test } from '../support';

test('Escape leaves projector mode; the button shows it is on', async ({ page }) => {
  await page.goto('/#/wythoff?size=12&present');
  const root = page.locator('html');
  const button = page.getByTestId('present-toggle');
  await expect(root).toHaveClass(/\bpresent\b/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // Seen, not only told: the pressed button says "on" and looks pressed
  // (another background than the Share button beside it).
  await expect(page.getByTestId('present-state')).toHaveText('on');
  const background = (testid: string) =>
    page.getByTestId(testid).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('present-toggle')).not.toEqual(await background('share'));
  await page.screenshot({ path: test.info().outputPath('present-on.png') });

  await page.keyboard.press('Escape');
  await expect(root).not.toHaveClass(/\bpresent\b/);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('present-state')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => location.hash)).not.toMatch(/present/);
  // Escape with projector mode off changes nothing.
  await page.keyboard.press('Escape');
  await expect(root).not.toHaveClass(/\bpresent\b/);
});

test('Escape used by the share panel closes only the panel', async ({ page }) => {
  await page.goto('/#/nim?heaps=3,4,5&present&lang=es');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-panel')).toBeVisible();
  await expect(page.getByTestId('present-state')).toHaveText('activado');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-panel')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/\bpresent\b/);
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).not.toHaveClass(/\bpresent\b/);
});

test('the Min Nim heatmap and the sequence plot have axis numbers, large in projector mode', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const size = (testid: string) =>
    page.getByTestId(testid).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.goto('/#/min-nim?heaps=10,12,10&set=1,2,3');
  await expect(page.getByTestId('heatmap-axis-x')).toContainText('12');
  await expect(page.getByTestId('heatmap-axis-y')).toContainText('10');
  await expect(page.getByTestId('heatmap-axis-x')).toContainText('0');
  const normal = await size('heatmap-axis-x');
  await page.goto('/#/min-nim?heaps=10,12,10&set=1,2,3&present');
  await expect(page.getByTestId('heatmap-axis-x')).toContainText('12');
  // From the back of a room: at least 24 px on a 1280-pixel-wide projector.
  expect(await size('heatmap-axis-x')).toBeGreaterThanOrEqual(24);
  expect(await size('heatmap-axis-y')).toBeGreaterThanOrEqual(24);
  expect(await size('heatmap-axis-x')).toBeGreaterThan(normal);
  await page.screenshot({ path: test.info().outputPath('heatmap-present.png') });

  await page.goto('/#/sequence?game=grundy&upto=200&present');
  const plot = page.getByTestId('sequence-plot');
  await expect(plot).toHaveAttribute('data-window', '0-200');
  await expect(plot).toHaveAttribute('data-axis-px', /\d+/);
  expect(Number(await plot.getAttribute('data-axis-px'))).toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: test.info().outputPath('sequence-present.png') });
});
