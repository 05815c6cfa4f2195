// The app and the CLI are two faces on one core, so on any position they
// must say the same. For every game the CLI lists (`nimatron games --json`),
// positions nobody chose — random changes of the game's example, from a
// seed printed with every failure (replay with E2E_SEED=N) — are opened on
// the play screen in normal and misère play and compared with
// `nimatron analyze GAME POSITION [--misere] --json`: the outcome, the
// Grundy value, the remoteness and the same winning moves. A position the
// CLI refuses, the app refuses too, with a message. The teaching screens
// that play (Nim, Wythoff, simplified Nim, the Grundy strip, Min Nim) are
// checked the same way, on random positions written as their own URLs.
//
// The CLI binary: E2E_CLI (scripts/test.sh sets it), else the workspace's
// target/debug/nimatron.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { boardPositionOf, expect, generator, test } from '../support';

const CLI = process.env.E2E_CLI ?? join(__dirname, '..', '..', 'target', 'debug', 'nimatron');
const SEED = Number(process.env.E2E_SEED ?? Math.floor(Math.random() * 1_000_000));
/** Random positions checked per game (each in both conventions). */
const POSITIONS = 1;

/** A number of the CLI's JSON: text from 16 digits on (see `parseExact`). */
type Exact = number | string;
type Move = { to: number[]; position: string };
type Analysis = {
  outcome: 'N' | 'P';
  grundy: Exact | null;
  remoteness: Exact | null;
  winning_moves: Move[];
  winning_move_count: number;
  nim_sum?: Exact;
};
type Game = { name: string; example: { game: string; position: string } };

/**
 * JSON with its long numbers (16 digits or more) kept as text: past 2^53 a
 * number loses digits. Digits inside strings are left as they are.
 */
function parseExact(json: string): any {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      out += c;
      if (c === '\\') out += json[++i];
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (/\d/.test(c)) {
      let j = i;
      while (j < json.length && /\d/.test(json[j])) j++;
      const digits = json.slice(i, j);
      out += digits.length >= 16 ? `"${digits}"` : digits;
      i = j - 1;
    } else {
      out += c;
    }
  }
  return JSON.parse(out);
}

