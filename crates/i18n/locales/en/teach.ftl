# The teacher's kit the whole app draws: the share panel, worksheets; and the words of teachers' pages. The header's Share and Projector buttons are in app.ftl.
# On a touch screen a message `ID-touch`, where it exists, is said in place of `ID` (crates/app/src/i18n.rs).

## Share panel
teach-share-title = Share what is on screen
teach-share-intro = The link opens exactly this screen, with its game, position, settings and language. Put it in a message, a slide or your own web page.
teach-share-close = Close
teach-share-link = Link
teach-share-iframe = Frame for your web page (iframe)
teach-share-widget = Widget for your web page
teach-share-no-widget = This screen has no widget: share the link or the frame.
teach-share-qr-label = QR code of the link
teach-share-qr-caption = Scan it to open this screen on a phone or tablet.
teach-share-qr-too-long = This link is too long for a QR code: share the link itself.
teach-share-qr-waiting = Drawing the QR code…
teach-share-qr-failed = The QR code could not be drawn in this browser: share the link itself.
teach-share-preview = Preview of the widget
teach-iframe-title = Nimatron
# The widget snippet's own text: on show only if the widget never loads.
teach-widget-fallback = A Nimatron game goes here. If you can read this, it did not load:
teach-widget-fallback-open = open it in Nimatron
# Words of web/nimatron-frames.js on a teacher's page, written into it at
# build time by scripts/embed-words.mjs: plain text only, no placeables.
embed-frame-title = A Nimatron game
embed-not-loaded = This Nimatron game could not be loaded here.
embed-open = Open it in a new tab

## Worksheets
ws-setup-title = Make a worksheet
ws-game = Game
ws-count = Exercises
ws-level = Level
ws-level-easy = easy
ws-level-medium = medium
ws-level-hard = hard
ws-sheet-number = Sheet number (the same number gives the same sheet)
ws-make = Make the sheet
ws-new = New sheet
ws-print = Print
ws-sheet-title = { $game }: worksheet
ws-name-line = Name: ______________________   Date: ____________
ws-about = { $count } exercises · level { $level } · sheet number { $sheet }
ws-instructions = Two players take turns; the player who cannot move loses. For each position, answer the questions.
ws-exercise = Exercise { $n }
ws-position = Position:
ws-heap = Heap { $n }: { $size }
ws-row = Row { $n }: { $size }
ws-q-who = Who wins with best play: the player to move (N) or the other player (P)?
ws-q-move = If the player to move wins, find a winning move.
ws-q-nim-sum = Write each heap in binary and compute the nim-sum.
ws-answers-title = Answer key
ws-answer-n = The player to move wins.
ws-answer-p = The player to move loses: every move leaves a winning position to the other player.
ws-answer-moves = Winning moves (the position after the move):
ws-answer-more = …and { $more } more.
ws-bouton-caption = Bouton’s method: each heap in binary, the ones in each column, and the nim-sum (a 1 under each odd column).
ws-bouton-label = Bouton’s table
ws-error-count = The number of exercises must be a whole number from 1 to { $max }; “{ $value }” is not. Showing { $default }.
ws-error-level = “{ $value }” is not a level (easy, medium, hard). Showing easy.
ws-error-sheet-number = The sheet number must be a whole number from 0 to { $max }; “{ $value }” is not. A new one was drawn.
