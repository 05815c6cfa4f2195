//! The URL's parser and writer, by table.

use super::url::*;
use crate::screens::nav;
use crate::screens::query::FromUrl;
use nimatron_core::games::nim::{self, NimMove};
use nimatron_core::limits::{Limit, MAX_HEAPS};
use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, CoreError, Position, Strength};

/// A session of Nim from `heaps` with `moves` played, all in effect.
fn game(
    heaps: &[u64],
    convention: Convention,
    first: First,
    opponent: Opponent,
    moves: &[NimMove],
) -> Session {
    let start = Position::new(heaps.to_vec());
    let mut s = nav::new_session("nim", start, convention, first, opponent);
    for to in nim::positions_of(heaps, moves).unwrap_or_default() {
        assert_eq!(s.play(&nim::Nim, &Position::new(to)), Ok(()));
    }
    s
}

fn nan(given: &str) -> Result<Vec<u64>, PositionError> {
    Err(PositionError::NotANumber {
        given: given.to_string(),
    })
}

#[test]
fn parses_positions() {
    let long = "x".repeat(100);
    let cases: Vec<(&str, Result<Vec<u64>, PositionError>)> = vec![
        ("3,4,5", Ok(vec![3, 4, 5])),
        (" 3, 4 ,5 ", Ok(vec![3, 4, 5])),
        ("3 4 5", Ok(vec![3, 4, 5])),
        ("3,4,", Ok(vec![3, 4])),
        (",,", Ok(vec![])),
        ("", Ok(vec![])),
        ("0,0", Ok(vec![0, 0])),
        ("18446744073709551615", Ok(vec![u64::MAX])),
        ("abc", nan("abc")),
        ("3,-1", nan("-1")),
        ("+3", nan("+3")),
        ("3.5", nan("3.5")),
        ("99999999999999999999", nan("99999999999999999999")),
        ("1;2", nan("1;2")),
        ("3+4", nan("3+4")),
        ("3,4+", nan("4+")),
        (long.as_str(), nan(&format!("{}…", "x".repeat(24)))),
    ];
    for (text, expected) in cases {
        assert_eq!(parse_heaps(text), expected, "{text:?}");
    }
}

#[test]
fn too_many_heaps_is_refused_with_the_limit() {
    let ok = vec!["1"; MAX_HEAPS].join(",");
    assert_eq!(parse_heaps(&ok).map(|h| h.len()), Ok(MAX_HEAPS));
    let text = vec!["1"; 20_000].join(",");
    assert_eq!(
        parse_heaps(&text),
        Err(PositionError::Core(CoreError::TooLarge {
            limit: Limit::Heaps,
            max: MAX_HEAPS as u128,
            asked: 20_000,
        }))
    );
}

#[test]
fn url_round_trip() {
    for (heaps, convention) in [
        (vec![3, 4, 5], Convention::Normal),
        (vec![1, 1], Convention::Misere),
        (vec![], Convention::Normal),
        (vec![0, u64::MAX], Convention::Misere),
    ] {
        let game = game(&heaps, convention, First::Me, Opponent::Friend, &[]);
        let url = to_url(&game, false, false);
        let back = NimQuery::from_hash(&url.to_hash());
        assert_eq!(back.heaps, Ok(heaps));
        assert_eq!(back.convention, convention);
    }
    let game = game(
        &[3, 4, 5],
        Convention::Misere,
        First::Me,
        Opponent::Friend,
        &[],
    );
    assert_eq!(
        to_url(&game, false, false).to_hash(),
        "#/nim?heaps=3,4,5&misere"
    );
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
fn a_whole_game_round_trips() {
    let moves = vec![NimMove { heap: 0, take: 2 }, NimMove { heap: 2, take: 3 }];
    let mut game = game(
        &[3, 4, 5],
        Convention::Misere,
        First::Auto,
        Opponent::Computer(Strength::Strong),
        &moves,
    );
    game.go_to(1);
    let hash = to_url(&game, true, false).to_hash();
    assert_eq!(
        hash,
        "#/nim?heaps=3,4,5&misere&first=auto&opponent=strong&moves=1-2,3-3&at=1&exam"
    );
    let q = NimQuery::from_hash(&hash);
    assert_eq!(q.first, First::Auto);
    assert_eq!(q.opponent, game.opponent);
    assert_eq!(q.moves, moves);
    assert_eq!(q.at, Some(1));
    assert!(q.exam && !q.bare && q.error.is_none());
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
