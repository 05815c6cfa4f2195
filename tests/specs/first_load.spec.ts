// The first load (issues 13 and 31): a reader arriving on the home page, or
// on a screen that has a small module of its own (crates/app/src/modules/),
// loads only that module; leaving what it draws hands over to the whole app,
// keeping the address and the language; any other first address loads the
// whole app at once.
import { allowErrors, expect, requested, test, wasmFetched } from '../support';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOME = 'nimatron-home_bg.wasm';
const APP = 'nimatron-app_bg.wasm';
const HEAPS = 'module-heaps_bg.wasm';
const BOARDS = 'module-boards_bg.wasm';

/** Holds build `wasm`'s download back until the returned function lets it go. */
async function hold(page: Page, wasm: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(`**/${wasm}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
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

test("a card on the home page opens its game in that game's own module, in the language chosen there", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/');
  await page.getByTestId('lang-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('[data-testid=game-card][data-game=kayles] [data-testid=game-link]').click();
  await expect(page).toHaveURL(/#\/play\?game=kayles/);
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('lang-es')).toHaveAttribute('aria-pressed', 'true');
  expect(fetched).toEqual([HOME, HEAPS]);
  // The game's module plays: a winning move, then back to the home page
  // (its module has run: the whole app draws it). The
  // move's place in the history is checked, not the board's P: the
  // computer answers after its pause, and a loaded machine polled past it.
  const to = (await page.getByTestId('winning-move').first().getAttribute('data-position')) ?? '';
  expect(to).not.toBe('');
  await page.getByTestId('play-move').first().click();
  await expect(page.getByTestId('history-item').nth(1)).toHaveText(`1. ${to}`);
  await page.goBack();
  await expect(page.getByTestId('game-list')).toBeVisible();
  expect(fetched).toEqual([HOME, HEAPS, APP]);
});

test("a language the home page's link named goes on into the game's module", async ({ page }) => {
  await page.goto('/#/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('[data-testid=game-card][data-game=kayles] [data-testid=game-link]').click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/#\/play\?game=kayles.*lang=es/);
  await expect(page).toHaveTitle(/Jugar/);
});

test("pointing at a link to a game fetches its module, once, before the click", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/');
  await expect(page.getByTestId('game-list')).toBeVisible();
  // Pointing at the home page's own content fetches nothing more.
  await page.locator('h1').hover();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([HOME]);
  const link = page.locator('[data-testid=game-card][data-game=nim] [data-testid=game-link]');
  const early = page.waitForRequest((r) => r.url().endsWith(HEAPS));
  await link.hover();
  await early;
  await link.click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  expect(fetched).toEqual([HOME, HEAPS]);
});

test('the header takes the reader from the home page to any screen', async ({ page }) => {
  await page.goto('/#/');
  await page.locator('header nav a[href="#/nim"]').click();
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await expect(page.getByTestId('outcome')).toBeVisible();
});

test('an unknown address typed on the home page is said so, with the menu', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByTestId('game-list')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/nope';
  });
  await expect(page.getByTestId('error')).toContainText('#/nope');
  await expect(page.getByTestId('game-list')).toBeVisible();
});

// Each address with the one module that draws it, and a hook of its screen.
const FIRST: [string, string, string][] = [
  ['/#/nim?heaps=3,4,5', 'module-nim_bg.wasm', 'heap'],
  ['/#/NIM//?heaps=3,4', 'module-nim_bg.wasm', 'heap'],
  ['/#/bouton?heaps=3,5', 'module-nim_bg.wasm', 'bouton-heaps'],
  ['/#/play', 'module-heaps_bg.wasm', 'position'],
  ['/#/play?game=nim&position=1,2&misere', 'module-heaps_bg.wasm', 'position'],
  ['/#/wythoff?size=20', 'module-wythoff_bg.wasm', 'grid'],
  ['/#/play?game=wythoff&position=5,3', 'module-wythoff_bg.wasm', 'position'],
  ['/#/play?game=kayles&position=5,7', 'module-heaps_bg.wasm', 'position'],
  ['/#/play?game=Octal:0.137&position=9', 'module-heaps_bg.wasm', 'position'],
  ['/#/play?game=grundy&position=12', 'module-heaps_bg.wasm', 'position'],
  ['/#/subtraction?n=21&k=3', 'module-subtraction_bg.wasm', 'proposition'],
  ['/#/game-of-games?n=6', 'module-subtraction_bg.wasm', 'leader'],
  ['/#/subtraction-sets?set=1,3,4&heaps=5,7,9', 'module-subtraction_bg.wasm', 'period'],
  ['/#/grundy?set=1,3,4&heaps=5,7,9', 'module-subtraction_bg.wasm', 'period'],
  ['/#/play?game=take:3&position=10', 'module-subtraction_bg.wasm', 'position'],
  ['/#/play?game=subtraction:1,3,4&position=9', 'module-subtraction_bg.wasm', 'position'],
  ['/#/min-nim?heaps=5,5,5&set=1,2', 'module-min-nim_bg.wasm', 'memory'],
  ['/#/play?game=min-nim:1,3,4&position=3,4,5', 'module-min-nim_bg.wasm', 'position'],
  // The play screen alone: the variants of Nim; the games on boards,
  // rings and graphs; sums (a sum's parts may be any game).
  ['/#/play?game=moore:2&position=3,4,5', 'module-variants_bg.wasm', 'position'],
  ['/#/play?game=fibonacci&position=20', 'module-variants_bg.wasm', 'position'],
  ['/#/play?game=circular&position=10', 'module-boards_bg.wasm', 'position'],
  ['/#/play?game=chomp&position=4,3', 'module-boards_bg.wasm', 'position'],
  ['/#/play?game=arc-kayles:grid:3x3', 'module-boards_bg.wasm', 'graph-picker'],
  ['/#/play?game=nd-nim:3x3&position=1,0,1,0,1,0,1,0,1', 'module-boards_bg.wasm', 'position'],
  ['/#/play?game=sum:nim%2Bkayles&position=3%2B5', 'module-play_bg.wasm', 'position'],
  // The analysis screens of the take-and-break games and Nim, with their
  // first game when the link names none.
  ['/#/why?game=kayles&position=5,7', 'module-analysis_bg.wasm', 'why-panel'],
  ['/#/why', 'module-analysis_bg.wasm', 'why-panel'],
  ['/#/misere', 'module-analysis_bg.wasm', 'misere-game'],
  ['/#/misere?game=octal:0.137&sum=3,4', 'module-analysis_bg.wasm', 'misere-game'],
  ['/#/grundy-sequences?game=dawson&upto=200', 'module-analysis_bg.wasm', 'field-game'],
  ['/#/sequence?game=grundy&upto=100', 'module-analysis_bg.wasm', 'field-game'],
  ['/#/why?game=nim&position=3,4,5', 'module-analysis_bg.wasm', 'why-panel'],
  ['/#/misere?game=nim', 'module-analysis_bg.wasm', 'misere-game'],
  // The same screens for the variants of Nim and Wythoff's game; the
  // subtraction games and Min Nim; the games on boards, rings and graphs;
  // and sums (a sum's parts may be any game).
  ['/#/why?game=moore:2&position=3,4,5', 'module-analysis-variants_bg.wasm', 'why-panel'],
  ['/#/misere?game=wythoff', 'module-analysis-variants_bg.wasm', 'misere-game'],
  ['/#/why?game=wythoff&position=3,5', 'module-analysis-variants_bg.wasm', 'why-panel'],
  ['/#/widget?data-nimatron=why&data-game=moore:2&data-position=3,4', 'module-analysis-variants_bg.wasm', 'why-panel'],
  ['/#/grundy-sequences?game=take:3', 'module-analysis-subtraction_bg.wasm', 'field-game'],
  ['/#/why?game=subtraction:1,3,4&position=5,7', 'module-analysis-subtraction_bg.wasm', 'why-panel'],
  ['/#/why?game=min-nim:1,2,3&position=3,4', 'module-analysis-subtraction_bg.wasm', 'why-panel'],
  ['/#/why?game=chomp&position=4,3', 'module-analysis-boards_bg.wasm', 'why-panel'],
  ['/#/why?game=circular&position=10', 'module-analysis-boards_bg.wasm', 'why-panel'],
  ['/#/misere?game=node-kayles:path:4', 'module-analysis-boards_bg.wasm', 'misere-game'],
  ['/#/why?game=sum:nim%2Bkayles&position=3,4%2B5', 'module-analysis-any_bg.wasm', 'why-panel'],
  // What those screens refuse: a sum's misère quotient, the Grundy
  // sequence of a variant (not played on one heap: Grundy's game is shown
  // instead). No small module makes both the game and the screen.
  ['/#/misere?game=sum:kayles%2Bdawson', APP, 'misere-game'],
  ['/#/grundy-sequences?game=fibonacci', APP, 'field-game'],
  ['/#/worksheet?game=chomp', 'module-worksheet_bg.wasm', 'worksheet-setup'],
  ['/#/worksheet?game=sum:nim%2Bkayles&count=4', 'module-worksheet_bg.wasm', 'worksheet-setup'],
  // A widget's frame (web/nimatron-widgets.js), by the screen and game its
  // element names.
  ['/#/widget?data-nimatron=nim&data-heaps=3,4,5', 'module-nim_bg.wasm', 'heap'],
  ['/#/widget?data-nimatron=wythoff&data-size=12', 'module-wythoff_bg.wasm', 'grid'],
  ['/#/widget?data-nimatron=play&data-game=kayles&data-position=5,7', 'module-heaps_bg.wasm', 'position'],
  ['/#/widget?data-nimatron=play&data-game=take:3&data-position=10', 'module-subtraction_bg.wasm', 'position'],
  ['/#/widget?data-nimatron=subtraction&data-n=21&data-k=3', 'module-subtraction_bg.wasm', 'proposition'],
  ['/#/widget?data-nimatron=play&data-game=chomp&data-position=4,3', 'module-boards_bg.wasm', 'position'],
  ['/#/widget?data-nimatron=why&data-game=grundy&data-position=9', 'module-analysis_bg.wasm', 'why-panel'],
  ['/#/widget?data-nimatron=nope', APP, 'error'],
  // An unknown path: the home page's module says so.
  ['/#/nope', 'nimatron-home_bg.wasm', 'error'],
];

for (const [address, module, hook] of FIRST) {
  test(`${address} loads ${module} alone`, async ({ page }) => {
    const fetched = wasmFetched(page);
    await page.goto(address);
    await expect(page.getByTestId(hook).first()).toBeVisible();
    await expect(page.getByTestId('loading-app')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([module]);
  });
}

// The start script asks for the module's wasm before its glue and its
// words: the wasm is the download the app waits for, and on a slow network
// every request that goes before it holds its start back.
for (const [address, module] of [
  ['/#/', 'nimatron-home'],
  ['/#/nim?heaps=3,4,5&lang=es', 'module-nim'],
  ['/#/why?game=nim&position=3,4,5', 'module-analysis'],
  ['/#/why?game=sum:nim%2Bkayles&position=3,4%2B5', 'module-analysis-any'],
  ['/#/worksheet?game=nim', 'module-worksheet'],
]) {
  test(`${address}: the start script asks for ${module}'s wasm first`, async ({ page }) => {
    const asked = requested(page, (name) => name.startsWith(`${module}.`) || name.startsWith(`${module}_bg`));
    await page.goto(address);
    await expect(page.locator('html[data-nimatron-started]')).toHaveCount(1);
    expect(asked[0]).toBe(`${module}_bg.wasm`);
    expect(asked).toContain(`${module}.js`);
    expect(asked.some((name) => name.startsWith(`${module}.words.`))).toBe(true);
  });
}

