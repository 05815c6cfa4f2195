// Storage is untrusted and may be missing: when the browser refuses it
// (turned off: access throws; full: setItem throws QuotaExceededError) the
// app works without saving and says so once; when what it finds there is
// garbage, the screens start afresh, say so, and write good entries again.
// Nothing on screen is lost either way.
import { expect, expectHeaps, stone, test } from '../support';
import type { Page } from '@playwright/test';

/** Plays on the Nim screen and the play screen, checking every move stays on screen. */
async function playBothScreens(page: Page): Promise<void> {
  await page.goto('/#/nim?heaps=3,4,5');
  await expectHeaps(page, [3, 4, 5]);
  await stone(page, 0, 1).click();
  await expectHeaps(page, [2, 4, 5]);
  await stone(page, 1, 2).click();
  await expectHeaps(page, [2, 2, 5]);
  // The language switch (a saved choice) works too.
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectHeaps(page, [2, 2, 5]);
  await page.goto('/#/play?game=kayles&position=5,7&opponent=friend&lang=en');
  await expect(page.getByTestId('position')).toHaveText('5,7');
  await page.getByTestId('move-field').fill('5,1,5');
  await page.getByTestId('move-field').press('Enter');
  await expect(page.getByTestId('position')).toHaveText('5,1,5');
}

/** Puts `entries` in local storage before the first load only (a reload
 * then finds what the app wrote). */
async function seedOnce(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, entries);
}

test('storage turned off: everything works, and the app says once that it cannot save', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await playBothScreens(page);
  const notice = page.getByTestId('storage-notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('not letting Nimatron save');
  await page.goto('/#/nim?heaps=1,2&lang=es');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('no deja que Nimatron guarde');
});

test('storage full: every move stays on screen, and the app says so once', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await playBothScreens(page);
  await expect(page.getByTestId('storage-notice')).toHaveCount(1);
});

test('damaged entries under every key: the screens start afresh, say so, and save good entries', async ({ page }) => {
  await seedOnce(page, {
    'nimatron.lang': '<img src=x onerror=alert(1)>',
    'nimatron.play.v1.kayles': '{"v":1,"session":{"game":"kayles","start":[5,7],"played":[[9,9]]}}',
    'nimatron.play.v1.nim': '{"v":99}',
  });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto('/#/nim');
  // The game could not be read: a new one starts, and the screen says so.
  await expect(page.getByTestId('heap').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('Your saved game could not be read');
  await stone(page, 0, 1).click();
  // A good entry is written under the one key for Nim.
  // The computer answers 600 ms after the click, so the entry may already
  // hold its reply too: at least my move, never nothing.
  const nim = () => page.evaluate(() => localStorage.getItem('nimatron.play.v1.nim'));
  await expect
    .poll(async () => JSON.parse((await nim()) ?? 'null')?.session?.played?.length ?? 0)
    .toBeGreaterThanOrEqual(1);
  expect(JSON.parse((await nim()) ?? 'null')).toMatchObject({ v: 1, session: { game: 'nim' } });
  await page.goto('/#/play?game=kayles&position=5,7&opponent=friend');
  await expect(page.getByTestId('notice')).toContainText('could not be read, so a new one was started');
  await expect(page.getByTestId('position')).toHaveText('5,7');
  await page.getByTestId('move-field').fill('5,1,5');
  await page.getByTestId('move-field').press('Enter');
  await expect(page.getByTestId('position')).toHaveText('5,1,5');
  const kayles = await page.evaluate(() => localStorage.getItem('nimatron.play.v1.kayles'));
  expect(JSON.parse(kayles ?? 'null')).toMatchObject({ v: 1, session: { game: 'kayles' } });
  // Storage works: no "cannot save" notice; no markup from storage on the page.
  await expect(page.getByTestId('storage-notice')).toHaveCount(0);
  expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
});

// Issue 10: one storage format, one key per game. The Nim screen keeps its
// game in the play screen's entry for Nim, so both screens resume the same
// game and count one score.
test('the Nim screen and the play screen resume one game of Nim and share its score', async ({ page }) => {
  await page.goto('/#/nim?heaps=1,1,1&first=me');
  await expectHeaps(page, [1, 1, 1]);
  await stone(page, 0, 1).click();
  // The perfect computer takes one of the two stones left.
  const left = () => page.getByTestId('heap').evaluateAll((hs) => hs.reduce((sum, h) => sum + Number(h.getAttribute('data-size')), 0));
  await expect.poll(left).toBe(1);
  await page.goto('/#/play?game=nim');
  await expect(page.getByTestId('position')).toHaveText(/^0,(0,1|1,0)$/);
  await page.getByTestId('move-field').fill('0,0,0');
  await page.getByTestId('move-field').press('Enter');
  await expect(page.getByTestId('position')).toHaveText('0,0,0');
  await expect(page.getByTestId('score')).toContainText('You 1 – 0 the computer');
  await page.goto('/#/nim');
  await page.reload();
  await expectHeaps(page, [0, 0, 0]);
  await expect(page.getByTestId('score')).toContainText('you 1, the computer 0');
});

// The play screen writes storage just after a click, not inside it (so the
// redraw does not wait for it); a page left at once still keeps the move:
// leaving (`pagehide`) writes what is pending, and a reload resumes it.
// (An earlier version left the page a few microtasks after the click and
// failed about one run in ten: when a render takes over 16 ms, Yew yields
// with a zero-delay timer before running its effects, which queue the
// write. So the test holds only the writes' own timer, deferred.rs's
// WRITE_DELAY_MS = 1, and lets Yew's run.)
test('a move played just before the page is left is stored and resumed', async ({ page }) => {
  await page.goto('/#/play?game=kayles&opponent=friend');
  const move = page.getByTestId('winning-move').first();
  await expect(move).toBeVisible();
  const target = (await move.getAttribute('data-position')) ?? '';
  // The page is left before the writes' timer runs: it is held, never run,
  // so only leaving (`pagehide`) can write the move.
  await page.evaluate(() => {
    const real = window.setTimeout.bind(window);
    (window as unknown as { setTimeout: unknown }).setTimeout = (
      handler: TimerHandler,
      ms?: number,
      ...args: unknown[]
    ) => (ms === 1 ? 0 : real(handler, ms, ...args));
    document.querySelector<HTMLButtonElement>('[data-testid="play-move"]')?.click();
  });
  await expect(page.getByTestId('position')).toHaveText(target);
  const stored = await page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    return localStorage.getItem('nimatron.play.v1.kayles');
  });
  expect(JSON.parse(stored ?? 'null')?.session?.played).toEqual([target.split(',').map(Number)]);
  await page.reload();
  await expect(page.getByTestId('position')).toHaveText(target);
  await expect(page.getByTestId('history-item')).toHaveCount(2);
});

