# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-grundy-rules = Heaps of stones. On your turn, split one heap into two non-empty heaps of different sizes (6 can become 5 and 1, or 4 and 2, never 3 and 3). Whoever cannot move loses.
game-grundy-theorem = Sprague–Grundy: a position’s value is the XOR of its heaps’ values, each the mex of the values it can split into. Whether the sequence of values is eventually periodic is an open problem; the values are computed one by one.
