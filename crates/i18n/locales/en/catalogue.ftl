# The home page's catalogue of every game (crates/app/src/screens/home.rs,
# screens/catalogue/). The home page's module carries this file, not play.ftl.
catalogue-title = The games
catalogue-intro = Every registered game, ready to play from an example position.
catalogue-play = Play
catalogue-family-nim = Nim and its rules
catalogue-family-subtraction = Subtraction games
catalogue-family-take-and-break = Take and break
catalogue-family-boards = Boards and graphs
catalogue-family-sums = Sums of games
catalogue-rules = Rules
catalogue-computer-first = The computer moves first: with best play, whoever moves from here loses.
