# The game-of-games screen (#/game-of-games): the blog's k-variant of
# simplified Nim and its Proposition 2.
gog-lede = With n stones, A (first) and B (second) play n − 1 games of simplified Nim: J₁ (take 1), J₂ (take 1 or 2), …, Jₙ₋₁ (take 1 to n − 1). Whoever wins more of them wins the game of games.
gog-error-n = “{ $given }” is not a number of stones from { $min } to { $max }. Showing n = { $n } instead.
gog-field-n = Stones (n)
gog-show = Show
gog-limit = n from { $min } to { $max }. The totals count the divisors of n (trial division up to √n), so they appear at once, however large n is.
gog-presets-label = Examples
gog-preset-6 = n = 6 (the example of “El juego del NIM”)
gog-preset-4 = n = 4
gog-preset-7 = n = 7 (prime)
gog-preset-12 = n = 12
gog-preset-prime = n = 1000000007 (prime)
gog-preset-divisors = n = 963761198400 (6720 divisors)

gog-won-a = Games won by A (first player)
gog-won-b = Games won by B (second player)
gog-leader-a = A wins the game of games.
gog-leader-b = B wins the game of games.
gog-leader-tie = The game of games is a tie.
gog-rule = By Proposition 1, B wins Jₖ exactly when k + 1 divides n (n mod (k + 1) = 0); otherwise A takes the remainder and wins.
gog-divisors = n = { $n } has { $count } divisors: { $divisors }.
gog-b-games = Leaving out 1 (k = 0 is no game), B wins { $total ->
    [one] the only game: { $games }. A wins none.
   *[other] { $b } of the { $total } games: { $games }. A wins the other { $a }.
}

gog-prop-title = Proposition 2: A dominates for n > 6
gog-prop-statement = For n > 6, A wins more games than B. B wins d(n) − 1 games (d(n) is the number of divisors of n) and A wins n − d(n), and for n > 6, d(n) − 1 < n − d(n).
gog-prop-proof = Why: apart from n itself, no divisor of n is larger than n/2 (doubling it would pass n). B could reach half of the games only if every number up to n/2 divided n, and past n = 3 that happens only for n = 4 and n = 6.
gog-prop-prime = n = { $n } is prime: its only divisors are 1 and { $n }, so B wins only { $last_game } (A cannot take all n stones at once). { $a ->
    [0] A wins none.
   *[other] A wins the other { $a }.
}
gog-prop-dominates = n = { $n } > 6: A dominates, { $a } games to { $b }.
gog-prop-small = n = { $n } ≤ 6 lies outside Proposition 2: here A wins { $a } and B wins { $b }.
gog-small-caption = The totals for n = 2 to { $last }: B leads only at n = 2, 4 and 6 (n = 3 is a tie).
gog-col-leader = Winner

gog-games-title = The games one by one
gog-games-range = { $all ->
    [one] The only game, { $first }.
   *[other] { $first } to { $last } of the { $all } games (page { $page } of { $pages }, { $size } per page). The totals above count every game.
}
gog-page-first = First
gog-page-prev = Previous
gog-page-next = Next
gog-page-last = Last
gog-col-game = Game
gog-col-criterion = Proposition 1
gog-col-winner = Winner
gog-row-criterion = { $n } ≡ { $r } (mod { $m })
gog-row-a = A wins
gog-row-b = B wins
