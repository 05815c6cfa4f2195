# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-subtraction-about = take { $set } { $set ->
    [one] stone
   *[other] stones
} from one heap
game-subtraction-rules = Heaps of stones. On your turn, take { $set } { $set ->
    [one] stone
   *[other] stones
} from one heap (the amounts of this game’s set). Whoever makes the last move wins.
game-subtraction-theorem = The Grundy values of one heap, 0, 1, 2, …, follow the mex rule and become periodic: for a finite set the sequence repeats for ever after a pre-period. For several heaps, XOR the heaps’ values (Sprague–Grundy): 0 means P.
