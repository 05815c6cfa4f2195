// Worksheets on paper (issue 30, point 8): 8 easy exercises fit 2 A4
// pages and their answer key 1, and the key's N/P badges print as legible
// letters centred in their ring, in both languages.
import { expect, test } from '../support';
import type { Page } from '@playwright/test';

/** Pages of the page printed to A4 (Chromium's own PDF). */
async function a4Pages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4' });
  const count = pdf.toString('latin1').match(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/s)
    ?? pdf.toString('latin1').match(/\/Count\s+(\d+)/);
  return Number(count?.[1] ?? NaN);
}

for (const lang of ['en', 'es']) {
  test(`8 easy exercises on 2 A4 pages, the answer key on 1 (${lang})`, async ({ page }) => {
    await page.goto(`/#/worksheet?game=nim&count=8&level=easy&seed=42&lang=${lang}`);
    await expect(page.getByTestId('answer')).toHaveCount(8);
    const all = await a4Pages(page);
    // The exercises alone, then the key alone (it starts on a page of its own).
    const show = (testid: string, shown: boolean) =>
      page.getByTestId(testid).evaluate((el, shown) => {
        (el as HTMLElement).style.display = shown ? '' : 'none';
      }, shown);
    await show('worksheet-answers', false);
    const exercises = await a4Pages(page);
    await show('worksheet-answers', true);
    expect(exercises).toBeLessThanOrEqual(2);
    expect(all - exercises).toBe(1);

    // The badges, as printed: a black letter on white, centred in its ring.
    await page.emulateMedia({ media: 'print' });
    const badges = await page.locator('.ws-answer .outcome-badge').evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          letter: el.textContent,
          dx: Math.abs(text.left + text.width / 2 - (box.left + box.width / 2)),
          dy: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)),
          color: style.color,
          background: style.backgroundColor,
          size: parseFloat(style.fontSize),
        };
      }),
    );
    expect(badges).toHaveLength(8);
    for (const b of badges) {
      expect(b.letter).toMatch(/^[NP]$/);
      expect(b.dx, JSON.stringify(b)).toBeLessThanOrEqual(1.5);
      expect(b.dy, JSON.stringify(b)).toBeLessThanOrEqual(2);
      expect(b.color).toBe('rgb(0, 0, 0)');
      expect(b.background).toBe('rgb(255, 255, 255)');
      expect(b.size).toBeGreaterThanOrEqual(12);
    }
  });
}
