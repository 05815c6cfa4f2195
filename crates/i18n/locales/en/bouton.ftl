# Bouton's method, step by step (the CLI's explain and the Bouton screen).
bouton-title = Bouton's method, step by step
bouton-position = Position: { $heaps } — { $convention }
bouton-step = Step { $n }.
bouton-column = the { $power }s column
bouton-column-count = { $power }s: { $count }
bouton-move-words = take { $take } from heap { $heap } ({ $from } → { $to })
bouton-binary = Write each heap in binary, one column for each power of two:
bouton-powers = As sums of distinct powers of two: { $sums }.
bouton-powers-cancel = Equal powers cancel in pairs: { $powers }.
bouton-powers-left = What is left adds up to { $left }: the nim-sum.
bouton-columns = Count the 1s in each column: { $counts }.
bouton-columns-wide = Count the 1s in each of the { $width } columns.
bouton-columns-odd = Odd columns: { $columns }.
bouton-columns-even = Every column is even: the position is “perfectly paired”.
bouton-nim-sum = The nim-sum is { $value } (binary { $binary }): a 1 under each odd column, a 0 under each even one.
bouton-lemma1 = The nim-sum is 0. Any move breaks a column (Lemma 1): taking stones from a heap turns its highest changed 1 into a 0, and that column, even before, becomes odd.
bouton-lemma1-over = The nim-sum is 0, and no stone is left: there is no move to make.
bouton-lemma1-heap = Heap { $heap } ({ $size }) has { $count ->
    [one] its 1 in the column { $columns }: any move on it changes it.
   *[other] its 1s in the columns { $columns }: any move on it changes one of them.
}
bouton-leading = The nim-sum is not 0. Its leftmost 1 is in { $column }. { $count ->
    [one] Heap { $heaps } has a 1 there.
   *[other] Heaps { $heaps } have a 1 there.
}
bouton-candidate = Heap { $heap }: { $from } ⊕ { $sum } = { $target }, which is smaller, so { $move }. Afterwards every column is even ({ $counts }) (Lemma 2).
bouton-candidate-wide = Heap { $heap }: { $from } ⊕ { $sum } = { $target }, which is smaller, so { $move }. Afterwards every column is even (Lemma 2).
bouton-misere-switch = Misère switch: that move would leave only heaps of 0 or 1 stones, { $normal_ones } of them with one stone, an even number, so you would take the last stone. Leave heap { $heap } at { $misere } instead of { $normal }: { $misere_ones ->
    [one] one heap of one stone
   *[other] { $misere_ones } heaps of one stone
}, an odd number, and your opponent takes the last one.
bouton-misere-ending-odd = Misère, and every heap has 0 or 1 stones: the moves are forced. { $ones ->
    [one] One heap of one stone
   *[other] { $ones } heaps of one stone
} is odd, so the player to move takes the last stone and loses.
bouton-misere-ending-even = Misère, and every heap has 0 or 1 stones: the moves are forced. { $ones } heaps of one stone is even, so the player to move takes one and leaves the last stone to the opponent.
bouton-misere-ending-empty = Misère, and no stone is left: whoever took the last one has lost. The game is over, and the player to move has won.
bouton-verdict-n = { $count ->
    [one] Verdict: an N-position; the player to move wins. The winning move:
   *[other] Verdict: an N-position; the player to move wins. The { $count } winning moves:
}
bouton-verdict-over = Verdict: an N-position; the game is over, and the player to move has won. There is no move to make.
bouton-verdict-p = Verdict: a P-position; the player to move loses against best play. There is no winning move.
bouton-verdict-over-p = Verdict: a P-position; the game is over: the player to move has no move and has lost.

