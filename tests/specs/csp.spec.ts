// The strict Content-Security-Policy of docs/HOSTING.md (scripts/csp.mjs:
// index.html states it, and serve-dist.mjs sends it with every file too):
// every screen, an embed and the lessons run under it with no violation.
// (A violation is also a console error, which the shared fixture turns
// into a failure on every other spec.)
import { allowErrors, expect, expectHeaps, hrefsOf, stone, test } from '../support';
import { directive, hashSource, pagePolicy, policy } from '../../scripts/csp.mjs';
import type { Page } from '@playwright/test';

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

test('the page states its own strict policy, which allows its one inline script, the start script at the top, by hash', async ({ page, request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const stated = pagePolicy(html);
  expect(stated, 'index.html states its policy in a <meta> tag').not.toBeNull();
  // The header says the same (tests/serve-dist.mjs, docs/HOSTING.md).
  expect(response.headers()['content-security-policy']).toBe(stated);
  // One inline script, the start script, and its hash is the one allowed.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => m[2].trim() !== '');
  expect(inline.map((m) => m[1].trim())).toEqual(['data-nimatron-start']);
  // A classic script before the stylesheet, so the parser runs it, and
  // the module's download starts, before the stylesheet is asked for.
  const stylesheet = html.search(/<link rel="stylesheet"/);
  expect(stylesheet).toBeGreaterThan(0);
  expect(inline[0].index).toBeLessThan(stylesheet);
  expect(directive(stated ?? '', 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hashSource(inline[0][2])]);
  expect(html).not.toMatch(/\sstyle=/);
  await page.goto('/');
  await expect(page.locator('.menu a').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a host whose own policy lacks the start script\'s hash still gets the app, from the script\'s file', async ({ page }) => {
  // Such a host blocks the inline copy (a violation, and so a console
  // error: allowed here alone); web/nimatron-start-fallback.js then loads
  // the same script from nimatron-start.js.
  allowErrors(page, /Content Security Policy|Content-Security-Policy/);
  const files: string[] = [];
  page.on('request', (r) => files.push(new URL(r.url()).pathname));
  await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy() } });
  });
  await page.goto('/#/nim?heaps=3,4,5');
  await expectHeaps(page, [3, 4, 5]);
  // What was blocked is the inline copy, and nothing else.
  const blocked = await violations(page);
  expect(blocked.length).toBeGreaterThan(0);
  for (const v of blocked) expect(v).toMatch(/^script-src-elem inline /);
  expect(files).toContain('/nimatron-start.js');
  await stone(page, 0, 2).click();
  await expectHeaps(page, [1, 4, 5]);
});

test('every screen, an embed and the lessons run without a violation', async ({ page }) => {
  // Every screen's first load (several small modules and the whole app,
  // each compiled afresh): 29 s measured alone on an unloaded machine.
  test.slow();
  await page.goto('/');
  const screens = await hrefsOf(page.locator('.menu a'));
  const pages = [
    ...screens.map((h) => `/${h}`),
    '/#/wythoff?size=20&view=heat',
    '/#/wythoff?size=100&view=heat',
    '/#/wythoff?size=12&view=rules',
    '/#/nim?heaps=3,4,5&embed',
    '/lesson/en.html',
    '/lesson/es.html',
  ];
  for (const url of pages) {
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), url).toEqual([]);
  }
});
