// If the app panics anyway (the release build aborts the WebAssembly), the
// page is never left blank or frozen: a message in the reader's language
// and a Reload button that brings the app back. The panic is the app's
// deliberate one, reachable only by dispatching `nimatron:test-panic` from
// page script (crates/app/src/crash.rs).
import { allowErrors, expect, test, widgetFrame } from '../support';
import type { Page } from '@playwright/test';

/** The panic's own traces: the hook's console.error and the abort. */
function allowTheDeliberatePanic(page: Page): void {
  allowErrors(page, /deliberate panic requested by a test/);
  allowErrors(page, /^pageerror: unreachable|RuntimeError: unreachable|^pageerror: .*unreachable/);
}

async function panic(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('nimatron:test-panic')));
}

test('a panic leaves a message in the reader’s language, and Reload brings the app back', async ({ page }) => {
  allowTheDeliberatePanic(page);
  for (const [lang, message, reload] of [
    ['es', 'Algo salió mal y Nimatron se detuvo', 'Recargar'],
    ['en', 'Something went wrong and Nimatron stopped', 'Reload'],
  ]) {
    await page.goto(`/#/nim?heaps=3,4,5&lang=${lang}`);
    await expect(page.getByTestId('heap')).toHaveCount(3);
    // The second address differs from the first in its hash alone: the
    // same page goes on, and speaks its language once its words are here.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await panic(page);
    const crash = page.getByTestId('crash');
    await expect(crash).toBeVisible();
    await expect(crash).toHaveAttribute('lang', lang);
    await expect(crash).toContainText(message);
    // The message covers the stopped page, so nothing half-drawn invites a click.
    const covered = await page.getByTestId('heap').first().evaluate((heap) => {
      const r = heap.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('.crash') !== null;
    });
    expect(covered).toBe(true);
    await expect(page.getByTestId('crash-reload')).toHaveText(reload);
    await page.getByTestId('crash-reload').click();
    await expect(page.getByTestId('heap')).toHaveCount(3);
    await expect(crash).toHaveCount(0);
    // The app lives again: a move works.
    await page.locator('[data-testid="stone"][data-take="1"]').first().click();
    await expect(page.getByTestId('heap').first()).toHaveAttribute('data-size', '2');
  }
});

test('a panic in a widget on a teacher’s page shows the message in its box; the other widgets play on', async ({ page }) => {
  allowTheDeliberatePanic(page);
  await page.route('**/teacher.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>lesson</title><link rel="icon" href="./favicon.svg">
        <script defer src="./nimatron-widgets.js"></script></head>
        <body><main><h1>A lesson</h1>
        <div data-nimatron="nim" data-heaps="3,4,5"></div>
        <p>The teacher's words.</p>
        <div data-nimatron="wythoff" data-size="8" data-queen="5,3" data-lang="en"></div></main></body></html>`,
    }),
  );
  await page.goto('/teacher.html');
  const boxes = page.locator('[data-nimatron]');
  const nim = await widgetFrame(boxes.nth(0));
  const wythoff = await widgetFrame(boxes.nth(1));
  await expect(nim.getByTestId('heap')).toHaveCount(3);
  await expect(wythoff.getByTestId('cell')).toHaveCount(64);
  // Each widget is an app of its own: the panic stops one.
  const frame = async (i: number) => (await boxes.nth(i).locator('iframe').elementHandle())?.contentFrame();
  await (await frame(0))?.evaluate(() => window.dispatchEvent(new CustomEvent('nimatron:test-panic')));
  await expect(nim.getByTestId('crash')).toContainText('Algo salió mal');
  await expect(wythoff.getByTestId('crash')).toHaveCount(0);
  await wythoff.locator('[data-testid="cell"][data-a="2"][data-b="0"]').click();
  await expect(wythoff.getByTestId('grid')).not.toHaveAttribute('data-queen', '5,3');
  // The teacher's page itself is untouched.
  await expect(page.getByText("The teacher's words.")).toBeVisible();
  // In the other widget's language, and Reload brings back that widget.
  await (await frame(1))?.evaluate(() => window.dispatchEvent(new CustomEvent('nimatron:test-panic')));
  await expect(wythoff.getByTestId('crash')).toContainText('Something went wrong');
  // (The message fills the frame, fixed: scroll the page to the widget.)
  await boxes.nth(0).scrollIntoViewIfNeeded();
  await nim.getByTestId('crash-reload').click();
  await expect(nim.getByTestId('heap')).toHaveCount(3);
  await expect(nim.getByTestId('crash')).toHaveCount(0);
  await expect(page.getByText("The teacher's words.")).toBeVisible();
});
