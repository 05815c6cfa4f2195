# Every registered game's name and one-line summary (`game-NAME-title`,
# `game-NAME-summary`), shared by the CLI (`nimatron games`) and the app.
# A game added to the registry gets its two lines here in every language.
game-nim-title = Nim
game-nim-summary = Take any number of stones from one heap.
game-wythoff-title = Wythoff’s game
game-wythoff-summary = Two heaps: take from one, or the same from both.
game-take-title = Take 1 to K
game-take-summary = Take between 1 and K stones from one heap.
game-subtraction-title = Subtraction game
game-subtraction-summary = Take from one heap an amount from a fixed set.
game-min-nim-title = Min Nim
game-min-nim-summary = Three heaps; take one of three fixed amounts from one heap.
game-fibonacci-title = Fibonacci Nim
game-fibonacci-summary = One heap; take at most twice what your opponent just took.
game-kayles-title = Kayles
game-kayles-summary = Rows of pins; knock down one pin or two neighbours.
game-sum-title = Sum of games
game-sum-summary = Several games side by side; each move is made in one of them.
