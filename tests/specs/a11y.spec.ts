// Accessibility audit: axe-core on every screen the menu offers (so new
// screens are covered as they appear), an embed and the lessons, in light
// and dark mode, on a 360 px phone and a wide screen. No serious or
// critical violation is allowed.
//
// axe is injected as an inline script, which the strict CSP that
// serve-dist.mjs sends would block: these tests alone bypass the policy
// (csp.spec.ts checks the policy itself).
import { expect, hrefsOf, test } from '../support';
import type { Page } from '@playwright/test';

const AXE = require.resolve('axe-core');

test.use({ bypassCSP: true });

type Finding = { id: string; impact: string | null; targets: string[] };

async function audit(page: Page): Promise<Finding[]> {
  // Let finite animations (a stone sliding, a badge fading) end: contrast
  // is judged on what stays on screen, not on a frame of a fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Once per page: a new look (colour scheme, width) keeps the page, and
  // axe with it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

async function allPages(page: Page): Promise<string[]> {
  await page.goto('/');
  const screens = await hrefsOf(page.locator('.menu a'));
  return [
    '/',
    ...screens.map((h) => `/${h}`),
    '/#/nim?heaps=3,4,5&first=computer',
    '/#/wythoff?size=20&view=heat',
    '/#/wythoff?size=12&view=rules',
    '/#/nim?heaps=3,4,5&embed',
    '/#/nope',
    '/lesson/en.html',
    '/lesson/es.html',
  ];
}

/** The looks every page is audited in: light and dark, a phone and wide screens. */
const LOOKS = [
  ['light', 1280],
  ['dark', 360],
  ['light', 360],
  ['dark', 1600],
] as const;

// Each page is loaded once and audited in every look (a new colour scheme
// and width restyle the same page): a load per look cost four times the
// time for the same findings. The pages are split in two halves so that
// two workers share them.
for (const half of [0, 1]) {
  test(`axe: no serious or critical violation, light and dark, 360 to 1600 px (pages, part ${half + 1} of 2)`, async ({ page }) => {
    test.setTimeout(240_000);
    const report: Record<string, Finding[]> = {};
    const pages = await allPages(page);
    for (const url of pages.filter((_, i) => i % 2 === half)) {
      await page.goto('about:blank');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The computer's first move (`first=computer`) done, so that its
      // badge's fade has begun before the audit waits for the fades to end.
      await expect(page.locator('.board.is-waiting')).toHaveCount(0);
      for (const [scheme, width] of LOOKS) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        const found = await audit(page);
        if (found.length > 0) report[`${url} (${scheme}, ${width} px)`] = found;
      }
    }
    expect(pages.length, 'the menu lists the screens').toBeGreaterThan(10);
    expect(report).toEqual({});
  });
}

test('every tab stop shows where the focus is, on every screen and the lesson', async ({ page }) => {
  test.setTimeout(240_000);
  const report: Record<string, string[]> = {};
  for (const url of await allPages(page)) {
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const unseen = new Set<string>();
    let stops = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        let e = document.activeElement as HTMLElement | null;
        // Into a widget's or a screen's frame (the lesson's are on this
        // origin): the focus is on an element inside it.
        while (e?.tagName === 'IFRAME') {
          const inner = (e as HTMLIFrameElement).contentDocument;
          if (!inner) return null;
          e = inner.activeElement as HTMLElement | null;
        }
        if (!e || e === e.ownerDocument.body) return null;
        const s = (e.ownerDocument.defaultView ?? window).getComputedStyle(e);
        let visible = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        // A Nim stone (an SVG shape) shows focus as an edge wider than its
        // usual 2 units.
        if (e.classList.contains('stone')) visible = parseFloat(s.strokeWidth) > 2;
        return { name: `${e.tagName.toLowerCase()}.${e.className}`, visible };
      });
      if (!focus) continue;
      stops++;
      if (!focus.visible) unseen.add(focus.name);
    }
    expect(stops, `${url}: keyboard reaches its controls`).toBeGreaterThan(3);
    if (unseen.size > 0) report[url] = [...unseen];
  }
  expect(report).toEqual({});
});

test('axe: the share panel open, and projector mode on every screen with a board', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const report: Record<string, Finding[]> = {};
  await page.goto('/#/play?game=kayles&position=5,7&opponent=friend');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-preview').getByTestId('outcome')).toHaveText(/N/);
  await page.waitForLoadState('networkidle');
  let found = await audit(page);
  if (found.length > 0) report['share panel'] = found;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const url of [
      '/#/play?game=chomp&position=4,4,4&present',
      '/#/play?game=arc-kayles:petersen&present',
      '/#/nim?heaps=3,4,5&present',
      '/#/wythoff?size=12&present',
      '/#/subtraction?n=19&k=3&present',
      '/#/subtraction-sets?set=1,3,4&present',
      '/#/min-nim?present',
      '/#/game-of-games?n=6&present',
      '/#/bouton?heaps=3,4,5&present',
    ]) {
      await page.goto('about:blank');
      await page.goto(url);
      await expect(page.locator('html')).toHaveClass(/\bpresent\b/);
      await page.waitForLoadState('networkidle');
      found = await audit(page);
      if (found.length > 0) report[`${url} (${scheme})`] = found;
    }
  }
  expect(report).toEqual({});
});
