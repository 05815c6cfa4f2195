//! Tests of `screens::nim::storage` (`crates/app/src/screens/nim/storage.rs`).
use nimatron_app::play::storage::Found;
use nimatron_app::screens::nim::state::{Notice, default_session, session_of};
use nimatron_app::screens::nim::url::NimQuery;
use nimatron_app::screens::query::FromUrl;
use nimatron_core::session::Score;

use crate::support::friends_session;
use nimatron_app::screens::nim::storage::*;

const GAME: &str = r#"{"v":1,"query":"heaps=2,2&first=me&moves=1-1"}"#;
const SCORE: &str = r#"{"v":1,"me":3,"computer":9}"#;
const THREE_NINE: Score = Score { wins: 3, losses: 9 };

#[test]
fn old_entries_move_into_the_new_one() {
    let mut moved = session_of(&NimQuery::from_hash("#/nim?heaps=2,2&first=me&moves=1-1")).0;
    let (found, notices) = migrate(Found::Missing, Some(GAME), Some(SCORE));
    assert_eq!(
        (found, notices),
        (Found::Session(Box::new(moved.clone()), THREE_NINE), vec![])
    );
    assert_eq!(moved.position().numbers(), &[1, 2]);
    // A game the play screen stored since is kept; the scores add.
    moved = friends_session("nim", "5", &["4"]);
    let entry = Found::Session(Box::new(moved.clone()), Score { wins: 1, losses: 1 });
    let four_ten = Score {
        wins: 4,
        losses: 10,
    };
    assert_eq!(
        migrate(entry, Some(GAME), Some(SCORE)).0,
        Found::Session(Box::new(moved), four_ten)
    );
    // The score alone: the default game with it; nothing old: the entry.
    let score_alone = Found::Session(Box::new(default_session()), THREE_NINE);
    assert_eq!(migrate(Found::Missing, None, Some(SCORE)).0, score_alone);
    assert_eq!(migrate(Found::Unreadable, None, None).0, Found::Unreadable);
}

#[test]
fn unreadable_old_entries_are_dropped_with_a_notice() {
    let both = vec![Notice::GameReset, Notice::ScoreReset];
    for bad in [
        "",
        "{",
        "null",
        r#"{"v":2,"query":""}"#,
        r#"{"v":1}"#,
        "[1]",
    ] {
        assert_eq!(
            migrate(Found::Missing, Some(bad), Some(bad)),
            (Found::Missing, both.clone())
        );
    }
    let huge = format!(
        r#"{{"v":1,"query":"heaps=1{}"}}"#,
        " ".repeat(MAX_OLD_CHARS)
    );
    for game in [r#"{"v":1,"query":"moves=zz"}"#, &huge] {
        assert_eq!(
            migrate(Found::Missing, Some(game), None).1,
            vec![Notice::GameReset]
        );
    }
    let negative = r#"{"v":1,"me":-1,"computer":0}"#;
    assert_eq!(
        migrate(Found::Missing, None, Some(negative)).1,
        vec![Notice::ScoreReset]
    );
    // A good old score with an unreadable new entry: kept, and said.
    let (found, notices) = migrate(Found::Unreadable, Some("{"), Some(SCORE));
    assert!(matches!(found, Found::Session(_, THREE_NINE)));
    assert_eq!(notices, vec![Notice::GameReset; 2]);
}
