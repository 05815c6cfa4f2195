# The play screen (#/play): one screen for every registered game.
# On a touch screen a message `ID-touch`, where it exists, is said in place of `ID` (crates/app/src/i18n.rs).
play-lede = Play against the computer or a friend and see, at every position, who wins and how.
play-this-game = This game:
play-back-home = All games
play-error-fix = Choose another game or position in the form below, or go back to the list of games.
play-board-title = Board
play-status-your-turn = Your turn.
play-status-thinking = The computer is thinking…
play-status-player-turn = Player { $player } to move.
play-status-you-won = You win!
play-status-computer-won = The computer wins.
play-status-player-won = Player { $player } wins!
# The end of a game, under the board ($who: the player left without a move)
play-over-no-move = { $who ->
    [you] You have no move left.
    [computer] The computer has no move left.
   *[player] Player { $player } has no move left.
  }
play-over-misere = In misère play, the player left without a move wins.
play-again = Play again
play-notice-storage-ignored = The game saved in this browser could not be read, so a new one was started.
play-notice-unknown-value = “{ $value }” is not a choice for { $key }; the usual choice is used.
play-notice-dismiss = Dismiss
play-move-illegal = That is not a move of this game from here (it would leave { $position }).
play-move-over = The game is over: undo a move or start again.
play-move-not-your-turn = Wait for the computer’s move.
play-move-field-label = Or type the position after your move
play-move-field-submit = Play this move
# Boards
play-heaps-label = The heaps
play-heap-label = Heap { $heap }: { $size ->
    [one] 1 stone
   *[other] { $size } stones
  }
play-stone-take = Take { $take ->
    [one] 1 stone
   *[other] { $take } stones
  } from heap { $heap }
play-heap-hidden = { $hidden ->
    [one] 1 more stone, not drawn
   *[other] { $hidden } more stones, not drawn
  }
