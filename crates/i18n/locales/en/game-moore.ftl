# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-moore-rules = Heaps of stones. In turn, each player chooses at least one and at most { $k } { $k ->
    [one] heap
   *[other] heaps
} and takes { $r ->
    [0] any positive number of stones
    [one] 1 stone
   *[other] 1 to { $r } stones
} from each of them. Whoever takes the last stone wins.
game-moore-theorem = E. H. Moore (1910), with k the most heaps a move may touch (here { $k }): write the heap sizes in binary and add each binary digit modulo k + 1. The winning strategy is to move so that this sum is zero for every digit: the value is zero at the end, any change of at most k heaps from a zero position makes it non-zero, and from a non-zero position some move to at most k carefully chosen heaps makes it zero. The Wikipedia article on Nim says that with at most r stones per heap the heap sizes are first reduced modulo r + 1; that is true for k = 1, but the exhaustive search refutes it for k ≥ 2 (in moore:2,1 the position 2,1,1,1 is a win for the player to move), so there the computer searches.
game-moore-about = take from { $k ->
    [one] one heap
   *[other] 1 to { $k } heaps
}, { $r ->
    [0] any number of stones from each
    [one] 1 stone from each
   *[other] at most { $r } stones from each
}
