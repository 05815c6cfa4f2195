//! Tests of `screens::misere::url` (`crates/app/src/screens/misere/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_core::job::JobRequest;

use nimatron_app::screens::misere::url::*;

#[test]
fn reads_a_game_a_heap_and_a_sum() {
    let q = MisereQuery::from_hash("#/misere?game=octal:0.137&upto=40&sum=5,7");
    assert_eq!(
        (q.game.as_str(), q.upto, q.sum.as_str()),
        ("octal:0.137", 40, "5,7")
    );
    assert_eq!(
        q.request(),
        Some(JobRequest::Quotient {
            game: "octal:0.137".into(),
            upto: 40
        })
    );
    let q = MisereQuery::from_hash("#/misere");
    assert_eq!((q.game.as_str(), q.upto), (DEFAULT_GAME, DEFAULT_UPTO));
    assert!(q.problems.is_empty());
}

#[test]
fn refused_values_are_kept_as_typed_and_nothing_is_asked() {
    for (hash, problem) in [
        ("#/misere?game=octal:0.9", "core"),
        ("#/misere?game=wobble", "core"),
        ("#/misere?game=nim", "not covered"),
        ("#/misere?game=take:3", "not covered"),
        ("#/misere?upto=0", "upto"),
        ("#/misere?upto=2001", "upto"),
        ("#/misere?upto=-3", "upto"),
    ] {
        let q = MisereQuery::from_hash(hash);
        assert_eq!(q.request(), None, "{hash}");
        let kind = match q.problems.as_slice() {
            [QueryError::Core(_)] => "core",
            [QueryError::NotCovered(_)] => "not covered",
            [QueryError::BadUpto(_)] => "upto",
            other => panic!("{hash}: {other:?}"),
        };
        assert_eq!(kind, problem, "{hash}");
    }
    let q = MisereQuery::from_hash("#/misere?game=nim&upto=abc");
    assert_eq!((q.game.as_str(), q.upto_text.as_str()), ("nim", "abc"));
}

#[test]
fn the_url_written_reads_back() {
    let url = to_url("dawson", "60", "3,4");
    assert_eq!(url.to_hash(), "#/misere?game=dawson&upto=60&sum=3,4");
    let q = MisereQuery::from_url(&url);
    assert_eq!(
        (q.game.as_str(), q.upto, q.sum.as_str()),
        ("dawson", 60, "3,4")
    );
    assert_eq!(
        to_url("kayles", "300", " ").to_hash(),
        "#/misere?game=kayles&upto=300"
    );
}