/** The CLI's JSON answer to `args` (its numbers exact). */
function cli(args: string[]): any {
  return parseExact(execFileSync(CLI, [...args, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** The CLI's analysis, or null when it refuses the position (exit code 2). */
function analyze(game: string, position: string, misere: boolean): Analysis | null {
  try {
    return cli(['analyze', game, position, ...(misere ? ['--misere'] : [])]);
  } catch (error) {
    if ((error as { status?: number }).status === 2) return null;
    throw error;
  }
}

/** The registry as the CLI lists it (none without a CLI: see below). */
function games(): Game[] {
  return existsSync(CLI) ? cli(['games']) : [];
}

// Without a CLI this file still loads (a run of other tests, `--grep @perf`,
// must not fail on it), and this one test says what is missing.
test('the CLI to compare with is built', () => {
  expect(existsSync(CLI), `no CLI at ${CLI}: run \`cargo build -p nimatron-cli\` or set E2E_CLI`).toBe(true);
  expect(games().length).toBeGreaterThan(20);
});

/**
 * A random change of `example` (numbers joined by `,`, parts of a sum by
 * `+`), in one of three ways: each number kept, lowered, raised by up to 2
 * or left out; each number kept or lowered (the length kept, for boards);
 * or some numbers left out (a graph's vertices, kept in order). Whether the
 * result is a position of the game is the CLI's to say.
 */
function mutate(example: string, random: () => number): string {
  const way = Math.floor(random() * 3);
  const lower = (n: number) => (random() < 0.4 ? n : Math.floor(random() * (n + 1)));
  return example
    .split('+')
    .map((part) => {
      const numbers = part.split(',').map(Number);
      const changed = numbers.flatMap((n) => {
        const r = random();
        switch (way) {
          case 0:
            if (r < 0.2) return [];
            return r < 0.85 ? [lower(n)] : [n + 1 + Math.floor(random() * 2)];
          case 1:
            return [lower(n)];
          default:
            return r < 0.3 ? [] : [n];
        }
      });
      return (changed.length ? changed : numbers).join(',');
    })
    .join('+');
}

/** The play screen's URL for a position (a friend: nobody moves by itself). */
function url(game: string, position: string, misere: boolean, opponent = 'friend'): string {
  const q = `game=${encodeURIComponent(game)}&position=${encodeURIComponent(position)}&opponent=${opponent}`;
  return `/#/play?${q}${misere ? '&misere' : ''}`;
}

/** Half the pages in Spanish: the numbers must not depend on the language. */
const lang = (random: () => number) => (random() < 0.5 ? '&lang=es' : '&lang=en');

/** The play screen's word that it refused a position, or could not analyse it. */
const refusal = (page: Page) => page.getByTestId('error').or(page.getByTestId('analysis-error'));

/**
 * What the CLI says, as a screen writes it (no number where the CLI gives
 * none: the screen says why in words instead).
 */
function expected(cli: Analysis): Record<string, unknown> {
  return {
    outcome: cli.outcome,
    grundy: cli.grundy === null ? 'no number' : String(cli.grundy),
    remoteness: cli.remoteness === null ? 'no number' : String(cli.remoteness),
    moves: cli.winning_moves.map((m) => m.position).sort(),
  };
}

/** What a screen shows, in the terms of `expected` above. */
async function screen(page: Page): Promise<Record<string, unknown>> {
  const text = async (id: string) => ((await page.getByTestId(id).first().textContent()) ?? '').trim();
  const number = (t: string) => t.match(/\d+/)?.[0] ?? 'no number';
  const moves = await page
    .getByTestId('winning-move')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-position') ?? ''));
  return {
    // N or P standing alone ("N-position", "Posición N: …").
    outcome: (await text('outcome')).match(/(?<!\p{L})[NP](?!\p{L})/u)?.[0] ?? 'neither',
    grundy: number(await text('grundy')),
    remoteness: number(await text('remoteness')),
    moves: moves.sort(),
  };
}

for (const game of games()) {
  test(`${game.name}: the play screen says what the CLI says, on random positions`, async ({ page }) => {
    test.setTimeout(60_000);
    const random = generator(SEED + game.name.length * 7919 + game.name.charCodeAt(0));
    const spec = game.example.game;
    // The example and random changes of it the CLI takes, each in both
    // conventions, and one it refuses (when one turns up).
    const positions = [game.example.position];
    let refused: string | null = null;
    for (let tries = 0; positions.length <= POSITIONS && tries < 60; tries++) {
      const position = mutate(game.example.position, random);
      if (positions.includes(position) || position === refused) continue;
      if (analyze(spec, position, false) !== null) positions.push(position);
      else refused ??= position;
    }
    if (refused !== null) {
      await page.goto(url(spec, refused, false));
      await expect(refusal(page).first(), `seed ${SEED}: ${spec} ${refused} is refused`).toBeVisible();
    }
    for (const position of positions) {
      for (const misere of [false, true]) {
        const where = `seed ${SEED}: ${spec} ${position}${misere ? ' --misere' : ''}`;
        const cli = analyze(spec, position, misere);
        // A fresh page each time: nothing of the last position can answer.
        await page.goto('about:blank');
        await page.goto(url(spec, position, misere) + lang(random));
        if (cli === null) {
          // Refused in misère play only (a search past its limit): so here.
          await expect(refusal(page).first(), where).toBeVisible();
          continue;
        }
        await expect(page.getByTestId('outcome'), where).toBeVisible();
        await expect.poll(() => screen(page), { message: where, intervals: [50, 100] }).toEqual(expected(cli));
      }
    }
    // The perfect computer, moving first: from a won position it plays one
    // of the CLI's winning moves; from a lost one it delays the end as long
    // as possible (the position it leaves is one move nearer the end).
    for (const position of positions) {
      for (const misere of [false, true]) {
        const where = `seed ${SEED}: the computer from ${spec} ${position}${misere ? ' --misere' : ''}`;
        const before = analyze(spec, position, misere);
        if (before === null || before.remoteness === 0) continue;
        await page.goto('about:blank');
        await page.goto(`${url(spec, position, misere, 'perfect')}&first=computer`);
        // The computer's move is the second entry of the history; the URL
        // then holds the position the board shows, the last of its record
        // (`moves=`; the start's normal form
        // may differ from the text given: Dawson's `9,0` is `9`).
        await expect(page.getByTestId('history-item'), where).toHaveCount(2);
        const now = () => boardPositionOf(page);
        const shown = async () => ((await page.getByTestId('position').textContent()) ?? '').trim();
        await expect
          .poll(async () => { const s = await shown(); return /\d/.test(s) ? now() === s : true; }, { message: where, intervals: [100] })
          .toBe(true);
        const played = now();
        const after = analyze(spec, played, misere);
        if (after === null) throw new Error(`${where}: the CLI refused ${played}, where the computer went`);
        if (before.outcome === 'N') {
          expect(after.outcome, `${where} to ${played}`).toBe('P');
          if (before.winning_move_count === before.winning_moves.length) {
            expect(before.winning_moves.map((m) => m.position), where).toContain(played);
          }
        } else if (before.remoteness !== null && after.remoteness !== null) {
          expect(`${after.remoteness}`, `${where} to ${played}`).toBe(`${BigInt(before.remoteness) - 1n}`);
        }
      }
    }
  });
}

/** A whole number from `lo` to `hi`. */
const between = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
/** From 1 to `most` whole numbers from `lo` to `hi`, joined by commas. */
const numbers = (random: () => number, most: number, lo: number, hi: number) =>
  Array.from({ length: between(random, 1, most) }, () => between(random, lo, hi)).join(',');
/** A subtraction set: some of 1..=6, never none. */
const set = (random: () => number) => {
  const chosen = [1, 2, 3, 4, 5, 6].filter(() => random() < 0.4);
  return (chosen.length ? chosen : [between(random, 1, 6)]).join(',');
};

// The teaching screens play through the same panels: each screen's own
// URL, on random positions, against the CLI's game and position.
type Case = { url: string; game: string; position: string };
/** Each screen: whether it plays misère, and a random position as its URL and the CLI's words. */
const SCREENS: Record<string, { misere: boolean; make: (random: () => number) => Case }> = {
  nim: {
    misere: true,
    make: (random) => {
      const heaps = numbers(random, 5, 0, 15);
      return { url: `/#/nim?heaps=${heaps}`, game: 'nim', position: heaps };
    },
  },
  wythoff: {
    misere: true,
    make: (random) => {
      const [a, b] = [between(random, 0, 20), between(random, 0, 20)];
      const size = Math.max(a, b) + between(random, 1, 5);
      const url = `/#/wythoff?size=${size}&queen=${a},${b}&opponent=friend`;
      return { url, game: 'wythoff', position: `${a},${b}` };
    },
  },
  subtraction: {
    misere: true,
    make: (random) => {
      const [n, k] = [between(random, 1, 40), between(random, 1, 6)];
      return { url: `/#/subtraction?n=${n}&k=${k}&vs=friend`, game: `take:${k}`, position: `${n}` };
    },
  },
  grundy: {
    misere: false,
    make: (random) => {
      const [s, heaps] = [set(random), numbers(random, 3, 0, 15)];
      return { url: `/#/subtraction-sets?set=${s}&heaps=${heaps}`, game: `subtraction:${s}`, position: heaps };
    },
  },
  'min-nim': {
    misere: false,
    make: (random) => {
      // Three amounts, increasing (the game's parameters).
      const s = [1, 2, 3, 4, 5, 6, 7]
        .sort(() => random() - 0.5)
        .slice(0, 3)
        .sort((x, y) => x - y)
        .join(',');
      const heaps = [0, 0, 0].map(() => between(random, 0, 10)).join(',');
      return { url: `/#/min-nim?heaps=${heaps}&set=${s}`, game: `min-nim:${s}`, position: heaps };
    },
  },
};

for (const [name, screenOf] of Object.entries(SCREENS)) {
  test(`the ${name} screen says what the CLI says, on random positions`, async ({ page }) => {
    test.setTimeout(60_000);
    const random = generator(SEED + 104_729 * name.length + name.charCodeAt(1));
    for (let i = 0; i < 2; i++) {
      const c = screenOf.make(random);
      for (const misere of screenOf.misere ? [false, true] : [false]) {
        const where = `seed ${SEED}: ${c.url}${misere ? '&misere' : ''} is ${c.game} ${c.position}`;
        const cli = analyze(c.game, c.position, misere);
        if (cli === null) throw new Error(`${where}: the CLI refused it`);
        await page.goto('about:blank');
        await page.goto(`${c.url}${misere ? '&misere' : ''}${lang(random)}`);
        await expect(page.getByTestId('outcome'), where).toBeVisible();
        await expect.poll(() => screen(page), { message: where, intervals: [50, 100] }).toEqual(expected(cli));
      }
    }
  });
}

/** A whole number from 0 to `most`, uniformly enough, past 2^53. */
function big(random: () => number, most: bigint): bigint {
  const word = () => BigInt(Math.floor(random() * 2 ** 32));
  return ((word() << 32n) | word()) % (most + 1n);
}

// Wythoff's formula, exact for any 64-bit size: the k-th cold pair on the
// Wythoff screen, and its cold-pair checker, say what `nimatron cold` and
// `nimatron analyze wythoff` say, for random 64-bit numbers.
test('the Wythoff formula and checker say what the CLI says, for random 64-bit numbers', async ({ page }) => {
  const random = generator(SEED + 7);
  // The largest index whose pair fits in 64 bits (the screen's stated limit).
  const lastIndex = 7_046_029_254_386_353_130n;
  await page.goto('/#/wythoff');
  for (let i = 0; i < 4; i++) {
    const k = big(random, lastIndex);
    const where = `seed ${SEED}: k = ${k}`;
    const [a, b] = (cli(['cold', 'wythoff', '--index', `${k}`]) as Exact[]).map(String);
    await page.getByTestId('jump-k').fill(`${k}`);
    const row = page.locator(`[data-testid="formula-row"][data-k="${k}"]`);
    await expect(row.getByTestId('a-k'), where).toHaveText(a);
    await expect(row.getByTestId('b-k'), where).toHaveText(b);
    // The pair, and a pair one off it, through the checker.
    for (const [x, y] of [
      [a, b],
      [a, `${BigInt(b) - 1n - big(random, 2n)}`],
    ]) {
      const cli = analyze('wythoff', `${x},${y}`, false);
      if (cli === null) throw new Error(`${where}: the CLI refused ${x},${y}`);
      await page.getByTestId('check-a').fill(x);
      await page.getByTestId('check-b').fill(y);
      const cold = cli.outcome === 'P' ? 'true' : 'false';
      await expect(page.getByTestId('check-verdict'), `${where}: (${x}, ${y})`).toHaveAttribute('data-cold', cold);
    }
  }
});

// A Grundy sequence on the sequence screen (computed in the worker) has the
// statistics and the values `nimatron sequence` gives, for a random
// one-heap game and length.
test('the sequence screen says what the CLI says, on a random game and length', async ({ page }) => {
  test.setTimeout(60_000);
  const random = generator(SEED + 11);
  const octal = ['0.07', '0.137', '0.51', '0.6', '4.7', '0.156', '0.34', '0.77', '0.35', '0.4'];
  const games = [
    'kayles',
    'dawson',
    'grundy',
    'nim',
    `take:${between(random, 1, 6)}`,
    `subtraction:${set(random)}`,
    `octal:${octal[between(random, 0, octal.length - 1)]}`,
  ];
  for (let i = 0; i < 2; i++) {
    const game = games[between(random, 0, games.length - 1)];
    const upto = between(random, 20, 5000);
    const where = `seed ${SEED}: ${game} to ${upto}`;
    const values: number[] = cli(['sequence', game, '--upto', `${upto}`]);
    const stats = cli(['sequence', game, '--upto', `${upto}`, '--stats']);
    await page.goto('about:blank');
    await page.goto(`/#/grundy-sequences?game=${encodeURIComponent(game)}&upto=${upto}`);
    await expect(page.getByTestId('sequence-done'), where).toHaveAttribute('data-count', `${upto + 1}`);
    const max = page.getByTestId('stats-max');
    await expect(max, where).toHaveAttribute('data-value', `${stats.max_value}`);
    await expect(max, where).toHaveAttribute('data-at', `${stats.max_first_at}`);
    const period = page.getByTestId('stats-period');
    if (stats.period.kind === 'proven') {
      await expect(period, where).toHaveAttribute('data-kind', 'proven');
      await expect(period, where).toHaveAttribute('data-preperiod', `${stats.period.preperiod}`);
      await expect(period, where).toHaveAttribute('data-period', `${stats.period.period}`);
    } else {
      await expect(period, where).toHaveAttribute('data-kind', 'none');
    }
    const rare = page.getByTestId('stats-rare');
    if (stats.rare === null) {
      await expect(rare, where).toHaveCount(0);
    } else {
      await expect(rare, where).toHaveAttribute('data-count', `${stats.rare.count}`);
      await expect(rare, where).toHaveAttribute('data-last', `${stats.rare.last ?? ''}`);
      const mask = `0x${stats.rare.mask.toString(16)}${stats.rare.by_position ? ' + n' : ''}`;
      await expect(page.getByTestId('stats-mask'), where).toHaveText(mask);
    }
    for (const n of [0, upto, between(random, 0, upto), between(random, 0, upto)]) {
      await page.getByTestId('lookup-n').fill(`${n}`);
      await page.getByTestId('lookup').click();
      const answer = page.getByTestId('lookup-answer');
      await expect(answer, `${where}: G(${n})`).toHaveAttribute('data-n', `${n}`);
      await expect(answer, `${where}: G(${n})`).toHaveAttribute('data-value', `${values[n]}`);
    }
  }
});

// Bouton's method, walked to its verdict on the Bouton screen, gives the
// nim-sum, the verdict and a winning move the CLI gives, for random heaps
// (some past 2^53) in both conventions.
test('the Bouton screen says what the CLI says, on random heaps', async ({ page }) => {
  test.setTimeout(60_000);
  const random = generator(SEED + 13);
  for (let i = 0; i < 4; i++) {
    const heaps = Array.from({ length: between(random, 1, 6) }, () =>
      random() < 0.15 ? `${big(random, 18_446_744_073_709_551_615n)}` : `${between(random, 0, random() < 0.5 ? 3 : 40)}`,
    );
    const misere = random() < 0.5;
    const where = `seed ${SEED}: #/bouton?heaps=${heaps}${misere ? '&misere' : ''}`;
    const cli = analyze('nim', heaps.join(','), misere);
    if (cli === null) throw new Error(`${where}: the CLI refused it`);
    await page.goto('about:blank');
    await page.goto(`/#/bouton?heaps=${heaps}${misere ? '&misere' : ''}&lang=en`);
    await expect(page.getByTestId('nim-sum'), where).toHaveText(`${cli.nim_sum}`);
    // Walk to the last step: the verdict, and the move it names.
    const next = page.getByTestId('bouton-next');
    for (let steps = 0; steps < 20 && (await next.isEnabled()); steps++) await next.click();
    await expect(next, where).toBeDisabled();
    const last = await page.getByTestId('bouton-step').innerText();
    expect(last.match(/\b([NP])-position/)?.[1], `${where}: ${last}`).toBe(cli.outcome);
    const move = [...last.matchAll(/heap (\d+) \((\d+) → (\d+)\)/g)].pop();
    if (cli.winning_moves.length === 0) {
      // A P-position, or misère's empty position: over, and won.
      expect(move, `${where}: ${last}`).toBeUndefined();
    } else {
      expect(move, `${where}: ${last}`).toBeDefined();
      const [, heap, from, to] = move ?? [];
      expect(heaps[Number(heap) - 1], where).toBe(from);
      const after = heaps.map((h, k) => (k === Number(heap) - 1 ? to : h)).join(',');
      expect(cli.winning_moves.map((m) => m.position), where).toContain(after);
    }
  }
});

// A worksheet's answer key, for a random game, level and seed: every
// exercise's outcome and winning moves are the CLI's.
test("a worksheet's answer key says what the CLI says, for a random game, level and seed", async ({ page }) => {
  test.setTimeout(60_000);
  const random = generator(SEED + 17);
  // Any registered game (the form offers each one's example).
  const specs = games().map((g) => g.example.game);
  for (let i = 0; i < 2; i++) {
    const game = specs[between(random, 0, specs.length - 1)];
    const level = ['easy', 'medium', 'hard'][between(random, 0, 2)];
    const url = `/#/worksheet?game=${encodeURIComponent(game)}&count=4&level=${level}&seed=${between(random, 1, 99_999)}`;
    await page.goto('about:blank');
    await page.goto(url);
    const answers = page.getByTestId('answer');
    await expect(answers, url).toHaveCount(4);
    for (const answer of await answers.all()) {
      const position = (await answer.getAttribute('data-position')) ?? '';
      const where = `seed ${SEED}: ${url}, ${position}`;
      const cli = analyze(game, position, false);
      if (cli === null) throw new Error(`${where}: the CLI refused it`);
      await expect(answer, where).toHaveAttribute('data-outcome', cli.outcome);
      const moves = await answer.getByTestId('answer-move').allTextContents();
      const listed = cli.winning_moves.map((m) => m.position);
      // The key lists some or all of the winning moves, each one of the
      // CLI's; none for a P-position.
      if (cli.outcome === 'P') expect(moves, where).toEqual([]);
      else expect(moves.length, where).toBeGreaterThan(0);
      for (const m of moves) expect(listed, where).toContain(m.trim());
    }
  }
});
