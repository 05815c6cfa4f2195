// Issue 30, points 6 and 7: words meant for readers, and the board.
// The highlight shows exactly what a click takes; an octal game offers
// only run lengths a click can play, and a refusal names the digit that
// forbids the move; a choice of one is not shown; a sum's emptied part,
// Fibonacci Nim's notation and Building Nim's title are said in words;
// the list of moves keeps the last move in view; the rules carry the
// game's own numbers and cite their sources by name.
import { boardPositionOf, errorMessage, expect, heaps, stone, test } from '../support';
import type { Page } from '@playwright/test';

// The position on the board, from the address (the game record's move at its cursor).
const positionOf = boardPositionOf;

/** The `data-take` of the stones of heap `heap` drawn in another colour than heap `other`'s. */
async function marked(page: Page, heap: number, other: number): Promise<number[]> {
  return page.evaluate(([h, o]) => {
    const columns = document.querySelectorAll('[data-testid="heap"]');
    const plain = getComputedStyle(columns[o].querySelector('[data-testid="stone"]')!).fill;
    return [...columns[h].querySelectorAll('[data-testid="stone"]')]
      .filter((s) => getComputedStyle(s).fill !== plain)
      .map((s) => Number(s.getAttribute('data-take')));
  }, [heap, other]);
}

test('pointing at or focusing a stone marks exactly the stones a click takes', async ({ page }) => {
  await page.goto('/#/play?game=nim&position=5,5&opponent=friend');
  await expect(heaps(page)).toHaveCount(2);
  await stone(page, 0, 2).hover();
  await expect.poll(() => marked(page, 0, 1)).toEqual([1, 2]);
  await stone(page, 0, 4).hover();
  await expect.poll(() => marked(page, 0, 1)).toEqual([1, 2, 3, 4]);
  // The keyboard: focus a stone, then ↓ (one more): the focus ring's stone
  // and those above it are marked, the ones below are not.
  await page.mouse.move(0, 0);
  await stone(page, 1, 1).focus();
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => Number(document.activeElement?.getAttribute('data-take')));
  expect(focused).toBeGreaterThan(1);
  expect(focused).toBeLessThan(5);
  await expect
    .poll(() => marked(page, 1, 0))
    .toEqual(Array.from({ length: focused }, (_, i) => i + 1));
});

test('the last take’s badge never covers the heap’s count, even of an emptied heap', async ({ page }) => {
  await page.goto('/#/play?game=nim&position=3,4,5&opponent=friend');
  await stone(page, 2, 5).click();
  await expect(heaps(page).nth(2)).toHaveAttribute('data-size', '0');
  await expect(heaps(page).nth(2).locator('.took-badge')).toHaveText('−5');
  // Every frame of its rise (1.4 s), the badge ends above the count.
  const overlap = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        const heap = document.querySelectorAll('[data-testid="heap"]')[2];
        let worst = -Infinity;
        const start = performance.now();
        const frame = () => {
          const badge = heap.querySelector('.took-badge');
          const count = heap.querySelector('.heap-size')!.getBoundingClientRect();
          if (badge && getComputedStyle(badge).opacity !== '0') {
            worst = Math.max(worst, badge.getBoundingClientRect().bottom - count.top);
          }
          if (performance.now() - start < 1500) requestAnimationFrame(frame);
          else done(worst);
        };
        frame();
      }),
  );
  expect(overlap).toBeLessThanOrEqual(0);
});

test('octal 0.137: run lengths no click can play are disabled, the default plays, a refusal names the digit', async ({ page }) => {
  await page.goto('/#/play?game=octal:0.137&position=9,11&opponent=friend');
  const choice = page.getByTestId('run-length');
  await expect(choice).toHaveCount(1);
  // Digit 1 is 1: one object goes only as a whole row of one; there is none.
  await expect(choice.locator('input[value="1"]')).toBeDisabled();
  await expect(choice.locator('input[value="2"]')).toBeEnabled();
  await expect(choice.locator('input[value="3"]')).toBeEnabled();
  await expect(choice.locator('input:checked')).toHaveValue('2');
  // With 2, a pin inside a row leaves two rows: digit 2 (3) forbids it.
  const row = page.getByTestId('play-row').first();
  await row.locator('.play-pin').nth(4).click();
  await expect(errorMessage(page)).toContainText('The code 0.137 does not allow that move: its digit 2 is 3');
  expect(positionOf(page)).toBe('9,11');
  // At the row's end, 2 leave one row: a move.
  await row.locator('.play-pin').nth(0).click();
  await expect.poll(() => positionOf(page)).toBe('7,11');
  // The rules say what the code's digits allow.
  await expect(page.getByTestId('rules')).toContainText(
    'played by the octal code 0.137. A move may take a whole row of 1, 2 or 3 objects. A move may take 2 or 3 objects from the end of a longer row, leaving one row. A move may take 3 objects from inside a row, leaving two rows.',
  );
});

test('pointing at an object of a row marks the whole run a click removes', async ({ page }) => {
  await page.goto('/#/play?game=octal:0.137&position=9,11&opponent=friend');
  const row = page.getByTestId('play-row').first();
  const markedPins = () => row.locator('.play-pin.is-marked').evaluateAll((ps) => ps.map((p) => Number(p.getAttribute('data-pin'))));
  // The default, 2: the pin pointed at and its right-hand neighbour.
  await row.locator('.play-pin').nth(0).hover();
  await expect.poll(markedPins).toEqual([0, 1]);
  await page.getByTestId('run-length').getByLabel('3').check();
  await row.locator('.play-pin').nth(4).hover();
  await expect.poll(markedPins).toEqual([4, 5, 6]);
  // At the row's end the run ends at its last object, as the click does.
  await row.locator('.play-pin').nth(8).hover();
  await expect.poll(markedPins).toEqual([6, 7, 8]);
  await page.mouse.move(0, 0);
  await expect.poll(markedPins).toEqual([]);
});