play-take-how-many = Take how many?
play-take-button = Take
play-take-range = From 1 to { $max }
play-no-heaps = No heaps: the game is over before it starts. Add a heap or type a position below.
play-heaps-not-drawn = Only the first { $shown } of { $total } heaps are drawn; the analysis counts them all.
play-took-badge = −{ $take }
play-heaps-keyboard-help = Keyboard: Tab to a stone, ← → to choose a heap, ↑ ↓ to choose how many, Enter to take.
play-heaps-several-help = Click a stone on each heap you take from: it and every stone above it are marked (the same stone again unmarks it). Then take the marked stones as one move.
play-heaps-several-help-touch = Tap a stone on each heap you take from: it and every stone above it are marked (the same stone again unmarks it). Then take the marked stones as one move.
play-heaps-play-marked = { $heaps ->
    [0] Take the marked stones
    [one] Take the marked stones from 1 heap
   *[other] Take the marked stones from { $heaps } heaps
}
play-heaps-clear-marked = Clear the marks
play-heaps-help = Click a stone to take it and every stone above it.
play-heaps-help-touch = Tap a stone to take it and every stone above it.
play-row-label = Row { $row }: { $size ->
    [one] { $size } pin
   *[other] { $size } pins
}
play-pin-knock = Knock pin { $pin } of row { $row }
play-pin-knock-pair = Knock pins { $pin } and { $next } of row { $row }
play-rows-pair = Knock two neighbouring pins
play-rows-help = Click a pin to knock it down; with the box ticked (or with Shift-click) its right-hand neighbour falls with it.
play-rows-help-touch = Tap a pin to knock it down; with the box ticked its right-hand neighbour falls with it.
play-runs-help = Click an object to remove it, with as many neighbours to its right as you choose; a row may split in two.
play-runs-help-touch = Tap an object to remove it, with as many neighbours to its right as you choose; a row may split in two.
play-runs-help-fixed = { $count ->
    [one] Click an object to remove it; a row may split in two.
   *[other] Click an object to remove it with its neighbours to the right, { $count } objects in all; a row may split in two.
}
play-runs-split-help = With “split” chosen, a click splits the row just after the object clicked.
play-runs-split-help-touch = With “split” chosen, a tap splits the row just after the object tapped.
play-runs-split-only = Click an object to split its row just after it.
play-runs-split-only-touch = Tap an object to split its row just after it.
play-runs-split = split
play-runs-split-after = Split row { $row } after object { $pin }
play-ring-help = Click an object to remove it, with as many neighbours as you choose: clockwise on the circle, to the right in a row.
play-ring-help-touch = Tap an object to remove it, with as many neighbours as you choose: clockwise on the circle, to the right in a row.
play-run-length = Objects one click removes
play-run-length-touch = Objects one tap removes
play-ring-label = A circle of { $size } objects
play-ring-remove = { $count ->
    [one] Remove object { $pin }
   *[other] Remove { $count } objects from object { $pin }
}
play-run-remove-row = { $count ->
    [one] Remove object { $pin } of row { $row }
   *[other] Remove { $count } objects from object { $pin } of row { $row }
}
play-memory-heap = { $size ->
    [one] { $size } stone in the heap
   *[other] { $size } stones in the heap
}
play-memory-max = At most { $max } may be taken now.
play-memory-take = Take { $take }
play-memory-help = Click a button to take that many stones. The first move may take anything but the whole heap; after that, at most twice what the last move took.
play-memory-notation = { $last ->
    [0] Written { $heap }: a fresh heap, nothing taken yet.
   *[other] Written { $heap },{ $last }: the heap, then the last move’s take ({ $last }).
}
play-building-title = heaps { $heaps } · { $left ->
    [0] every stone placed
    [one] 1 stone to place
   *[other] { $left } stones to place
}
play-queen-help = Click a square the queen reaches: left, down, or diagonally down and left.
play-queen-help-touch = Tap a square the queen reaches: left, down, or diagonally down and left.
play-queen-caption = The queen at column { $x }, row { $y }
play-queen-cell = Move the queen to { $x },{ $y }
play-building-left = { $left ->
    [one] { $left } stone still to place: this move puts it on a heap.
   *[other] { $left } stones still to place: each move puts one on a heap.
}
play-building-place = Place on heap { $heap }
play-building-nim = Every stone is placed: now it is Nim on these heaps.
play-list-title = Every move from here
play-list-more = Only the first { $shown } moves are listed.
play-list-none = No move is left.
play-chomp-help = Click a square to eat it with every square above it and to its right. The poisoned square (bottom left) is never eaten: the game ends when it is left alone.
play-chomp-help-touch = Tap a square to eat it with every square above it and to its right. The poisoned square (bottom left) is never eaten: the game ends when it is left alone.
play-chomp-label = The chocolate bar
play-chomp-square = Eat the square in row { $row }, column { $col }, and everything above and to its right
play-chomp-poison = The poisoned square
play-grid-help = Click the first piece of a run along a row or a column, then its last (the same piece twice takes it alone). Escape starts again.
play-grid-help-touch = Tap the first piece of a run along a row or a column, then its last (the same piece twice takes it alone).
play-grid-label = The board, { $rows } × { $cols }
play-grid-piece = The piece in row { $row }, column { $col }
play-grid-first = From row { $row }, column { $col }: now click the last piece of the run.
play-grid-first-touch = From row { $row }, column { $col }: now tap the last piece of the run.
play-graph-help-edge = Click an edge: its two ends go, with every edge touching them.
play-graph-help-edge-touch = Tap an edge: its two ends go, with every edge touching them.
play-graph-help-vertex = Click a vertex: it goes with all its neighbours.
play-graph-help-vertex-touch = Tap a vertex: it goes with all its neighbours.
play-graph-label = The graph: { $n ->
    [one] { $n } vertex left
   *[other] { $n } vertices left
}
play-graph-edge = Remove the edge { $u }–{ $v } and its two ends
play-graph-vertex = Remove vertex { $v } and its neighbours
play-graph-pick-title = Pick a graph
play-graph-shape-path = A path of { $n }
play-graph-shape-cycle = A cycle of { $n }
play-graph-shape-grid = A { $n } × { $n } grid
play-graph-shape-grid-2x4 = A 2 × 4 grid
play-graph-shape-star = A star with { $n } leaves
play-graph-shape-complete = { $n } vertices, all joined
play-graph-shape-petersen = The Petersen graph
# Analysis
play-analysis-title = Analysis
play-outcome-label = Outcome
play-grundy-label = Grundy value
play-grundy-misere = Under misère play the Grundy value does not decide the game; the outcome above comes from misère play itself (a theorem, the misère quotient or the search).
play-misere-note = Misère play: whoever makes the last move loses. Where the rules and the theorem below speak only of normal play, they do not decide this game; the analysis is that of misère play.
play-grundy-unknown = out of reach for this position
play-remoteness-label = Remoteness
play-remoteness-value = { $moves ->
    [one] { $moves } move to the end with best play
   *[other] { $moves } moves to the end with best play
}
play-remoteness-unknown = out of reach for this position
play-winning-moves-title = Winning moves
play-winning-moves-over = No move is possible: the game is over.
play-winning-moves-none = No move wins from here: every move leaves an N-position.
play-winning-moves-more = { $shown } of { $count } winning moves are listed.
play-move-to = To { $position }
play-move-change = In place { $place }: { $from } becomes { $to }
play-move-play = Play
play-analysis-error = No analysis for this position: { $reason }
play-facts-title = Facts
fact-nim-sum = Nim-sum (XOR of the heaps)
fact-zeckendorf = Zeckendorf form (non-consecutive Fibonacci numbers adding up to the heap)
fact-max-take = Most that may be taken now
fact-row-values = Grundy value of each row
fact-component-values = Grundy value of each component
fact-period = Preperiod and period of the Grundy values
fact-period-value = preperiod { $preperiod }, period { $period }
fact-squares = Squares left
fact-strategy-stealing = Strategy stealing
fact-strategy-stealing-value = a full rectangle: the player to move wins, though the proof names no move (the winning moves listed come from the search)
fact-solved-by-search = No closed form
fact-solved-by-search-value = solved by exhaustive search
fact-candies-mover = Candies for the player to move, with best play
fact-candies-other = Candies for the other player, with best play
fact-vertices = Vertices left
fact-edges = Edges left
fact-pieces = Separate groups
fact-piece-values = Grundy value of each group
fact-dimensions = Board
# Hint
play-hint-show = Show a hint
play-hint-hide = Hide the hint
play-hint-move = Try moving to { $position }.
play-hint-none = No move wins from here: play on and hope for a slip.
play-hint-moves = { $count ->
    [one] This move wins:
   *[other] These moves win:
  }
