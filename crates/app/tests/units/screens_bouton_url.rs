//! Tests of `screens::bouton::url` (`crates/app/src/screens/bouton/url.rs`).
use nimatron_app::screens::query::{FromUrl, HeapsError};
use nimatron_core::Convention;

use nimatron_app::screens::bouton::url::*;

fn not_a_number(given: &str) -> HeapsError {
    HeapsError::NotANumber {
        given: given.into(),
    }
}

fn check(hash: &str, heaps: Result<Vec<u64>, HeapsError>, misere: bool) {
    let q = BoutonQuery::from_hash(hash);
    assert_eq!(q.heaps, heaps, "{hash}");
    assert_eq!(q.convention == Convention::Misere, misere, "{hash}");
}

#[test]
fn reads_the_url() {
    check("#/bouton", Ok(vec![3, 4, 5]), false);
    check("#/bouton?heaps=3,5,9,6,9", Ok(vec![3, 5, 9, 6, 9]), false);
    check("#/bouton?heaps=3%2C4%2C5&misere", Ok(vec![3, 4, 5]), true);
    check("#/bouton?heaps=0,2,1&misere=0", Ok(vec![0, 2, 1]), false);
    check(
        "#/bouton?heaps=18446744073709551615,1",
        Ok(vec![u64::MAX, 1]),
        false,
    );
    check("#/bouton?heaps=", Err(HeapsError::Empty), false);
    check("#/bouton?heaps=3,abc", Err(not_a_number("abc")), false);
    check(
        "#/bouton?heaps=18446744073709551616",
        Err(not_a_number("18446744073709551616")),
        false,
    );
    check("#/bouton?heaps=+3", Err(not_a_number("+3")), false);
    check(
        &format!("#/bouton?heaps={}", "1,".repeat(17)),
        Err(HeapsError::TooMany { asked: 17, max: 16 }),
        false,
    );
    check(
        &format!("#/bouton?heaps={}", "1,".repeat(16)),
        Ok(vec![1; 16]),
        false,
    );
}

#[test]
fn long_pieces_are_quoted_short_and_urls_round_trip() {
    let long = "x".repeat(1000);
    let Err(HeapsError::NotANumber { given }) = parse_heaps(&long) else {
        panic!("accepted {long}");
    };
    assert_eq!(given.chars().count(), 25);
    let url = to_url(&[3, 4, 5], Convention::Misere);
    assert_eq!(url.to_hash(), "#/bouton?heaps=3,4,5&misere");
    assert_eq!(BoutonQuery::from_url(&url).heaps, Ok(vec![3, 4, 5]));
}
