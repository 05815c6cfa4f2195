# The review of a game's moves (the app's review panel and `nimatron review`)
review-best-won = best (the fastest win)
review-best-lost = best (the position was lost: the longest resistance)
review-best-outcome = best (keeps the win; judged by who wins only, the number of moves to the end is out of reach)
review-good-won = good (wins, but not by the fastest way)
review-good-lost = good (the position was lost; the game could have lasted longer)
review-good-outcome = good (the position was lost anyway; judged by who wins only)
review-mistake = mistake (the position was won, and this move gives the win away)
review-unknown = unknown (who wins here is out of reach)
review-tally = { $player }: { $counts }
review-tally-best = { $count } best
review-tally-good = { $count } good
review-tally-mistakes = { $count ->
    [0] no mistake
    [one] 1 mistake (move { $moves })
   *[other] { $count } mistakes (moves { $moves })
}
review-tally-unknown = { $count } unknown
review-not-a-move = move { $number } ({ $given }) is not a move from { $from }
review-after-the-end = move { $number } ({ $given }) comes after the end of the game ({ $from }: no move is possible)
review-refused = move { $number } ({ $given }) is refused
review-too-long = a record has at most { $max } moves
# The review panel beside a board
review-title = Review of the moves
review-open = Review the moves
review-close = Hide the review
review-none = No move has been played yet.
review-move = { $number }. { $player } → { $position }
review-better = Better: { $moves }
review-try = Try from here
review-try-label = Go back to before move { $number } and play it another way
review-undone = (undone)
review-summary-title = How each side played
# A pasted record: one position per line
review-record-label = The record: the position after each move, one per line
review-record-open = Open this record
review-record-stopped = This record stops early: { $why }. The moves before it are on the board.
review-record-bad-line = Line { $number } of the record is not a position: { $why }
# The value chart's points
review-chart-verdict = Move { $ply }: { $verdict }
# Who played a move ($who: you, computer, player)
review-who = { $who ->
    [you] You
    [computer] Computer
   *[player] Player { $player }
  }
review-record-paste = Paste a record here to play it through from the start
review-verdict-best = best
review-verdict-good = good
review-verdict-mistake = mistake
review-verdict-unknown = unknown
