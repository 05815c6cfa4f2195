# The misère screen (#/misere, issue 28): a take-and-break game's misère quotient, computed in the background, and a sum box.
misere-lede = In misère play the last player to move loses, and the nim-sum no longer decides who wins. Plambeck and Siegel's misère quotient does instead: each heap is worth a word of a small commutative monoid Q, a sum of heaps is worth the product of its words, and it is a P-position (the player to move loses) exactly when that product lies in the P-portion P. Here the quotient is built heap by heap, each heap proved before it is kept.
misere-field-game = Game
misere-field-upto = Up to heap
misere-compute = Compute
misere-limits = Kayles (kayles), Dawson's Kayles (dawson), Grundy's game (grundy) or any octal game (octal:0.137, octal:4.7, …); heaps up to { $max }. The building stops earlier once the quotient is proved for every heap.
misere-presets-label = Examples
misere-preset-kayles = Kayles
misere-preset-dawson = Dawson's Kayles
misere-preset-0137 = Dawson's chess (0.137)
misere-preset-nim3 = Nim with heaps of at most 3 (tame)
misere-preset-075 = Octal 0.75 (wild)
misere-error-upto = “{ $given }” is not a heap size from 1 to { $max }.
misere-error-not-covered = “{ $given }” has no misère quotient here: it is computed for take-and-break games played on heaps (Kayles, Dawson's Kayles, Grundy's game and octal games).
misere-error-too-many = At most { $max } heaps in a sum ({ $asked } given).
misere-cancelled = Cancelled: nothing is being computed.
misere-again = Compute again
misere-progress = Computing in the background: heap { $done } of { $total }.
misere-cancel = Cancel
misere-failed = This quotient could not be computed.
misere-done = Quotient computed up to heap { $upto } in { $ms } ms.
misere-result-title = The quotient
misere-solved = Solved at heap { $at }: Φ is periodic with period { $period } from heap { $preperiod } on, so this quotient decides every sum of heaps of any size.
misere-not-solved = Not solved: computed up to heap { $upto }. It decides every sum of heaps up to { $upto }, however many heaps.
misere-limit = Stopped before heap { $heap }: the limit on { $what } was reached. What is shown is exact for every sum of heaps up to { $upto }.
misere-order = Elements of Q
misere-p-count = Elements of P
misere-period = Period of Φ
misere-period-value = { $period } (from heap { $preperiod })
misere-period-none = not known (not solved)
misere-tame-label = Tame or wild
misere-tame = tame
misere-wild = wild
misere-tame-note = Tame: misère play follows misère Nim's strategy (play as in normal play until every heap would be of size 1, then leave an odd number of them).
misere-wild-note = Wild: misère Nim's strategy is not enough here; the quotient's table is what tells the positions apart.
misere-normal-label = Normal play
misere-normal-period = Grundy values periodic with period { $period } from heap { $preperiod }
misere-normal-none = no period proved
misere-presentation-title = Presentation
misere-generator = { $g } = heap { $heap }
misere-generators = Generators: { $list }.
misere-relations = Relations:
misere-p-portion = P-portion (the words of the P-positions):
misere-phi-title = Φ heap by heap
misere-phi-note = The word each heap is worth. A highlighted heap is one where the presentation changed: that heap told apart sums the quotient before it had taken as equal.
misere-phi-changed = The presentation changed at heap { $heap }.
misere-phi-legend = Highlighted: the presentation changed at that heap.
misere-table-title = Multiplication table
misere-table-note = Each element written as its word; a highlighted product lies in P.
misere-table-too-large = The quotient has { $order } elements: its table is drawn up to { $max }.
misere-sum-title = A sum of heaps
misere-sum-label = Heaps
misere-sum-hint = Type heap sizes, separated by commas.
misere-sum-not-covered = The quotient is not solved and goes up to heap { $upto } only: heap { $heap } is past it. Ask for more heaps above.
misere-sum-heap-too-large = Heap { $heap } is too large to list its moves here (at most { $max }).
misere-sum-product = Their product: { $word }.
misere-sum-p = A P-position: the player to move loses in misère play.
misere-sum-n = An N-position: the player to move wins in misère play.
misere-sum-moves = { $count ->
    [one] One winning move:
   *[other] { $count } winning moves:
}
misere-sum-nothing = nothing
misere-sum-move = the heap of { $from } becomes { $left }, leaving { $result }
misere-sum-more = and { $more } more.
misere-play = Play this position (misère)
# The why walk in misère play where a misère quotient covers the position (issue 32, item 8).
why-misere-quotient = Misère play (the last move loses): the nim-sum of the Grundy values does not say who wins, but this game's misère quotient does ({ $reach }). Each part is worth a word of the quotient, and the position is worth their product.
why-misere-solved = it is solved, so it covers heaps of any size
why-misere-upto = it is exact for heaps up to { $upto }
why-misere-words = The parts' words: { $parts }.
why-misere-product-p = Their product is { $word }, which lies in the P-portion { $portion }: the player to move loses, whatever the move.
why-misere-product-n = Their product is { $word }, which is not in the P-portion { $portion }: the player to move wins.
why-misere-move = The winning move leaves { $position }: its product, { $word }, lies in the P-portion, so the other player is left to lose.
why-kind-misere-words = The parts' words
why-kind-misere-product = Their product
why-kind-misere-move = The winning move
why-misere-waiting = Misère play (the last move loses): this game's misère quotient, which says who wins, is being worked out…
why-summary-word = Word in the misère quotient
why-parts-misere = { $count ->
    [one] The position is one part: { $parts }.
   *[other] The position splits into { $count } independent parts: { $parts }.
} A move changes one part only.
