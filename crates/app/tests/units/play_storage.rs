//! Tests of `play::storage` (`crates/app/src/play/storage.rs`).
use nimatron_core::registry;
use nimatron_core::session::Score;

use nimatron_app::play::storage::*;

#[test]
fn round_trips_and_refuses_the_unusable() {
    let game = registry::game("kayles").unwrap_or_else(|e| panic!("{e}"));
    let s = crate::support::friends_session("kayles", "5,7", &["5,1,5"]);
    let score = Score { wins: 2, losses: 1 };
    let text = encode(&s, score);
    assert_eq!(
        decode(Some(&text), game.as_ref()),
        Found::Session(Box::new(s.clone()), score)
    );
    assert_eq!(decode(None, game.as_ref()), Found::Missing);
    let illegal = text.replace("[5,1,5]", "[5,9,5]");
    assert_ne!(illegal, text);
    assert_eq!(decode(Some(&illegal), game.as_ref()), Found::Unreadable);
    let other = registry::game("nim").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(decode(Some(&text), other.as_ref()), Found::Unreadable);
    // Another game of the same name is no damage: its score is kept
    // (the screen starts the game asked for, `State::open`'s `resumes`).
    let take3 = crate::support::friends_session("take:3", "9", &["6"]);
    let take4 = registry::game("take:4").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        decode(Some(&encode(&take3, score)), take4.as_ref()),
        Found::Session(Box::new(take3.clone()), score)
    );
    // Its moves are checked by its own game (6 → 2 is no move of take:3).
    let illegal = encode(&take3, score).replace("[6]", "[2]");
    assert_eq!(decode(Some(&illegal), take4.as_ref()), Found::Unreadable);
    for bad in ["", "{", "null", "[1]", r#"{"v":2}"#] {
        assert_eq!(decode(Some(bad), game.as_ref()), Found::Unreadable, "{bad}");
    }
    let huge = "x".repeat(MAX_STORED_CHARS + 1);
    assert_eq!(decode(Some(&huge), game.as_ref()), Found::Unreadable);
    assert_eq!(key("kayles"), "nimatron.play.v1.kayles");
}
