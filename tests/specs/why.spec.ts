// The "why" screen at #/why (issue 32): Bouton's walk for every game whose
// positions split into parts, step by step. Hooks: why-step (the step on
// show), bouton-next / bouton-prev (the walk's buttons, shared with the
// Bouton screen), why-part (each part drawn small), why-summary-nim-sum,
// why-nim-sum (the nim-sum step's value), why-move (the move's pieces),
// why-result (the position left), why-sequence-link (a value from the
// game's sequence), why-game / why-position / why-explain (the form),
// and on #/play play-why-link (the walk of the position on the board).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../support';
import type { Page } from '@playwright/test';

// The CLI binary: E2E_CLI (scripts/test.sh sets it), else the workspace's.
const CLI = process.env.E2E_CLI ?? join(__dirname, '..', '..', 'target', 'debug', 'nimatron');

const step = (page: Page) => page.getByTestId('why-step');
const next = (page: Page) => page.getByTestId('bouton-next');
const prev = (page: Page) => page.getByTestId('bouton-prev');

/** Presses "next" until the step on show contains `text` (at most `max` times). */
async function walkTo(page: Page, text: string | RegExp, max = 16): Promise<void> {
  for (let i = 0; i < max; i++) {
    const shown = await step(page).innerText();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return;
    await next(page).click();
  }
  await expect(step(page)).toContainText(text);
}

