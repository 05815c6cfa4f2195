//! The URL's parser and writer, by table.

use nimatron_app::screens::nim::state::session_of;
use nimatron_app::screens::nim::url::*;
use nimatron_app::screens::query::{FromUrl, HeapsError, heaps};
use nimatron_core::games::nim::NimMove;
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, Strength};

fn nan(given: &str) -> Result<Vec<u64>, HeapsError> {
    Err(HeapsError::NotANumber {
        given: given.to_string(),
    })
}

#[test]
fn parses_positions() {
    let long = "x".repeat(100);
    let cases: Vec<(&str, Result<Vec<u64>, HeapsError>)> = vec![
        // The loose separators and the core's numbers are the screens'
        // one reader's (`query::heaps`, tested there); here, its words.
        (" 3, 4 ,5 ", Ok(vec![3, 4, 5])),
        (",,", Ok(vec![])),
        ("3,-1", nan("-1")),
        ("1;2", nan("1;2")),
        (long.as_str(), nan(&format!("{}…", "x".repeat(24)))),
    ];
    for (text, expected) in cases {
        assert_eq!(heaps(text, MAX_HEAPS), expected, "{text:?}");
    }
}

#[test]
fn too_many_heaps_is_refused_with_the_limit() {
    let ok = vec!["1"; MAX_HEAPS].join(",");
    assert_eq!(heaps(&ok, MAX_HEAPS).map(|h| h.len()), Ok(MAX_HEAPS));
    let text = vec!["1"; 20_000].join(",");
    assert_eq!(
        heaps(&text, MAX_HEAPS),
        Err(HeapsError::TooMany {
            asked: 20_000,
            max: MAX_HEAPS,
        })
    );
}

#[test]
fn urls_round_trip_through_the_game() {
    for hash in [
        "#/nim?heaps=3,4,5&misere",
        "#/nim?heaps=",
        "#/nim?heaps=0,18446744073709551615",
        "#/nim?heaps=3,4,5&misere&first=auto&opponent=strong&moves=1-2,3-3&at=1&exam",
        "#/nim?sample&misere&at=2",
    ] {
        let q = NimQuery::from_hash(hash);
        assert!(q.error.is_none() && !q.bare, "{hash}");
        let (game, sample, _) = session_of(&q);
        assert_eq!(to_url(&game, q.exam, sample).to_hash(), hash);
    }
    let q = NimQuery::from_hash("#/nim?heaps=3,4,5&first=auto&moves=1-2,3-3&at=1");
    let moves = vec![NimMove { heap: 0, take: 2 }, NimMove { heap: 2, take: 3 }];
    assert_eq!((q.first, q.moves, q.at), (First::Auto, moves, Some(1)));
}

#[test]
fn reads_the_url() {
    let q = NimQuery::from_hash("#/nim");
    assert_eq!(q.heaps, Ok(DEFAULT_HEAPS.to_vec()));
    assert_eq!(q.convention, Convention::Normal);
    let q = NimQuery::from_hash("#/nim?heaps=abc&misere");
    assert_eq!(q.heaps, nan("abc"));
    assert_eq!(q.convention, Convention::Misere);
    let q = NimQuery::from_hash("#/nim?heaps=1%2C2&misere=0");
    assert_eq!(q.heaps, Ok(vec![1, 2]));
    assert_eq!(q.convention, Convention::Normal);
}

#[test]
fn defaults_follow_first() {
    let q = NimQuery::from_hash("#/nim?heaps=3,4,5");
    assert_eq!(q.opponent, Opponent::Friend);
    let q = NimQuery::from_hash("#/nim?heaps=3,4,5&first=computer");
    assert_eq!(
        (q.first, q.opponent),
        (First::Computer, Opponent::Computer(Strength::Perfect))
    );
    assert!(NimQuery::from_hash("#/nim?lang=es").bare);
    assert!(!NimQuery::from_hash("#/nim?misere").bare);
}

#[test]
fn hostile_game_urls_are_refused_with_a_reason() {
    let cases: &[(&str, GameUrlError)] = &[
        (
            "#/nim?first=nobody",
            GameUrlError::BadValue {
                key: "first",
                given: "nobody".into(),
            },
        ),
        (
            "#/nim?first=me&opponent=god",
            GameUrlError::BadValue {
                key: "opponent",
                given: "god".into(),
            },
        ),
        (
            "#/nim?heaps=3&moves=1-4",
            GameUrlError::BadMove {
                given: "1-4".into(),
            },
        ),
        (
            "#/nim?heaps=3&moves=1-2,1-2",
            GameUrlError::BadMove {
                given: "1-2".into(),
            },
        ),
        (
            "#/nim?heaps=3&moves=0-1",
            GameUrlError::BadMove {
                given: "0-1".into(),
            },
        ),
        (
            "#/nim?heaps=3&moves=x",
            GameUrlError::BadMove { given: "x".into() },
        ),
        // The first bad piece is named, be it illegal or unreadable.
        (
            "#/nim?heaps=3&moves=1-4,x",
            GameUrlError::BadMove {
                given: "1-4".into(),
            },
        ),
        (
            "#/nim?heaps=3&moves=1-1,x,1-9",
            GameUrlError::BadMove { given: "x".into() },
        ),
        (
            "#/nim?at=-1",
            GameUrlError::BadValue {
                key: "at",
                given: "-1".into(),
            },
        ),
        // Digits only, as every number in a URL.
        (
            "#/nim?at=+1",
            GameUrlError::BadValue {
                key: "at",
                given: "+1".into(),
            },
        ),
        (
            "#/nim?heaps=3&moves=+1-2",
            GameUrlError::BadMove {
                given: "+1-2".into(),
            },
        ),
    ];
    for (hash, expected) in cases {
        let q = NimQuery::from_hash(hash);
        assert_eq!(q.error.as_ref(), Some(expected), "{hash}");
        assert!(q.moves.is_empty(), "{hash}");
    }
    let many = format!("#/nim?heaps=3&moves={}", vec!["1-1"; 10_000].join(","));
    let q = NimQuery::from_hash(&many);
    assert_eq!(q.error, Some(GameUrlError::TooManyMoves { asked: 10_000 }));
}
