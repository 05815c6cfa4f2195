# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-equal-rules = Heaps of stones. In turn, each player either takes any positive number of stones from one heap, or takes the same number of stones from every heap (possible only while no heap is empty). Whoever takes the last stone wins.
game-equal-theorem = The Wikipedia article on Nim: “In another variation of Nim, besides removing any number of objects from a single heap, one is permitted to remove the same number of objects from each heap.” With two heaps this is Wythoff's game, solved by the golden-ratio pairs. Once a heap is empty the second kind of move is impossible and the game is Nim (Bouton). With three or more non-empty heaps no closed form is known: the analysis comes from an exhaustive search.
