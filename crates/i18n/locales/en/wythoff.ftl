# The Wythoff screen: the queen grid, playing, the heatmap, rules 1–3, the formula.
# On a touch screen a message `ID-touch`, where it exists, is said in place of `ID` (crates/app/src/i18n.rs).
wythoff-lede = Two players take turns moving the queen west, south or south-west, any number of cells. Whoever moves her to the corner (0, 0) wins. Column a and row b are the two piles: take from one, or the same number from both.
wythoff-board-title = The grid

## Settings
wythoff-size-label = Grid size
wythoff-size-limit = from { $min } to { $max } cells per side
wythoff-size-field-error = “{ $given }” is not a size: type a whole number from { $min } to { $max }.
wythoff-misere = Misère (whoever reaches the corner loses)
wythoff-view-label = What the grid shows
wythoff-view-cold = Cold positions
wythoff-view-heat = Grundy heatmap
wythoff-view-rules = Rules 1–3, step by step

## Errors in the URL
wythoff-error-size-nan = The size “{ $given }” is not a whole number; showing the default grid. Sizes go from { $min } to { $max }.
wythoff-error-size-range = The size “{ $given }” is out of range: a grid has from { $min } to { $max } cells per side. Showing the default grid.
wythoff-error-queen-nan = The queen’s cell “{ $given }” is not two whole numbers a,b; she starts at the default cell.
wythoff-error-queen-off = The cell ({ $a }, { $b }) is outside the { $size }×{ $size } grid; the queen starts at the default cell.

## The grid
wythoff-grid-label = Wythoff grid, { $size } by { $size }, origin at the bottom left
wythoff-canvas-label = Wythoff grid, { $size } by { $size }, drawn on a canvas; cold positions in blue
wythoff-inspect-hint = Point at a cell (or focus the grid and use the arrow keys) to see its moves and whether it is hot or cold.
wythoff-inspect-hint-touch = Touch a cell to see its moves and whether it is hot or cold.
wythoff-cell-cold = is cold: the player to move loses against best play
wythoff-cell-hot = is hot: the player to move can win
wythoff-cell-moves = its moves go west, south and south-west (shaded)
wythoff-cell-is-queen = the queen is here
wythoff-cell-reachable = the queen can move here
wythoff-cell-unreachable = the queen cannot move here
wythoff-cell-grundy = Grundy value { $g }
wythoff-keys-help = Keyboard: focus the grid, then ← and ↓ move a cursor over the queen’s moves (→ and ↑ go back), Enter plays, Escape hides the cursor.
wythoff-zoom-label = Zoom
wythoff-zoom-in = Zoom in
wythoff-zoom-out = Zoom out
wythoff-zoom-fit = Show the whole grid
wythoff-zoom-help = Scroll to zoom, drag to pan.
wythoff-zoom-help-touch = + and − zoom, a drag pans. Where the squares are smaller than a finger, a tap zooms in on it; then tap the square you want.
wythoff-canvas-window = In view: columns { $x0 }–{ $x1 }, rows { $y0 }–{ $y1 }.

## The legend
wythoff-legend-label = Legend
wythoff-legend-cold = cold position (the player to move loses): (0,0), (1,2), (3,5), (4,7)…
wythoff-legend-cold-misere = cold position under misère: (0,1), (1,0), (2,2), then as in normal play
wythoff-legend-hot = hot position (the player to move wins)
wythoff-legend-reach = a cell the queen can move to
wythoff-legend-ray = the moves of the cell under the pointer
wythoff-legend-hint = a winning move (hint)
wythoff-legend-heat = Grundy value (nim-value, normal play); 0 is exactly the cold positions
wythoff-heat-limit = Grundy values are computed for the { $n }×{ $n } corner only (the core’s table limit); the grey cells beyond are not computed.
wythoff-heat-computing = Computing the Grundy values… { $percent }%
wythoff-legend-undecided = not yet decided
wythoff-legend-rule-cold = cold (rule 1 or rule 3)
wythoff-legend-rule-hot = hot (rule 2)
wythoff-legend-latest = the cell just decided

