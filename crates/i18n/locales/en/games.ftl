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
game-nd-nim-theorem = The Wikipedia article on Nim: “n-d Nim is played on a k1 × … × kn board, on which any number of contiguous pieces can be removed from any hyper-row. The starting position is usually the full board, but other options are allowed.” Moves in one connected piece of the board never touch another, so by Sprague–Grundy the position's value is the XOR of its pieces' values. A straight piece of n is worth n, like a Nim heap: one-dimensional n-d Nim is Nim.

game-arc-kayles-title = Arc Kayles
game-arc-kayles-summary = Graph Nim on the edges: remove two adjacent vertices.
game-arc-kayles-rules = The board is a graph, written as a shape (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) or as its edges (0-1,1-2,2-0); the position lists the vertices still present. In turn, each player removes two adjacent vertices, the two ends of an edge, together with every edge touching them. Whoever cannot move loses.
game-arc-kayles-theorem = The Wikipedia article on Nim: (Graph Nim) “The starting board is a disconnected graph, and the players take turns removing adjacent vertices.” A disconnected graph is a sum of its connected pieces, so by Sprague–Grundy its value is the XOR of theirs. A path of n vertices is Dawson's Kayles as the octal game 0.07: knock down two adjacent pins of a row.

game-node-kayles-title = Node Kayles
game-node-kayles-summary = Graph Nim on the vertices: remove a vertex and its neighbours.
game-node-kayles-rules = The board is a graph, written as a shape (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) or as its edges (0-1,1-2,2-0); the position lists the vertices still present. In turn, each player removes one vertex together with every vertex adjacent to it, and their edges. Whoever cannot move loses.
game-node-kayles-theorem = Node Kayles removes one vertex with all its neighbours (Arc Kayles, its sibling, removes the two ends of an edge). A disconnected graph is a sum of its connected pieces, so by Sprague–Grundy its value is the XOR of theirs. A path of n vertices is Dawson's chess, the octal game 0.137 (taking a vertex at an end removes it and its one neighbour, in the middle it removes three and may split the path, a path of one goes whole). Its values are those of Dawson's Kayles, 0.07, shifted by one: a path of n is worth what a row of n + 1 is worth in Dawson's Kayles.


game-dawson-title = Dawson’s Kayles
game-dawson-summary = Rows of pins; knock down exactly two neighbouring pins.
game-dawson-rules = Rows of pins. On your turn, knock down two neighbouring pins; a row may split in two. Whoever knocks down the last pins wins. This is the octal game 0.07.
game-dawson-theorem = Sprague–Grundy: a position’s value is the XOR of its rows’ values. The values of one row are periodic with period 34 from row 53 on (the octal periodicity theorem, checked on the computed values), so every row’s value is known.
game-octal-title = Octal game
game-octal-summary = Take-and-break on rows, with the rule written as an octal code.
game-octal-rules = Rows of objects, played by the octal code { $code }.{ $whole_count ->
    [0] {""}
   *[other] { " " }A move may take a whole row of { $whole } { $whole ->
        [one] object
       *[other] objects
    }.
}{ $end_count ->
    [0] {""}
   *[other] { " " }A move may take { $end } { $end ->
        [one] object
       *[other] objects
    } from the end of a longer row, leaving one row.
}{ $middle_count ->
    [0] {""}
   *[other] { " " }A move may take { $middle } { $middle ->
        [one] object
       *[other] objects
    } from inside a row, leaving two rows.
}{ $split ->
    [1] { " " }A row may also be split in two without taking anything.
   *[other] {""}
} No other move is allowed; whoever cannot move loses. How a code reads: digit k after the point says how k objects may be taken, adding 1 when they may be a whole row, 2 when they may leave one row and 4 when they may leave two rows; a 4 before the point lets a row split in two without taking anything.
game-octal-theorem = Sprague–Grundy: a position’s value is the XOR of its heaps’ values. The octal periodicity theorem (Guy and Smith): if G(n + p) = G(n) for every n from e up to 2e + p + t, where t is the most stones a move takes, then it holds for every n from e on. When the computed values prove a period, the pre-period and period are shown.
game-grundy-title = Grundy’s game
game-grundy-summary = Split one heap into two heaps of different sizes.
game-grundy-rules = Heaps of stones. On your turn, split one heap into two non-empty heaps of different sizes (6 can become 5 and 1, or 4 and 2, never 3 and 3). Whoever cannot move loses.
game-grundy-theorem = Sprague–Grundy: a position’s value is the XOR of its heaps’ values, each the mex of the values it can split into. Whether the sequence of values is eventually periodic is an open problem; the values are computed one by one.

# The games of the catalogue: a title, a one-line summary, the rules and the
# theorem of each (game-NAME-*).

game-moore-title = Index-k Nim (Moore)
game-moore-summary = Take stones from at least one and at most k heaps in one move.
game-moore-rules = Heaps of stones. In turn, each player chooses at least one and at most { $k } { $k ->
    [one] heap
   *[other] heaps
} and takes { $r ->
    [0] any positive number of stones
    [one] 1 stone
   *[other] 1 to { $r } stones
} from each of them. Whoever takes the last stone wins.
game-moore-theorem = E. H. Moore (1910), with k the most heaps a move may touch (here { $k }): write the heap sizes in binary and add each binary digit modulo k + 1. The winning strategy is to move so that this sum is zero for every digit: the value is zero at the end, any change of at most k heaps from a zero position makes it non-zero, and from a non-zero position some move to at most k carefully chosen heaps makes it zero. The Wikipedia article on Nim says that with at most r stones per heap the heap sizes are first reduced modulo r + 1; that is true for k = 1, but the exhaustive search refutes it for k ≥ 2 (in moore:2,1 the position 2,1,1,1 is a win for the player to move), so there the computer searches.

