# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

# Under the play screen's title, what this game's parameters make of it
# (`game-NAME-about`, with the core's parameters: `$k`, `$set`, ...).
game-take-about = take 1 to { $k } { $k ->
    [one] stone
   *[other] stones
} from one heap
game-take-rules = Heaps of stones. On your turn, take between 1 and { $k } stones from one heap. Whoever takes the last stone wins.
game-take-theorem = A heap of n stones has Grundy value n mod { $period } (one more than the { $k } a move may take), so one heap is a P-position exactly when n is a multiple of { $period }. For several heaps, XOR these values: 0 means P.
