# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-fibonacci-rules = One heap. The first move takes at least one stone but not the whole heap; after that, each move takes at least one stone and at most twice what the previous move took. Whoever takes the last stone wins. The position is written as the heap, then the last take: 17,3 is a heap of 17 after a take of 3; a fresh heap is its size alone (20).
game-fibonacci-theorem = Zeckendorf: every whole number is, in exactly one way, a sum of Fibonacci numbers no two of them consecutive. A fresh heap is a P-position exactly when its size is a Fibonacci number (1, 2, 3, 5, 8, 13, 21, …); otherwise, take the smallest term of its Zeckendorf form.
