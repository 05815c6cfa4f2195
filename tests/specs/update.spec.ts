// A returning reader is told when a new deployment is ready. The page comes
// from the service worker's cache; when a new worker takes over (here: a
// new worker script registered for the same scope, as a new build's sw.js
// would be), the app says so in the reader's language with a Reload button,
// and after the reload the notice is gone. A first visit says nothing.
import { expect, expectHeaps, test } from '../support';

// This spec is about what the service worker does (or costs): it runs
// here, though the other specs block it (playwright.config.ts).
// A fresh context per test: reuse would keep the worker's caches (playwright.config.ts).
test.use({ serviceWorkers: 'allow', reuseContext: false });

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

test('the worker is registered also when its script runs after the app has started', async ({ page }) => {
  // The start script is inline and may start the app before the page's
  // deferred scripts run (navigation.spec.ts saw the app mount before
  // DOMContentLoaded), so web/register-sw.js can come after the app's
  // `nimatron:started`. Here it surely does: it is made async and held
  // back until the board is drawn. Missing that news, no worker was ever
  // registered, and the app never worked offline (CI saw the test above
  // wait for it until its time ran out).
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="module" src="(\.?\/?)register-sw\.js"><\/script>/,
      '<script type="module" async src="$1register-sw.js"></script>',
    );
    expect(html).toContain('async src=');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/register-sw.js', async (route) => {
    await held;
    await route.continue();
  });
  // The page's `load` waits for the held script, so only its start is awaited.
  await page.goto('/#/nim?heaps=3,4,5', { waitUntil: 'commit' });
  await expectHeaps(page, [3, 4, 5]);
  release();
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
});
