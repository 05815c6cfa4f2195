//! Tests of `screens::nim::words` (`crates/app/src/screens/nim/words.rs`).
use nimatron_app::screens::nav;
use nimatron_core::games::nim::NimMove;
use nimatron_core::session::Session;
use nimatron_i18n::Localizer;

use nimatron_app::screens::nim::words::*;
use nimatron_i18n::Lang;

#[test]
fn sentences_in_both_languages() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    let mv = NimMove { heap: 0, take: 2 };
    assert_eq!(
        winning_move(&en, &[3, 4, 5], mv),
        "Take 2 from heap 1 (3 → 1)"
    );
    assert_eq!(
        winning_move(&es, &[3, 4, 5], mv),
        "Tomar 2 del montón 1 (3 → 1)"
    );
}

#[test]
fn binary_digits() {
    assert_eq!(binary(2, 3), "010");
    assert_eq!(binary(0, 1), "0");
    assert_eq!(bit_width([3, 4, 5]), 3);
    assert_eq!(bit_width([]), 1);
    assert_eq!(bit_width([u64::MAX]), 64);
}

/// A game against the perfect computer from `heaps`.
fn game(heaps: &[u64]) -> Session {
    use nimatron_core::session::{First, Opponent};
    use nimatron_core::{Convention, Position, Strength};
    let perfect = Opponent::Computer(Strength::Perfect);
    nav::new_session(
        "nim",
        Position::new(heaps.to_vec()),
        Convention::Normal,
        First::Me,
        perfect,
    )
}

#[test]
fn statuses_name_the_player_and_the_reason() {
    use nimatron_core::session::Opponent;
    use nimatron_core::{Convention, Position};
    let en = Localizer::new(Lang::En);
    let nim = nimatron_core::games::nim::Nim;
    let mut s = game(&[1]);
    assert_eq!(
        status(&en, &s, false),
        "Your turn: take stones from one heap."
    );
    assert_eq!(s.play(&nim, &Position::new(vec![0])), Ok(()));
    assert!(status(&en, &s, false).starts_with("You won!"));
    s.set_convention(Convention::Misere);
    assert!(status(&en, &s, false).starts_with("The computer won"));
    s.set_opponent(&nim, Opponent::Friend);
    assert!(status(&en, &s, true).starts_with("Alice won: Bob took"));
    s.go_to(0);
    assert_eq!(status(&en, &s, false), "Player 1 to move.");
}

#[test]
fn history_lines_name_the_move_the_heaps_and_their_nim_sum() {
    use nimatron_core::Position;
    let nim = nimatron_core::games::nim::Nim;
    let mut s = game(&[3, 4, 5]);
    assert_eq!(s.play(&nim, &Position::new(vec![1, 4, 5])), Ok(()));
    assert_eq!(s.play(&nim, &Position::new(vec![1, 4, 2])), Ok(()));
    s.go_to(1);
    let en = history(&Localizer::new(Lang::En), &s, false, false);
    assert_eq!(
        en.iter().map(|l| l.as_str()).collect::<Vec<_>>(),
        [
            "You: took 2 from heap 1 → 1 4 5 · nim-sum 000 = 0",
            "Computer: took 3 from heap 3 → 1 4 2 · nim-sum 111 = 7",
        ]
    );
    let es = history(&Localizer::new(Lang::Es), &s, false, true);
    assert_eq!(es[0].as_str(), "Tú: tomó 2 del montón 1 → 1 4 5");
}
