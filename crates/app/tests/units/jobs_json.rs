//! Tests of `jobs::json` (`crates/app/src/jobs/json.rs`) and of the texts
//! written with it: a job request and a question to the worker
//! (`jobs::protocol`), a stored game (`play::storage`). Each is checked
//! against serde_json writing the core's serde form, which earlier builds
//! stored and sent: the same text out, and serde_json's text read back.

use nimatron_core::computer::Strength;
use nimatron_core::job::{JobQuery, JobRequest};
use nimatron_core::session::{First, Opponent, Score, Seat, Session};
use nimatron_core::{Convention, Position, registry};

use nimatron_app::jobs::json::{Json, position, to_position};
use nimatron_app::jobs::protocol::{query_from_json, query_json, request_from_json, request_json};
use nimatron_app::play::storage::{self, Found};

const MAX: u64 = u64::MAX;

fn serde_text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| panic!("{e}"))
}

fn requests() -> Vec<JobRequest> {
    vec![
        JobRequest::MinNim {
            dims: [300, 200, MAX],
            removals: [1, 2, 3],
            misere: true,
        },
        JobRequest::MinNim {
            dims: [0, 0, 0],
            removals: [1, 5, 9],
            misere: false,
        },
        JobRequest::WythoffGrundy { n: MAX },
        JobRequest::WythoffGrundy { n: (1 << 53) + 1 },
        JobRequest::Sequence {
            game: "octal:0.137".into(),
            upto: MAX,
        },
        JobRequest::Quotient {
            game: "ka\"y\\les\u{1}\n\u{e9}\u{1F600}".into(),
            upto: 24,
        },
    ]
}

fn queries() -> Vec<JobQuery> {
    vec![
        JobQuery::MinNimSlice { c: MAX },
        JobQuery::MinNimCells { positions: vec![] },
        JobQuery::MinNimCells {
            positions: vec![[1, 2, 3], [MAX, 0, (1 << 53) + 1]],
        },
    ]
}

#[test]
fn requests_and_questions_are_serde_s_text_and_round_trip_past_2_to_the_53() {
    for r in requests() {
        let text = request_json(&r).text();
        assert_eq!(text, serde_text(&r));
        let back = Json::parse(&text).and_then(|j| request_from_json(&j));
        assert_eq!(back.as_ref(), Some(&r), "{text}");
    }
    for q in queries() {
        let text = query_json(&q).text();
        assert_eq!(text, serde_text(&q));
        let back = Json::parse(&text).and_then(|j| query_from_json(&j));
        assert_eq!(back.as_ref(), Some(&q), "{text}");
    }
    // serde_json reads what the page writes (the CLI's form is the same).
    let r = requests().swap_remove(0);
    let read: JobRequest =
        serde_json::from_str(&request_json(&r).text()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read, r);
}

#[test]
fn malformed_requests_and_questions_are_none() {
    for bad in [
        r#"{"min-nim":{"dims":[1,2],"removals":[1,2,3],"misere":false}}"#,
        r#"{"min-nim":{"dims":[1,2,3],"removals":[1,2,3]}}"#,
        r#"{"wythoff-grundy":{"n":-1}}"#,
        r#"{"wythoff-grundy":{"n":1.5}}"#,
        r#"{"wythoff-grundy":{"n":18446744073709551616}}"#,
        r#"{"sequence":{"game":7,"upto":3}}"#,
        r#"{"nope":{"n":1}}"#,
        r#"{"sequence":{"game":"kayles","upto":3},"quotient":{"game":"kayles","upto":3}}"#,
        r#""sequence""#,
    ] {
        let read = Json::parse(bad).and_then(|j| request_from_json(&j));
        assert_eq!(read, None, "{bad}");
    }
    for bad in [
        r#"{"min-nim-cells":{"positions":[[1,2]]}}"#,
        r#"{"min-nim-slice":{}}"#,
    ] {
        assert_eq!(
            Json::parse(bad).and_then(|j| query_from_json(&j)),
            None,
            "{bad}"
        );
    }
}

#[test]
fn the_reader_takes_json_and_refuses_what_is_not() {
    let read = |t: &str| Json::parse(t);
    assert_eq!(
        read(" [ 1 , 0 , 18446744073709551615 ] "),
        Some(Json::nums(&[1, 0, MAX]))
    );
    assert_eq!(
        read(r#"{"a" : null, "b":[true,false], "c":{}}"#),
        Some(Json::obj([
            ("a", Json::Null),
            ("b", Json::Arr(vec![Json::Bool(true), Json::Bool(false)])),
            ("c", Json::Obj(vec![])),
        ]))
    );
    // Escapes, a surrogate pair, raw UTF-8.
    assert_eq!(
        read(r#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00é""#),
        Some(Json::str("\"\\/\u{8}\u{c}\n\r\t\u{e9}\u{1F600}é"))
    );
    for bad in [
        "",
        " ",
        "[",
        "[1,]",
        "[,1]",
        "{\"a\"}",
        "{\"a\":1,}",
        "{1:2}",
        "01",
        "-1",
        "1.0",
        "1e3",
        "18446744073709551616",
        "nul",
        "truex",
        "[1] [2]",
        "\"a",
        "\"\\x\"",
        "\"\\ud83d\"",
        "\"\\ude00\"",
        "\"a\u{1}b\"",
        "'a'",
    ] {
        assert_eq!(read(bad), None, "{bad:?}");
    }
    // Deep nesting is refused, not a stack overflow.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(read(&deep), None);
    let fine = format!("{}{}", "[".repeat(10), "]".repeat(10));
    assert!(read(&fine).is_some());
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    let all: String = (0u32..0x80)
        .filter_map(char::from_u32)
        .chain("é€😀".chars())
        .collect();
    let text = Json::str(&all).text();
    assert_eq!(text, serde_text(&all));
    assert_eq!(Json::parse(&text), Some(Json::Str(all)));
}

#[test]
fn positions_are_serde_s_form_one_part_or_a_sum() {
    for p in [
        Position::new(vec![]),
        Position::new(vec![3, MAX]),
        Position::from_parts(vec![vec![1, 2], vec![], vec![MAX]]),
    ] {
        let json = position(&p);
        assert_eq!(json.text(), serde_text(&p));
        assert_eq!(to_position(&json), Some(p.clone()));
        let serde_read: Position =
            serde_json::from_str(&json.text()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(serde_read, p);
    }
    assert_eq!(
        to_position(&Json::parse("[[1],2]").unwrap_or(Json::Null)),
        None
    );
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