test('Kayles 5,7: each row its value, the nim-sum 6, row 1 splits into 1 and 3', async ({ page }) => {
  await page.goto('/#/why?game=kayles&position=5,7');
  await expect(step(page)).toContainText('Step 1 of 10');
  await expect(page.getByTestId('why-part')).toHaveCount(2);
  await expect(page.getByTestId('why-summary-nim-sum')).toHaveText('6');
  await expect(prev(page)).toBeDisabled();

  await next(page).click();
  await expect(step(page)).toContainText('Part 1 (5) is worth 4: the Grundy sequence of Kayles at 5.');
  await expect(step(page)).toContainText('The least value none of them has is 4');
  const link = page.getByTestId('why-sequence-link');
  await expect(link).toHaveAttribute('href', /#\/grundy-sequences\?game=kayles&upto=5/);
  await next(page).click();
  await expect(step(page)).toContainText('Part 2 (7) is worth 2');
  await next(page).click();
  // Bouton's table of the values: a row per part.
  await expect(step(page).locator('table caption')).toBeVisible();
  await expect(step(page).locator('tbody tr')).toHaveCount(2);
  await walkTo(page, 'The nim-sum is 6');
  await expect(page.getByTestId('why-nim-sum')).toHaveText('6');
  await walkTo(page, 'Change part 1 (5): 4 ⊕ 6 = 2');
  await next(page).click();
  await expect(step(page)).toContainText('it splits into rows of 1, 3, and their values give 1 ⊕ 3 = 2');
  await expect(page.getByTestId('why-move').getByTestId('why-part')).toHaveCount(3);
  await next(page).click();
  await expect(page.getByTestId('why-result')).toContainText('1,3,7');
  await expect(next(page)).toBeDisabled();
  await prev(page).click();
  await expect(step(page)).toContainText('splits into rows of 1, 3');
});

test('Kayles 10: the winning move splits the row into 1 and 8', async ({ page }) => {
  await page.goto('/#/why?game=kayles&position=10');
  await walkTo(page, 'it splits into rows of 1, 8');
  await next(page).click();
  await expect(page.getByTestId('why-result')).toContainText('1,8');
});

test("Wikipedia's and the simplified-Nim article's examples: Nim 3,4,5 and take 1 to 3 from 19", async ({ page }) => {
  await page.goto('/#/why?game=nim&position=3,4,5');
  await expect(page.getByTestId('why-summary-nim-sum')).toHaveText('2');
  await next(page).click();
  await expect(step(page)).toContainText('Part 1 (3) is worth 3: the rule of Nim gives it at once.');
  await walkTo(page, 'In part 1 (3), move to 1, worth 1.');
  await next(page).click();
  await expect(page.getByTestId('why-result')).toContainText('1,4,5');

  await page.goto('/#/why?game=take:3&position=19');
  await expect(page.getByTestId('why-summary-nim-sum')).toHaveText('3');
  await walkTo(page, 'The position becomes 16');
});

test("Grundy's game at 7 is a P-position: every move loses", async ({ page }) => {
  await page.goto('/#/why?game=grundy&position=7');
  await expect(page.getByTestId('why-summary-nim-sum')).toHaveText('0');
  await walkTo(page, 'The nim-sum is 0: a P-position.');
  await expect(step(page)).toContainText('its moves reach 1, 2, never 0');
  await expect(next(page)).toBeDisabled();
});

test('a sum: each component worth its own game', async ({ page }) => {
  await page.goto('/#/why?game=sum:nim%2Bkayles%2Bfibonacci&position=3,4%2B5%2B20');
  await expect(page.getByTestId('why-part')).toHaveCount(3);
  await next(page).click();
  await expect(step(page)).toContainText('its parts\' values give 3 ⊕ 4 = 7');
  await walkTo(page, 'The position becomes 3,0+5+20');
});

test('misère Kayles: the walk reads the misère quotient, its words, their product and the move', async ({ page }) => {
  await page.goto('/#/why?game=kayles&position=5,7&misere');
  await expect(page.getByTestId('why-summary-word')).toBeVisible();
  await expect(page.getByTestId('why-summary-nim-sum')).toHaveCount(0);
  await walkTo(page, 'misère quotient does');
  await walkTo(page, "The parts' words: part 1 (5) →");
  await walkTo(page, 'Their product is');
  const word = page.getByTestId('why-misere-word');
  await expect(word).toHaveAttribute('data-outcome', /^[PN]$/);
  if ((await word.getAttribute('data-outcome')) === 'N') {
    await walkTo(page, 'The winning move leaves');
    await expect(page.getByTestId('why-misere-result')).toBeVisible();
  }
  await expect(next(page)).toBeDisabled();
  await expect(page.getByTestId('why-result')).toHaveCount(0);
});

// The page carries no quotient builder: a misère game whose quotient is not
// shipped (Grundy's game, an octal code) has its walk's quotient built by
// the worker, the same quotient as the CLI's (`nimatron explain`), which
// covers the heaps up to where it stopped. Positions drawn at random.
for (const game of ['grundy', 'octal:0.56']) {
  test(`misère ${game}: the walk reads the quotient the worker builds, as the CLI's walk does`, async ({ page }) => {
    for (let i = 0; i < 3; i++) {
      const heap = () => 1 + Math.floor(Math.random() * 16);
      const position = [heap(), heap()].join(',');
      const where = `${game} ${position} --misere`;
      const run = (command: string) =>
        execFileSync(CLI, [command, game, position, '--misere', ...(command === 'analyze' ? ['--json'] : [])], { encoding: 'utf8' });
      const covered = run('explain').includes("this game's misère quotient does");
      await page.goto('about:blank');
      await page.goto(`/#/why?game=${game}&position=${position}&misere`);
      if (!covered) {
        await walkTo(page, 'does not carry over');
        await expect(page.getByTestId('why-summary-word'), where).toHaveCount(0);
        continue;
      }
      await expect(page.getByTestId('why-summary-word'), where).toBeVisible();
      await walkTo(page, 'Their product is');
      const outcome = JSON.parse(run('analyze')).outcome;
      await expect(page.getByTestId('why-misere-word'), where).toHaveAttribute('data-outcome', outcome);
    }
  });
}

test('misère where no quotient covers the game: the theorem does not carry over, and no move is proposed', async ({ page }) => {
  await page.goto('/#/why?game=take:3&position=5,7&misere');
  await walkTo(page, 'does not carry over');
  await expect(next(page)).toBeDisabled();
  await expect(page.getByTestId('why-result')).toHaveCount(0);
  await expect(page.getByTestId('why-misere-result')).toHaveCount(0);
});

test('the form: a typed position is explained and written into the address', async ({ page }) => {
  await page.goto('/#/why?game=kayles&position=5,7');
  await page.getByTestId('why-game').fill('dawson');
  await page.getByTestId('why-position').fill('9,12');
  await page.getByTestId('why-explain').click();
  await expect(page).toHaveURL(/#\/why\?game=dawson&position=9,12/);
  await expect(page.getByTestId('why-part')).toHaveCount(2);
  // A game that does not split says so, in words.
  await page.getByTestId('why-game').fill('wythoff');
  await page.getByTestId('why-position').fill('3,5');
  await page.getByTestId('why-explain').click();
  await expect(page.getByTestId('error')).toContainText('does not split into independent parts');
});

test('in Spanish', async ({ page }) => {
  await page.goto('/#/why?game=kayles&position=5,7&lang=es');
  await expect(step(page)).toContainText('Paso 1 de 10');
  await next(page).click();
  await expect(step(page)).toContainText('La parte 1 (5) vale 4');
});

test('the play screen links to the walk of the position on its board', async ({ page }) => {
  await page.goto('/#/play?game=kayles&position=5,7');
  const link = page.getByTestId('play-why-link');
  await expect(link).toHaveAttribute('href', '#/why?game=kayles&position=5,7');
  await link.click();
  await expect(step(page)).toContainText('Step 1 of 10');
  // A game that does not split has no such link.
  await page.goto('/#/play?game=wythoff&position=5,3');
  await expect(page.getByTestId('position').first()).toBeVisible();
  await expect(page.getByTestId('play-why-link')).toHaveCount(0);
});

test('as a widget', async ({ page }) => {
  await page.goto('/#/widget?data-nimatron=why&data-game=kayles&data-position=5,7');
  await expect(step(page)).toContainText('Step 1 of 10');
  await next(page).click();
  await expect(step(page)).toContainText('Part 1 (5) is worth 4');
});

test('projector mode', async ({ page }) => {
  await page.goto('/#/why?game=kayles&position=5,7&present');
  await expect(page.locator('html')).toHaveClass(/\bpresent\b/);
  await expect(step(page)).toBeVisible();
});

/** Presses "next" until the step on show holds Bouton's table (at most 8
 * times), each time waiting for the next step to be drawn: a click on a
 * step not yet redrawn would skip the table. */
async function walkToTable(page: Page): Promise<void> {
  for (let i = 0; i < 8 && (await step(page).locator('table').count()) === 0; i++) {
    const before = await step(page).innerText();
    await next(page).click();
    await expect(step(page)).not.toHaveText(before);
  }
  await expect(step(page).locator('table')).toBeVisible();
}

/** Opens the Why screen's `address` and waits until it shows that game and
 * position in that language (a new address only changes the hash: the
 * screen before it stays on show until the new one is drawn). */
async function openWhy(page: Page, address: string): Promise<void> {
  await page.goto(address);
  const query = new URLSearchParams(address.split('?')[1]);
  await expect(page.getByTestId('why-game')).toHaveValue(query.get('game') ?? '');
  await expect(page.getByTestId('why-position')).toHaveValue(query.get('position') ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', query.get('lang') ?? 'en');
  await expect(step(page)).toBeVisible();
}

// Issue 32: the table of the parts' values heads its rows by what the parts
// are (rows, heaps, a sum's parts) and its numbers as Grundy values; Nim's
// own Bouton screen keeps "Heap" and "Size".
test('the binary table says what its rows are and that its numbers are Grundy values', async ({ page }) => {
  const heads = async (): Promise<string[]> =>
    [await step(page).locator('thead th.heap-head').innerText(), await step(page).locator('thead th.num').innerText()];
  for (const [address, rows, values] of [
    ['/#/why?game=kayles&position=5,7&lang=en', 'Part (a row)', 'Grundy value'],
    ['/#/why?game=grundy&position=7&lang=en', 'Part (a row)', 'Grundy value'],
    ['/#/why?game=nim&position=3,4,5&lang=en', 'Part (a heap)', 'Grundy value'],
    ['/#/why?game=sum:nim%2Bkayles%2Bfibonacci&position=3,4%2B5%2B20&lang=en', 'Part', 'Grundy value'],
    ['/#/why?game=kayles&position=5,7&lang=es', 'Parte (una fila)', 'Valor de Grundy'],
    ['/#/why?game=take:3&position=19&lang=es', 'Parte (un montón)', 'Valor de Grundy'],
  ]) {
    await openWhy(page, address);
    await walkToTable(page);
    expect(await heads(), address).toEqual([rows, values]);
  }
  for (const [address, rows, values] of [
    ['/#/bouton?heaps=3,4,5&lang=en', 'Heap', 'Size'],
    ['/#/bouton?heaps=3,4,5&lang=es', 'Montón', 'Tamaño'],
  ]) {
    await page.goto(address);
    const bouton = page.getByTestId('bouton-step');
    await expect(bouton.locator('thead th.heap-head')).toHaveText(rows);
    await expect(bouton.locator('thead th.num')).toHaveText(values);
  }
});