# The Bouton screen and panel (the app only).
bouton-lede = Type a position or pick an example, then walk through Bouton's proof: the heaps in binary, the columns, the nim-sum, and every winning move.
bouton-presets-label = Examples
bouton-preset-345 = 3, 4, 5 (Wikipedia)
bouton-preset-35969 = 3, 5, 9, 6, 9 (a P-position)
bouton-preset-79 = 7, 9 (the mirror)
bouton-preset-misere = Misère 3, 4, 5 walk-through
bouton-field-label = Heaps
bouton-field-hint = Up to { $max } whole numbers, separated by commas or spaces.
bouton-misere-label = Misère (taking the last stone loses)
bouton-explain = Explain
bouton-error-too-many = The step-by-step view takes at most { $max } heaps; { $asked } were given.
bouton-error-empty = Type at least one heap size.
bouton-error-shown-instead = Showing { $heaps } instead.
bouton-summary-heaps = Heaps
bouton-summary-nim-sum = Nim-sum
bouton-view-label = Method
bouton-view-steps = Binary columns
bouton-view-powers = Powers of two
bouton-steps-label = Steps
bouton-step-of = Step { $n } of { $count }
bouton-prev = Previous
bouton-next = Next
bouton-play = Play
bouton-pause = Pause
bouton-keys-hint = Keys: ← and → move between steps, space plays or pauses.
bouton-too-many = The step-by-step view explains at most { $max } heaps; this position has { $count }.
bouton-kind-binary = The heaps in binary
bouton-kind-columns = Count each column
bouton-kind-nim-sum = The nim-sum
bouton-kind-lemma1 = Every move breaks a column
bouton-kind-leading = The leftmost 1
bouton-kind-move = Winning move on heap { $heap }
bouton-kind-misere-switch = The misère switch
bouton-kind-misere-ending = The misère ending
bouton-kind-verdict = Verdict
bouton-table-heap = Heap
bouton-table-size = Size
bouton-table-ones = 1s
bouton-table-nim-sum = Nim-sum
bouton-table-power = 2 to the power { $k }
bouton-table-odd = odd
bouton-table-scroll = Binary table, scrolls sideways
bouton-caption-binary = { $heaps } in binary; each column is headed by its power of two.
bouton-caption-columns = The 1s counted in each column; odd columns are highlighted.
bouton-caption-leading = The leftmost 1 of the nim-sum, and the heaps with a 1 in that column.
bouton-caption-after = After “{ $move }”: every column is even.
bouton-paired = Perfectly paired (PA): every column is even.
bouton-not-paired = Not paired: { $count ->
    [one] one column is odd.
   *[other] { $count } columns are odd.
}
bouton-xor-caption = Heap { $heap }: { $from } ⊕ { $sum }
bouton-xor-heap = heap x
bouton-xor-sum = nim-sum s
bouton-xor-target = x ⊕ s
bouton-xor-remove = Remove { $from } − { $target } = { $take }.
bouton-lemma1-example = For example, take 1 from heap { $heap } ({ $from } → { $to }): { $column } becomes odd.
bouton-misere-caption = Heap { $heap } under the two conventions
bouton-misere-row-normal = Normal move
bouton-misere-row-misere = Misère move
bouton-misere-col-leave = Leave heap { $heap } at
bouton-misere-col-ones = Heaps of one stone
bouton-misere-col-parity = Parity
bouton-even = even
bouton-odd = odd
bouton-powers-caption = Each heap as a sum of distinct powers of two; equal powers cancel in pairs (struck out).
bouton-powers-left-row = Left
bouton-powers-cancelled = cancelled
bouton-walk-title = Misère 3, 4, 5: a whole game (Wikipedia)
bouton-walk-intro = Pick a position of the game to explain it. At 0, 2, 1 the normal move would leave an even number of 1-heaps, so misère switches.
bouton-walk-caption = The misère game from 3, 4, 5, move by move
bouton-walk-col-move = Move
bouton-walk-col-position = Position
bouton-walk-start = Start
bouton-walk-show = Explain { $heaps }
bouton-caption-broken = After that move: the column of the changed 1 is odd, and the nim-sum is no longer 0.
