// The frames helper (web/nimatron-frames.js) takes a height only from its
// own Nimatron frames, and only a message that is exactly {type, height}:
// a message from another frame, from the page itself, or carrying more is
// ignored.
import { expect, test } from '../support';

const HEIGHT = 'nimatron:height';

for (const [form, loader] of [
  ['the Share panel’s classic script', '<script defer src="./nimatron-frames.js"></script>'],
  ['an older page’s module script', '<script type="module" src="./nimatron-frames.js"></script>'],
]) {
  test(`only the Nimatron frame’s own height messages size it (${form})`, async ({ page }) => {
    await page.route('**/host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="./favicon.svg">
          ${loader}</head><body>
          <iframe data-nimatron-frame title="Nim" src="./index.html#/nim?heaps=3,4,5&amp;embed"></iframe>
          <iframe id="other" title="other" src="./lesson/en.html"></iframe></body></html>`,
      }),
    );
    // Every height the helper ever sets, in order.
    await page.addInitScript(() => {
      const heights: string[] = [];
      (window as unknown as { heights: string[] }).heights = heights;
      new MutationObserver((records) => {
        for (const r of records) {
          const target = r.target as HTMLElement;
          if (target.matches?.('iframe[data-nimatron-frame]')) heights.push(target.style.height);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    await page.goto('/host.html');
    const iframe = page.locator('iframe[data-nimatron-frame]');
    await expect(page.frameLocator('iframe[data-nimatron-frame]').getByTestId('heap')).toHaveCount(3);
    // The frame's own report fits it.
    await expect.poll(async () => parseFloat(await iframe.evaluate((f) => f.style.height || '0'))).toBeGreaterThan(100);

    const nimFrame = page.frames().find((f) => f.url().includes('#/nim'));
    const other = page.frames().find((f) => f.url().includes('lesson/en.html'));
    expect(nimFrame && other).toBeTruthy();
    // Forged: from another frame, from the page itself, and from the right
    // frame with extra fields or a height that is no number.
    await other?.evaluate((type) => parent.postMessage({ type, height: 3001 }, '*'), HEIGHT);
    await page.evaluate((type) => window.postMessage({ type, height: 3002 }, '*'), HEIGHT);
    await nimFrame?.evaluate((type) => {
      parent.postMessage({ type, height: 3003, html: '<img src=x onerror=alert(1)>' }, '*');
      parent.postMessage({ type, height: '3004' }, '*');
      parent.postMessage({ type, height: Infinity }, '*');
      parent.postMessage([type, 3005], '*');
      // Last, a good one: once it is applied, every message before it was seen.
      parent.postMessage({ type, height: 1234 }, '*');
    }, HEIGHT);
    await expect(iframe).toHaveCSS('height', '1234px');
    const heights = await page.evaluate(() => (window as unknown as { heights: string[] }).heights);
    expect(heights.filter((h) => /^300\d/.test(h))).toEqual([]);
  });
}
