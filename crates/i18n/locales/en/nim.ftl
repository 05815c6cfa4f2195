# The Nim screen: board, analysis, position editor.
nim-title = Nim
nim-menu-description = Heaps of stones: take as many as you like from one heap. Bouton’s nim-sum tells who wins and how.
nim-lede = Two players take turns. On your turn, take one or more stones from a single heap. Click a stone to take it and every stone above it.

## The board
nim-board-label = The heaps
nim-heap-label = { $name }: { $size ->
    [one] 1 stone
   *[other] { $size } stones
  }
nim-take-stones = Take { $take ->
    [one] 1 stone
   *[other] { $take } stones
  } from heap { $heap }
nim-hidden-stones = { $hidden ->
    [one] 1 more stone, not drawn
   *[other] { $hidden } more stones, not drawn
  }
nim-take-how-many = Take how many?
nim-take-button = Take
nim-take-range = From 1 to { $max }
nim-no-heaps = No heaps: the game is over before it starts. Add a heap or type a position below.
nim-heaps-not-drawn = Only the first { $shown } of { $total } heaps are drawn; the analysis counts them all.
nim-undo = Undo

## The analysis
nim-analysis-title = Analysis
nim-misere-toggle = Misère
nim-outcome-label = Who wins?
nim-sum-label = Nim-sum
nim-sum-binary = binary { $bits }
nim-bits-caption = The heaps in binary. A column of the nim-sum is 1 when that column holds an odd number of ones.
nim-bits-heap = Heap
nim-bits-size = Size
nim-bits-binary = Binary
nim-winning-moves-title = Winning moves
nim-winning-move = Take { $take } from heap { $heap } ({ $from } → { $to })
nim-play-move = Play
nim-play-move-label = Play: take { $take } from heap { $heap }
nim-more-winning-moves = … and { $n } more winning moves (one per heap at most).
nim-no-winning-move = No winning move: whatever the player to move does, the opponent can answer and keep the win.
nim-hint-normal-zero = The nim-sum is 0, and every move changes it; the opponent can always make it 0 again.
nim-hint-normal-nonzero = The nim-sum is not 0: a winning move makes it 0.
nim-game-over-normal = No stones are left: the game is over, and the player who took the last stone won.
nim-game-over-misere = No stones are left: the game is over, and the player who took the last stone lost.
nim-misere-endgame = Only heaps of 0 or 1 stones are left: under misère, the player to move loses when the number of 1-stone heaps is odd.
nim-misere-strategy = Misère strategy: play as in normal Nim until your move would leave only heaps of 0 or 1 stones; then leave an odd number of 1-stone heaps.

## The position editor
nim-editor-title = Position
nim-heaps-field = Heaps
nim-heaps-hint = Heap sizes separated by commas, for example 3, 4, 5 (at most { $max } heaps).
nim-add-heap = Add a heap
nim-remove-heap = Remove the last heap
nim-random = Random position
nim-reset = Reset
