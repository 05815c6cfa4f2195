// The first load (issue 13): a reader arriving on the home page loads only
// the home page's own small module (crates/app/src/first_load.rs); leaving
// the home page hands over to the whole app, keeping the address and the
// language; any other first address loads the whole app at once.
import { expect, test } from '../support';
import type { Page } from '@playwright/test';

const HOME = 'nimatron-home_bg.wasm';
const APP = 'nimatron-app_bg.wasm';

/** The wasm files the page fetches from now on, by file name. */
function wasmFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.wasm')) names.push(name);
  });
  return names;
}

for (const address of ['/', '/#/', '/#/home', '/#//HOME/?lang=en']) {
  test(`${address} loads only the home page's module`, async ({ page }) => {
    const fetched = wasmFetched(page);
    await page.goto(address);
    await expect(page.getByTestId('game-list')).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // A stray fetch of the whole app would show before the network is
    // quiet (no request for 500 ms).
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([HOME]);
  });
}

test('a card on the home page opens its game in the whole app, in the language chosen there', async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/');
  await page.getByTestId('lang-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('[data-testid=game-card][data-game=kayles] [data-testid=game-link]').click();
  await expect(page).toHaveURL(/#\/play\?game=kayles/);
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('lang-es')).toHaveAttribute('aria-pressed', 'true');
  expect(fetched).toEqual([HOME, APP]);
  // The whole app plays: a winning move, then back to the home page.
  await page.getByTestId('play-move').first().click();
  await expect(page.getByTestId('outcome')).toContainText('P');
  await page.goBack();
  await expect(page.getByTestId('game-list')).toBeVisible();
  expect(fetched).toEqual([HOME, APP]);
});

test("a language the home page's link named goes on into the whole app", async ({ page }) => {
  await page.goto('/#/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('[data-testid=game-card][data-game=kayles] [data-testid=game-link]').click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/#\/play\?game=kayles.*lang=es/);
  await expect(page).toHaveTitle(/Jugar/);
});

test('pointing at a link to a game fetches the whole app, once, before the click', async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/');
  await expect(page.getByTestId('game-list')).toBeVisible();
  // Pointing at the home page's own content fetches nothing more.
  await page.locator('h1').hover();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([HOME]);
  const link = page.locator('[data-testid=game-card][data-game=nim] [data-testid=game-link]');
  const early = page.waitForRequest((r) => r.url().endsWith(APP));
  await link.hover();
  await early;
  await link.click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  expect(fetched).toEqual([HOME, APP]);
});

test('the header takes the reader from the home page to any screen', async ({ page }) => {
  await page.goto('/#/');
  await page.locator('header nav a[href="#/nim"]').click();
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await expect(page.getByTestId('outcome')).toBeVisible();
});

test('an address typed on the home page is drawn by the whole app, an unknown one too', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByTestId('game-list')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/nope';
  });
  await expect(page.getByTestId('error')).toContainText('#/nope');
  await expect(page.getByTestId('game-list')).toBeVisible();
});

for (const address of ['/#/nim?heaps=3,4,5', '/#/play?game=kayles&position=5,7', '/#/nope']) {
  test(`${address} loads the whole app and never the home page's module`, async ({ page }) => {
    const fetched = wasmFetched(page);
    await page.goto(address);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('loading-app')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([APP]);
  });
}

// A phone's browser opens about six connections to a host: the screens'
// stylesheets come as one file (scripts/bundle-css.mjs), so none of them
// queues in front of the start script.
test('a first load asks for one stylesheet, and the page is styled', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/play?game=kayles&position=5,7');
  await expect(page.getByTestId('position')).toHaveText('5,7');
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual(['/nimatron.css']);
  // Styles of the first file and of the last one joined both apply.
  const header = page.locator('header').first();
  await expect(header).not.toHaveCSS('display', 'inline');
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
});
