# Projector mode's button while it is on (crates/app/src/components/header.rs).
present-on = on
present-leave-hint = Projector mode is on: press this button, Escape or P to leave it
# An axis of the Min Nim heatmap: which heap it counts.
heatmap-axis-heap = heap { $heap }
