# The games of the catalogue: a title, a one-line summary, the rules and the
# theorem of each (game-NAME-*).

game-moore-title = Index-k Nim (Moore)
game-moore-summary = Take stones from at least one and at most k heaps in one move.
game-moore-rules = Heaps of stones. In turn, each player chooses at least one and at most k heaps and takes any positive number of stones from each of them (with moore:K,R, at most R stones from each heap). Whoever takes the last stone wins.
game-moore-theorem = E. H. Moore (1910): write the heap sizes in binary and add each binary digit modulo k + 1. The winning strategy is to move so that this sum is zero for every digit: the value is zero at the end, any change of at most k heaps from a zero position makes it non-zero, and from a non-zero position some move to at most k carefully chosen heaps makes it zero. The seed says that with at most r stones per heap the heap sizes are first reduced modulo r + 1; that is true for k = 1, but the exhaustive search refutes it for k ≥ 2 (in moore:2,1 the position 2,1,1,1 is a win for the player to move), so there the computer searches.
