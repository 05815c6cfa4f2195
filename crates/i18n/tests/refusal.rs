//! A refused move of a take-and-break game names the rule it breaks, in
//! both languages: the octal code's digit (0.137, whose digit 1 allows a
//! single object only as a whole row) or Grundy's "unequal".

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use nimatron_core::{Position, registry};
use nimatron_i18n::{Lang, Localizer, refusal_words};

fn refusal(lang: Lang, game: &str, from: &str, to: &str) -> String {
    let game = registry::game(game).unwrap();
    let (from, to): (Position, Position) = (from.parse().unwrap(), to.parse().unwrap());
    let why = game.refusal(&from, &to).expect("a refusal");
    refusal_words(&Localizer::new(lang), &why)
}

#[test]
fn an_octal_refusal_names_the_digit_that_forbids_the_move() {
    for (lang, game, from, to, expected) in [
        (
            Lang::En,
            "octal:0.137",
            "9,11",
            "8,11",
            "The code 0.137 does not allow that move: its digit 1 is 1, so 1 object may be taken only as a whole row, not from the end of a longer row (leaving one row).",
        ),
        (
            Lang::En,
            "octal:0.137",
            "9,11",
            "3,4,11",
            "The code 0.137 does not allow that move: its digit 2 is 3, so 2 objects may be taken only as a whole row or from the end of a longer row (leaving one row), not from inside a row (leaving two rows).",
        ),
        (
            Lang::Es,
            "dawson",
            "9",
            "8",
            "El código 0.07 no permite esa jugada: su cifra 1 es 0, así que ninguna jugada quita 1 objeto.",
        ),
        (
            Lang::En,
            "grundy",
            "6",
            "3,3",
            "In Grundy’s game the two rows of a split must differ in size (6 may become 5 and 1, or 4 and 2, never 3 and 3).",
        ),
        (
            Lang::Es,
            "grundy",
            "6",
            "5",
            "En el juego de Grundy una jugada no quita nada: parte una fila en dos filas de tamaños distintos.",
        ),
    ] {
        assert_eq!(
            refusal(lang, game, from, to),
            expected,
            "{game} {from} → {to}"
        );
    }
    // A legal move, or no move of any such game, has nothing to name.
    let chess = registry::game("octal:0.137").unwrap();
    let p = |s: &str| s.parse::<Position>().unwrap();
    assert_eq!(chess.refusal(&p("9,11"), &p("3,3,11")), None);
    assert_eq!(chess.refusal(&p("9,11"), &p("10,11")), None);
}
