// The strict Content-Security-Policy of docs/HOSTING.md (serve-dist.mjs
// sends it with every file): every screen, an embed and the lessons run
// under it with no violation. (A violation is also a console error, which
// the shared fixture turns into a failure on every other spec.)
import { expect, hrefsOf, test } from '../support';
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

test('the build has no inline script and is served with the strict policy', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  const html = await response.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  expect(html).not.toMatch(/\sstyle=/);
  await page.goto('/');
  await expect(page.locator('.menu a').first()).toBeVisible();
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
