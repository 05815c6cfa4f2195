# The command line's text output (JSON output is not localised).
cli-outcome = outcome: { $outcome } ({ $meaning })
cli-nim-sum = nim-sum: { $value } (binary { $binary })
cli-grundy = Grundy value: { $value }
cli-grundy-none = Grundy value: none (misère play, or past the solver's limit)
cli-remoteness = remoteness: { $value } (moves to the end with best play)
cli-remoteness-unknown = remoteness: unknown (past the solver's limit)
cli-winning-moves = { $count ->
    [one] one winning move, shown as the position after it:
   *[other] { $count } winning moves, each shown as the position after it:
}
cli-more-moves = … and { $count } more (the first 256 are listed)
cli-no-winning-move = no winning move: every move leaves the opponent a winning position
cli-bad-lang = unknown language “{ $given }”: use en or es
cli-missing-command = a command is needed: analyze, games, cold, sequence, min-nim, explain, review or quotient (try --help)
cli-try-help = try --help
cli-cold-only-wythoff = cold positions are listed for wythoff only, not “{ $given }”
cli-min-nim-position = { $position }: { $outcome } ({ $meaning }), distance { $distance }
cli-min-nim-next = optimal next position: { $position }
cli-game-over = no move is possible: the game is over
cli-position-example = For { $game }, try: nimatron analyze { $game } { $position }
cli-game-example = For example: { $game }
# A game's facts in `analyze` (one id per fact key; `cli-fact-other` for a
# fact that has no words yet).
cli-fact-zeckendorf = Zeckendorf form: { $value } (non-consecutive Fibonacci numbers adding up to the heap)
cli-fact-max-take = most that may be taken now: { $value }
cli-fact-row-values = Grundy value of each row: { $value }
cli-fact-component-values = Grundy value of each component: { $value }
cli-fact-nim-sum = nim-sum: { $value }
cli-fact-period = period of the Grundy values: { $value }
cli-fact-squares = squares left: { $value }
cli-fact-strategy-stealing = strategy stealing: { $value }
cli-fact-vertices = vertices left: { $value }
cli-fact-edges = edges left: { $value }
cli-fact-pieces = separate groups: { $value }
cli-fact-piece-values = Grundy value of each group: { $value }
cli-fact-dimensions = board: { $value }
cli-fact-solved-by-search = no closed form: solved by exhaustive search
cli-fact-candies-mover = candies for the player to move, with best play: { $value }
cli-fact-candies-other = candies for the other player, with best play: { $value }
cli-fact-other = { $key }: { $value }
# `nimatron games`
cli-games-title = { $name } — { $title }. { $summary }
cli-games-params = parameters: { $syntax }
cli-games-position = position: { $syntax }
cli-games-example = example: nimatron analyze { $game } { $position }
cli-sequence-terms = { $game }: G(0) to G({ $upto })
cli-sequence-largest = largest value: G({ $at }) = { $value } (the first heap where it falls)
cli-sequence-rare = rare values: { $count } under the mask { $mask }{ $domain ->
    [yes] , the class flipped by the heap’s parity
   *[no] {""}
} (heap 0 included; rare: an even number of the mask’s bits set in the value)
cli-sequence-rare-last = last rare value: G({ $at })
cli-sequence-period = period: { $period } from n = { $preperiod } on, { $proof ->
    [octal] proved by the octal periodicity theorem
    [subtraction] exact (each value depends only on the values a fixed number of heaps back)
   *[formula] by the formula G(n) = n mod (K + 1)
}
cli-sequence-no-period = period: none proved up to n = { $upto }
# `nimatron review`
cli-review-move = { $number }. { $player }: { $from } → { $to }: { $verdict }
cli-review-first = first player
cli-review-second = second player
cli-review-better = better: { $moves }
cli-quotient-title = { $game }: misère quotient of the sums of heaps 0 to { $upto }
cli-quotient-solved = solved at heap { $at }: the pretending function Φ has period { $period } from heap { $preperiod } on, so this quotient decides every sum of heaps of any size
cli-quotient-not-solved = not solved: exact for every sum of heaps up to { $upto }, however many
cli-quotient-order = |Q| = { $order } elements, |P| = { $p } of them P-positions
cli-quotient-tame = tame: misère play follows misère Nim's rule
cli-quotient-wild = wild: misère play does not follow misère Nim's rule
cli-quotient-normal-period = normal play, for comparison: Grundy values of period { $period } from heap { $preperiod } on
cli-quotient-normal-none = normal play, for comparison: no period of the Grundy values is proved
cli-quotient-generators = generators (heap each stands for): { $list }
cli-quotient-relations = relations:
cli-quotient-p-portion = P-portion: { $list }
cli-quotient-pretending = Φ, heap by heap:
cli-quotient-changes-mark = (* the presentation changed at that heap)
cli-quotient-not-covered = the misère quotient is computed for take-and-break games played on heaps only (kayles, dawson, octal:CODE, grundy), not “{ $given }”
cli-quotient-limit = { $game }: the quotient stopped before heap { $heap }, at a limit ({ $what }); it is exact for the sums of heaps up to { $upto } (ask --upto { $upto } to see it)
# The help (`nimatron --help`, `nimatron COMMAND --help`), read by the CLI's
# help.rs: `cli-about-COMMAND`, `cli-arg-COMMAND-ARG` (or `cli-arg-ARG`,
# shared by the commands), `cli-value-ARG` (the `<NAME>` of a value).
cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-usage-options = [OPTIONS]
cli-value-command = COMMAND
cli-about = Nimatron: analyse the games of the Nim family
cli-about-analyze = Outcome, Grundy value, remoteness and every winning move of a position
cli-about-cold = Cold (P-) positions of Wythoff's game
cli-about-sequence = Grundy values of one heap, 0..=N
cli-about-quotient = The misère quotient of a take-and-break game, heap by heap
cli-about-min-nim = The Min Nim table: outcome, distance and optimal move
cli-about-explain = Bouton's method, step by step, on a Nim position or any game that splits into parts
cli-about-games = Every game: its parameters, its position syntax and an example
cli-about-help = Print this help, or the help of the given command
cli-arg-lang = Language of the text output: en (the default) or es
cli-value-lang = LANG
cli-arg-help = Print help
cli-arg-version = Print version
cli-arg-json = Print JSON
cli-arg-misere = Misère play: the last player to move loses
cli-value-game = GAME
cli-value-position = POSITION
cli-arg-analyze-game = nim, take:K, subtraction:S1,S2,..., wythoff, min-nim:R1,R2,R3, fibonacci, kayles, ... (`nimatron games` lists them all)
cli-arg-analyze-position = The position: numbers separated by spaces or commas (`3 4 5`, `3,4,5`), in the game's syntax (`nimatron games`)
cli-arg-cold-game = The game (only wythoff)
cli-arg-cold-count = List the first COUNT cold positions
cli-value-count = COUNT
cli-arg-cold-index = The cold pair of index INDEX, counting from 0 (index 0 is (0,0))
cli-value-index = INDEX
cli-arg-sequence-game = A game played on one heap or row: nim, take:K, subtraction:S1,S2,..., min-nim:R1,R2,R3, kayles, dawson, octal:CODE, grundy
cli-arg-sequence-upto = The last heap size
cli-value-upto = UPTO
cli-arg-sequence-stats = Print the statistics (largest value, rare values, period) instead of the values
cli-arg-quotient-game = A take-and-break game: kayles, dawson, octal:CODE, grundy
cli-arg-quotient-upto = The last heap (300 if not given); the computation stops earlier once solved
cli-arg-min-nim-numbers = N1 N2 N3 (the heaps) and R1 R2 R3 (the removals, R1 < R2 < R3)
cli-arg-min-nim-misere = Misère play (terminal positions are N)
cli-arg-min-nim-dump = One line per position: `a b c N|P distance`
cli-arg-explain-game = The game: nim, or one whose positions split into parts (kayles, take:K, subtraction:S, octal:CODE, dawson, grundy, sum:…)
cli-arg-explain-position = The position: heaps or rows separated by spaces or commas, a sum's components by +
cli-about-review = Each move of a game judged: best, good or mistake, with the better moves
cli-arg-review-game = The game (`nimatron games` lists them all)
cli-arg-review-start = The start, in the game's position syntax (`3,4,5`)
cli-value-start = START
cli-arg-review-moves = The position after each move, in order (`1,4,5 1,4,1 ...`)
cli-value-moves = MOVES
# Usage errors (the CLI's clap_errors.rs tells clap's errors with these;
# `cli-try-help` follows each in brackets).
cli-error-missing-arguments = the following required { $count ->
        [one] argument was
       *[other] arguments were
    } not provided: { $args }
cli-error-unknown-command = unrecognized subcommand '{ $given }'
cli-error-unknown-argument = unexpected argument '{ $arg }' found
cli-error-did-you-mean = { $error }; did you mean '{ $suggestion }'?
cli-error-repeated = the argument '{ $arg }' cannot be used multiple times
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-conflict-list = the argument '{ $arg }' cannot be used with: { $other }
cli-error-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other arguments given
cli-error-value-missing = a value is required for '{ $arg }' but none was supplied
cli-error-bad-value = invalid value '{ $value }' for '{ $arg }'
cli-error-bad-value-of = invalid value '{ $value }' for '{ $arg }' (possible values: { $values })
cli-error-wrong-number = { $expected ->
        [one] 1 value
       *[other] { $expected } values
    } required for '{ $arg }' but { $given ->
        [one] 1 was
       *[other] { $given } were
    } provided
cli-error-too-few = { $min } values required by '{ $arg }'; only { $given ->
        [one] 1 was
       *[other] { $given } were
    } provided
cli-error-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-error-not-utf8 = invalid UTF-8 was detected in one or more arguments
cli-error-other = { $detail }
