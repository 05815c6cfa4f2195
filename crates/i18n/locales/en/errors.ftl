# Errors from the core, one clear sentence each.
error-unknown-game = Unknown game “{ $given }”. The games are: { $names }.
error-bad-game-parameter = The parameters of “{ $given }” are malformed or out of range (they are { $syntax }).
error-game-needs-parameters = The game “{ $name }” needs parameters (written after a colon, such as “{ $example }”: { $syntax }).
error-game-takes-no-parameters = The game “{ $given }” takes no parameters: write just “{ $name }”.
error-wrong-heap-count = This game is played on { $expected } heaps, but { $got ->
    [one] one was given.
   *[other] { $got } were given.
}
error-in-component = In component { $place } of the sum ({ $game }): { $reason }
error-wrong-part-count = This sum has { $expected } components, written one after another with + between them (3,4+5), but { $got ->
    [one] one was given.
   *[other] { $got } were given.
}
error-too-large = Too large: { $what } is limited to { $max }, and { $asked } was asked.
limit-heaps = the number of heaps
limit-min-nim-cells = the size of the Min Nim table ((n1+1)·(n2+1)·(n3+1) positions)
limit-sequence-length = the length of a Grundy sequence
limit-subtraction-element = the largest number in a subtraction set
limit-subtraction-set-size = the number of sizes in a subtraction set
limit-cold-count = the number of cold positions listed at once
limit-wythoff-index = the index k of a cold pair (its pair must fit in 64 bits)
limit-period-search = the number of terms examined while looking for the period of a sequence
limit-solver-budget = the number of positions the exhaustive search may explore
error-search-too-large = This position is too large for the exhaustive search: it would have to explore more than { $max } positions. Try a smaller position.
error-sum-component-moves = Too large: this component has more than { $max } moves, and a sum looks at every move of its components. Try a smaller one.
limit-game-of-games-n = the number of stones of a game of games
limit-position-text = the length of a position's text
limit-fibonacci-heap = the size of a Fibonacci Nim heap
limit-row-pins = the number of pins in all the rows
limit-wythoff-table-work = the work of a Wythoff table ((a+1)·(b+1)·(a+b+1) steps)
limit-worksheet-count = the number of positions on one worksheet
limit-take-break-heap = the size of a heap whose values are computed one by one (no period is known)
limit-quotient-heap = the largest heap of a misère quotient
limit-quotient-order = the number of elements of a misère quotient or of a candidate for one
limit-quotient-work = the work of proving a misère quotient (states explored, for one heap or in all)
limit-sum-components = the number of components of a sum
limit-sum-component-moves = the number of moves from one component of a sum
limit-chomp-size = the number of rows plus columns of a Chomp board
limit-nd-nim-cells = the number of cells of an n-dimensional Nim board
limit-graph-vertices = the number of vertices of a graph
limit-moore-moves = the number of moves of an index-k Nim position
limit-circular-pins = the number of objects in a Circular Nim position
limit-building-stones = the number of stones n of a Building Nim game BN(n, s)
limit-building-heaps = the number of heaps s of a Building Nim game BN(n, s)
error-bad-position = “{ $given }” is not a position of this game: write whole numbers separated by commas, such as 3,4,5.
error-bad-position-of = “{ $given }” is not a position of { $game } (its positions: { $syntax }).
error-no-parts = A position of “{ $game }” does not split into independent parts, so the step-by-step “why” does not apply to it; its analysis still says who wins.
error-elsewhere = Being worked out…
error-elsewhere-failed = This browser could not start the part of the page that works this out. Reload the page to try again.
error-no-sequence = “{ $game }” is not played on one heap, so it has no sequence of values by heap size.
limit-long-sequence = the last heap of a long take-and-break Grundy sequence
limit-grundy-value = a Grundy value of a take-and-break game
error-not-a-number = “{ $given }” is not a whole number from 0 to 18446744073709551615.
