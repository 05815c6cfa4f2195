// No navigation is lost: a screen writes its position into the URL, and
// that write must never win over an address the reader has just gone to.
// The second address is set from a MutationObserver the instant the first
// one's screen is on the page, before the screen's effects (its own URL
// write) have run: the window in which the old app sent the reader back to
// the first address.
import { afterQueuedWrites, expect, test } from '../support';
import type { Page } from '@playwright/test';

/** Goes to `first`, and the moment `selector` matches, to `second`. */
async function navigateTwice(page: Page, first: string, selector: string, second: string) {
  await page.evaluate(
    ([first, selector, second]) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            window.location.hash = second;
            resolve();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        window.location.hash = first;
      }),
    [first, selector, second],
  );
}

const cases = [
  {
    name: 'wythoff',
    first: '#/wythoff?size=20&queen=5,3',
    seen: '[data-testid="grid"][data-queen="5,3"]',
    second: '#/wythoff?size=20&queen=3,6',
    url: /queen=3(,|%2C)6/,
    check: (page: Page) => expect(page.getByTestId('grid')).toHaveAttribute('data-queen', '3,6'),
  },
  {
    name: 'nim',
    first: '#/nim?heaps=3,4,5&opponent=friend',
    seen: '[data-testid="heap"][data-size="5"]',
    second: '#/nim?heaps=6,1&opponent=friend',
    url: /heaps=6(,|%2C)1/,
    check: (page: Page) => expect(page.getByTestId('heap')).toHaveCount(2),
  },
  {
    name: 'bouton',
    first: '#/bouton?heaps=3,4,5',
    seen: '[data-testid="nim-sum"]',
    second: '#/bouton?heaps=6,1',
    url: /heaps=6(,|%2C)1/,
    check: (page: Page) => expect(page).toHaveURL(/heaps=6(,|%2C)1/),
  },
];

for (const c of cases) {
  test(`a navigation right after a render is never lost (${c.name})`, async ({ page }) => {
    for (let i = 0; i < 10; i++) {
      await page.goto('/#/');
      await expect(page.locator('main')).toBeVisible();
      await navigateTwice(page, c.first, c.seen, c.second);
      await c.check(page);
      // Every write already queued has run: a late one would have clobbered the address.
      await afterQueuedWrites(page);
      await c.check(page);
      await expect(page).toHaveURL(c.url);
    }
  });
}

for (const c of cases) {
  test(`a navigation while the page starts is never lost (${c.name})`, async ({ page }) => {
    // Installed before the app's script runs: the moment the first screen
    // is on the page, the reader goes on to the second address. It watches
    // the whole document from the start: the app may mount once the page
    // is read, before `DOMContentLoaded` is dispatched (an observer
    // installed then saw the screen already there, and never fired).
    await page.addInitScript(
      ([selector, second]) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            window.location.hash = second;
          }
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      },
      [c.seen, c.second],
    );
    for (let i = 0; i < 5; i++) {
      await page.goto(`/${c.first}`);
      await c.check(page);
      await afterQueuedWrites(page);
      await c.check(page);
      await expect(page).toHaveURL(c.url);
      // A new document each round (a hash-only goto would not reload).
      await page.goto('about:blank');
    }
  });
}
