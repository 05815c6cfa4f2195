# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-chomp-rules = The bar is rows of squares, written from the bottom row up (4,4,4 is three rows of four). The bottom-left square is poisoned. In turn, each player picks a square and eats it together with every square above it and to its right. Whoever has to eat the poisoned square loses: a player left with the poison alone has lost.
game-chomp-theorem = Strategy stealing: a full rectangle of more than one square is a first-player win. If it were lost for the first player, eating only the top-right square would leave a position with a winning reply. But that reply also eats the top-right square, so the first player could have played it at once and won. The proof shows a winning move exists without naming it. One row of n squares is a Nim heap of n − 1, and two rows of a and b squares are lost for the player to move exactly when b = a − 1.
