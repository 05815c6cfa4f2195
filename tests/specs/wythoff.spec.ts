// The Wythoff screen at #/wythoff, driven through its data-testid hooks:
// the rendered cold cells against an independent brute force of the seed's
// rules 1–3, a game played to the end by clicking cells, the 1000×1000
// canvas without long main-thread tasks, and the formula's exactness.
import { afterIdle, changeHash, errorMessage, expect, expectOutcome, longTasks, recordLongTasks, test } from '../support';
import type { Page } from '@playwright/test';

/** Cold cells of an n×n grid by the seed's rules 1–3, in plain JS. */
function coldByRules(n: number, misere: boolean): Set<string> {
  const cold: boolean[][] = Array.from({ length: n }, () => Array(n).fill(false));
  for (let sum = 0; sum <= 2 * (n - 1); sum++) {
    for (let a = Math.max(0, sum - (n - 1)); a <= Math.min(sum, n - 1); a++) {
      const b = sum - a;
      if (a === 0 && b === 0) {
        cold[0][0] = !misere; // rule 1 (misère: whoever moved here lost)
        continue;
      }
      let reachesCold = false; // rule 2
      for (let x = 0; x < a && !reachesCold; x++) reachesCold = cold[x][b];
      for (let y = 0; y < b && !reachesCold; y++) reachesCold = cold[a][y];
      for (let d = 1; d <= Math.min(a, b) && !reachesCold; d++) reachesCold = cold[a - d][b - d];
      cold[a][b] = !reachesCold; // rule 3
    }
  }
  const out = new Set<string>();
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (cold[a][b]) out.add(`${a},${b}`);
  return out;
}

async function renderedCold(page: Page): Promise<Set<string>> {
  const cells = await page.getByTestId('cell').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-a'), e.getAttribute('data-b'), e.getAttribute('data-cold')]),
  );
  return new Set(cells.filter(([, , c]) => c === 'true').map(([a, b]) => `${a},${b}`));
}

async function queen(page: Page): Promise<[number, number]> {
  const q = (await page.getByTestId('grid').getAttribute('data-queen')) ?? '';
  const [a, b] = q.split(',').map(Number);
  return [a, b];
}

const cell = (page: Page, a: number, b: number) =>
  page.locator(`[data-testid="cell"][data-a="${a}"][data-b="${b}"]`);

for (const misere of [false, true]) {
  test(`the cold cells of a 20×20 grid are those of rules 1–3 (${misere ? 'misère' : 'normal'})`, async ({ page }) => {
    await page.goto(`/#/wythoff?size=20${misere ? '&misere' : ''}`);
    await expect(page.getByTestId('cell')).toHaveCount(400);
    const expected = coldByRules(20, misere);
    expect([...(await renderedCold(page))].sort()).toEqual([...expected].sort());
    if (misere) {
      for (const c of ['0,1', '1,0', '2,2']) expect(expected.has(c)).toBe(true);
      expect(expected.has('0,0')).toBe(false);
    }
  });
}

test('outcome: cold is P, hot is N, for the player to move', async ({ page }) => {
  await page.goto('/#/wythoff?size=10&queen=3,5');
  await expectOutcome(page, 'P');
  await changeHash(page, '#/wythoff?size=10&queen=4,5');
  await expectOutcome(page, 'N');
  await changeHash(page, '#/wythoff?size=10&queen=0,1&misere');
  await expectOutcome(page, 'P');
  await changeHash(page, '#/wythoff?size=10&queen=1,2&misere');
  await expectOutcome(page, 'N');
});

/** The shared status line, once the game is over. */
function gameOver(page: Page) {
  return page.locator('[data-testid="status"].is-over');
}

