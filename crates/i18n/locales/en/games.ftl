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
