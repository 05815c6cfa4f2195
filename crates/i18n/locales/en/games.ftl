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

# The games of the catalogue: a title and a one-line summary of each
# (their rules and theorem: game-NAME.ftl).

game-chomp-title = Chomp
game-chomp-summary = A chocolate bar with a poisoned corner: take a square and everything above and to its right.

game-nd-nim-title = n-dimensional Nim
game-nd-nim-summary = Nim on a board of any number of dimensions: take a run of pieces from one line.

game-arc-kayles-title = Arc Kayles
game-arc-kayles-summary = Graph Nim on the edges: remove two adjacent vertices.

game-node-kayles-title = Node Kayles
game-node-kayles-summary = Graph Nim on the vertices: remove a vertex and its neighbours.

game-dawson-title = Dawson’s Kayles
game-dawson-summary = Rows of pins; knock down exactly two neighbouring pins.
game-octal-title = Octal game
game-octal-summary = Take-and-break on rows, with the rule written as an octal code.
game-grundy-title = Grundy’s game
game-grundy-summary = Split one heap into two heaps of different sizes.

# The games of the catalogue: a title and a one-line summary of each
# (their rules and theorem: game-NAME.ftl).

game-moore-title = Index-k Nim (Moore)
game-moore-summary = Take stones from at least one and at most k heaps in one move.

game-greedy-title = Greedy Nim
game-greedy-summary = Take any number of stones, but only from a largest heap.

game-equal-title = Equal takes from every heap
game-equal-summary = Take from one heap, or the same number from every heap.

game-circular-title = Circular Nim
game-circular-summary = Objects in a circle; remove one, two or three adjacent objects.

game-building-title = Building Nim
game-building-summary = First place n stones one at a time on s empty heaps, then play Nim.

game-candy-title = Candy Nim
game-candy-summary = Nim with candies: take the last one and, with that settled, as many as you can.

# The syntax of each game's parameters and positions, as `nimatron games` prints it
# (the registry's own text, in English, is the JSON contract).
game-nim-position = heaps: N,N,...
game-wythoff-position = two heaps: A,B
game-take-params = K: take 1 to K stones (K at least 1)
game-take-position = heaps: N,N,...
game-subtraction-params = S1,S2,...: the amounts one move may take
game-subtraction-position = heaps: N,N,...
game-min-nim-params = R1,R2,R3: the three amounts a move may take (R1 < R2 < R3)
game-min-nim-position = three heaps: A,B,C
game-moore-params = K[,R]: take from 1 to K heaps, at most R stones from each (K and R at least 1)
game-moore-position = heaps: N,N,...
game-greedy-position = heaps: N,N,...
game-equal-position = heaps: N,N,...
game-building-params = N,S: N stones to place on S heaps (N at most 40, S from 1 to 6)
game-building-position = the S heaps then the stones left: H,...,H,LEFT
game-candy-position = heaps: N,N,...
game-fibonacci-position = a fresh heap N, or N,LAST after a take of LAST
game-kayles-position = rows of pins: N,N,...
game-circular-position = a circle C, or 0 then rows: 0,R,R,...
game-dawson-position = rows: N,N,...
game-octal-params = CODE: an octal code such as 0.77, 0.137, 4.07
game-octal-position = heaps: N,N,...
game-grundy-position = heaps: N,N,...
game-chomp-position = row lengths from the bottom up, non-increasing: N,N,...
game-nd-nim-params = the board's sizes: K1xK2x...
game-nd-nim-position = one flag per cell, row-major: 1 (a piece) or 0, ...
game-arc-kayles-params = a graph: path:N, cycle:N, grid:RxC, star:N, complete:N, petersen or edges U-V,U-V,...
game-arc-kayles-position = the vertices still present: V,V,...
game-node-kayles-params = a graph: path:N, cycle:N, grid:RxC, star:N, complete:N, petersen or edges U-V,U-V,...
game-node-kayles-position = the vertices still present: V,V,...
game-sum-params = GAME+GAME+...: the components' games
game-sum-position = each component's position, separated by +: 3,4+5+19

# The play screen's title and summary of a game with parameters, in its own
# numbers (`game-NAME-own-title`, `game-NAME-own-summary`, with the core's
# parameters as for `-about`): what the app shows (the play screen, the
# catalogue's cards, a sum's parts, a worksheet); the plain title and
# summary above are the CLI's, printed next to the syntax they name.
game-take-own-title = Take 1 to { $k }
game-take-own-summary = Take between 1 and { $k } { $k ->
    [one] stone
   *[other] stones
} from one heap.
game-subtraction-own-summary = Take { $set } { $set ->
    [one] stone
   *[other] stones
} from one heap.
game-min-nim-own-summary = Three heaps; take { $set } stones from one heap.
game-moore-own-title = Index-{ $k } Nim (Moore)
game-moore-own-summary = Take stones from at least one and at most { $k } { $k ->
    [one] heap
   *[other] heaps
} in one move{ $r ->
    [0] {"."}
    [one] , 1 stone from each.
   *[other] , at most { $r } stones from each.
}
game-building-own-summary = First place { $n } stones one at a time on { $s } empty heaps, then play Nim.
game-octal-own-title = Octal game { $code }
game-octal-own-summary = Objects in rows: a move takes some from one row, and may split what is left of it in two.
