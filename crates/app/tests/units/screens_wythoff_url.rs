//! Tests of `screens::wythoff::url` (`crates/app/src/screens/wythoff/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::query::quote;
use nimatron_core::Convention;
use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent};

use nimatron_app::screens::wythoff::url::*;

#[test]
fn defaults_and_good_values() {
    let d = WythoffQuery::from_hash("#/wythoff");
    assert_eq!((d.size, d.queen), (DEFAULT_SIZE, (11, 7)));
    assert!(d.problems.is_empty());
    let g = WythoffQuery::from_hash("#/wythoff?size=20&queen=3,5&misere&view=heat&vs=friend");
    assert_eq!((g.size, g.queen), (20, (3, 5)));
    assert_eq!(g.convention, Convention::Misere);
    assert_eq!((g.view, g.opponent), (View::Heat, Opponent::Friend));
    // Earlier links' `vs=friend`, and the seats of every screen.
    let s = WythoffQuery::from_hash("#/wythoff?opponent=beginner&first=computer");
    assert_eq!(s.opponent, Opponent::Computer(Strength::Beginner));
    assert_eq!(
        (s.first, d.first, d.opponent),
        (First::Computer, First::Me, COMPUTER)
    );
    assert!(s.problems.is_empty());
    // The default view and earlier links' `vs=computer` read quietly.
    let c = WythoffQuery::from_hash("#/wythoff?view=cold&vs=computer");
    assert_eq!((c.view, c.opponent), (View::Cold, COMPUTER));
    assert!(c.problems.is_empty());
    assert_eq!(View::Cold.code(), None);
    let f = WythoffQuery::from_hash("#/wythoff?opponent=friend&first=computer");
    assert_eq!((f.opponent, f.first), (Opponent::Friend, First::Me));
    assert_eq!(
        WythoffQuery::from_hash("#/wythoff?size=1000").queen,
        (999, 666)
    );
}

#[test]
fn bad_values_become_defaults_with_a_reason() {
    let nan = |g: &str| UrlProblem::SizeNotANumber(g.into());
    let range = |g: &str| UrlProblem::SizeOutOfRange(g.into());
    let pair = |g: &str| UrlProblem::QueenNotAPair(g.into());
    let unknown = |key, g: &str| UrlProblem::Unknown(key, g.into());
    let off = UrlProblem::QueenOffGrid(12, 0, 12);
    let cases = [
        ("size=abc", nan("abc")),
        ("size=-3", nan("-3")),
        ("size=1000000000", range("1000000000")),
        (
            "size=99999999999999999999999",
            range("99999999999999999999999"),
        ),
        ("size=1", range("1")),
        ("queen=x,1", pair("x,1")),
        ("queen=3", pair("3")),
        ("queen=1,2,3", pair("1,2,3")),
        ("queen=12,0", off),
        ("first=maybe", unknown("first", "maybe")),
        ("opponent=cat", unknown("opponent", "cat")),
        ("view=abc", unknown("view", "abc")),
        ("vs=abc", unknown("vs", "abc")),
    ];
    for (query, problem) in cases {
        let got = WythoffQuery::from_hash(&format!("#/wythoff?{query}"));
        assert_eq!(got.problems, vec![problem], "{query}");
        assert!(got.size <= MAX_SIZE && got.queen.0 < got.size && got.queen.1 < got.size);
    }
    // A bad size and a queen beyond the default grid: both reported.
    let both = WythoffQuery::from_hash("#/wythoff?size=abc&queen=50,50");
    assert_eq!(both.problems.len(), 2);
    assert_eq!(both.queen, default_queen(DEFAULT_SIZE));
}

#[test]
fn round_trip() {
    let full = "#/wythoff?size=30&queen=4,7&misere&view=rules&opponent=friend";
    let strong = "#/wythoff?size=12&queen=5,3&first=auto&opponent=strong";
    for hash in [full, strong, "#/wythoff?size=12&queen=0,0"] {
        assert_eq!(WythoffQuery::from_hash(hash).to_url().to_hash(), hash);
    }
    let back = WythoffQuery::from_hash(full);
    assert_eq!(
        (back.size, back.queen, back.view),
        (30, (4, 7), View::Rules)
    );
}

#[test]
fn pairs_and_numbers() {
    assert_eq!(parse_pair(" 3, 5 "), Some((3, 5)));
    assert_eq!(parse_pair("3 5"), Some((3, 5)));
    assert_eq!(parse_pair("18446744073709551615,0"), Some((u64::MAX, 0)));
    assert_eq!(parse_pair("+3,5"), None);
    assert_eq!(
        parse_u64("7046029254386353130"),
        Some(7_046_029_254_386_353_130)
    );
    assert_eq!(quote(&"x".repeat(40)).chars().count(), 25);
}
