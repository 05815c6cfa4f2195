# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-min-nim-about = take { $set } stones from one heap
game-min-nim-rules = Three heaps. On your turn, take { $set } stones from a heap that has enough. Whoever makes the last move wins.
game-min-nim-theorem = Each heap is the subtraction game of the amounts { $set }, so by Sprague–Grundy the Grundy value of a position is the XOR of three periodic sequences’ values, and the position is P exactly when it is 0.
