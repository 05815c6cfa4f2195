# Exam mode, on every screen that plays (crates/app/src/play/exam.rs).
exam-toggle = Exam mode (hide every analysis)
exam-off-note = Turn it on to hide who wins and the winning moves, for a test.
exam-on-note = Exam mode: who wins and the winning moves are hidden.
exam-hints-toggle = Allow the hint
exam-hint-off = The hint is off in exam mode.
# A heap of the Grundy strip's game in exam mode: its Grundy value hidden.
exam-heap = Heap { $heap }: { $size ->
    [one] 1 stone
   *[other] { $size } stones
}
