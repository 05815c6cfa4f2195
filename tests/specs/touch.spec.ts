// Touch words (issue 30, point 8): on a phone (a coarse pointer, no hover)
// the instructions say "tap", in both languages, and give no mouse or
// keyboard instructions ("click", "Shift+click", the arrow keys).
import { expect, test } from '../support';
import type { Page } from '@playwright/test';

const SCREENS: Array<[string, string]> = [
  ['/#/nim?heaps=3,4,5&first=me', '[data-testid="heap"]'],
  ['/#/wythoff?size=10&queen=4,5', '[data-testid="grid"]'],
  ['/#/play?game=kayles&position=5,7', '[data-testid="status"]'],
  ['/#/play?game=chomp&position=4,4,4', '[data-testid="status"]'],
  ['/#/play?game=nim&position=3,4,5', '[data-testid="heap"]'],
];

const MOUSE_OR_KEYS = {
  en: /\bclick|shift|keyboard|arrow keys|\bEnter\b/i,
  es: /\bclic\b|Mayús|Teclado|flechas|\bIntro\b/i,
};
const TAP = { en: /\bTap\b/, es: /\bToca\b/ };

/**
 * The text of `url`'s screen, opened as a student opens a link: a fresh
 * load. Going from one screen's address to the next by its hash alone, the
 * previous screen's `ready` element could still be on show when the test
 * looked, and the text read was the hand-over's "Loading…" (failed once
 * in fresh-clone CI).
 */
async function mainText(page: Page, url: string, ready: string): Promise<string> {
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.locator(ready).first()).toBeVisible();
  return page.locator('main').innerText();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const lang of ['en', 'es'] as const) {
    test(`taps, not clicks or keys (${lang})`, async ({ page }) => {
      for (const [url, ready] of SCREENS) {
        const text = await mainText(page, `${url}&lang=${lang}`, ready);
        expect(text, url).not.toMatch(MOUSE_OR_KEYS[lang]);
        expect(text, url).toMatch(TAP[lang]);
      }
    });
  }
});

test('a desktop keeps the mouse and keyboard words', async ({ page }) => {
  const text = await mainText(page, '/#/nim?heaps=3,4,5&first=me', '[data-testid="heap"]');
  expect(text).toMatch(/Click a stone/);
  expect(text).toMatch(/Keyboard:/);
});
