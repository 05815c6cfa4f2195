// Issue 30, point 3: the end of a game is said at the board. On every
// screen that plays the one session (#/play and the teaching screens that
// play), when the last move is made a message in plain words appears in
// view under the board (`game-over`, `data-winner`: you, computer, player1,
// player2), and `play-again` starts the same game again from the same
// start with the same settings. Played on a phone's screen, where the
// status line above the board is out of view by the end.
import { expect, stone, test } from '../support';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const over = (page: Page) => page.getByTestId('game-over');

interface Case {
  name: string;
  url: string;
  /** Plays the game to its end from the start. */
  play: (page: Page) => Promise<void>;
  winner: string;
  /** Words of the message, in the URL's language. */
  says: RegExp;
  /** The start is on the board again. */
  started: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  {
    name: 'the play screen, you win',
    url: '/#/play?game=kayles&position=1',
    play: (page) => page.locator('.play-pin').first().click(),
    winner: 'you',
    says: /You win!.*The computer has no move left\./,
    started: (page) => expect(page.getByTestId('position')).toHaveText('1'),
  },
  {
    name: 'the play screen, two people, misère',
    url: '/#/play?game=nim&position=1&misere&opponent=friend&lang=es',
    play: (page) => stone(page, 0, 1).click(),
    winner: 'player2',
    says: /¡Gana el jugador 2!.*Al jugador 2 ya no le queda ninguna jugada\..*misère/,
    started: (page) => expect(page.getByTestId('position')).toHaveText('1'),
  },
  {
    name: 'Nim, the computer wins',
    url: '/#/nim?heaps=1,1&first=me',
    play: (page) => stone(page, 0, 1).click(),
    winner: 'computer',
    says: /The computer wins\..*You have no move left\./,
    started: async (page) => {
      await expect(page.getByTestId('heap').nth(0)).toHaveAttribute('data-size', '1');
      await expect(page.getByTestId('heap').nth(1)).toHaveAttribute('data-size', '1');
    },
  },
  {
    name: 'Wythoff, two people',
    url: '/#/wythoff?size=10&queen=0,2&opponent=friend',
    play: (page) => page.locator('[data-testid="cell"][data-a="0"][data-b="0"]').click(),
    winner: 'player1',
    says: /Player 1 wins!.*Player 2 has no move left\./,
    started: (page) => expect(page.getByTestId('grid')).toHaveAttribute('data-queen', '0,2'),
  },
  {
    name: 'simplified Nim',
    url: '/#/subtraction?n=3&k=3',
    play: (page) => page.locator('[data-testid="take"][data-take="3"]').click(),
    winner: 'you',
    says: /You win!/,
    started: (page) => expect(page.getByTestId('stones-left')).toHaveText('3 stones left'),
  },
  {
    name: 'the Grundy strip',
    url: '/#/subtraction-sets?set=1,3,4&heaps=4',
    play: (page) => page.locator('[data-testid="grundy-take"][data-heap="0"][data-take="4"]').click(),
    winner: 'you',
    says: /You win!/,
    started: (page) => expect(page.getByTestId('grundy-heap')).toHaveAttribute('data-size', '4'),
  },
  {
    name: 'Min Nim',
    url: '/#/min-nim?heaps=3,3,3&set=1,2,3&position=1,0,0',
    play: (page) => page.getByTestId('min-nim-move').first().click(),
    winner: 'you',
    says: /You win!/,
    started: (page) => expect(page.getByTestId('position')).toHaveText('(1, 0, 0)'),
  },
];

for (const c of cases) {
  test(`the end of a game, at the board: ${c.name}`, async ({ page }) => {
    await page.goto(c.url);
    await c.started(page);
    await expect(over(page)).toHaveCount(0);
    await c.play(page);
    await expect(over(page)).toBeVisible();
    await expect(over(page)).toBeInViewport();
    await expect(over(page)).toHaveAttribute('data-winner', c.winner);
    await expect(over(page)).toHaveText(c.says);
    await page.getByTestId('play-again').click();
    await expect(over(page)).toHaveCount(0);
    await c.started(page);
    // The same game: the same settings, so the same ending when played
    // the same way.
    await c.play(page);
    await expect(over(page)).toHaveAttribute('data-winner', c.winner);
  });
}

test('a game that opens finished says who won, with nothing to play again', async ({ page }) => {
  await page.goto('/#/play?game=nim&position=0,0');
  await expect(over(page)).toHaveAttribute('data-winner', 'computer');
  await expect(page.getByTestId('play-again')).toHaveCount(0);
  // It lands at the top like any screen: the message did not pull it down.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
