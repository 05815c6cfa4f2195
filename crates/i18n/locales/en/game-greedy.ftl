# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-greedy-rules = Heaps of stones. In turn, each player takes any positive number of stones from one heap, which must be a largest heap (one with the most stones). Whoever takes the last stone wins; in misère Greedy Nim, whoever takes the last stone loses.
game-greedy-theorem = Let m be the largest number of stones in a heap, n the second largest, and p_m and p_n the numbers of heaps with m and with n stones. The positions with p_m even are P-positions. From an odd p_m there is always a move to an even one: if p_m is greater than 1, empty one largest heap; if the largest heap is unique, lower it to n when p_n is odd, or remove it completely when p_n is even. From an even p_m every move makes it odd, and the final position has p_m = 0, which is even. In misère play the rule is the same while a heap has two stones or more; when every heap has at most one stone, the player to move loses when the number of heaps of one stone is odd.