// One key per game name: a game of the same name with other parameters
// (take:3 kept, take:4 opened) is no damaged save. The screen starts the
// game asked for without a notice, and the name's score carries on.
test('another game of the same name is no unreadable save: no notice, the score kept', async ({ page }) => {
  // 4 is lost for the player to move in take:3: the computer wins.
  await page.goto('/#/play?game=take:3&position=4');
  await page.getByTestId('move-field').fill('3');
  await page.getByTestId('move-field').press('Enter');
  await expect(page.getByTestId('position')).toHaveText('0');
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('nimatron.play.v1.take') ?? 'null'));
  await expect.poll(async () => (await stored())?.score).toEqual({ wins: 0, losses: 1 });
  // A fresh load of the other game (the app reads the entry at start).
  await page.goto('about:blank');
  await page.goto('/#/play?game=take:4&position=10');
  await expect(page.getByTestId('position')).toHaveText('10');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await expect.poll(async () => (await stored())?.session?.game).toBe('take:4');
  expect((await stored()).score).toEqual({ wins: 0, losses: 1 });
});

// The page writes and reads its stored game itself (no serde_json on the
// page): an entry an earlier build wrote (serde_json's text) resumes, and
// heaps past 2^53 keep every digit both ways (a JavaScript number would
// round them).
test('a game stored by an earlier build resumes, with heaps past 2^53 exact', async ({ page }) => {
  const big = '9007199254740993,18446744073709551614';
  await seedOnce(page, {
    'nimatron.play.v1.nim':
      '{"v":1,"session":{"game":"nim","start":[9007199254740993,18446744073709551615],"convention":"normal",' +
      '"first":"me","opponent":"Friend","played":[[9007199254740993,18446744073709551614]],"cursor":1,' +
      '"computer":null},"score":{"wins":2,"losses":1}}',
  });
  await page.goto(`/#/play?game=nim&position=${big}&opponent=friend`);
  await expect(page.getByTestId('position')).toHaveText(big);
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await page.getByTestId('move-field').fill('9007199254740993,18446744073709551612');
  await page.getByTestId('move-field').press('Enter');
  await expect(page.getByTestId('position')).toHaveText('9007199254740993,18446744073709551612');
  const stored = () => page.evaluate(() => localStorage.getItem('nimatron.play.v1.nim') ?? '');
  await expect
    .poll(stored)
    .toContain('"played":[[9007199254740993,18446744073709551614],[9007199254740993,18446744073709551612]]');
  expect(await stored()).toContain('"score":{"wins":2,"losses":1}');
  await page.reload();
  await expect(page.getByTestId('position')).toHaveText('9007199254740993,18446744073709551612');
  await expect(page.getByTestId('history-item')).toHaveCount(3);
});
