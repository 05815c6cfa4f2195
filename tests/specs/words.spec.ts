// One language per load (issue 31): the page's wasm carries no words; it
// fetches its build's words in the language it shows (BUILD.words.LANG.txt,
// scripts/words-files.mjs), that one only, beside the wasm, and another
// language's before it switches to it (crates/app/src/words.rs).
import { allowErrors, expect, test } from '../support';
import type { Page } from '@playwright/test';

/** The words files the page asks for from now on, by file name. */
function wordsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.includes('.words.')) names.push(name);
  });
  return names;
}

test('a first load fetches its words in the one language it shows', async ({ page }) => {
  const fetched = wordsFetched(page);
  await page.goto('/#/nim?heaps=3,4,5');
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual(['module-nim.words.en.txt']);
});

test.describe('a reader whose browser speaks Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the Spanish words only, and the page in Spanish', async ({ page }) => {
    const fetched = wordsFetched(page);
    await page.goto('/#/play?game=kayles&position=5,7');
    await expect(page.getByTestId('position')).toHaveText('5,7');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('lang-es')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual(['module-heaps.words.es.txt']);
  });

  test("a widget's frame speaks its element's language", async ({ page }) => {
    const fetched = wordsFetched(page);
    await page.goto('/#/widget?data-nimatron=nim&data-heaps=3,4&data-lang=en');
    await expect(page.getByTestId('heap')).toHaveCount(2);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual(['module-nim.words.en.txt']);
  });
});

test('the language switch fetches the other language, then speaks it, and a reload remembers it', async ({ page }) => {
  const fetched = wordsFetched(page);
  await page.goto('/#/wythoff?size=12');
  await expect(page.getByTestId('grid')).toBeVisible();
  // Each language offered in itself, whichever the page speaks.
  await expect(page.getByTestId('lang-en')).toHaveText('English');
  await expect(page.getByTestId('lang-es')).toHaveText('Español');
  await page.getByTestId('lang-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('lang-es')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main h1')).toContainText('Juego de Wythoff');
  expect(fetched).toEqual(['module-wythoff.words.en.txt', 'module-wythoff.words.es.txt']);
  // Back to English: its words are here already.
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fetched).toHaveLength(2);
  await page.getByTestId('lang-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The stored choice: the next load fetches Spanish alone.
  fetched.length = 0;
  await page.reload();
  await expect(page.getByTestId('grid')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual(['module-wythoff.words.es.txt']);
});

test('an address that names another language is shown in it once its words are here', async ({ page }) => {
  const fetched = wordsFetched(page);
  await page.goto('/#/subtraction?n=21&k=3');
  await expect(page.getByTestId('proposition')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/subtraction?n=30&k=4&lang=es';
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('lang-es')).toHaveAttribute('aria-pressed', 'true');
  expect(fetched).toEqual(['module-subtraction.words.en.txt', 'module-subtraction.words.es.txt']);
});

test("a module whose words cannot be had speaks the whole app's", async ({ page }) => {
  await page.route('**/module-min-nim.words.*.txt', (route) => route.fulfill({ status: 404, body: '' }));
  allowErrors(page, /404.*module-min-nim\.words\.en\.txt/);
  const fetched = wordsFetched(page);
  await page.goto('/#/min-nim?heaps=5,5,5&set=1,2');
  await expect(page.getByTestId('memory')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fetched).toEqual(['module-min-nim.words.en.txt', 'nimatron-app.words.en.txt']);
});

test('words that cannot be had at all leave the page\'s own message, in both languages', async ({ page }) => {
  await page.route('**/*.words.*.txt', (route) => route.fulfill({ status: 404, body: '' }));
  allowErrors(page, /404.*\.words\.en\.txt/);
  await page.goto('/#/nim?heaps=3,4,5');
  const message = page.locator('[data-nimatron-load-failed]');
  await expect(message).toBeVisible();
  await expect(message.locator('p[lang="en"]')).toContainText('could not be loaded');
  await expect(message.locator('p[lang="es"]')).toContainText('No se pudo cargar');
  await expect(page.getByTestId('heap')).toHaveCount(0);
  // Its button reloads the page: with the words to be had now, it plays.
  await page.unroute('**/*.words.*.txt');
  await page.getByTestId('load-failed-reload').click();
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await expect(message).toBeHidden();
});

test("the next module's words that cannot be had after a hand-over: the message above the page still on screen", async ({ page }) => {
  // Its own, nor the whole app's it falls back on.
  for (const build of ['module-boards', 'nimatron-app']) {
    await page.route(`**/${build}.words.*.txt`, (route) => route.fulfill({ status: 404, body: '' }));
  }
  allowErrors(page, /404.*(module-boards|nimatron-app)\.words\.en\.txt/);
  await page.goto('/#/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.locator('[data-testid=game-card][data-game=chomp] [data-testid=game-link]').click();
  const message = page.locator('[data-nimatron-load-failed]');
  await expect(message).toBeVisible();
  await expect(message.locator('p[lang="es"]')).toContainText('No se pudo cargar');
  await expect(page.getByTestId('loading-app')).toBeVisible();
});
