// The reference host for embedding (issue 30): a teacher's page on another
// site, served by a plain static server with no special headers, holding
// the Share panel's snippets exactly as the panel gives them. The app's own
// server (serve-dist.mjs) sends no CORS header either. The widgets must be
// live and playable, the iframe fitted to its content, the teacher's page
// left with its own styles, and a widget that cannot load must say so in
// words, never stay blank.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowErrors, expect, test } from '../support';
import type { Page } from '@playwright/test';

/**
 * A plain static server on a second loopback origin, and another site
 * (`localhost`, where the app is on `127.0.0.1`): it answers each path of
 * `pages` with that HTML and only a Content-Type header, anything else 404.
 */
async function teachersSite(pages: Record<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://host').pathname];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not here');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/**
 * The app's site as a teacher's page sees it, on an origin of its own that
 * forwards to the app's server (`app`), and whose pages can go down: while
 * `down` is set, a request for the app's page (`/`, `/index.html`) is
 * hung up on, as by a site that is off, and its scripts still come. A
 * server of its own, not a route of the test: a frame that navigates again
 * from its error page may bypass Playwright's routes (and take the page
 * from the cache of the visit that read the snippets), so a route made
 * the test pass or fail at random.
 */
async function appsSite(app: string): Promise<{ origin: string; up: () => void; close: () => Promise<void> }> {
  let down = true;
  const target = new URL(app);
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://host').pathname;
    if (down && (path === '/' || path === '/index.html')) {
      incoming.socket.destroy();
      return;
    }
    const upstream = forward(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    up: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** A teacher's page: their own words around `snippets`, no style of their own. */
const lesson = (lang: string, snippets: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>My lesson</title>
  <link rel="icon" href="data:,"></head>
  <body><h1>My lesson</h1><p>The teacher's words.</p>
  ${snippets}
  <p>The end of the lesson.</p></body></html>`;

/** The Share panel's text `testid` (share-widget, share-iframe) on the screen at `hash`. */
async function snippet(page: Page, hash: string, testid: string): Promise<string> {
  await page.goto(`/${hash}`);
  // The screen is drawn first: from Nim's small module, Wythoff's screen
  // is its own module's, which takes over a moment later (and whose Share
  // hands over to the whole app, which opens the panel).
  const board = hash.startsWith('#/wythoff') ? 'grid' : 'heap';
  await expect(page.getByTestId(board).first()).toBeVisible();
  await expect(page.getByTestId('loading-app')).toHaveCount(0);
  // The panel stays open from one screen to the next of one app.
  if ((await page.getByTestId('share').getAttribute('aria-expanded')) !== 'true') await page.getByTestId('share').click();
  await expect(page.getByTestId(testid)).toContainText(hash.split('?')[0].slice(2));
  const text = (await page.getByTestId(testid).textContent()) ?? '';
  expect(text).not.toBe('');
  return text;
}

/** What the teacher's page looks like outside the widgets. */
const pageLook = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const heading = getComputedStyle(document.querySelector('h1') as Element);
    return {
      margin: body.margin,
      padding: body.padding,
      font: body.fontFamily,
      size: body.fontSize,
      lineHeight: body.lineHeight,
      color: body.color,
      background: body.backgroundColor,
      headingFont: heading.fontFamily,
      headingSize: heading.fontSize,
      rootSize: getComputedStyle(document.documentElement).fontSize,
      sheets: document.styleSheets.length,
    };
  });

// The app's service worker would answer its own files from its cache.
test.use({ serviceWorkers: 'block' });

test('the Share panel’s snippets work pasted into a lesson on another site, with no special headers', async ({ page, baseURL }) => {
  const widget = await snippet(page, '#/nim?heaps=3,4,5', 'share-widget');
  const iframe = await snippet(page, '#/wythoff?size=20', 'share-iframe');
  const site = await teachersSite({ '/lesson.html': lesson('en', `${widget}\n<p>Between.</p>\n${iframe}`), '/plain.html': lesson('en', '') });
  try {
    const app = new URL(baseURL ?? '').origin;
    // No answer of the app's server carries a CORS header: the snippets
    // must not need one.
    const corsHeaders: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).origin === app && r.headers()['access-control-allow-origin'] !== undefined) corsHeaders.push(r.url());
    });

    // The teacher's page without the snippets, as its own styles make it.
    await page.goto(`${site.origin}/plain.html`);
    const own = await pageLook(page);
    expect(own.sheets).toBe(0);

    await page.goto(`${site.origin}/lesson.html`);
    // The widget is live and playable: a move takes stones.
    const nim = page.locator('[data-nimatron="nim"]');
    const board = nim.frameLocator('iframe');
    await expect(board.getByTestId('heap')).toHaveCount(3);
    await board.locator('[data-testid="stone"][data-take="2"]').first().click();
    await expect(board.getByTestId('heap').first()).toHaveAttribute('data-size', '1');
    await expect(nim).not.toContainText('did not load');
    // The widget's frame fits its content: it does not scroll inside.
    const fits = async (frame: ReturnType<Page['locator']>, inner: string) => {
      const outer = (await frame.boundingBox())?.height ?? 0;
      const content = await frame.contentFrame().locator(inner).evaluate((m) => m.getBoundingClientRect().height);
      return Math.abs(outer - content) <= 4;
    };
    await expect.poll(() => fits(nim.locator('iframe'), 'main')).toBe(true);

    // The iframe snippet's frame grows from the snippet's 40rem to its content.
    const framed = page.locator('iframe[data-nimatron-frame][src*="wythoff"]');
    await framed.scrollIntoViewIfNeeded();
    await expect(framed.contentFrame().getByTestId('cell')).toHaveCount(400);
    await expect.poll(() => fits(framed, 'main#main')).toBe(true);
    const height = (await framed.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(640);

    // The teacher's page keeps its own look; the address is the teacher's.
    expect(await pageLook(page)).toEqual(own);
    expect(new URL(page.url()).hash).toBe('');
    expect(corsHeaders).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('lesson-on-another-site.png'), fullPage: true });
  } finally {
    await site.close();
  }
});

test('a widget whose script is blocked says so in the snippet’s own words, with a link', async ({ page }) => {
  const widget = await snippet(page, '#/nim?heaps=3,4,5&lang=es', 'share-widget');
  const link = (await page.getByTestId('share-link').textContent()) ?? '';
  const site = await teachersSite({ '/lesson.html': lesson('es', widget) });
  try {
    allowErrors(page, /Failed to load resource|ERR_FAILED/);
    await page.route('**/nimatron-widgets.js', (route) => route.abort());
    await page.goto(`${site.origin}/lesson.html`);
    const box = page.locator('[data-nimatron="nim"]');
    await expect(box).toContainText('Si puedes leer esto, no se ha cargado');
    await expect(box.getByRole('link', { name: 'ábrelo en Nimatron' })).toHaveAttribute('href', link);
    await expect(box.locator('iframe')).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('a widget whose app never answers says so in words, in its language, after a while', async ({ page, baseURL }) => {
  const widget = await snippet(page, '#/nim?heaps=3,4,5', 'share-widget');
  const iframe = await snippet(page, '#/wythoff?size=8', 'share-iframe');
  // The same widget, in Spanish on this English page.
  const spanish = widget.replace('data-lang="en"', 'data-lang="es"').replace(/<script[^>]*><\/script>/, '');
  expect(spanish).toContain('data-lang="es"');
  // The scripts load; the app's page never does (its site is down): the
  // widgets frame index.html, the iframe snippet the folder itself.
  const real = new URL(baseURL ?? '').origin;
  const app = await appsSite(real);
  const given = `${widget}\n${spanish}\n${iframe}`;
  const snippets = given.replaceAll(`${real}/`, `${app.origin}/`);
  expect(snippets).not.toBe(given);
  const site = await teachersSite({ '/lesson.html': lesson('en', snippets) });
  try {
    allowErrors(page, /Failed to load resource|ERR_EMPTY_RESPONSE|ERR_FAILED/);
    // Every frame in view from the start: the patience starts in view.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.clock.install();
    await page.goto(`${site.origin}/lesson.html`);
    const boxes = page.locator('[data-nimatron]');
    await expect(boxes.locator('iframe')).toHaveCount(2);
    await expect(page.locator('iframe[data-nimatron-frame]')).toHaveCount(3);
    const failed = page.locator('[data-nimatron-failed]');
    // Not at once: the app gets its time (20 s) to answer. (The clock also
    // runs on its own meanwhile: 10 s leave room for a slow machine.)
    await page.clock.runFor(10_000);
    await expect(failed).toHaveCount(0);
    await page.clock.runFor(11_000);
    await expect(failed).toHaveCount(3);
    await expect(boxes.nth(0).locator('[data-nimatron-failed]')).toHaveText(
      'This Nimatron game could not be loaded here. Open it in a new tab',
    );
    await expect(boxes.nth(1).locator('[data-nimatron-failed]')).toHaveText(
      'Este juego de Nimatron no se ha podido cargar aquí. Ábrelo en una pestaña nueva',
    );
    await expect(boxes.nth(1).locator('[data-nimatron-failed]')).toHaveAttribute('lang', 'es');
    // The silent frames are folded away; each line links to its frame's page.
    const folded = async (frame: ReturnType<Page['locator']>) => {
      const style = await frame.evaluate((f) => getComputedStyle(f));
      return Number(style.opacity) === 0 && parseFloat(style.height) <= 1;
    };
    for (const box of [boxes.nth(0), boxes.nth(1)]) {
      expect(await folded(box.locator('iframe'))).toBe(true);
      const src = await box.locator('iframe').getAttribute('src');
      await expect(box.getByRole('link')).toHaveAttribute('href', src ?? '');
    }
    // The iframe snippet's frame says so too, just before it.
    const framed = page.locator('iframe[data-nimatron-frame][src*="wythoff"]');
    expect(await folded(framed)).toBe(true);
    await expect(page.locator('body > [data-nimatron-failed]')).toContainText('could not be loaded here');
    expect(await page.locator('body > [data-nimatron-failed] + iframe').getAttribute('src')).toContain('wythoff');

    // The site is back and the frame loads again: its words go, the game shows.
    app.up();
    const src = (await boxes.nth(0).locator('iframe').getAttribute('src')) ?? '';
    await boxes.nth(0).locator('iframe').evaluate((f: HTMLIFrameElement) => f.setAttribute('src', 'about:blank'));
    await boxes.nth(0).locator('iframe').evaluate((f: HTMLIFrameElement, to) => f.setAttribute('src', to), src);
    await expect(boxes.nth(0).frameLocator('iframe').getByTestId('heap')).toHaveCount(3);
    await expect(boxes.nth(0).locator('[data-nimatron-failed]')).toHaveCount(0);
    expect(await folded(boxes.nth(0).locator('iframe'))).toBe(false);
    await expect(boxes.nth(0).locator('iframe')).toBeVisible();
    await expect(failed).toHaveCount(2);
  } finally {
    await site.close();
    await app.close();
  }
});
