# The simplified-Nim screen (#/subtraction): one heap, take 1 to k; game 21
# and the game of 100.
subtraction-lede = One heap of stones; in turn, each player takes 1 to { $k } stones. { $convention }.
subtraction-lede-21 = Game 21: start from 0 and count up; in turn, each player says 1, 2 or 3 more numbers. Whoever says 21 loses.
subtraction-lede-100 = The game of 100: start from 0; in turn, each player adds a number from 1 to 10. Whoever reaches 100 wins.

subtraction-error-n = “{ $given }” is not a number of stones from 1 to { $max_n }.
subtraction-error-k = “{ $given }” is not a k from 1 to { $max_k }.
subtraction-error-preset = There is no example called “{ $given }” (try 21 or 100).
subtraction-error-vs = “{ $given }” is not an opponent (computer or friend).
subtraction-error-first = “{ $given }” is not a first player (me or computer).
subtraction-error-position = “{ $given }” is not a number of stones left from 0 to { $n }.
subtraction-error-instead = Showing { $n } stones, take 1 to { $k }, instead.

subtraction-stones-left = { $count ->
    [one] 1 stone left
   *[other] { $count } stones left
}
subtraction-total = Total: { $total } (goal { $goal })
subtraction-take = Take { $count }
subtraction-say = Say { $number }
subtraction-takes-label = Your move

subtraction-status-player = Player { $seat }’s turn.

subtraction-outcome-n = N-position: the player to move wins by taking { $take }.
subtraction-outcome-n-say = N-position: the player to move wins by saying { $number }.
subtraction-outcome-p = P-position: the player to move loses against best play.
subtraction-outcome-p-over = P-position: no stone is left, so the player to move has lost.
subtraction-outcome-n-over = N-position: the opponent took the last stone, so the player to move has won.

subtraction-prop-title = Proposition 1 on this heap
subtraction-prop-division = { $n } = { $m } · { $p } + { $r }   (k + 1 = { $m }, p = { $p }, r = { $r })
subtraction-prop-r-nonzero = r = { $r } ≠ 0: the player to move takes { $r }, leaving { $left } = { $m } · { $p }. Then, whenever the opponent takes j, they answer with { $m } − j: each round removes { $m } stones, so they take the last one.
subtraction-prop-r-zero = r = 0: the heap is a multiple of { $m }. Whatever the player to move takes (j), the opponent answers with { $m } − j and leaves a multiple of { $m } again: the second player wins.
subtraction-prop-misere-win = Misère: the losing heaps are one more than a multiple of { $m }. The player to move takes { $take }, leaving { $left } = { $m } · { $q } + 1; then they answer each take j with { $m } − j, until the opponent must take the last stone.
subtraction-prop-misere-lose = Misère: the heap is one more than a multiple of { $m }, so the player to move loses: the opponent answers each take j with { $m } − j and leaves them the last stone.
subtraction-count-targets = Say these numbers and you win: { $targets }.
subtraction-why-21 = Whoever says 20 wins, because the opponent must then say 21. Going back in steps of 4 (1 + 3 = 2 + 2 = 3 + 1 = 4): say the multiples of 4. The first player cannot say 4 at once, so the second player wins.
subtraction-why-100 = Whoever says 89 wins: the opponent cannot reach 100, and whatever they add (j), you add 11 − j. Going back in steps of 11 from 100: 89, 78, …, 12, 1. The first player says 1 and wins.
subtraction-count-as-heap = Counting from { $total } up to { $goal } is a heap of { $left } stones:

subtraction-table-title = Who wins, heap by heap
subtraction-table-caption = Heaps of 0 to { $last } stones, { $m } to a row. P (the player to move loses) comes back every { $m } stones: the period is k + 1 = { $m }.

subtraction-setup-title = New game
subtraction-field-n = Stones
subtraction-field-k = Take at most (k)
subtraction-misere-label = Misère (taking the last stone loses)
subtraction-opponent = Opponent
subtraction-opponent-computer = The computer
subtraction-opponent-friend = A friend
subtraction-first = Against the computer, who starts
subtraction-first-me = Me
subtraction-first-computer = The computer
subtraction-start = Start
subtraction-limits = Stones: 1 to { $max_n }; k: 1 to { $max_k }.
subtraction-presets-label = Examples
subtraction-preset-19 = 19 stones, k = 3
subtraction-preset-666 = 666 stones, k = 7
subtraction-preset-misere = Misère, 21 stones, k = 3
subtraction-preset-21 = Game 21
subtraction-preset-100 = Game of 100

subtraction-history-take = { $who }: took { $take } ({ $from } → { $to })
subtraction-history-say = { $who }: said { $said }
subtraction-who-you = You
subtraction-who-computer = The computer
subtraction-who-player = Player { $seat }
