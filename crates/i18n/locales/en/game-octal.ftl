# The words of one game's page: its rules, its theorem, and what its own
# numbers make of it (game-NAME-rules, -theorem, -about). One file per game,
# so a build carries only the games it plays (crates/app/src/modules/).

game-octal-rules = Rows of objects, played by the octal code { $code }.{ $whole_count ->
    [0] {""}
   *[other] { " " }A move may take a whole row of { $whole } { $whole ->
        [one] object
       *[other] objects
    }.
}{ $end_count ->
    [0] {""}
   *[other] { " " }A move may take { $end } { $end ->
        [one] object
       *[other] objects
    } from the end of a longer row, leaving one row.
}{ $middle_count ->
    [0] {""}
   *[other] { " " }A move may take { $middle } { $middle ->
        [one] object
       *[other] objects
    } from inside a row, leaving two rows.
}{ $split ->
    [1] { " " }A row may also be split in two without taking anything.
   *[other] {""}
} No other move is allowed; whoever cannot move loses. How a code reads: digit k after the point says how k objects may be taken, adding 1 when they may be a whole row, 2 when they may leave one row and 4 when they may leave two rows; a 4 before the point lets a row split in two without taking anything.
game-octal-theorem = Sprague–Grundy: a position’s value is the XOR of its heaps’ values. The octal periodicity theorem (Guy and Smith): if G(n + p) = G(n) for every n from e up to 2e + p + t, where t is the most stones a move takes, then it holds for every n from e on. When the computed values prove a period, the pre-period and period are shown.
game-octal-about = the octal code { $code }, spelled out in the rules below