test('a game against the computer, clicked through to the end', async ({ page }) => {
  await page.goto('/#/wythoff?size=10&queen=9,6');
  const cold = coldByRules(10, false);
  for (let turn = 0; turn < 20; turn++) {
    if (await gameOver(page).isVisible()) break;
    await expect(page.getByTestId('status')).toContainText('Your turn');
    const [a, b] = await queen(page);
    // A reachable cold cell (rule 2), else the smallest move.
    const moves: [number, number][] = [];
    for (let x = 0; x < a; x++) moves.push([x, b]);
    for (let y = 0; y < b; y++) moves.push([a, y]);
    for (let d = 1; d <= Math.min(a, b); d++) moves.push([a - d, b - d]);
    const pick = moves.find(([x, y]) => cold.has(`${x},${y}`)) ?? moves[moves.length - 1];
    await cell(page, pick[0], pick[1]).click();
    await expect(page.getByTestId('grid')).not.toHaveAttribute('data-queen', `${a},${b}`);
    // The computer answers at the top of the loop (or the game is over).
  }
  await expect(gameOver(page)).toContainText('You win');
  await expect(page.getByTestId('grid')).toHaveAttribute('data-queen', '0,0');
  // Undo takes back the last pair of moves.
  await page.getByTestId('undo').click();
  await expect(gameOver(page)).toHaveCount(0);
});

test('the seats: the computer can start, at any strength, and a friend needs no first mover', async ({ page }) => {
  // (4, 4) is hot: a computer that starts wins at once by moving home.
  await page.goto('/#/wythoff?size=10&queen=4,4');
  await expect(page.getByTestId('opponent')).toHaveValue('perfect');
  await page.getByTestId('first-computer').check();
  await expect(gameOver(page)).toContainText('computer wins');
  await expect(page.getByTestId('grid')).toHaveAttribute('data-queen', '0,0');
  // "Let the position decide" from a cold cell: the computer moves second.
  await changeHash(page, '#/wythoff?size=10&queen=3,5&opponent=beginner&first=auto');
  await expect(page.getByTestId('opponent')).toHaveValue('beginner');
  await expect(page.getByTestId('first-auto')).toBeChecked();
  await expect(page.getByTestId('status')).toContainText('Your turn');
  await page.getByTestId('opponent').selectOption('friend');
  await expect(page).toHaveURL(/opponent=friend/);
  await expect(page.getByTestId('first-me')).toHaveCount(0);
  await expect(page.getByTestId('status')).toContainText('Player 1 to move');
});

test('keyboard play: arrows move a cursor among reachable cells, Enter plays', async ({ page }) => {
  await page.goto('/#/wythoff?size=10&queen=5,3&vs=friend');
  await page.getByTestId('grid-box').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('inspect')).toContainText('(4, 2)');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid')).toHaveAttribute('data-queen', '4,2');
  await expect(page).toHaveURL(/queen=4,2/);
});

test('piles: take the same from both', async ({ page }) => {
  await page.goto('/#/wythoff?size=12&queen=8,6&vs=friend');
  await page.getByTestId('take-n').fill('2');
  await page.getByTestId('take-both').click();
  await expect(page.getByTestId('pile-a')).toHaveAttribute('data-size', '6');
  await expect(page.getByTestId('pile-b')).toHaveAttribute('data-size', '4');
  await expect(page.getByTestId('grid')).toHaveAttribute('data-queen', '6,4');
});