# History
play-history-title = Moves
play-history-start = Start: { $position }
play-history-by-computer = computer
play-undo = Undo
play-redo = Redo
play-restart = Start again
# Value history chart
play-chart-title = Value history
play-chart-desc = Each position played so far: its outcome (N or P) and its remoteness (moves to the end with best play).
play-chart-axis-ply = Move
play-chart-axis-remoteness = Remoteness
play-chart-legend-n = N: the player to move wins
play-chart-legend-p = P: the player to move loses
play-chart-point = After move { $ply }: { $outcome }, remoteness { $remoteness }
play-chart-unknown = unknown
# Setup
play-setup-title = New game
play-setup-game = Game
play-setup-game-help = Registered games: { $list }.
play-setup-position = Position
play-setup-position-help = For example { $example }.
play-setup-misere = Misère play (whoever makes the last move loses)
play-setup-apply = Start
# Score
play-score-title = Score
play-score-value = You { $wins } – { $losses } the computer
# Rules and theorem
play-rules-title = Rules
play-theorem-title = Theorem
refusal-octal-digit = The code { $code } does not allow that move: its digit { $k } is { $digit }, so { $k ->
    [one] 1 object may be taken
   *[other] { $k } objects may be taken
} only { $allowed }, not { $tried }.
refusal-octal-zero = The code { $code } does not allow that move: its digit { $k } is 0, so no move takes { $k ->
    [one] 1 object
   *[other] { $k } objects
}.
refusal-way-whole = as a whole row
refusal-way-one-left = from the end of a longer row (leaving one row)
refusal-way-two-left = from inside a row (leaving two rows)
refusal-grundy-takes = In Grundy’s game a move takes nothing: it splits one row into two rows of different sizes.
refusal-grundy-equal = In Grundy’s game the two rows of a split must differ in size (6 may become 5 and 1, or 4 and 2, never 3 and 3).
play-sequence-link = This game's Grundy sequence, plotted
play-graph-draw-title = Or draw your own graph
play-graph-draw-help = Click the empty square to place a vertex (at most { $max }); click one vertex, then another, to join them with an edge (or to remove that edge). Vertices can also be placed with the button and joined with Enter.
play-graph-draw-help-touch = Tap the empty square to place a vertex (at most { $max }); tap one vertex, then another, to join them with an edge (or to remove that edge). Vertices can also be placed with the button.
play-graph-draw-surface = Drawing surface
play-graph-draw-vertex = Vertex { $v }
play-graph-draw-add = Add a vertex
play-graph-draw-clear = Clear
play-graph-draw-play = Play this graph

# Seats (every screen that plays): the opponent and who moves first.
seats-opponent-label = Opponent
seats-opponent-perfect = The computer, perfect
seats-opponent-strong = The computer, strong (rare slips)
seats-opponent-beginner = The computer, beginner
seats-opponent-friend = A friend on this device
seats-first-label = Who moves first?
seats-first-me = Me
seats-first-computer = The computer
seats-first-auto = Let the position decide
seats-first-auto-note = The computer takes the winning side: first from an N-position, second from a P-position.
# The play screen's link to Bouton's walk of the position (#/why).
why-open = Why? Step by step