## Rules 1–3
wythoff-rules-1 = (0,0) is cold.
wythoff-rules-2 = A position from which a cold position can be reached in one move is hot.
wythoff-rules-3 = If every move leads to a hot position, the position is cold.
wythoff-rules-controls = Animation controls
wythoff-rules-play = Play
wythoff-rules-pause = Pause
wythoff-rules-step = Step
wythoff-rules-finish = Show all
wythoff-rules-reset = Reset
wythoff-rules-progress = { $n } of { $total } cells decided
wythoff-rules-start = Press Play or Step: the cells are decided in order of a + b, so every move from a cell is decided before the cell.
wythoff-rules-too-big = The step-by-step rules run on grids of at most { $max }×{ $max }; choose a smaller size to watch them.
wythoff-rule-1 = (0, 0) is cold: rule 1.
wythoff-rule-1-misere = (0, 0) is hot under misère: whoever moved there took the last counters and lost.
wythoff-rule-2 = { $cell } is hot: it reaches the cold { $via } in one move (rule 2).
wythoff-rule-3 = { $cell } is cold: every move from it leads to a hot position (rule 3).

## The game
wythoff-game-title = Play
wythoff-outcome-hot = hot ({ $a }, { $b }): the player to move wins with best play
wythoff-outcome-cold = cold ({ $a }, { $b }): the player to move loses against best play
wythoff-click-help = Click a shaded cell to move the queen.
wythoff-click-help-touch = Tap a shaded cell to move the queen.
wythoff-click-to-start = Click any cell to start a new game from there.
wythoff-click-to-start-touch = Tap any cell to start a new game from there.
wythoff-show-hints = Show hints
wythoff-hide-hints = Hide hints
wythoff-take-a = take { $n } from pile A → ({ $a }, { $b })
wythoff-take-b = take { $n } from pile B → ({ $a }, { $b })
wythoff-take-both = take { $n } from both piles → ({ $a }, { $b })

## The piles
wythoff-piles-title = The same position as two piles
wythoff-piles-lede = Pile A is the queen’s column, pile B her row.
wythoff-pile-a = Pile A
wythoff-pile-b = Pile B
wythoff-take-how-many = Take
wythoff-take-from-a = from A
wythoff-take-from-b = from B
wythoff-take-from-both = from both

## The formula
wythoff-formula-title = The golden-ratio formula
wythoff-formula-lede = The k-th cold position is (aₖ, bₖ) with aₖ = ⌊kφ⌋ and bₖ = ⌊kφ²⌋ = aₖ + k, where φ = (1 + √5)/2. Computed exactly with integers: ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋.
wythoff-jump-label = Jump to k
wythoff-jump-max = k from 0 to { $max }
wythoff-jump-nan = Type k as a whole number, for example 1000000000000000000.
wythoff-jump-too-large = k is at most { $max }: past it, bₖ no longer fits in 64 bits.
wythoff-beatty-title = Every positive integer, exactly once
wythoff-beatty-lede = The aₖ and the bₖ are complementary Beatty sequences: each positive integer is exactly one aₖ or one bₖ, never both, never neither. The strip starts at the first aₖ of the table.
wythoff-beatty-a = an aₖ
wythoff-beatty-b = a bₖ

## Is (a, b) cold?
wythoff-check-title = Is (a, b) cold?
wythoff-check-nan = Type two whole numbers from 0 to 18446744073709551615.
wythoff-check-cold = ({ $a }, { $b }) is cold: the player to move loses.
wythoff-check-hot = ({ $a }, { $b }) is hot: the player to move wins.
wythoff-check-moves = Winning moves
wythoff-reason-cold = Its difference is k = { $k }, and the k-th cold pair is aₖ = ⌊{ $k }φ⌋ = { $ak }, bₖ = aₖ + k = { $bk }: exactly this pair.
wythoff-reason-hot = Its difference is k = { $k }, and the only cold pair with that difference is aₖ = ⌊{ $k }φ⌋ = { $ak }, bₖ = aₖ + k = { $bk }, which is not ({ $a }, { $b }).
wythoff-reason-no-pair = Its difference { $d } is past { $max }: the cold pair with that difference would not fit in 64 bits, so this pair is not cold.
wythoff-reason-misere-cold = Under misère, (0,1), (1,0) and (2,2) are cold (the exception stated by the Wikipedia article on Wythoff’s game); ({ $a }, { $b }) is one of them.
wythoff-reason-misere-hot = Under misère, ({ $a }, { $b }) is hot: (0,0) and (1,2) are hot: the exceptions (0,1), (1,0) and (2,2) take their place among the cold positions.
