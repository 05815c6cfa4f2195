# The Grundy-strip screen (#/subtraction-sets): any subtraction set, several heaps.
grundy-lede = A move takes s stones from one heap, s in the set S; whoever cannot move loses. Each heap size has a Grundy value; the sequence g(0), g(1), … eventually repeats, and a position is P exactly when the XOR of its heaps' values is 0.
grundy-error-set = “{ $given }” is not a set of removals such as 1,3,4.
grundy-error-heaps = “{ $given }” is not 1 to 8 heap sizes up to 1000000000.
grundy-error-instead = Showing the set { $set } with heaps { $heaps } instead.
grundy-field-set = Removals S
grundy-field-heaps = Heaps
grundy-start = Start
grundy-limits = Up to { $heaps } heaps of at most { $max } stones; the set as the core allows (removals up to 4096, at most 64 of them).
grundy-presets-label = Examples
grundy-preset-134 = S = 1, 3, 4
grundy-preset-k3 = Take 1 to 3
grundy-preset-25 = S = 2, 5
grundy-preset-237 = S = 2, 3, 7
grundy-strip-title = The Grundy sequence of one heap
grundy-preperiod = Pre-period:
grundy-period = period:
grundy-strip-label = The first { $count } Grundy values
grundy-strip-legend = Grey: the pre-period; then each period in alternate bands. Bold: value 0 (a P-heap on its own).
grundy-play-title = Play against the computer
grundy-heap = Heap { $heap }: { $size ->
    [one] 1 stone
   *[other] { $size } stones
}, Grundy value { $g }
grundy-outcome-n = N-position: the Grundy sum is { $sum } ≠ 0; the player to move wins by taking { $take } from heap { $heap }.
grundy-outcome-p = P-position: the Grundy sum is { $sum }; the player to move loses against best play.
grundy-sequence-link = The whole sequence, plotted (up to millions of heaps)