game-greedy-title = Greedy Nim
game-greedy-summary = Take any number of stones, but only from a largest heap.
game-greedy-rules = Heaps of stones. In turn, each player takes any positive number of stones from one heap, which must be a largest heap (one with the most stones). Whoever takes the last stone wins; in misère Greedy Nim, whoever takes the last stone loses.
game-greedy-theorem = Let m be the largest number of stones in a heap, n the second largest, and p_m and p_n the numbers of heaps with m and with n stones. The positions with p_m even are P-positions. From an odd p_m there is always a move to an even one: if p_m is greater than 1, empty one largest heap; if the largest heap is unique, lower it to n when p_n is odd, or remove it completely when p_n is even. From an even p_m every move makes it odd, and the final position has p_m = 0, which is even. In misère play the rule is the same while a heap has two stones or more; when every heap has at most one stone, the player to move loses when the number of heaps of one stone is odd.

game-equal-title = Equal takes from every heap
game-equal-summary = Take from one heap, or the same number from every heap.
game-equal-rules = Heaps of stones. In turn, each player either takes any positive number of stones from one heap, or takes the same number of stones from every heap (possible only while no heap is empty). Whoever takes the last stone wins.
game-equal-theorem = The Wikipedia article on Nim: “In another variation of Nim, besides removing any number of objects from a single heap, one is permitted to remove the same number of objects from each heap.” With two heaps this is Wythoff's game, solved by the golden-ratio pairs. Once a heap is empty the second kind of move is impossible and the game is Nim (Bouton). With three or more non-empty heaps no closed form is known: the analysis comes from an exhaustive search.

game-circular-title = Circular Nim
game-circular-summary = Objects in a circle; remove one, two or three adjacent objects.
game-circular-rules = Any number of objects are placed in a circle (10 is a circle of ten). In turn, each player removes one, two or three adjacent objects. After the first move the circle is a row (0,7 is a row of seven), and a move in the middle of a row splits it in two (0,1,3). Whoever removes the last object wins.
game-circular-theorem = The example of the Wikipedia article on Nim: starting with a circle of ten objects, three are taken in the first move, then another three, then one, but then three objects cannot be removed in a single move. Every row is worth a non-zero Grundy value, so a circle of four or more objects is lost for the first player: whatever row of c − k objects the first move leaves, the second player removes the middle one or two objects, leaving two equal rows, and copies every move in the other row. A circle of one, two or three is won by taking everything.

game-building-title = Building Nim
game-building-summary = First place n stones one at a time on s empty heaps, then play Nim.
game-building-rules = Building Nim BN({ $n }, { $s }): there are { $n } stones and { $s } empty heaps. In turn, the players place exactly one stone on a heap of their choice. Once every stone is placed, a game of Nim begins, started by the player who would move next. The position is written as the heaps, then the stones still to place (0,0,0,6 is the start of BN(6, 3)). Whoever takes the last stone wins.
game-building-theorem = The Wikipedia article on Nim: “Building Nim is a variant of Nim in which the two players first build the game of Nim. Given n stones and s empty heaps, the players, alternating turns, place exactly one stone on a heap of their choice. Once all the stones are placed, a game of Nim begins, starting with the next player who would move.” The Nim phase is solved by Bouton's theorem; the building phase is solved by searching every way to place the remaining stones, with Bouton's theorem at the end of each.

game-candy-title = Candy Nim
game-candy-summary = Nim with candies: take the last one and, with that settled, as many as you can.
game-candy-rules = Heaps of candies. In turn, each player takes any positive number of candies from one heap. Each player has two goals at once: to take the last candy and, with that settled, to take as many candies as possible by the end of the game.
game-candy-theorem = The Wikipedia article on Nim: “Candy Nim is a version of normal Nim in which the players try to achieve two goals at the same time: taking the last object (in this case, candies) and taking the maximum number of candies by the end of the game.” Who takes the last candy is decided by Bouton's theorem. The candies each player collects with best play (a winner keeps to winning moves and then takes as many as possible; a loser takes as many as possible) come from an exhaustive search.

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

# Under the play screen's title, what this game's parameters make of it
# (`game-NAME-about`, with the core's parameters: `$k`, `$set`, ...).
game-take-about = take 1 to { $k } { $k ->
    [one] stone
   *[other] stones
} from one heap
game-subtraction-about = take { $set } { $set ->
    [one] stone
   *[other] stones
} from one heap
game-min-nim-about = take { $set } stones from one heap
game-moore-about = take from { $k ->
    [one] one heap
   *[other] 1 to { $k } heaps
}, { $r ->
    [0] any number of stones from each
    [one] 1 stone from each
   *[other] at most { $r } stones from each
}
game-building-about = { $n } stones to place on { $s } heaps, then Nim
game-octal-about = the octal code { $code }, spelled out in the rules below
game-nd-nim-about = a board of { $code } cells ({ $cells } in all)
game-arc-kayles-about = on a graph of { $vertices } vertices and { $edges } { $edges ->
    [one] edge
   *[other] edges
}
game-node-kayles-about = on a graph of { $vertices } vertices and { $edges } { $edges ->
    [one] edge
   *[other] edges
}

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
