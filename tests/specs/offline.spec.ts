// Offline and private: after one visit the app and its lesson load with no
// network (the service worker precaches the build), and no screen ever
// asks another origin for anything.
import { expect, hrefsOf, test, widgetFrame } from '../support';
import type { Page } from '@playwright/test';

// This spec is about what the service worker does (or costs): it runs
// here, though the other specs block it (playwright.config.ts).
// A fresh context per test: reuse would keep the worker's caches (playwright.config.ts).
test.use({ serviceWorkers: 'allow', reuseContext: false });

/** Waits until the service worker controls the page (installed, files cached). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
}

test('after the first visit, the app and the lesson work offline', async ({ page, context }) => {
  await page.goto('/#/nim?heaps=3,4,5');
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await page.goto('/#/wythoff?size=12');
  await expect(page.getByTestId('cell')).toHaveCount(144);
  await page.goto('/lesson/es.html');
  await expect((await widgetFrame(page.locator('[data-nimatron="nim"]'))).getByTestId('heap')).toHaveCount(3);
  await expect((await widgetFrame(page.locator('[data-nimatron="wythoff"]'))).getByTestId('cell')).toHaveCount(144);
  await page.locator('iframe.lesson-frame').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe.lesson-frame').getByTestId('cell')).toHaveCount(400);
  await context.setOffline(false);
});

test('the manifest names the app and its icons, all present', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(`/${href}`)).json();
  expect(manifest.name).toBe('Nimatron');
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    expect((await request.get(`/${icon.src}`)).status(), icon.src).toBe(200);
  }
});

test('no request ever leaves the origin, on any screen or the lesson', async ({ page, baseURL }) => {
  // Every screen of the menu and both lessons, each waited to network idle:
  // some twenty loads, over 30 s on a loaded two-core machine.
  test.slow();
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.context().on('request', (r) => requests.push(r.url()));

  await page.goto('/');
  // Every screen the menu offers, so new screens are covered too.
  const screens = await hrefsOf(page.locator('.menu a'));
  expect(screens.length).toBeGreaterThanOrEqual(3);
  for (const href of [...screens, '#/nim?heaps=3,4,5&embed', '#/nope']) {
    await page.goto(`/${href}`);
    await expect(page.locator('main#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  for (const lesson of ['lesson/en.html', 'lesson/es.html']) {
    await page.goto(`/${lesson}`);
    for (const kind of ['nim', 'bouton']) {
      await expect((await widgetFrame(page.locator(`[data-nimatron="${kind}"]`))).locator('main')).toBeVisible();
    }
    await expect((await widgetFrame(page.locator('[data-nimatron="wythoff"]'))).getByTestId('cell')).toHaveCount(144);
    await page.locator('iframe.lesson-frame').scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe.lesson-frame').getByTestId('cell')).toHaveCount(400);
    await page.waitForLoadState('networkidle');
  }
  expect(requests.length).toBeGreaterThan(10);
  const foreign = requests.filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin);
  expect(foreign).toEqual([]);
});
