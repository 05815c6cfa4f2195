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

# The games of the catalogue: a title, a one-line summary, the rules and the
# theorem of each (game-NAME-*).

game-chomp-title = Chomp
game-chomp-summary = A chocolate bar with a poisoned corner: take a square and everything above and to its right.
game-chomp-rules = The bar is rows of squares, written from the bottom row up (4,4,4 is three rows of four). The bottom-left square is poisoned. In turn, each player picks a square and eats it together with every square above it and to its right. Whoever has to eat the poisoned square loses: a player left with the poison alone has lost.
game-chomp-theorem = Strategy stealing: a full rectangle of more than one square is a first-player win. If it were lost for the first player, eating only the top-right square would leave a position with a winning reply. But that reply also eats the top-right square, so the first player could have played it at once and won. The proof shows a winning move exists without naming it. One row of n squares is a Nim heap of n − 1, and two rows of a and b squares are lost for the player to move exactly when b = a − 1.

game-nd-nim-title = n-dimensional Nim
game-nd-nim-summary = Nim on a board of any number of dimensions: take a run of pieces from one line.
game-nd-nim-rules = The board has k1 × … × kn cells, each holding a piece or empty, written as 1 or 0 in reading order (the last coordinate runs fastest). In turn, each player removes any number of contiguous pieces, at least one, from one hyper-row: a line of cells parallel to an axis, with no empty cell between the pieces removed. Whoever removes the last piece wins.
game-nd-nim-theorem = The seed: “n-d Nim is played on a k1 × … × kn board, on which any number of contiguous pieces can be removed from any hyper-row. The starting position is usually the full board, but other options are allowed.” Moves in one connected piece of the board never touch another, so by Sprague–Grundy the position's value is the XOR of its pieces' values. A straight piece of n is worth n, like a Nim heap: one-dimensional n-d Nim is Nim.

game-arc-kayles-title = Arc Kayles
game-arc-kayles-summary = Graph Nim on the edges: remove two adjacent vertices.
game-arc-kayles-rules = The board is a graph, written as a shape (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) or as its edges (0-1,1-2,2-0); the position lists the vertices still present. In turn, each player removes two adjacent vertices, the two ends of an edge, together with every edge touching them. Whoever cannot move loses.
game-arc-kayles-theorem = The seed: “The starting board is a disconnected graph, and the players take turns removing adjacent vertices.” A disconnected graph is a sum of its connected pieces, so by Sprague–Grundy its value is the XOR of theirs. A path of n vertices is Dawson's Kayles as the octal game 0.07: knock down two adjacent pins of a row.

game-node-kayles-title = Node Kayles
game-node-kayles-summary = Graph Nim on the vertices: remove a vertex and its neighbours.
game-node-kayles-rules = The board is a graph, written as a shape (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) or as its edges (0-1,1-2,2-0); the position lists the vertices still present. In turn, each player removes one vertex together with every vertex adjacent to it, and their edges. Whoever cannot move loses.
game-node-kayles-theorem = The seed: “The starting board is a disconnected graph, and the players take turns removing adjacent vertices.” A disconnected graph is a sum of its connected pieces, so by Sprague–Grundy its value is the XOR of theirs. A path of n vertices is Dawson's Kayles, the octal game 0.137, whose values are those of 0.07 shifted by one.


game-dawson-title = Dawson’s Kayles
game-dawson-summary = Rows of pins; knock down exactly two neighbouring pins.
game-dawson-rules = Rows of pins. On your turn, knock down two neighbouring pins; a row may split in two. Whoever knocks down the last pins wins. This is the octal game 0.07.
game-dawson-theorem = Sprague–Grundy: a position’s value is the XOR of its rows’ values. The values of one row are periodic with period 34 from row 53 on (the octal periodicity theorem, checked on the computed values), so every row’s value is known.
game-octal-title = Octal game
game-octal-summary = Take-and-break on rows, with the rule written as an octal code.
game-octal-rules = Heaps of stones. Digit k of the code after the point says how k stones may be taken from one heap: add 1 when they may be the whole heap, 2 when they may leave one heap, 4 when they may leave two heaps. A 4 before the point lets a heap split in two without taking anything. Whoever cannot move loses.
game-octal-theorem = Sprague–Grundy: a position’s value is the XOR of its heaps’ values. The octal periodicity theorem (Guy and Smith): if G(n + p) = G(n) for every n from e up to 2e + p + t, where t is the most stones a move takes, then it holds for every n from e on. When the computed values prove a period, the pre-period and period are shown.
game-grundy-title = Grundy’s game
game-grundy-summary = Split one heap into two heaps of different sizes.
game-grundy-rules = Heaps of stones. On your turn, split one heap into two non-empty heaps of different sizes (6 can become 5 and 1, or 4 and 2, never 3 and 3). Whoever cannot move loses.
game-grundy-theorem = Sprague–Grundy: a position’s value is the XOR of its heaps’ values, each the mex of the values it can split into. Whether the sequence of values is eventually periodic is an open problem; the values are computed one by one.
