// Security on every screen and every registered game (issue 14): no
// request to another origin, a strict Content-Security-Policy with no
// violation, and no markup built from text that comes from the URL or a
// widget's attributes: script and markup in every parameter are shown as
// text or refused with a message, never parsed.
import { changeHash, expect, hrefsOf, queryValue, test, widgetFrame } from '../support';
import type { Frame, Page } from '@playwright/test';
import { directive } from '../../scripts/csp.mjs';

type Win = Window & { cspViolations?: string[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Win).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

const violations = (page: Page) => page.evaluate(() => (window as Win).cspViolations ?? []);

/**
 * Script may come from the origin, WebAssembly compile, and the inline
 * scripts whose hashes are named (the start script: scripts/csp.mjs);
 * nothing else.
 */
function expectStrict(policy: string): void {
  const scripts = directive(policy, 'script-src');
  expect(scripts, policy).toContain("'self'");
  expect(scripts, policy).not.toContain("'unsafe-eval'");
  expect(scripts, policy).not.toContain("'unsafe-inline'");
  const hashed = (s: string) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s);
  expect(scripts.filter((s) => s !== "'self'" && s !== "'wasm-unsafe-eval'" && !hashed(s)), policy).toEqual([]);
  expect(directive(policy, 'default-src'), policy).toEqual(["'self'"]);
  expect(directive(policy, 'object-src'), policy).toEqual(["'none'"]);
}

/** Every screen of the menu and every registered game's link, from the home page. */
async function everyScreenAndGame(page: Page): Promise<{ screens: string[]; games: string[] }> {
  await page.goto('/');
  const screens = await hrefsOf(page.locator('.menu a'));
  const games = await hrefsOf(page.getByTestId('game-link'));
  return { screens, games };
}

test('every screen and every game: same origin only, a strict policy, no violation', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const requests: string[] = [];
  page.context().on('request', (r) => requests.push(r.url()));

  const response = await page.goto('/');
  expectStrict(response?.headers()['content-security-policy'] ?? '');
  const { screens, games } = await everyScreenAndGame(page);
  expect(screens.length).toBeGreaterThanOrEqual(8);
  expect(games.length).toBeGreaterThanOrEqual(20);

  for (const href of screens) {
    await page.goto('about:blank');
    const r = await page.goto(`/${href}`);
    expectStrict(r?.headers()['content-security-policy'] ?? '');
    await expect(page.locator('main#main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), href).toEqual([]);
  }
  // Every game, in one page load (as a reader following links would).
  await page.goto('/#/play');
  for (const href of games) {
    await changeHash(page, href);
    const position = queryValue(href, 'position');
    await expect(page.getByTestId('position'), href).toHaveText(position);
  }
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  // The page's own policy (scripts/csp.mjs) is the one policy it states,
  // as strict, and the very policy the header sends: nothing loosened
  // from inside the page.
  const stated = await page
    .locator('meta[http-equiv]')
    .evaluateAll((ms) => ms.filter((m) => m.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy').map((m) => m.getAttribute('content') ?? ''));
  expect(stated).toEqual([response?.headers()['content-security-policy']]);
  expectStrict(stated[0]);
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin)).toEqual([]);
});

const PAYLOADS = ['<img src=x onerror=alert(1)>', '<script>alert(2)</script>', '"><svg onload=alert(3)>'];

/** Each screen's parameters (and the app-wide ones every screen keeps). */
const PARAMETERS: Record<string, string[]> = {
  nim: ['heaps', 'misere', 'first', 'opponent', 'moves', 'at', 'exam', 'sample'],
  bouton: ['heaps', 'misere'],
  wythoff: ['size', 'queen', 'misere', 'view', 'opponent', 'first', 'vs'],
  subtraction: ['n', 'k', 'preset', 'misere', 'vs', 'first'],
  'game-of-games': ['n'],
  'min-nim': ['heaps', 'set'],
  grundy: ['set', 'heaps'],
  worksheet: ['game', 'count', 'level', 'seed'],
  play: ['game', 'position', 'misere', 'first', 'opponent'],
  sequence: ['game', 'upto'],
  '': [],
};
const GLOBAL = ['lang', 'embed', 'present'];
/** Parameters whose refusal quotes the value back: the payload must show, as text. */
const QUOTED = new Set(['nim heaps', 'bouton heaps', 'min-nim heaps', 'grundy set', 'play game', 'worksheet game', 'game-of-games n', 'sequence upto']);

/** Nothing the payloads would have made exists: no image x, no inline script of theirs, no handler attribute. */
async function expectNoInjectedMarkup(page: Page | Frame, where: string): Promise<void> {
  const injected = await page.evaluate(() =>
    // The page's one inline script, the start script in <head>, is the
    // build's (allowed by its hash: scripts/csp.mjs), not a payload's.
    [...document.querySelectorAll('img[src="x"], script:not([src]):not(head > script[data-nimatron-start]), [onerror], [onload]')].map(
      (e) => e.outerHTML,
    ),
  );
  expect(injected, where).toEqual([]);
}

test('markup and script in every parameter of every screen are text, never markup', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/');
  await expect(page.locator('main#main')).toBeVisible();
  for (const [screen, keys] of Object.entries(PARAMETERS)) {
    for (const key of [...keys, ...GLOBAL]) {
      for (const payload of PAYLOADS) {
        const hash = `#/${screen}?${key}=${encodeURIComponent(payload)}`;
        await changeHash(page, hash);
        await expect(page.locator('main#main')).toBeVisible();
        if (QUOTED.has(`${screen} ${key}`)) {
          // Quoted back as text (a refusal quotes the first word).
          await expect(page.locator('main#main'), hash).toContainText(payload.split(' ')[0].slice(0, 6));
        }
        await expectNoInjectedMarkup(page, hash);
      }
    }
  }
  // The path itself, quoted by the "no such screen" message.
  for (const payload of PAYLOADS) {
    await changeHash(page, `#/${encodeURIComponent(payload)}`);
    await expect(page.locator('main#main')).toContainText(payload.split(' ')[0].slice(0, 6));
    await expectNoInjectedMarkup(page, payload);
  }
  expect(await violations(page)).toEqual([]);
});

