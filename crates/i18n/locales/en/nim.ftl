# The Nim screen: board, analysis, position editor.
# On a touch screen a message `ID-touch`, where it exists, is said in place of `ID` (crates/app/src/i18n.rs).
nim-lede = Two players take turns. On your turn, take one or more stones from a single heap. Click a stone to take it and every stone above it.
nim-lede-touch = Two players take turns. On your turn, take one or more stones from a single heap. Tap a stone to take it and every stone above it.

## The board
nim-board-label = The heaps

## The analysis
nim-misere-toggle = Misère
nim-sum-label = Nim-sum
nim-sum-binary = binary { $bits }
nim-bits-caption = The heaps in binary. A column of the nim-sum is 1 when that column holds an odd number of ones.
nim-winning-move = Take { $take } from heap { $heap } ({ $from } → { $to })
nim-hint-normal-zero = The nim-sum is 0, and every move changes it; the opponent can always make it 0 again.
nim-hint-normal-nonzero = The nim-sum is not 0: a winning move makes it 0.
nim-game-over-normal = No stones are left: the game is over, and the player who took the last stone won.
nim-game-over-misere = No stones are left: the game is over, and the player who took the last stone lost.
nim-misere-endgame = Only heaps of 0 or 1 stones are left: under misère, the player to move loses when the number of 1-stone heaps is odd.
nim-misere-strategy = Misère strategy: play as in normal Nim until your move would leave only heaps of 0 or 1 stones; then leave an odd number of 1-stone heaps.

## The position editor
nim-editor-title = Position
nim-heaps-field = Heaps
nim-heaps-hint = Heap sizes separated by commas, for example 3, 4, 5 (at most { $max } heaps).
nim-add-heap = Add a heap
nim-remove-heap = Remove the last heap
nim-random = Random position
nim-reset = Reset

## The game: status, players, score
nim-status-your-turn = Your turn: take stones from one heap.
nim-status-thinking = The computer is thinking…
nim-status-player-turn = { $player } to move.
nim-status-empty = No stones: there is nothing to play. Type a position or start a new game.
nim-over-me-normal = You won! You took the last stone, and under normal play the last stone wins.
nim-over-me-misere = You won! The computer had to take the last stone, and under misère the last stone loses.
nim-over-computer-normal = The computer won: it took the last stone, and under normal play the last stone wins.
nim-over-computer-misere = The computer won: you took the last stone, and under misère the last stone loses.
nim-over-player-normal = { $winner } won: { $winner } took the last stone, and under normal play the last stone wins.
nim-over-player-misere = { $winner } won: { $loser } took the last stone, and under misère the last stone loses.
nim-player-me = You
nim-player-computer = Computer
nim-player-one = Player 1
nim-player-two = Player 2
nim-player-bob = Bob
nim-player-alice = Alice
nim-score = Score: you { $wins }, the computer { $losses }

## Game controls and the hint
nim-controls-label = Game controls
nim-hint = Hint
nim-new-game = New game
nim-hint-none = No move wins here.

## The move history
nim-history-line = { $who }: { $move } → { $heaps }
nim-history-line-sum = { $who }: { $move } → { $heaps } · nim-sum { $bits } = { $sum }
nim-history-took = took { $take } from heap { $heap }

## Setting up a game
nim-setup-title = Game
nim-notice-game-reset = Your saved game could not be read, so it was reset.
nim-notice-dismiss = Dismiss
nim-url-bad-value = The link’s “{ $key }” value “{ $given }” is not one we know, so the usual one is used.
nim-url-bad-move = The link’s move “{ $given }” is not a legal move there; the game starts from its first position.
nim-url-too-many-moves = The link lists { $asked } moves, more than a game keeps ({ $max }); the game starts from its first position.
nim-url-at-past-end = The link’s “at” value { $asked } is past its { $moves ->
    [0] moves, and it lists none
    [one] only move
   *[other] { $moves } moves
}; the game is shown after its last move.

## The sample game (Wikipedia's Alice and Bob)
nim-sample-title = Sample game
nim-sample-intro = Replay the Wikipedia article’s game between Alice and Bob on heaps of 3, 4 and 5, move by move, with its commentary.
nim-sample-normal = Normal play
nim-sample-misere = Misère
nim-sample-next = Next move
nim-sample-back = Previous move
nim-sample-label = Commentary
nim-sample-normal-0 = Alice and Bob play normal Nim on heaps of 3, 4 and 5 stones; Bob moves first. The nim-sum is 2, so Bob can win.
nim-sample-normal-1 = Bob takes 2 from heap 1, leaving 1, 4, 5: nim-sum 0. Whatever Alice does, Bob can make it 0 again.
nim-sample-normal-2 = Alice takes 3 from heap 3, leaving 1, 4, 2 (nim-sum 7).
nim-sample-normal-3 = Bob takes 1 from heap 2, leaving 1, 3, 2: nim-sum 0 again.
nim-sample-normal-4 = Alice takes 1 from heap 2, leaving 1, 2, 2.
nim-sample-normal-5 = Bob takes the whole of heap 1, leaving two 2s: two equal heaps, nim-sum 0.
nim-sample-normal-6 = Alice takes 1 from heap 2, leaving 0, 1, 2.
nim-sample-normal-7 = Bob takes 1 from heap 3, leaving two 1s. (In misère he would take 2 from heap 3, leaving 0, 1, 0.)
nim-sample-normal-8 = Alice takes 1 from heap 2, leaving one stone.
nim-sample-normal-9 = Bob takes the whole of heap 3 and wins: he took the last stone.
nim-sample-misere-0 = The same game under misère: whoever takes the last stone loses. Bob moves first; while two or more heaps have two or more stones, he plays as in normal Nim.
nim-sample-misere-1 = Bob takes 2 from heap 1, leaving 1, 4, 5: nim-sum 0.
nim-sample-misere-2 = Alice takes 3 from heap 3, leaving 1, 4, 2.
nim-sample-misere-3 = Bob takes 1 from heap 2, leaving 1, 3, 2: nim-sum 0 again.
nim-sample-misere-4 = Alice takes 1 from heap 2, leaving 1, 2, 2.
nim-sample-misere-5 = Bob takes the whole of heap 1, leaving two 2s.
nim-sample-misere-6 = Alice takes 1 from heap 2, leaving 0, 1, 2: only one heap has two or more stones. This is where misère differs.
nim-sample-misere-7 = Bob takes both stones of heap 3, leaving 0, 1, 0: an odd number of 1-stone heaps (normal play would leave two).
nim-sample-misere-8 = Alice must take the last stone, and loses.
