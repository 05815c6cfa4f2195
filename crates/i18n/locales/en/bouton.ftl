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
bouton-columns-odd = Odd columns: { $columns }.
bouton-columns-even = Every column is even: the position is “perfectly paired”.
bouton-nim-sum = The nim-sum is { $value } (binary { $binary }): a 1 under each odd column, a 0 under each even one.
bouton-lemma1 = The nim-sum is 0. Any move breaks a column (Lemma 1): taking stones from a heap turns its highest changed 1 into a 0, and that column, even before, becomes odd.
bouton-lemma1-heap = Heap { $heap } ({ $size }) has its 1s in the columns { $columns }: any move on it changes one of them.
bouton-leading = The nim-sum is not 0. Its leftmost 1 is in { $column }. { $count ->
    [one] Heap { $heaps } has a 1 there.
   *[other] Heaps { $heaps } have a 1 there.
}
bouton-candidate = Heap { $heap }: { $from } ⊕ { $sum } = { $target }, which is smaller, so { $move }. Afterwards every column is even ({ $counts }) (Lemma 2).
bouton-misere-switch = Misère switch: that move would leave only heaps of 0 or 1 stones, { $normal_ones } of them with one stone, an even number, so you would take the last stone. Leave heap { $heap } at { $misere } instead of { $normal }: { $misere_ones ->
    [one] one heap of one stone
   *[other] { $misere_ones } heaps of one stone
}, an odd number, and your opponent takes the last one.
bouton-misere-ending-odd = Misère, and every heap has 0 or 1 stones: the moves are forced. { $ones ->
    [one] One heap of one stone
   *[other] { $ones } heaps of one stone
} is odd, so the player to move takes the last stone and loses.
bouton-misere-ending-even = Misère, and every heap has 0 or 1 stones: the moves are forced. { $ones } heaps of one stone is even, so the player to move takes one and leaves the last stone to the opponent.
bouton-verdict-n = { $count ->
    [one] Verdict: an N-position; the player to move wins. The winning move:
   *[other] Verdict: an N-position; the player to move wins. The { $count } winning moves:
}
bouton-verdict-p = Verdict: a P-position; the player to move loses against best play. There is no winning move.
