//! Tests of `screens::subtraction::url` (`crates/app/src/screens/subtraction/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_core::Convention;

use nimatron_app::screens::subtraction::url::*;

#[test]
fn reads_the_seeds_examples() {
    let q = SubtractionQuery::from_hash("#/subtraction?n=19&k=3");
    assert_eq!((q.setup.n, q.setup.k), (19, 3));
    assert!(q.problems.is_empty());
    let q = SubtractionQuery::from_hash("#/subtraction?n=666&k=7&misere");
    assert_eq!((q.setup.n, q.setup.k), (666, 7));
    assert_eq!(q.setup.convention, Convention::Misere);
    let q = SubtractionQuery::from_hash("#/subtraction?preset=21");
    assert_eq!((q.setup.n, q.setup.k), (21, 3));
    assert_eq!(q.setup.convention, Convention::Misere);
    assert_eq!(q.setup.presentation, Presentation::Game21);
    let q = SubtractionQuery::from_hash("#/subtraction?preset=100&n=5");
    assert_eq!((q.setup.n, q.setup.k), (100, 10));
    assert_eq!(q.setup.convention, Convention::Normal);
    assert_eq!(
        SubtractionQuery::from_hash("#/subtraction").setup,
        Setup::default()
    );
}

#[test]
fn refuses_bad_values_and_keeps_defaults() {
    let cases: &[(&str, QueryError)] = &[
        ("n=abc", QueryError::BadN("abc".into())),
        ("n=0", QueryError::BadN("0".into())),
        ("n=1000000000001", QueryError::BadN("1000000000001".into())),
        ("n=-3", QueryError::BadN("-3".into())),
        ("k=0", QueryError::BadK("0".into())),
        ("k=51", QueryError::BadK("51".into())),
        ("k=", QueryError::BadK(String::new())),
        ("preset=22", QueryError::BadPreset("22".into())),
        ("vs=cat", QueryError::BadOpponent("cat".into())),
        ("first=you", QueryError::BadFirst("you".into())),
    ];
    for (q, err) in cases {
        let got = SubtractionQuery::from_hash(&format!("#/subtraction?{q}"));
        assert_eq!(got.problems, vec![err.clone()], "{q}");
        assert_eq!((got.setup.n, got.setup.k), (DEFAULT_N, DEFAULT_K), "{q}");
    }
    let long = SubtractionQuery::from_hash(&format!("#/subtraction?n={}", "9".repeat(400)));
    assert!(matches!(&long.problems[0], QueryError::BadN(s) if s.chars().count() == 25));
}

#[test]
fn round_trips() {
    for hash in [
        "#/subtraction?n=19&k=3",
        "#/subtraction?n=666&k=7&misere",
        "#/subtraction?preset=21",
        "#/subtraction?preset=100&vs=friend",
        "#/subtraction?n=5&k=2&first=computer",
    ] {
        let q = SubtractionQuery::from_hash(hash);
        assert!(q.problems.is_empty(), "{hash}");
        assert_eq!(to_url(&q.setup).to_hash(), hash);
    }
}
