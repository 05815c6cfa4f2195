// A sum's play screen (module-play) holds its games' rules alone: the
// worker answers every question of the engine (`engine::asked`). Each
// answer shown is the CLI's (the same core), the computer's move comes
// from the worker, the review and the end-of-game summary too, and who
// moves first from a bare link reads the start's outcome from the worker.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { boardPositionOf, expect, requested, test } from '../support';

const CLI = process.env.E2E_CLI ?? join(__dirname, '..', '..', 'target', 'debug', 'nimatron');

function cli(args: string[]): any {
  return JSON.parse(execFileSync(CLI, [...args, '--json'], { encoding: 'utf8' }));
}

const enc = (s: string) => s.replace(/\+/g, '%2B');

test('the analysis of a sum comes from the worker, as the CLI gives it', async ({ page }) => {
  // Every wasm file fetched, the worker's too.
  const fetched = requested(page, (name) => name.endsWith('.wasm'));
  const [game, position] = ['sum:moore:2+kayles+fibonacci', '3,4,5+5,2+20'];
  const want = cli(['analyze', game, position]);
  await page.goto(`/#/play?game=${enc(game)}&position=${enc(position)}&opponent=friend`);
  await expect(page.getByTestId('outcome')).toHaveText(want.outcome);
  await expect(page.getByTestId('winning-move')).toHaveCount(Math.min(want.winning_moves.length, 256));
  // The page's own module, with the worker beside it (not the whole app).
  expect(fetched).toContain('module-play_bg.wasm');
  expect(fetched).toContain('worker_bg.wasm');
  expect(fetched).not.toContain('nimatron-app_bg.wasm');
});

test('the computer answers a move in a sum, with the worker’s move', async ({ page }) => {
  const [game, start] = ['sum:nim+kayles', '3,4+5'];
  await page.goto(`/#/play?game=${enc(game)}&position=${enc(start)}&first=me&opponent=perfect`);
  await expect(page.getByTestId('outcome')).toHaveText(/^[NP]$/);
  // A winning move: the computer is then left a P-position, and answers.
  const first = page.getByTestId('winning-move').first();
  const mine = (await first.getAttribute('data-position')) ?? '';
  await first.getByTestId('play-move').click();
  // The address shows my move (written just after the click), then the reply.
  const board = () => decodeURIComponent(boardPositionOf(page));
  await expect.poll(() => [start, mine].includes(board())).toBe(false);
  const after = board();
  // The computer's reply is one move from mine, and leaves me an N-position.
  expect(cli(['analyze', game, after]).outcome).toBe('N');
  await expect(page.getByTestId('outcome')).toHaveText('N');
});

test('a sum’s review and its end-of-game summary come from the worker', async ({ page }) => {
  const [game, start] = ['sum:nim+take:3', '2+3'];
  const moves = ['1+3', '1+0', '0+0'];
  const want = cli(['review', game, start, ...moves]).moves.map((m: { verdict: string }) => m.verdict);
  await page.goto(`/#/play?game=${enc(game)}&position=${enc(start)}&opponent=friend&moves=${moves.map(enc).join(';')}`);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('review-tally')).toHaveCount(2);
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review-move')).toHaveCount(moves.length);
  const verdicts = await page.getByTestId('review-move').evaluateAll((els) => els.map((e) => e.getAttribute('data-verdict')));
  expect(verdicts).toEqual(want);
});

test('a bare link to a sum whose start is lost lets the computer move first', async ({ page }) => {
  // Nim's start is 3,4,5 twice over: a nim-sum of 0, a P-position, so
  // the student keeps the winning side by moving second (issue 30).
  const game = 'sum:nim+nim';
  expect(cli(['analyze', game, '3,4,5+3,4,5']).outcome).toBe('P');
  await page.goto(`/#/play?game=${enc(game)}`);
  await expect.poll(() => decodeURIComponent(boardPositionOf(page)), { timeout: 15_000 }).not.toBe('3,4,5+3,4,5');
  await expect(page.getByTestId('outcome')).toHaveText('N');
});
