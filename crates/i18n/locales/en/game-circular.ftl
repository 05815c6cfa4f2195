# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-circular-rules = Any number of objects are placed in a circle (10 is a circle of ten). In turn, each player removes one, two or three adjacent objects. After the first move the circle is a row (0,7 is a row of seven), and a move in the middle of a row splits it in two (0,1,3). Whoever removes the last object wins.
game-circular-theorem = The example of the Wikipedia article on Nim: starting with a circle of ten objects, three are taken in the first move, then another three, then one, but then three objects cannot be removed in a single move. Every row is worth a non-zero Grundy value, so a circle of four or more objects is lost for the first player: whatever row of c − k objects the first move leaves, the second player removes the middle one or two objects, leaving two equal rows, and copies every move in the other row. A circle of one, two or three is won by taking everything.