test('a 1000×1000 grid is drawn, zoomed and panned without a long task over 100 ms @perf', async ({ page }) => {
  // Long tasks are recorded from the start; the app's own boot (wasm start-up
  // and first render, the same for every screen) is reported apart from the
  // grid's, which starts when the hash asks for the 1000×1000 grid.
  await recordLongTasks(page);
  await page.goto('/#/wythoff?size=12');
  await expect(page.getByTestId('cell')).toHaveCount(144);
  await afterIdle(page);
  const mark = await page.evaluate(() => performance.now());
  await changeHash(page, '#/wythoff?size=1000');
  const canvas = page.getByTestId('grid-canvas');
  await expect(canvas).toHaveAttribute('data-draws', /\d+/);
  await expect(canvas).toHaveAttribute('data-window', '0-999,0-999');
  await expect(page.getByTestId('cell')).toHaveCount(0);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
  await expect(canvas).not.toHaveAttribute('data-window', '0-999,0-999');
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(cx + i * 15, cy - i * 10);
  await page.mouse.up();
  await page.getByTestId('zoom-out').click();
  await page.getByTestId('view-heat').click();
  await expect(page.getByTestId('heat-limit')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('view-cold').click();
  await page.getByTestId('zoom-fit').click();
  await expect(canvas).toHaveAttribute('data-window', '0-999,0-999');
  await expect(page.getByTestId('canvas-window')).toContainText('columns 0–999, rows 0–999');
  await afterIdle(page);
  const tasks = await longTasks(page);
  const boot = tasks.filter(([t]) => t < mark).map(([, d]) => d);
  const grid = tasks.filter(([t]) => t >= mark).map(([, d]) => d);
  const worst = Math.max(0, ...grid);
  console.log(
    `1000×1000 Wythoff grid: ${grid.length} long tasks while drawing, zooming, panning, heatmap; ` +
      `longest ${worst.toFixed(0)} ms (app boot before it: ${boot.map((d) => d.toFixed(0)).join(', ') || 'none'} ms)`,
  );
  console.log(`BENCH|Wythoff 1000×1000: longest main-thread task (ms)|${worst.toFixed(0)}|50`);
  expect(worst).toBeLessThan(100);
});

test('the formula is exact at k = 10^18 and refuses k past the 64-bit limit', async ({ page }) => {
  await page.goto('/#/wythoff');
  await page.getByTestId('jump-k').fill('1000000000000000000');
  const row = page.locator('[data-testid="formula-row"][data-k="1000000000000000000"]');
  await expect(row.getByTestId('a-k')).toHaveText('1618033988749894848');
  await expect(row.getByTestId('b-k')).toHaveText('2618033988749894848');
  await page.getByTestId('jump-k').fill('7046029254386353130');
  await expect(page.locator('[data-testid="formula-row"][data-k="7046029254386353130"]').getByTestId('b-k')).toHaveText('18446744073709551615');
  await page.getByTestId('jump-k').fill('7046029254386353131');
  await expect(page.getByTestId('jump-error')).toContainText('7046029254386353130');
  // The Beatty strip: every integer once, as an a or a b.
  await page.getByTestId('jump-k').fill('1');
  const seqs = await page.getByTestId('beatty-cell').evaluateAll((els) => els.map((e) => e.getAttribute('data-seq')));
  expect(seqs.slice(0, 8)).toEqual(['a', 'b', 'a', 'a', 'b', 'a', 'b', 'a']);
});

test('is (a, b) cold? for 64-bit numbers, with the reason and the winning moves', async ({ page }) => {
  await page.goto('/#/wythoff');
  await page.getByTestId('check-a').fill('1618033988749894848');
  await page.getByTestId('check-b').fill('2618033988749894848');
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-cold', 'true');
  await expect(page.getByTestId('check-reason')).toContainText('1000000000000000000');
  await page.getByTestId('check-b').fill('2618033988749894850');
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-cold', 'false');
  await expect(page.getByTestId('check-move').first()).toBeVisible();
  await page.getByTestId('check-a').fill('abc');
  await expect(page.getByTestId('check-error')).toBeVisible();
});

test('the rules animation paints cells step by step', async ({ page }) => {
  await page.goto('/#/wythoff?size=6&view=rules');
  await expect(page.locator('[data-testid="cell"].is-unknown')).toHaveCount(36);
  await page.getByTestId('rules-step').click();
  await expect(page.getByTestId('rules-progress')).toHaveAttribute('data-painted', '1');
  await expect(page.getByTestId('rules-now')).toContainText('(0, 0)');
  await page.getByTestId('rules-play').click();
  await expect(page.getByTestId('rules-progress')).toHaveAttribute('data-painted', '36', { timeout: 15_000 });
  await expect(page.locator('[data-testid="cell"].is-unknown')).toHaveCount(0);
});

for (const bad of ['size=abc', 'size=1000000000', 'queen=50,50', 'queen=x,1']) {
  test(`a bad URL (${bad}) shows an error, a default grid, and the page lives`, async ({ page }) => {
    await page.goto(`/#/wythoff?${bad}`);
    await expect(errorMessage(page)).toBeVisible();
    await expect(errorMessage(page)).not.toHaveText(/^\s*$/);
    await expect(page.getByTestId('cell')).toHaveCount(144);
    await expect(page.getByTestId('size-limit')).toContainText('100000');
    await changeHash(page, '#/wythoff?size=10&queen=3,5');
    await expect(page.getByTestId('cell')).toHaveCount(100);
    await expectOutcome(page, 'P');
    await expect(errorMessage(page)).toHaveCount(0);
  });
}

test('the screen speaks Spanish', async ({ page }) => {
  await page.goto('/#/wythoff?size=10&lang=es&queen=abc');
  await expect(page.locator('h1')).toHaveText('Juego de Wythoff');
  await expect(errorMessage(page)).toContainText('dama');
});
