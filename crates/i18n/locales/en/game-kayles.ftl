# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-kayles-rules = Rows of pins. On your turn, knock down one pin or two neighbouring pins; a row may split into two. Whoever knocks down the last pin wins.
game-kayles-theorem = Sprague–Grundy: a position’s Grundy value is the XOR of its rows’ values. Guy and Smith (1956): the values of one row are periodic with period 12 from row 71 on, so every row’s value is known.
