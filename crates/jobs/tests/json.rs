//! Tests of `json` (`crates/jobs/src/json.rs`) and of the texts written
//! with it for the worker: a job request and a question (`protocol`).
//! Each is checked against serde_json writing the core's serde form, which
//! earlier builds sent: the same text out, and serde_json's text read back.
//! (The stored game, the app's other text in it, is tested in the app's
//! `tests/units/play_storage_earlier.rs`.)

use nimatron_core::Position;
use nimatron_core::job::{JobQuery, JobRequest};

use nimatron_jobs::json::{Json, position, to_position};
use nimatron_jobs::protocol::{query_from_json, query_json, request_from_json, request_json};

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
        JobRequest::AnalysisQuotient {
            game: "octal:0.56".into(),
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