test("Nim's module plays, walks Bouton, and hands another game over to that game's module", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/nim?heaps=3,4,5&lang=es');
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Its own screens: no other module fetched.
  await page.evaluate(() => {
    window.location.hash = '#/bouton?heaps=3,4,5';
  });
  await expect(page.getByTestId('bouton-heaps')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('heap')).toHaveCount(3);
  expect(fetched).toEqual(['module-nim_bg.wasm']);
  // Another game: its module draws it, in the language of the link.
  await page.evaluate(() => {
    window.location.hash = '#/play?game=kayles&position=5,7&opponent=friend';
  });
  await expect(page.getByTestId('position')).toHaveText('5,7');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(fetched).toEqual(['module-nim_bg.wasm', HEAPS]);
  // A friend's seat: no reply of the computer's follows, so the P the move
  // leaves stays on the board (against the computer it showed for its
  // 600 ms pause only, and a loaded machine polled past it).
  await page.getByTestId('play-move').first().click();
  await expect(page.getByTestId('outcome')).toContainText('P');
});

test("a game typed into a small module's form that it does not make is played by the module that makes it", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/play?game=kayles&position=5,7');
  await expect(page.getByTestId('position')).toHaveText('5,7');
  await page.getByTestId('setup-game').fill('chomp');
  await page.getByTestId('setup-position').fill('4,3');
  await page.getByTestId('setup-apply').click();
  await expect(page).toHaveURL(/game=chomp&position=4,3/);
  await expect(page.getByTestId('position')).toHaveText('4,3');
  await expect(page.getByTestId('error')).toHaveCount(0);
  expect(fetched).toEqual([HEAPS, 'module-boards_bg.wasm']);
  // The walk's form too: a game of its module, then one it does not make
  // (a sum's parts may be any game), played by the module that makes it.
  await page.goto('/#/why?game=grundy&position=9');
  await expect(page.getByTestId('why-panel')).toBeVisible();
  await page.getByTestId('why-game').fill('nim');
  await page.getByTestId('why-position').fill('3,4,5');
  await page.getByTestId('why-explain').click();
  await expect(page).toHaveURL(/#\/why\?game=nim&position=3,4,5/);
  await expect(page.getByTestId('why-part')).toHaveCount(3);
  expect(fetched).toEqual([HEAPS, 'module-boards_bg.wasm', 'module-analysis_bg.wasm']);
  await page.getByTestId('why-game').fill('sum:nim+chomp');
  await page.getByTestId('why-position').fill('3,4+2,1');
  await page.getByTestId('why-explain').click();
  await expect(page).toHaveURL(/#\/why\?game=sum:nim\+chomp&position=3,4\+2,1/);
  await expect(page.getByTestId('why-panel')).toBeVisible();
  await expect(page.getByTestId('why-part').first()).toBeVisible();
  expect(fetched).toEqual([HEAPS, 'module-boards_bg.wasm', 'module-analysis_bg.wasm', 'module-analysis-any_bg.wasm']);
});

// The sums' module makes every game (a sum's parts may be any) but draws
// sums alone, so it carries no board's setup tools (Graph Nim's picker and
// editor): a graph game typed into its form is played by the module that
// draws it, tools and all.
test("a game other than a sum typed into the sums' module's form is played by the module that draws it", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/play?game=sum:nim%2Bkayles&position=3%2B5');
  await expect(page.getByTestId('position')).toHaveText('3+5');
  await expect(page.getByTestId('setup-game')).toBeVisible();
  await page.getByTestId('setup-game').fill('node-kayles:petersen');
  await page.getByTestId('setup-position').fill('0,1,2,3,4,5,6,7,8,9');
  await page.getByTestId('setup-apply').click();
  await expect(page).toHaveURL(/game=node-kayles:petersen&position=0,1,2,3,4,5,6,7,8,9/);
  await expect(page.getByTestId('graph-picker')).toBeVisible();
  await expect(page.getByTestId('error')).toHaveCount(0);
  expect(fetched).toEqual(['module-play_bg.wasm', 'module-boards_bg.wasm']);
});

