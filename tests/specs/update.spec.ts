// A returning reader is told when a new deployment is ready. The page comes
// from the service worker's cache; when a new worker takes over (here: a
// new worker script registered for the same scope, as a new build's sw.js
// would be), the app says so in the reader's language with a Reload button,
// and after the reload the notice is gone. A first visit says nothing.
import { expect, expectHeaps, test } from '../support';

// This spec is about what the service worker does (or costs): it runs
// here, though the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a new version taking over is announced, and Reload loads it', async ({ page }) => {
  await page.goto('/#/nim?heaps=3,4,5&lang=es');
  await expectHeaps(page, [3, 4, 5]);
  // First visit: the first worker taking control is no update.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  // The returning reader: the page now comes from the worker.
  await page.reload();
  await expectHeaps(page, [3, 4, 5]);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const takeOver = (script: string) =>
    page.evaluate(async (url) => {
      const changed = new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
      await navigator.serviceWorker.register(url);
      await changed;
    }, script);
  await takeOver('sw.js?deployment=2');
  const notice = page.getByTestId('update-notice');
  await expect(notice).toContainText('Hay una versión nueva de Nimatron lista');
  await expectHeaps(page, [3, 4, 5]);
  // Back to the usual script URL (a real deployment keeps it), so the
  // reload below finds nothing newer.
  await takeOver('sw.js');
  await page.getByTestId('update-reload').click();
  await expectHeaps(page, [3, 4, 5]);
  await expect(notice).toHaveCount(0);
});
