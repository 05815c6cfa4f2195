//! Tests of `screens::sequence::url` (`crates/app/src/screens/sequence/url.rs`).
use nimatron_app::route::HashUrl;
use nimatron_app::screens::query::FromUrl;
use nimatron_core::CoreError;

use nimatron_app::screens::sequence::url::*;

#[test]
fn reads_a_game_and_a_length() {
    let q = SequenceQuery::from_hash("#/grundy-sequences?game=grundy&upto=1048576");
    assert_eq!((q.game.as_str(), q.upto), ("grundy", 1_048_576));
    assert!(q.problems.is_empty());
    let q = SequenceQuery::from_hash("#/grundy-sequences?game=octal:0.137&upto=500");
    assert_eq!((q.game.as_str(), q.upto), ("octal:0.137", 500));
    let q = SequenceQuery::from_hash("#/grundy-sequences");
    assert_eq!((q.game.as_str(), q.upto), (DEFAULT_GAME, DEFAULT_UPTO));
    assert!(q.problems.is_empty());
}

#[test]
fn refuses_what_the_core_or_the_page_cannot_do() {
    // Not a game, not one heap, not a number, past the page's limit.
    let q = SequenceQuery::from_hash("#/grundy-sequences?game=nonsense");
    assert!(matches!(q.problems[..], [QueryError::Core(_)]));
    assert_eq!(q.game, DEFAULT_GAME);
    let q = SequenceQuery::from_hash("#/grundy-sequences?game=wythoff");
    assert!(matches!(q.problems[..], [QueryError::Core(_)]));
    let q = SequenceQuery::from_hash("#/grundy-sequences?upto=-3");
    assert_eq!(q.problems, vec![QueryError::BadUpto("-3".into())]);
    assert_eq!(q.upto, DEFAULT_UPTO);
    let q = SequenceQuery::from_hash("#/grundy-sequences?upto=16777216");
    assert!(matches!(
        q.problems[..],
        [QueryError::Core(CoreError::TooLarge { .. })]
    ));
    let q = SequenceQuery::from_hash("#/grundy-sequences?upto=99999999999999999999999");
    assert_eq!(q.problems.len(), 1);
    assert_eq!(
        SequenceQuery::from_hash("#/grundy-sequences?upto=16777215").upto,
        MAX_UPTO
    );
}

#[test]
fn writes_what_it_reads() {
    let url = HashUrl::of("/grundy-sequences", &[("game", "kayles"), ("upto", "300")]);
    assert_eq!(url.to_hash(), "#/grundy-sequences?game=kayles&upto=300");
    let q = SequenceQuery::from_url(&url);
    assert_eq!((q.game.as_str(), q.upto), ("kayles", 300));
}
