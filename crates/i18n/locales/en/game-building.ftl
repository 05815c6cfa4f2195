# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-building-rules = Building Nim BN({ $n }, { $s }): there are { $n } stones and { $s } empty heaps. In turn, the players place exactly one stone on a heap of their choice. Once every stone is placed, a game of Nim begins, started by the player who would move next. The position is written as the heaps, then the stones still to place (0,0,0,6 is the start of BN(6, 3)). Whoever takes the last stone wins.
game-building-theorem = The Wikipedia article on Nim: “Building Nim is a variant of Nim in which the two players first build the game of Nim. Given n stones and s empty heaps, the players, alternating turns, place exactly one stone on a heap of their choice. Once all the stones are placed, a game of Nim begins, starting with the next player who would move.” The Nim phase is solved by Bouton's theorem; the building phase is solved by searching every way to place the remaining stones, with Bouton's theorem at the end of each.
game-building-about = { $n } stones to place on { $s } heaps, then Nim