test("a game typed into a small module's widget frame that it does not make is played there by the module that makes it", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/widget?data-nimatron=play&data-game=kayles&data-position=5,7&lang=es');
  await expect(page.getByTestId('position')).toHaveText('5,7');
  await page.getByTestId('setup-game').fill('chomp');
  await page.getByTestId('setup-position').fill('4,3');
  await page.getByTestId('setup-apply').click();
  await expect(page.getByTestId('position')).toHaveText('4,3');
  await expect(page).toHaveURL(/#\/widget\?data-nimatron=play&data-game=chomp&data-position=4,3&lang=es/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('error')).toHaveCount(0);
  expect(fetched).toEqual([HEAPS, 'module-boards_bg.wasm']);
});

test('a share panel open in a small module stays open in the whole app that takes over', async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/nim?heaps=3,4,5');
  await expect(page.getByTestId('heap')).toHaveCount(3);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-link')).toContainText('#/nim?heaps=3,4,5');
  // Through the header, to a screen Nim's module does not draw.
  await page.locator('header').getByRole('link', { name: 'Misère quotients' }).click();
  await expect(page.locator('main').getByTestId('misere-game')).toBeVisible();
  expect(fetched).toEqual(['module-nim_bg.wasm', APP]);
  await expect(page.getByTestId('share')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('share-link')).toContainText('#/misere');
  // Closed there, it stays closed on the next screen of the same app.
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-panel')).toHaveCount(0);
  await page.locator('header').getByRole('link', { name: 'Worksheets' }).click();
  await expect(page.getByTestId('share-panel')).toHaveCount(0);
});

