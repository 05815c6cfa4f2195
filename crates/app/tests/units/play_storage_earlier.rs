//! A game stored by an earlier build reads back: `play::storage` writes
//! its text with `nimatron_jobs::json`, and earlier builds wrote it with
//! serde_json from the core's serde form; both texts are checked here.

use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent, Score, Seat, Session};
use nimatron_core::{Convention, Position, registry};

use nimatron_app::play::storage::{self, Found};

const MAX: u64 = u64::MAX;

fn serde_text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| panic!("{e}"))
}

/// What earlier builds stored: serde_json of `Stored { v, session, score }`.
fn serde_stored(session: &Session, score: Score) -> String {
    format!(
        r#"{{"v":1,"session":{},"score":{}}}"#,
        serde_text(session),
        serde_text(&score)
    )
}

#[test]
fn a_stored_game_is_the_text_earlier_builds_stored() {
    let game = registry::game("nim").unwrap_or_else(|e| panic!("{e}"));
    let start = Position::new(vec![MAX, (1 << 53) + 1, 3]);
    let mut shapes = Vec::new();
    for (opponent, first) in [
        (Opponent::Friend, First::Me),
        (Opponent::Computer(Strength::Perfect), First::Auto),
        (Opponent::Computer(Strength::Strong), First::Computer),
        (Opponent::Computer(Strength::Beginner), First::Me),
    ] {
        for convention in [Convention::Normal, Convention::Misere] {
            let s = Session::new(game.as_ref(), &start, convention, first, opponent)
                .unwrap_or_else(|e| panic!("{e}"));
            shapes.push(s);
        }
    }
    let mut played = shapes[0].clone();
    let mut heaps = played.start.numbers().to_vec();
    for from in [MAX, (1 << 53) + 1] {
        let at = heaps
            .iter()
            .position(|&h| h == from)
            .unwrap_or_else(|| panic!());
        heaps[at] -= 1;
        played
            .play(game.as_ref(), &Position::new(heaps.clone()))
            .unwrap_or_else(|e| panic!("{e:?}"));
    }
    played.cursor = 1;
    shapes.push(played);
    assert!(shapes.iter().any(|s| s.computer == Some(Seat::A)));
    assert!(shapes.iter().any(|s| s.computer == Some(Seat::B)));
    let score = Score {
        wins: u32::MAX,
        losses: 7,
    };
    for s in shapes {
        let text = storage::encode(&s, score);
        assert_eq!(text, serde_stored(&s, score));
        assert_eq!(
            storage::decode(Some(&text), game.as_ref()),
            Found::Session(Box::new(s), score)
        );
    }
}

#[test]
fn a_game_stored_by_an_earlier_build_reads_back() {
    // As serde_json wrote it (its own spacing would not matter either).
    let stored = r#"{"v":1,"session":{"game":"nim","start":[18446744073709551615,5],"convention":"misere","first":"auto","opponent":{"Computer":"strong"},"played":[[18446744073709551614,5],[9007199254740993,5]],"cursor":2,"computer":"A"},"score":{"wins":3,"losses":4}}"#;
    let game = registry::game("nim").unwrap_or_else(|e| panic!("{e}"));
    let Found::Session(s, score) = storage::decode(Some(stored), game.as_ref()) else {
        panic!("unreadable");
    };
    assert_eq!(score, Score { wins: 3, losses: 4 });
    assert_eq!(
        s.played.last().map(|p| p.numbers().to_vec()),
        Some(vec![(1 << 53) + 1, 5])
    );
    assert_eq!(
        (s.convention, s.first, s.opponent, s.cursor, s.computer),
        (
            Convention::Misere,
            First::Auto,
            Opponent::Computer(Strength::Strong),
            2,
            Some(Seat::A)
        )
    );
    // A friend, whitespace, members in another order: read as serde_json read them; a
    // fraction (nowhere in what any build wrote) makes it unreadable.
    let friends = r#" { "score" : {"losses":0,"wins":1}, "v" : 1 ,
        "session":{"game":"nim","start":[1,2,3],"convention":"normal","first":"me",
        "opponent":"Friend","played":[],"cursor":0,"computer":null,"later":[1.5]} } "#;
    assert!(matches!(
        storage::decode(Some(friends), game.as_ref()),
        Found::Unreadable
    ));
    let friends = friends.replace("[1.5]", "[]");
    let Found::Session(s, _) = storage::decode(Some(&friends), game.as_ref()) else {
        panic!("unreadable: {friends}");
    };
    assert_eq!(s.start, Position::new(vec![1, 2, 3]));
    // Names as serde spells them, and nothing else.
    for (from, to) in [
        ("\"Friend\"", "\"friend\""),
        ("\"me\"", "\"Me\""),
        ("\"normal\"", "\"Normal\""),
        ("\"computer\":null", "\"computer\":\"C\""),
        ("\"v\" : 1", "\"v\" : 2"),
    ] {
        let bad = friends.replace(from, to);
        assert_ne!(bad, friends);
        assert_eq!(
            storage::decode(Some(&bad), game.as_ref()),
            Found::Unreadable,
            "{bad}"
        );
    }
}
