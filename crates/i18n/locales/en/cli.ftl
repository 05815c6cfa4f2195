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
cli-missing-command = a command is needed: analyze, games, cold, sequence, min-nim or explain (try --help)
cli-try-help = try --help
cli-cold-only-wythoff = cold positions are listed for wythoff only, not “{ $given }”
cli-explain-only-nim = explain works on nim only, not “{ $given }”
cli-min-nim-position = { $position }: { $outcome } ({ $meaning }), distance { $distance }
cli-min-nim-next = optimal next position: { $position }
cli-game-over = no move is possible: the game is over
cli-position-example = For { $game }, try: nimatron analyze { $game } { $position }
# A game's facts in `analyze` (one id per fact key; `cli-fact-other` for a
# fact that has no words yet).
cli-fact-zeckendorf = Zeckendorf form: { $value } (non-consecutive Fibonacci numbers adding up to the heap)
cli-fact-max-take = most that may be taken now: { $value }
cli-fact-row-values = Grundy value of each row: { $value }
cli-fact-component-values = Grundy value of each component: { $value }
cli-fact-nim-sum = nim-sum: { $value }
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
