// Embedding in an iframe: `embed` in any screen's URL shows the screen
// alone (no header, navigation or footer), keeps `embed` when the screen
// rewrites its URL, and tells the parent page its height by postMessage.
import { expect, expectHeaps, stone, test } from '../support';

for (const hash of ['#/nim?heaps=3,4,5&embed', '#/bouton?heaps=3,4,5&embed', '#/wythoff?size=20&embed', '#/?embed']) {
  test(`${hash} shows the screen without the app's chrome`, async ({ page }) => {
    await page.goto(`/${hash}`);
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.locator('main#main h1, main#main h2').first()).toBeVisible();
    await expect(page.locator('header.app-header')).toHaveCount(0);
    await expect(page.locator('footer.app-footer')).toHaveCount(0);
    await expect(page.locator('nav.app-nav')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-embed', '');
  });
}

test('without embed the chrome is back', async ({ page }) => {
  await page.goto('/#/nim?heaps=3,4,5');
  await expect(page.locator('header.app-header')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-embed', '');
});

test('a move rewrites the URL and keeps embed (and lang)', async ({ page }) => {
  await page.goto('/#/nim?heaps=3,4,5&embed&lang=es');
  await expectHeaps(page, [3, 4, 5]);
  await stone(page, 0, 2).click();
  await expectHeaps(page, [1, 4, 5]);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/moves=/);
  const hash = await page.evaluate(() => location.hash);
  expect(hash).toMatch(/[?&]embed(&|$)/);
  expect(hash).toMatch(/[?&]lang=es(&|$)/);
  await expect(page.locator('header.app-header')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the framed screen posts its height to the parent, and again when it grows', async ({ page }) => {
  // A parent page on the same server (fulfilled by the test, not in dist).
  await page.route('**/embed-parent.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>parent</title><link rel="icon" href="./favicon.svg">
        <iframe id="f" title="Nim" src="./#/nim?heaps=3,4,5&embed" style="width:600px;height:200px"></iframe>`,
    }),
  );
  await page.addInitScript(() => {
    (window as unknown as { heights: number[] }).heights = [];
    window.addEventListener('message', (e) => {
      if (e.data && e.data.type === 'nimatron:height') {
        (window as unknown as { heights: number[] }).heights.push(e.data.height);
      }
    });
  });
  await page.goto('/embed-parent.html');
  const heights = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
  const first = (await heights()).at(-1) ?? 0;
  // Taller than the 200 px frame: the parent learns the real height.
  expect(first).toBeGreaterThan(200);
  // A narrower frame wraps the screen: a new, larger height is reported.
  await page.evaluate(() => {
    const f = document.getElementById('f') as HTMLIFrameElement;
    f.style.width = '360px';
  });
  await expect.poll(async () => (await heights()).at(-1) ?? 0).toBeGreaterThan(first);
});
