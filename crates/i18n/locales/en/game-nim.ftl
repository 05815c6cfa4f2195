# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-nim-rules = Heaps of stones. On your turn, take one or more stones from a single heap. Under normal play whoever takes the last stone wins; under misère play, loses.
game-nim-theorem = Bouton (1901): a position is a P-position exactly when the nim-sum (the XOR of the heap sizes, bit by bit without carry) is 0. A winning move makes it 0 again. Misère play is the same, except when no heap has more than one stone: then an odd number of single stones is a P-position.
