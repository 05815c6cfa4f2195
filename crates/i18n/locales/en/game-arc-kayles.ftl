# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-arc-kayles-rules = The board is a graph, written as a shape (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) or as its edges (0-1,1-2,2-0); the position lists the vertices still present. In turn, each player removes two adjacent vertices, the two ends of an edge, together with every edge touching them. Whoever cannot move loses.
game-arc-kayles-theorem = The Wikipedia article on Nim: (Graph Nim) “The starting board is a disconnected graph, and the players take turns removing adjacent vertices.” A disconnected graph is a sum of its connected pieces, so by Sprague–Grundy its value is the XOR of theirs. A path of n vertices is Dawson's Kayles as the octal game 0.07: knock down two adjacent pins of a row.
game-arc-kayles-about = on a graph of { $vertices } vertices and { $edges } { $edges ->
    [one] edge
   *[other] edges
}
