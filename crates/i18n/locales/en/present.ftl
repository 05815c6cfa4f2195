# Projector mode's button while it is on (crates/app/src/components/header.rs).
# On a touch screen a message `ID-touch`, where it exists, is said in place of `ID` (crates/app/src/i18n.rs).
present-on = on
present-leave-hint = Projector mode is on: press this button, Escape or P to leave it
present-leave-hint-touch = Projector mode is on: tap this button to leave it
# An axis of the Min Nim heatmap: which heap it counts.
heatmap-axis-heap = heap { $heap }
