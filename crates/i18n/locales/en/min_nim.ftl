# The Min Nim screen (#/min-nim): Eric Brandwein's table of N/P and distance.
min-nim-lede = Three heaps; a move removes r1, r2 or r3 stones from one heap that has enough; whoever cannot move loses. The table gives every position in the box its outcome and its distance (how many moves the game lasts with best play): the winner hurries to a P-position of least distance, the loser delays with the move of greatest distance.
min-nim-error-heaps = “{ $given }” is not three heap sizes such as 10,10,10.
min-nim-error-set = “{ $given }” is not three removals such as 1,2,3.
min-nim-error-position = “{ $given }” is not a position of three heaps inside the box, such as 4,7,10.
min-nim-error-instead = Showing heaps { $heaps } with removals { $set } instead.
min-nim-field-heaps = Heaps n1, n2, n3
min-nim-field-set = Removals r1 < r2 < r3
min-nim-compute = Compute
min-nim-memory = The table has { $cells } cells, one per position in the box; at most { $max } cells, enough for 300 × 300 × 300.
min-nim-progress = Computing in the background: { $done } of { $total } cells.
min-nim-cancel = Cancel
min-nim-cancelled = Cancelled.
min-nim-failed = The table could not be computed.
min-nim-retry = Compute again
min-nim-done = { $cells } cells computed in { $ms } ms.
min-nim-slice-title = A slice of the table
min-nim-slice-label = Heap 3 = { $c } (heap 1 down, heap 2 across)
min-nim-heatmap-label = Heatmap of the positions with heap 3 = { $c }
min-nim-heatmap-legend = Orange: P (the player to move loses); blue: N (the player to move wins). Paler: farther from the end.
min-nim-hover-hint = Point at a cell to see its moves and values.
min-nim-cell = { $position }: { $outcome }, distance { $distance }
min-nim-cell-move = heap { $heap } − { $take } → { $position }: { $outcome }, distance { $distance }
min-nim-cell-best = (the move of Eric Brandwein’s notes “Min Nim”)
min-nim-game-title = Play against the computer
min-nim-outcome = { $outcome }-position for the player to move, distance { $distance }.
min-nim-moves-label = Your move
min-nim-move = Heap { $heap } − { $take }
min-nim-chart-values = Distances: { $values }