test('markup in a widget’s attributes is text, never markup', async ({ page }) => {
  const attrs = (p: string) => p.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const widgets = PAYLOADS.flatMap((p) => [
    `<div data-nimatron="nim" data-heaps="${attrs(p)}" data-first="${attrs(p)}"></div>`,
    `<div data-nimatron="play" data-game="${attrs(p)}"></div>`,
    `<div data-nimatron="play" data-game="nim" data-position="${attrs(p)}" data-opponent="${attrs(p)}"></div>`,
    `<div data-nimatron="wythoff" data-queen="${attrs(p)}" data-view="${attrs(p)}"></div>`,
    `<div data-nimatron="${attrs(p)}"></div>`,
    `<div data-nimatron="bouton" data-lang="${attrs(p)}" data-heaps="1,2"></div>`,
  ]);
  await page.route('**/teacher.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lesson</title><link rel="icon" href="./favicon.svg">
        <script defer src="./nimatron-widgets.js"></script></head><body><main>${widgets.join('\n')}</main></body></html>`,
    }),
  );
  await page.goto('/teacher.html');
  const all = page.locator('[data-nimatron]');
  await expect(all).toHaveCount(widgets.length);
  for (let i = 0; i < widgets.length; i++) {
    await expect((await widgetFrame(all.nth(i))).locator('.nimatron-widget')).toBeVisible();
  }
  // The refused values are quoted back as text.
  await expect((await widgetFrame(all.nth(0))).getByTestId('error')).toContainText('“<img”');
  await expect((await widgetFrame(all.nth(4))).getByTestId('error')).toContainText('“<img src=x');
  // A language that is no language is ignored: the page's is used.
  await expect((await widgetFrame(all.nth(5))).locator('.nimatron-widget')).toHaveAttribute('lang', 'en');
  await expect((await widgetFrame(all.nth(5))).getByTestId('error')).toHaveCount(0);
  // Neither the teacher's page nor any widget's document holds injected markup.
  await expectNoInjectedMarkup(page, 'widgets');
  for (const frame of page.frames().filter((f) => f.url().includes('#/widget'))) {
    await expectNoInjectedMarkup(frame, `widget ${frame.url()}`);
  }
});
