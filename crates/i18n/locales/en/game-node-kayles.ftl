# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-node-kayles-rules = The board is a graph, written as a shape (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) or as its edges (0-1,1-2,2-0); the position lists the vertices still present. In turn, each player removes one vertex together with every vertex adjacent to it, and their edges. Whoever cannot move loses.
game-node-kayles-theorem = Node Kayles removes one vertex with all its neighbours (Arc Kayles, its sibling, removes the two ends of an edge). A disconnected graph is a sum of its connected pieces, so by Sprague–Grundy its value is the XOR of theirs. A path of n vertices is Dawson's chess, the octal game 0.137 (taking a vertex at an end removes it and its one neighbour, in the middle it removes three and may split the path, a path of one goes whole). Its values are those of Dawson's Kayles, 0.07, shifted by one: a path of n is worth what a row of n + 1 is worth in Dawson's Kayles.
game-node-kayles-about = on a graph of { $vertices } vertices and { $edges } { $edges ->
    [one] edge
   *[other] edges
}
