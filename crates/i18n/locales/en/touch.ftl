# On a touch screen (no mouse, no keyboard: crates/app/src/i18n.rs), a
# message `ID-touch` is said in place of `ID`: taps, not clicks or keys.
nim-lede-touch = Two players take turns. On your turn, take one or more stones from a single heap. Tap a stone to take it and every stone above it.
play-heaps-several-help-touch = Tap a stone on each heap you take from: it and every stone above it are marked (the same stone again unmarks it). Then take the marked stones as one move.
play-heaps-help-touch = Tap a stone to take it and every stone above it.
play-rows-help-touch = Tap a pin to knock it down; with the box ticked its right-hand neighbour falls with it.
play-runs-help-touch = Tap an object to remove it, with as many neighbours to its right as you choose; a row may split in two.
play-runs-split-help-touch = With “split” chosen, a tap splits the row just after the object tapped.
play-runs-split-only-touch = Tap an object to split its row just after it.
play-ring-help-touch = Tap an object to remove it, with as many neighbours as you choose: clockwise on the circle, to the right in a row.
play-run-length-touch = Objects one tap removes
play-queen-help-touch = Tap a square the queen reaches: left, down, or diagonally down and left.
play-chomp-help-touch = Tap a square to eat it with every square above it and to its right. The poisoned square (bottom left) is never eaten: the game ends when it is left alone.
play-grid-help-touch = Tap the first piece of a run along a row or a column, then its last (the same piece twice takes it alone).
play-grid-first-touch = From row { $row }, column { $col }: now tap the last piece of the run.
play-graph-help-edge-touch = Tap an edge: its two ends go, with every edge touching them.
play-graph-help-vertex-touch = Tap a vertex: it goes with all its neighbours.
play-graph-draw-help-touch = Tap the empty square to place a vertex (at most { $max }); tap one vertex, then another, to join them with an edge (or to remove that edge). Vertices can also be placed with the button.
seq-zoom-help-touch = Pinch or + and − to zoom, drag to pan.
teach-present-hint-touch = Large type and high contrast for a projector
present-leave-hint-touch = Projector mode is on: tap this button to leave it
wythoff-inspect-hint-touch = Touch a cell to see its moves and whether it is hot or cold.
wythoff-click-help-touch = Tap a shaded cell to move the queen.
wythoff-click-to-start-touch = Tap any cell to start a new game from there.
wythoff-zoom-help-touch = + and − zoom, a drag pans. Where the squares are smaller than a finger, a tap zooms in on it; then tap the square you want.