test('the page stays on screen, saying the app is loading, until the module that takes over draws', async ({ page }) => {
  const release = await hold(page, BOARDS);
  await page.goto('/#/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.locator('[data-testid=game-card][data-game=chomp] [data-testid=game-link]').click();
  await expect(page).toHaveURL(/#\/play\?game=chomp/);
  await expect(page.getByTestId('loading-app')).toBeVisible();
  await expect(page.getByTestId('share')).toBeVisible();
  release();
  await expect(page.getByTestId('position')).toHaveText('4,4,4');
  await expect(page.getByTestId('loading-app')).toHaveCount(0);
  await expect(page.locator('header.app-header')).toHaveCount(1);
});

test('Share pressed while the next module downloads: the whole app takes over, with the panel open', async ({ page }) => {
  const fetched = wasmFetched(page);
  const release = await hold(page, BOARDS);
  await page.goto('/#/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.locator('[data-testid=game-card][data-game=chomp] [data-testid=game-link]').click();
  await expect(page.getByTestId('loading-app')).toBeVisible();
  // The page still on screen, its Share button too: only the whole app
  // has the panel.
  await page.getByTestId('share').click();
  release();
  await expect(page.getByTestId('share-panel')).toBeVisible();
  // The board, and the panel's live preview of it.
  await expect(page.getByTestId('position')).toHaveText(['4,4,4', '4,4,4']);
  await expect(page.getByTestId('loading-app')).toHaveCount(0);
  expect(fetched).toEqual([HOME, BOARDS, APP]);
});

test('back, while the next module downloads, to where the module on screen draws: it stays', async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/nim?heaps=3,4,5');
  await expect(page.getByTestId('heap')).toHaveCount(3);
  const release = await hold(page, HEAPS);
  await page.evaluate(() => {
    window.location.hash = '#/play?game=kayles&position=5,7';
  });
  await expect(page.getByTestId('loading-app')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('heap')).toHaveCount(3);
  const downloaded = page.waitForEvent('requestfinished', (r) => r.url().endsWith(HEAPS));
  release();
  await downloaded;
  // Nothing more is fetched (the module it had asked for would not draw
  // this address, and would hand over to the whole app).
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual(['module-nim_bg.wasm', HEAPS]);
  await expect(page.getByTestId('heap')).toHaveCount(3);
  // Asked again, that module draws it.
  await page.evaluate(() => {
    window.location.hash = '#/play?game=kayles&position=5,7';
  });
  await expect(page.getByTestId('position')).toHaveText('5,7');
  expect(fetched).toEqual(['module-nim_bg.wasm', HEAPS]);
});

test('a phone: the menu opened while the next module loads is still open when it draws', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await hold(page, BOARDS);
  await page.goto('/#/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.locator('[data-testid=game-card][data-game=chomp] [data-testid=game-link]').click();
  await expect(page.getByTestId('loading-app')).toBeVisible();
  // The reader opens the menu on the home page's module, still on screen.
  const toggle = page.getByTestId('nav-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(page.getByTestId('position')).toHaveText('4,4,4');
  await expect(page.getByTestId('loading-app')).toHaveCount(0);
  // The next module's header, open as the reader left it, the screen marked.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.app-nav .nav-link[aria-current="page"]')).toBeInViewport();
  // A new screen still closes it.
  await page.locator('.app-nav .nav-link[href="#/nim"]').click();
  await expect(page.getByTestId('heap').first()).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test("Share pressed again while the whole app loads: it draws with the panel closed", async ({ page }) => {
  const release = await hold(page, APP);
  await page.goto('/#/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  const share = page.getByTestId('share');
  await share.click();
  await expect(page.getByTestId('loading-app')).toBeVisible();
  // Changed their mind: the home page's module closes its word.
  await share.click();
  await expect(page.getByTestId('loading-app')).toHaveCount(0);
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  release();
  // The whole app's button (it has the panel: no hand-over) stays closed.
  await expect(share).not.toHaveAttribute('data-hands-over');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('share-panel')).toHaveCount(0);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  // And opens as usual.
  await share.click();
  await expect(page.getByTestId('share-panel')).toBeVisible();
});

test('a next build that cannot be had leaves the page on screen and says so', async ({ page }) => {
  // Neither the game's module nor the whole app, its stand-in.
  for (const wasm of [BOARDS, APP]) await page.route(`**/${wasm}`, (route) => route.abort());
  allowErrors(page, /Failed to load resource|Failed to fetch|ERR_FAILED/);
  await page.goto('/#/?lang=es');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.locator('[data-testid=game-card][data-game=chomp] [data-testid=game-link]').click();
  // The page's own message, in both languages, above the page still there.
  await expect(page.locator('[data-nimatron-load-failed]')).toBeVisible();
  await expect(page.locator('[data-nimatron-load-failed]')).toContainText('No se pudo cargar Nimatron');
  await expect(page.getByTestId('loading-app')).toBeVisible();
  await expect(page.locator('header.app-header')).toHaveCount(1);
  // Reload, the network back: the address the reader asked for, from its own module.
  await page.unrouteAll();
  await page.getByTestId('load-failed-reload').click();
  await expect(page.getByTestId('position')).toHaveText('4,4,4');
});

test("the home page's Share opens the panel in the whole app, in the language on screen", async ({ page }) => {
  const fetched = wasmFetched(page);
  await page.goto('/#/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.getByTestId('lang-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The home page's module leaves the panel out: pointing at the button
  // fetches the whole app, before any click.
  await page.getByTestId('share').hover();
  await expect.poll(() => fetched).toEqual([HOME, APP]);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-panel')).toBeVisible();
  await expect(page.getByTestId('share')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('share-link')).toHaveText(await page.evaluate(() => location.href));
  await expect(page.locator('#share-title')).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  expect(fetched).toEqual([HOME, APP]);
  // The whole app's panel closes, and opens again, in place.
  await page.getByTestId('share-close').click();
  await expect(page.getByTestId('share-panel')).toHaveCount(0);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-panel')).toBeVisible();
  expect(fetched).toEqual([HOME, APP]);
});

test('a small module that cannot be had gives way to the whole app', async ({ page }) => {
  await page.route('**/module-wythoff_bg.wasm', (route) => route.fulfill({ status: 404, body: '' }));
  allowErrors(page, /404.*module-wythoff_bg\.wasm/);
  const fetched = wasmFetched(page);
  await page.goto('/#/wythoff?size=20');
  await expect(page.getByTestId('grid')).toBeVisible();
  expect(fetched).toEqual(['module-wythoff_bg.wasm', APP]);
});

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

// The one stylesheet goes without comments and spare spaces
// (scripts/css-minify.mjs). What it says must not change: Chromium reads
// the files in web/ (in index.html's order) and the served stylesheet,
// and finds the same rules, written out the same.
test('the served stylesheet holds the very rules of the files in web/', async ({ page, request }) => {
  const root = join(__dirname, '..', '..');
  const order = [...readFileSync(join(root, 'index.html'), 'utf8').matchAll(/rel="css" href="(web\/[\w-]+\.css)"/g)].map((m) => m[1]);
  expect(order.length).toBeGreaterThan(5);
  const written = order.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  const served = await (await request.get('/nimatron.css')).text();
  expect(served.length).toBeLessThan(written.length * 0.8);
  await page.goto('/#/nim');
  const rules = (text: string) =>
    page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return [...sheet.cssRules].map((rule) => rule.cssText);
    }, text);
  const [fromFiles, fromServed] = [await rules(written), await rules(served)];
  expect(fromFiles.length).toBeGreaterThan(100);
  expect(fromServed).toEqual(fromFiles);
});

// A phone spends a few hundred milliseconds on a screen's first render and
// layout: the panels around a board (the analysis, the moves, the rules,
// the setup) wait for the page's first paint (crates/app/src/components/
// later.rs), so the board a reader opened the link for is painted first.
// Counted in animation frames, not time: the panels appear in a later one.
for (const [address, board] of [
  ['/#/nim', 'heap'],
  ['/#/play?game=kayles&position=5,7', 'position'],
  ['/#/wythoff?size=20', 'cell'],
]) {
  test(`${address}: the board is painted before the panels around it`, async ({ page }) => {
    await page.addInitScript((board) => {
      const w = window as unknown as { frames_: number; seen_: Record<string, number> };
      w.frames_ = 0;
      w.seen_ = {};
      const tick = () => {
        w.frames_ += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        if (w.seen_.board === undefined && document.querySelector(`[data-testid="${board}"]`)) w.seen_.board = w.frames_;
        if (w.seen_.panels === undefined && document.querySelector('.play-history-card')) w.seen_.panels = w.frames_;
      }).observe(document, { childList: true, subtree: true });
    }, board);
    await page.goto(address);
    await expect(page.locator('.play-history-card')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen_: Record<string, number> }).seen_);
    expect(seen.board).toBeDefined();
    expect(seen.panels).toBeGreaterThan(seen.board);
  });
}
