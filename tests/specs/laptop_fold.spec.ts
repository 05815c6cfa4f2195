// Nim on a laptop (issue 30, point 8): at 1280×800 the play screen's
// "Or type the position after your move" field and its button are fully
// in view without scrolling, in English and Spanish, and the screen keeps
// readable text (16 px body) and stones wide enough to click (44 px).
import { expect, test } from '../support';

test.use({ viewport: { width: 1280, height: 800 } });

for (const lang of ['en', 'es']) {
  for (const query of ['game=nim', 'game=nim&position=3,4,5']) {
    test(`1280×800 (${lang}) #/play?${query}: the move field and its button are above the fold`, async ({ page }) => {
      await page.goto(`/#/play?${query}&lang=${lang}`);
      const field = page.getByTestId('move-field');
      await expect(field).toBeVisible();
      await expect(page.getByTestId('heap').first()).toBeVisible();
      const button = page.locator('.play-move-field button[type="submit"]');
      for (const [what, el] of [['field', field], ['button', button]] as const) {
        const box = await el.boundingBox();
        expect(box, what).not.toBeNull();
        expect(box!.y + box!.height, `${what}'s bottom`).toBeLessThanOrEqual(800);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
      expect(body).toBeGreaterThanOrEqual(16);
      const stones = await page.getByTestId('stone').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      expect(stones.length).toBeGreaterThan(0);
      expect(Math.min(...stones)).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: test.info().outputPath(`nim-1280-${lang}.png`) });
    });
  }
}
