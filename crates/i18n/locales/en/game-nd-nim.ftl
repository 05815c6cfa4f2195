# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-nd-nim-rules = The board has k1 × … × kn cells, each holding a piece or empty, written as 1 or 0 in reading order (the last coordinate runs fastest). In turn, each player removes any number of contiguous pieces, at least one, from one hyper-row: a line of cells parallel to an axis, with no empty cell between the pieces removed. Whoever removes the last piece wins.
game-nd-nim-theorem = The Wikipedia article on Nim: “n-d Nim is played on a k1 × … × kn board, on which any number of contiguous pieces can be removed from any hyper-row. The starting position is usually the full board, but other options are allowed.” Moves in one connected piece of the board never touch another, so by Sprague–Grundy the position's value is the XOR of its pieces' values. A straight piece of n is worth n, like a Nim heap: one-dimensional n-d Nim is Nim.
game-nd-nim-about = a board of { $code } cells ({ $cells } in all)
