# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-sum-rules = Several games side by side. On your turn, move in exactly one of them. Whoever makes the last move wins.
game-sum-theorem = Sprague–Grundy: the Grundy value of a sum is the XOR of its components’ values, and the sum is a P-position exactly when it is 0 (normal play).
