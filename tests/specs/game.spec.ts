// The Nim screen as a complete game against the computer (issue 3): full
// games, hints, misère endings, the URL and reload, keyboard-only play and
// the Spanish interface. Driven through the data-testid hooks only.
import type { Page } from '@playwright/test';
import { expect, expectHeaps, heaps, openNim, stone, test } from '../support';

const status = (page: Page) => page.getByTestId('status');
const historyRows = (page: Page) => page.getByTestId('history-row');

/** The heap sizes on screen. */
async function sizes(page: Page): Promise<number[]> {
  return heaps(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-size'))));
}

/** Waits until it is the person's turn, or the game is over. */
async function waitForMyTurn(page: Page): Promise<void> {
  await expect(status(page)).toHaveText(/Your turn|won|Tu turno|ganado/, { timeout: 10_000 });
}

const isOver = async (page: Page) => (await sizes(page)).every((h) => h === 0);

/** A deterministic "random" player: take from the first heap with the most stones, a varying amount. */
async function playSomething(page: Page, round: number): Promise<void> {
  const s = await sizes(page);
  const heap = s.indexOf(Math.max(...s));
  const take = 1 + ((round * 7) % s[heap]);
  await stone(page, heap, take).click();
}

/** Clicks the hint and plays the (first) winning move it names. */
async function followHint(page: Page): Promise<void> {
  await page.getByTestId('hint').click();
  const move = page.getByTestId('hint-move').first();
  await expect(move).toBeVisible();
  const heap = Number(await move.getAttribute('data-heap'));
  const take = Number(await move.getAttribute('data-take'));
  await stone(page, heap, take).click();
}

for (const { query, rule } of [
  { query: 'heaps=3,4,5&first=computer', rule: 'normal' },
  { query: 'heaps=1,2,4,7&first=auto', rule: 'normal' },
  { query: 'heaps=2,5,6&misere&first=auto', rule: 'misère' },
  { query: 'heaps=1,1,1&misere&first=me', rule: 'misère' },
]) {
  test(`the perfect computer wins what it can win (${query})`, async ({ page }) => {
    await openNim(page, query);
    for (let round = 0; round < 60; round++) {
      await waitForMyTurn(page);
      if (await isOver(page)) break;
      await playSomething(page, round);
    }
    await expect(status(page)).toContainText('The computer won');
    await expect(status(page)).toContainText(rule === 'misère' ? 'misère' : 'normal play');
    await expect(page.getByTestId('score')).toContainText('the computer 1');
  });
}

for (const query of ['heaps=3,4,5&first=me', 'heaps=2,3,7,8&first=me', 'heaps=3,4,5&misere&first=me', 'heaps=1,1,4&misere&first=me']) {
  test(`a player who follows the hints wins from an N-position (${query})`, async ({ page }) => {
    // A whole game, each move after the computer's pause: 2,3,7,8 took
    // 26.8 s of the default 30 s on an unloaded machine.
    test.slow();
    await openNim(page, query);
    await expect(page.getByTestId('outcome')).toContainText('N');
    for (let round = 0; round < 40; round++) {
      await waitForMyTurn(page);
      if (await isOver(page)) break;
      await followHint(page);
    }
    await expect(status(page)).toContainText('You won!');
    await expect(page.getByTestId('score')).toContainText('you 1');
  });
}

test('misère: taking the last stone loses, and the status says why', async ({ page }) => {
  await openNim(page, 'heaps=1,1&misere&first=computer');
  await waitForMyTurn(page);
  await expectHeaps(page, [0, 1]);
  await stone(page, 1, 1).click();
  await expect(status(page)).toHaveText(
    'The computer won: you took the last stone, and under misère the last stone loses.',
  );
});

test('the game lives in the URL and survives a reload', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5&first=me&opponent=strong');
  await stone(page, 2, 1).click();
  await waitForMyTurn(page);
  const after = await sizes(page);
  await expect(historyRows(page)).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/moves=3-1,\d-\d+/);
  const hash = await page.evaluate(() => location.hash);
  expect(hash).toContain('opponent=strong');

  // Reload: the same game, the same history.
  await page.reload();
  await expectHeaps(page, after);
  await expect(historyRows(page)).toHaveCount(2);
  await expect(page.getByTestId('opponent')).toHaveValue('strong');

  // Undo shows in the URL as at=0; a fresh tab opening that URL agrees.
  await page.getByTestId('undo').click();
  await expectHeaps(page, [3, 4, 5]);
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('at=0');
  const shared = await page.evaluate(() => location.hash);
  const other = await page.context().newPage();
  await other.goto(`/${shared}`);
  await expectHeaps(other, [3, 4, 5]);
  await other.getByTestId('redo').click();
  await expectHeaps(other, after);

  // A bare #/nim resumes the stored game.
  await page.goto('/#/nim');
  await expectHeaps(page, [3, 4, 5]);
  await expect(page.getByTestId('redo')).toBeEnabled();
});

