# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-dawson-rules = Rows of pins. On your turn, knock down two neighbouring pins; a row may split in two. Whoever knocks down the last pins wins. This is the octal game 0.07.
game-dawson-theorem = Sprague–Grundy: a position’s value is the XOR of its rows’ values. The values of one row are periodic with period 34 from row 53 on (the octal periodicity theorem, checked on the computed values), so every row’s value is known.
