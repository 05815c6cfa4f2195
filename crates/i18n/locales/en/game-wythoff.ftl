# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-wythoff-rules = Two heaps, or a queen on a board moving towards the corner. On your turn, take any number of stones from one heap, or the same number from both. Whoever takes the last stone wins.
game-wythoff-theorem = Wythoff (1907): the P-positions (the cold squares) are the pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirror images, for k = 0, 1, 2, …, where φ = (1 + √5)/2 is the golden ratio. Every whole number appears in exactly one pair.
