# The "why" walk for every game that splits into parts (issue 32): the CLI's
# explain for games other than Nim, the #/why screen and the play screen's link.
why-part = part { $n } ({ $position })
why-part-n = Part { $n }
why-table-part = { $kind ->
    [row] Part (a row)
    [heap] Part (a heap)
   *[other] Part
}
why-table-value = Grundy value
why-part-start = Part { $n } ({ $position })
why-parts = { $count ->
    [one] The position is one part: { $parts }.
   *[other] The position splits into { $count } independent parts: { $parts }.
} A move changes one part only, so each part plays like a Nim heap of its Grundy value (Sprague–Grundy), and the position is worth the nim-sum of those values.
why-value-rule = { $part } is worth { $value }: the rule of { $game } gives it at once.
why-value-sequence = { $part } is worth { $value }: the Grundy sequence of { $game } at { $heap }.
why-value-component = { $part } is worth { $value }: the value of its own game, { $game }.
why-value-component-parts = { $part } is worth { $value }: its own game, { $game }, splits it too, and its parts' values give { $xor }.
why-options = Its moves leave { $options }. The least value none of them has is { $value }: that is its Grundy value.
why-options-none = It has no move, so its Grundy value is 0.
why-binary = Write each part's value in binary, one column for each power of two:
why-leading = The nim-sum is not 0. Its leftmost 1 is in { $column }. { $count ->
    [one] Part { $parts } has a 1 there.
   *[other] Parts { $parts } have a 1 there.
}
why-target = Change { $part }: { $from } ⊕ { $sum } = { $value }, which is smaller, so the part must become worth { $value }. Then every column is even.
why-move = In { $part }, move to { $to }, worth { $value }.
why-move-split = In { $part }, move to { $to }: it splits into rows of { $pieces }, and their values give { $xor }, exactly the value needed.
why-result = The position becomes { $position }, with nim-sum 0: your opponent faces a P-position and loses against best play.
why-every-move-loses = The nim-sum is 0: a P-position. A move changes one part, and never to a value it already has (a part's value is the least value its moves do not reach), so after any move the nim-sum is no longer 0, and the opponent can make it 0 again.
why-every-move-loses-part = { $part } is worth { $value }; its moves reach { $values }, never { $value }.
why-over = No part has a move left: the game is over, and the player to move has lost.
why-misere = Misère play (the last move loses): the Sprague–Grundy theorem does not carry over. The nim-sum of the parts' values does not say who wins, so no move is proposed from it here; the analysis judges the position by the game's own rule or by searching it.
why-title = Why this move wins, step by step
why-lede = A position that splits into independent parts is worth the nim-sum of its parts' values. Walk through it one step at a time.
why-game-label = Game
why-position-label = Position
why-explain = Explain
why-kind-parts = The parts
why-kind-value = A part's value
why-kind-binary = The values in binary
why-kind-columns = Count each column
why-kind-nim-sum = The nim-sum
why-kind-leading = The leftmost 1
why-kind-target = The part to change
why-kind-move = The move
why-kind-result = The position after it
why-kind-loses = Every move loses
why-kind-over = The game is over
why-kind-misere = Misère play
why-sequence-link = See the sequence at { $heap }
why-summary-nim-sum = Nim-sum
why-presets-label = Examples
why-preset-kayles = Kayles 5, 7
why-preset-kayles-split = Kayles 10 (a split)
why-preset-nim = Nim 3, 4, 5 (Wikipedia)
why-preset-take = Take 1 to 3, 19 stones (simplified Nim)
why-preset-grundy = Grundy’s game, 7 (a P-position)
why-preset-subtraction = Subtraction 1, 3, 4 on 5, 7, 9
why-preset-sum = Nim + Kayles + Fibonacci Nim
