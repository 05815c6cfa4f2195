# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-candy-rules = Heaps of candies. In turn, each player takes any positive number of candies from one heap. Each player has two goals at once: to take the last candy and, with that settled, to take as many candies as possible by the end of the game.
game-candy-theorem = The Wikipedia article on Nim: “Candy Nim is a version of normal Nim in which the players try to achieve two goals at the same time: taking the last object (in this case, candies) and taking the maximum number of candies by the end of the game.” Who takes the last candy is decided by Bouton's theorem. The candies each player collects with best play (a winner keeps to winning moves and then takes as many as possible; a loser takes as many as possible) come from an exhaustive search.