test('a hostile URL shows a message and a default game; unreadable storage is reset', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5&first=nobody&moves=9-9');
  await expect(page.getByTestId('error')).toContainText('nobody');
  await expectHeaps(page, [3, 4, 5]);
  await expect(status(page)).toContainText('Your turn');

  await page.evaluate(() => localStorage.setItem('nimatron.play.v1.nim', '{not json'));
  await page.goto('/#/nim');
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('could not be read');
  await expectHeaps(page, [3, 4, 5]);
  // A good entry replaces the damaged one.
  const stored = () => page.evaluate(() => localStorage.getItem('nimatron.play.v1.nim'));
  await expect.poll(async () => JSON.parse((await stored()) ?? 'null')?.session?.game).toBe('nim');
});

test('a keyboard-only game, following the hints', async ({ page }) => {
  await openNim(page, 'heaps=1,3,6&first=me');
  const active = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      const heap = el?.closest('[data-testid=heap]');
      const all = [...document.querySelectorAll('[data-testid=heap]')];
      return el?.getAttribute('data-testid') === 'stone'
        ? { heap: all.indexOf(heap as Element), take: Number(el.getAttribute('data-take')) }
        : null;
    });
  const hintButton = page.getByTestId('hint');
  for (let round = 0; round < 20; round++) {
    await waitForMyTurn(page);
    if (await isOver(page)) break;
    // Ask for the hint with the keyboard: focus the button by tabbing.
    for (let i = 0; i < 80 && !(await hintButton.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const move = page.getByTestId('hint-move').first();
    const target = { heap: Number(await move.getAttribute('data-heap')), take: Number(await move.getAttribute('data-take')) };
    // Back to the board: Shift+Tab until a stone has the focus.
    for (let i = 0; i < 80 && !(await active()); i++) {
      await page.keyboard.press('Shift+Tab');
    }
    // Choose the heap (← →), the count (↑ ↓), confirm (Enter).
    for (let i = 0; i < 40; i++) {
      const at = await active();
      if (!at) throw new Error('focus left the board');
      if (at.heap < target.heap) await page.keyboard.press('ArrowRight');
      else if (at.heap > target.heap) await page.keyboard.press('ArrowLeft');
      else if (at.take < target.take) await page.keyboard.press('ArrowDown');
      else if (at.take > target.take) await page.keyboard.press('ArrowUp');
      else {
        await page.keyboard.press('Enter');
        break;
      }
    }
  }
  await expect(status(page)).toContainText('You won!');
});

test('the sample game replays the seed with commentary', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5');
  await page.getByTestId('sample-normal').click();
  await expect(page.getByTestId('commentary')).toContainText('Bob moves first');
  await page.getByTestId('sample-next').click();
  await expectHeaps(page, [1, 4, 5]);
  await expect(page.getByTestId('commentary')).toContainText('nim-sum 0');
  for (let i = 0; i < 8; i++) await page.getByTestId('sample-next').click();
  await expectHeaps(page, [0, 0, 0]);
  await expect(status(page)).toContainText('Bob won');
  await expect(page.getByTestId('history-row')).toHaveCount(9);
});

test('the Spanish interface', async ({ page }) => {
  await openNim(page, 'heaps=3,4,5&first=me&lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(status(page)).toContainText('Tu turno');
  await expect(page.getByTestId('hint')).toContainText('Pista');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-move')).toContainText('Tomar 2 del montón 1');
  await stone(page, 0, 2).click();
  await waitForMyTurn(page);
  await expect(page.getByTestId('history')).toContainText('tomó 2 del montón 1');
  await expect(page.getByTestId('new-game')).toContainText('Partida nueva');
  await page.getByTestId('new-game').click();
  await expect(historyRows(page)).toHaveCount(0);
  await expect(heaps(page)).toHaveCount(3);
});

test('the menu link resumes the game in progress and shows it in the URL', async ({ page }) => {
  await openNim(page, 'heaps=2,3&first=me');
  await stone(page, 1, 1).click();
  await waitForMyTurn(page);
  const after = await sizes(page);
  await page.goto('/#/');
  await page.locator('a[href="#/nim"]').first().click();
  await expectHeaps(page, after);
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('moves=2-1');
});

test('the focus stays on the board when the computer removes the focused stone', async ({ page }) => {
  await openNim(page, 'heaps=2,1&first=me');
  await stone(page, 0, 1).focus();
  await page.keyboard.press('Enter'); // 1,1: the computer must empty a heap
  await waitForMyTurn(page);
  await expect(heaps(page).nth(0)).toHaveAttribute('data-size', '0');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .toBe('stone');
  await page.keyboard.press('Enter');
  await expect(status(page)).toContainText('You won!');
});
