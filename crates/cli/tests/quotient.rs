//! `nimatron quotient`: the JSON field names fixed by issue 28, the
//! published figures it must reproduce, and its errors (exit code 2).

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

mod common;

use common::{assert_bad_arguments, json};

#[test]
fn the_json_has_exactly_the_fixed_field_names() {
    let v = json(&["quotient", "dawson", "--upto", "6", "--json"]);
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    let mut want = vec![
        "game",
        "upto",
        "order",
        "p_count",
        "solved_at",
        "period",
        "preperiod",
        "tame",
        "generators",
        "relations",
        "p_portion",
        "pretending",
        "changes",
        "normal_period",
    ];
    want.sort_unstable();
    assert_eq!(keys, want);
    // Dawson's Kayles up to 6 is still T2 (heap 1 has no move: Φ(1) = 1).
    assert_eq!(v["order"], 6);
    assert_eq!(v["p_count"], 2);
    assert_eq!(v["solved_at"], serde_json::Value::Null);
    assert_eq!(v["pretending"][1], "1");
    // Guy and Smith: Dawson's Kayles has normal period 34 from 53 on.
    assert_eq!(
        v["normal_period"],
        serde_json::json!({"preperiod": 53, "period": 34})
    );
}

/// Misère Kayles: Φ has the period 12 of the normal-play values (Sibert
/// and Conway's solution, Winning Ways ch. 13: misère Kayles is played
/// like normal Kayles up to finitely many exceptions); it is wild.
#[test]
fn kayles_is_solved() {
    let v = json(&["quotient", "kayles", "--json"]);
    assert_eq!(v["solved_at"], 167);
    assert_eq!(v["period"], 12);
    assert_eq!(v["preperiod"], 71);
    assert_eq!(v["tame"], false);
    assert_eq!(v["pretending"].as_array().unwrap().len(), 168);
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let e = assert_bad_arguments(&["quotient", "nim"]);
    assert!(e.contains("take-and-break"), "{e}");
    let e = assert_bad_arguments(&["quotient", "octal:0.8"]);
    assert!(e.contains("octal:0.8"), "{e}");
    let e = assert_bad_arguments(&["quotient", "kayles", "--upto", "x"]);
    assert!(e.contains("“x”"), "{e}");
    let e = assert_bad_arguments(&["quotient", "kayles", "--upto", "2001"]);
    assert!(e.contains("2000"), "{e}");
    // A limit reached: the heap up to which it is exact is named.
    let e = assert_bad_arguments(&["--lang", "es", "quotient", "octal:0.71", "--upto", "20"]);
    assert!(e.contains("hasta 7"), "{e}");
}

/// Misère Kayles of any size goes through the quotient: what the
/// exhaustive search refused (more than 250000 positions) is answered.
#[test]
fn misere_kayles_is_analysed_through_the_quotient() {
    let v = json(&["analyze", "kayles", "20,17,9", "--misere", "--json"]);
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["winning_move_count"], 0);
    let v = json(&["analyze", "kayles", "30,31", "--misere", "--json"]);
    assert_eq!(v["outcome"], "N");
    assert!(v["winning_move_count"].as_u64().unwrap() > 0, "{v}");
}
