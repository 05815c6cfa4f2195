# The games of the catalogue: a title, a one-line summary, the rules and the
# theorem of each (game-NAME-*).

game-moore-title = Index-k Nim (Moore)
game-moore-summary = Take stones from at least one and at most k heaps in one move.
game-moore-rules = Heaps of stones. In turn, each player chooses at least one and at most k heaps and takes any positive number of stones from each of them (with moore:K,R, at most R stones from each heap). Whoever takes the last stone wins.
game-moore-theorem = E. H. Moore (1910): write the heap sizes in binary and add each binary digit modulo k + 1. The winning strategy is to move so that this sum is zero for every digit: the value is zero at the end, any change of at most k heaps from a zero position makes it non-zero, and from a non-zero position some move to at most k carefully chosen heaps makes it zero. The seed says that with at most r stones per heap the heap sizes are first reduced modulo r + 1; that is true for k = 1, but the exhaustive search refutes it for k ≥ 2 (in moore:2,1 the position 2,1,1,1 is a win for the player to move), so there the computer searches.

game-greedy-title = Greedy Nim
game-greedy-summary = Take any number of stones, but only from a largest heap.
game-greedy-rules = Heaps of stones. In turn, each player takes any positive number of stones from one heap, which must be a largest heap (one with the most stones). Whoever takes the last stone wins; in misère Greedy Nim, whoever takes the last stone loses.
game-greedy-theorem = Let m be the largest number of stones in a heap, n the second largest, and p_m and p_n the numbers of heaps with m and with n stones. The positions with p_m even are P-positions. From an odd p_m there is always a move to an even one: if p_m is greater than 1, empty one largest heap; if the largest heap is unique, lower it to n when p_n is odd, or remove it completely when p_n is even. From an even p_m every move makes it odd, and the final position has p_m = 0, which is even. In misère play the rule is the same while a heap has two stones or more; when every heap has at most one stone, the player to move loses when the number of heaps of one stone is odd.

game-equal-title = Equal takes from every heap
game-equal-summary = Take from one heap, or the same number from every heap.
game-equal-rules = Heaps of stones. In turn, each player either takes any positive number of stones from one heap, or takes the same number of stones from every heap (possible only while no heap is empty). Whoever takes the last stone wins.
game-equal-theorem = The seed: “In another variation of Nim, besides removing any number of objects from a single heap, one is permitted to remove the same number of objects from each heap.” With two heaps this is Wythoff's game, solved by the golden-ratio pairs. Once a heap is empty the second kind of move is impossible and the game is Nim (Bouton). With three or more non-empty heaps no closed form is known: the analysis comes from an exhaustive search.
cli-fact-solved-by-search = no closed form: solved by exhaustive search

game-circular-title = Circular Nim
game-circular-summary = Objects in a circle; remove one, two or three adjacent objects.
game-circular-rules = Any number of objects are placed in a circle (10 is a circle of ten). In turn, each player removes one, two or three adjacent objects. After the first move the circle is a row (0,7 is a row of seven), and a move in the middle of a row splits it in two (0,1,3). Whoever removes the last object wins.
game-circular-theorem = The seed's example: starting with a circle of ten objects, three are taken in the first move, then another three, then one, but then three objects cannot be removed in a single move. Every row is worth a non-zero Grundy value, so a circle of four or more objects is lost for the first player: whatever row of c − k objects the first move leaves, the second player removes the middle one or two objects, leaving two equal rows, and copies every move in the other row. A circle of one, two or three is won by taking everything.

game-building-title = Building Nim
game-building-summary = First place n stones one at a time on s empty heaps, then play Nim.
game-building-rules = Building Nim BN(n, s): there are n stones and s empty heaps. In turn, the players place exactly one stone on a heap of their choice. Once every stone is placed, a game of Nim begins, started by the player who would move next. The position is the heaps then the stones still to place (0,0,0,6 is the start of BN(6, 3)). Whoever takes the last stone wins.
game-building-theorem = The seed: “Building Nim is a variant of Nim in which the two players first build the game of Nim. Given n stones and s empty heaps, the players, alternating turns, place exactly one stone on a heap of their choice. Once all the stones are placed, a game of Nim begins, starting with the next player who would move.” The Nim phase is solved by Bouton's theorem; the building phase is solved by searching every way to place the remaining stones, with Bouton's theorem at the end of each.

game-candy-title = Candy Nim
game-candy-summary = Nim with candies: take the last one and, with that settled, as many as you can.
game-candy-rules = Heaps of candies. In turn, each player takes any positive number of candies from one heap. Each player has two goals at once: to take the last candy and, with that settled, to take as many candies as possible by the end of the game.
game-candy-theorem = The seed: “Candy Nim is a version of normal Nim in which the players try to achieve two goals at the same time: taking the last object (in this case, candies) and taking the maximum number of candies by the end of the game.” Who takes the last candy is decided by Bouton's theorem. The candies each player collects with best play (a winner keeps to winning moves and then takes as many as possible; a loser takes as many as possible) come from an exhaustive search.
cli-fact-candies-mover = candies for the player to move, with best play: { $value }
cli-fact-candies-other = candies for the other player, with best play: { $value }