test('octal 0.137 in Spanish: the rules and the refusal', async ({ page }) => {
  await page.goto('/#/play?game=octal:0.137&position=9,11&opponent=friend&lang=es');
  await expect(page.getByTestId('rules')).toContainText('Una jugada puede quitar 3 objetos del interior de una fila, dejando dos filas.');
  await page.getByTestId('play-row').first().locator('.play-pin').nth(4).click();
  await expect(errorMessage(page)).toContainText('El código 0.137 no permite esa jugada: su cifra 2 es 3');
});

test('a choice of one run length is not shown: Grundy’s game, Dawson’s Kayles', async ({ page }) => {
  await page.goto('/#/play?game=grundy&position=7&opponent=friend');
  await expect(page.getByTestId('play-runs')).toBeVisible();
  await expect(page.getByTestId('run-length')).toHaveCount(0);
  await page.goto('/#/play?game=dawson&position=9,12&opponent=friend');
  await expect(page.getByTestId('play-runs')).toContainText('2 objects in all');
  await expect(page.getByTestId('run-length')).toHaveCount(0);
});

test('a sum’s emptied component says so', async ({ page }) => {
  await page.goto('/#/play?game=sum:kayles%2Bnim&position=1%2B0,2&opponent=friend');
  const parts = page.getByTestId('sum-part');
  await expect(parts).toHaveCount(2);
  await parts.nth(0).locator('.play-pin').first().click();
  await expect.poll(() => positionOf(page)).toBe('+0,2');
  await expect(parts.nth(0).locator('h3')).toHaveText('Kayles · (nothing left)');
  // Said in words, with the notation (the position hook) in brackets.
  await expect(page.locator('.play-position-words')).toHaveText('empty+0,2');
  await expect(page.getByTestId('position')).toHaveText('+0,2');
});

test('Fibonacci Nim says how to play and what N,LAST means', async ({ page }) => {
  await page.goto('/#/play?game=fibonacci&position=20&opponent=friend');
  await expect(page.getByTestId('memory-help')).toContainText('at most twice what the last move took');
  await expect(page.getByTestId('memory-notation')).toHaveText('Written 20: a fresh heap, nothing taken yet.');
  await page.locator('.play-take[data-take="3"]').click();
  await expect(page.getByTestId('memory-notation')).toHaveText('Written 17,3: the heap, then the last move’s take (3).');
  await expect(page.getByTestId('rules')).toContainText('17,3 is a heap of 17 after a take of 3');
});

test('Building Nim’s board title says heaps and stones to place apart', async ({ page }) => {
  // The words first; the notation the move field takes, in brackets, is
  // still the `position` hook.
  const title = page.locator('.play-board-card .card-title');
  await page.goto('/#/play?game=building:3,2&position=0,0,3&opponent=friend');
  await expect(title).toHaveText('Board · heaps 0,0 · 3 stones to place (0,0,3)');
  await expect(page.getByTestId('position')).toHaveText('0,0,3');
  await page.goto('/#/play?game=building:3,2&position=0,0,3&opponent=friend&lang=es');
  await expect(title).toContainText('montones 0,0 · 3 piedras por colocar (0,0,3)');
  await expect(page.getByTestId('position')).toHaveText('0,0,3');
});

test('the list of moves keeps the last move in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/play?game=nim&position=40&opponent=friend');
  for (let n = 39; n >= 15; n--) {
    await stone(page, 0, 1).click();
    await expect(heaps(page).first()).toHaveAttribute('data-size', String(n));
  }
  const list = page.locator('.play-history-list');
  const last = list.locator('li').last();
  await expect(last).toHaveClass(/is-current/);
  await expect
    .poll(async () => {
      const [l, i] = [await list.boundingBox(), await last.boundingBox()];
      return !!l && !!i && i.y >= l.y - 1 && i.y + i.height <= l.y + l.height + 1;
    })
    .toBe(true);
});

test('the rules carry the game’s numbers and the theorems cite their sources by name', async ({ page }) => {
  await page.goto('/#/play?game=take:3&position=19&opponent=friend');
  await expect(page.getByTestId('game-spec')).toHaveText('This game: take 1 to 3 stones from one heap');
  await expect(page.getByTestId('rules')).toContainText('take between 1 and 3 stones');
  await expect(page.getByTestId('theorem')).toContainText('n mod 4');
  await page.goto('/#/play?game=node-kayles:path:7&opponent=friend');
  await expect(page.getByTestId('theorem')).toContainText("Dawson's chess, the octal game 0.137");
  await expect(page.getByTestId('theorem')).toContainText("Dawson's Kayles, 0.07, shifted by one");
  await page.goto('/#/play?game=nd-nim:3x3&opponent=friend&lang=es');
  await expect(page.getByTestId('theorem')).toContainText('El artículo «Nim» de Wikipedia: «n-d Nim');
  for (const lang of ['en', 'es']) {
    for (const hash of ['#/?', '#/min-nim?heaps=10,10,10&set=1,2,3', '#/sequence?game=kayles&upto=100', '#/subtraction?', '#/game-of-games?n=6']) {
      await page.goto(`/${hash}&lang=${lang}`);
      await expect(page.locator('main#main')).not.toBeEmpty();
      const text = await page.locator('main#main').innerText();
      // A blog is named by its post's title; nothing else of the list may show.
      expect(text, `${lang} ${hash}`).not.toMatch(
        /seed|semilla|MiB|KiB|\bworker\b|the blog(?! post “El juego del NIM”)|el blog|blog(?! post “| «El juego del NIM»)|>=/i,
      );
    }
  }
});
