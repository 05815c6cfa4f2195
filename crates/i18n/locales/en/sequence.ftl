# The sequence screen (#/grundy-sequences): a long Grundy sequence of a one-heap game, plotted.
# On a touch screen a message `ID-touch`, where it exists, is said in place of `ID` (crates/app/src/i18n.rs).
seq-lede = Each heap size n of a one-heap game has a Grundy value G(n). Octal games become periodic, and the octal periodicity theorem proves it from a finite prefix; whether Grundy's game is eventually periodic is an open problem. Here the sequence is computed in the background and drawn as research papers draw it: G(n) against n.
seq-field-game = Game
seq-field-upto = Up to heap
seq-compute = Compute
seq-limits = Any one-heap game of the catalogue (grundy, kayles, dawson, octal:0.137, take:3, subtraction:1,3,4, …); heaps up to { $max } in the browser; the command line goes further.
seq-presets-label = Examples
seq-preset-grundy = Grundy's game to 2²⁰
seq-preset-kayles = Kayles
seq-preset-dawson = Dawson's Kayles
seq-preset-0137 = Dawson’s chess (0.137)
seq-preset-134 = Subtraction 1, 3, 4
seq-error-upto = “{ $given }” is not a heap size from 0 to { $max }.
seq-error-instead = Showing { $game } up to { $upto } instead.
seq-progress = Computing in the background: { $done } of { $total } values.
seq-cancel = Cancel
seq-cancelled = Cancelled: nothing is being computed.
seq-again = Compute again
seq-failed = This sequence could not be computed.
seq-done = { $count } values computed in { $ms } ms.
seq-plot-label = Plot of G(n) for n from 0 to { $count } terms, values from 0 to { $top }; rare values in red
seq-zoom-label = Zoom
seq-zoom-in = Zoom in
seq-zoom-out = Zoom out
seq-zoom-fit = Show the whole sequence
seq-zoom-help = Scroll or + and − to zoom, drag or the arrow keys to pan.
seq-zoom-help-touch = Pinch or + and − to zoom, drag to pan.
seq-hover = G({ $n }) = { $value }
seq-hover-none = Point at the plot to read a value.
seq-legend = Each dot is one value G(n): n across, G(n) up. Red: rare values. Grey band: the pre-period; green bands: every other period.
seq-lookup-label = What is G(n)? n =
seq-lookup-button = Look up
seq-lookup-answer = In { $game }, G({ $n }) = { $value }.
seq-lookup-refused = “{ $given }” is not a computed heap size (0 to { $last }).
seq-download = Download the values (.txt)
seq-play-link = Play this game
seq-stats-title = Statistics
seq-stats-terms = Values computed
seq-stats-max = Largest value
seq-stats-max-at = { $value }, first at n = { $n }
seq-stats-period = Period
seq-stats-periodic = pre-period { $preperiod }, period { $period } ({ $proof ->
    [octal] proved by the octal periodicity theorem
    [formula] by the formula G(n) = n mod (K + 1)
   *[subtraction] exact: each value depends only on a fixed number of values before it
}: every value is known)
seq-stats-no-period = no period up to { $upto }
seq-stats-no-theorem = no periodicity theorem applies (not an octal game): no period is claimed
seq-stats-mask = Rare mask
seq-stats-rare = Rare values
seq-stats-rare-count = { $count }, the last at n = { $last }
seq-stats-rare-none = none
seq-stats-rare-help = Under the mask, a value is rare when its masked bits have even parity (with the heap's parity, when shown); common values then come from a rare part and a common part, which is why the sequence can be computed fast.
seq-number = { $n }
seq-window = In view: n from { $first } to { $last }; values from 0 (bottom) to { $top } (top).
