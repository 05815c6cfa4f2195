# The menu: every screen's title and its description on the home page and
# in the header. Every first-load module carries this file (crates/app/src/modules/),
# so the header can name every screen.
bouton-menu-title = Bouton, step by step
bouton-menu-description = Why the binary nim-sum wins Nim, shown step by step on any position you type.
subtraction-title = Simplified Nim
subtraction-menu-description = One heap, take 1 to k: Proposition 1 of the article “El juego del NIM” (15 February 2012), game 21 and the game of 100.
min-nim-title = Min Nim
min-nim-menu-description = Three heaps, remove r1, r2 or r3: the whole table of N/P and distance, computed in the background, explored and played.
grundy-title = Subtraction sets
grundy-menu-description = Any set of removals S on several heaps: the Grundy sequence with its pre-period and period, and a game on the sum.
why-menu-title = Why, in every game
why-menu-description = Bouton's step by step for Kayles, octal games, subtraction games, Grundy's game and sums: each part's value, the nim-sum and the winning move.
nim-title = Nim
nim-menu-description = Heaps of stones: take as many as you like from one heap. Bouton’s nim-sum tells who wins and how.
seq-title = Grundy sequences
seq-menu-description = The Grundy value of every heap up to a million and more, for Grundy's game, Kayles, any octal game or subtraction set: computed in the background, plotted, with its period or its rare values.
play-title = Play
play-menu-title = Play any game
play-menu-description = Every game Nimatron knows on one board: play the computer or a friend, with the analysis of every position.
ws-title = Worksheet
ws-menu-title = Worksheets
ws-menu-description = Printable exercises from any game, the same sheet for the same sheet number, with an answer key.
misere-title = Misère quotients
misere-menu-description = Misère Kayles, Dawson's Kayles and any octal game solved the way normal play is: a small multiplication table that tells who wins any sum of heaps, computed in the background.
wythoff-title = Wythoff’s game
wythoff-menu-description = Two piles, or a chess queen heading for the corner: take from one pile, or the same from both. The golden ratio tells who wins.
gog-title = The game of games
gog-menu-description = Simplified Nim for every k at once: who wins more of the games J₁ … Jₙ₋₁? Proposition 2 of the article “El juego del NIM” (15 February 2012).
