# Errors from the core, one clear sentence each.
error-unknown-game = Unknown game “{ $given }”. Use nim, take:K, subtraction:S1,S2,…, wythoff or min-nim:R1,R2,R3.
error-bad-game-parameter = The game “{ $given }” has parameters out of range (take:K needs K ≥ 1; a subtraction set needs positive sizes; Min Nim needs 1 ≤ r1 < r2 < r3).
error-wrong-heap-count = This game is played on { $expected } heaps, but { $got } were given.
error-too-large = Too large: { $what } is limited to { $max }, and { $asked } was asked.
limit-heaps = the number of heaps
limit-min-nim-cells = the size of the Min Nim table ((n1+1)·(n2+1)·(n3+1) positions)
limit-sequence-length = the length of a Grundy sequence
limit-subtraction-element = the largest number in a subtraction set
limit-subtraction-set-size = the number of sizes in a subtraction set
limit-cold-count = the number of cold positions listed at once
limit-wythoff-index = the index k of a cold pair (its pair must fit in 64 bits)
limit-period-search = the terms examined while looking for the period of a sequence
limit-solver-budget = the positions the exhaustive solver may explore
limit-game-of-games-n = the number of stones of a game of games
limit-long-sequence = the last heap of a long take-and-break Grundy sequence
limit-grundy-value = a Grundy value of a take-and-break game
error-not-a-number = “{ $given }” is not a whole number from 0 to 18446744073709551615.
