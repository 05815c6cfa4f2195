# Shared words: the product, outcomes, conventions.
app-title = Nimatron
app-tagline = Play, see and teach the games of the Nim family.
heap-n = Heap { $n }
position-empty-part = empty
position-empty = (nothing left)
value-none = none
outcome-n = N-position: the player to move wins with best play
outcome-p = P-position: the player to move loses against best play
outcome-n-over = N-position: the game is over, and the player to move has won: in misère play the last move loses
outcome-p-over = P-position: the game is over: the player to move has no move and has lost
outcome-n-short = N
outcome-p-short = P
convention-normal = Normal play (taking the last stone wins)
convention-misere = Misère play (taking the last stone loses)
# A long computation before its first progress report.
job-starting = Starting the computation in the background…
# Numbers in words, as a game's words and refusals list them: "1, 3 or 4".
words-list-or = { $init } or { $last }
