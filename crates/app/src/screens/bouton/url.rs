//! The Bouton screen's part of the URL, `heaps=3,4,5&misere`, and the
//! parser of a typed position (the same syntax in the URL and the field).
//! Pure: no browser, no panics, and nothing allocated past
//! [`MAX_BOUTON_HEAPS`] heaps — the pieces are counted before any is kept.
//!
//! The screen has its own limit, smaller than the core's: sixteen rows of
//! up to 64 binary digits is as much as a learner can follow on one table.

use nimatron_core::Convention;

use crate::route::HashUrl;
use crate::screens::query::{FromUrl, HeapsError, heaps, list};

/// Most heaps the step-by-step view explains.
pub const MAX_BOUTON_HEAPS: usize = 16;

/// The position shown when the URL names none, or a bad one.
pub const DEFAULT_HEAPS: [u64; 3] = [3, 4, 5];

/// Why a typed position was refused; worded later, in the current
/// language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// Not a list of at most [`MAX_BOUTON_HEAPS`] heaps (`query::heaps`).
    Heaps(HeapsError),
    /// No heap at all.
    Empty,
}

/// What the URL asks the screen to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoutonQuery {
    /// The heaps, or why `heaps=` was refused (absent: the default).
    pub heaps: Result<Vec<u64>, PositionError>,
    /// `misere` present (and not `misere=0`).
    pub convention: Convention,
}

impl FromUrl for BoutonQuery {
    /// Reads the screen's parameters from `url`.
    fn from_url(url: &HashUrl) -> Self {
        let heaps = match url.get("heaps") {
            Some(text) => parse_heaps(text),
            None => Ok(DEFAULT_HEAPS.to_vec()),
        };
        BoutonQuery {
            heaps,
            convention: Convention::from_misere(url.flag("misere")),
        }
    }
}

/// Parses `3, 4,5` (the shared [`heaps`] reading, at most
/// [`MAX_BOUTON_HEAPS`]), refusing an empty list.
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, PositionError> {
    match heaps(text, MAX_BOUTON_HEAPS).map_err(PositionError::Heaps)? {
        h if h.is_empty() => Err(PositionError::Empty),
        h => Ok(h),
    }
}

/// The screen's URL for a position.
pub fn to_url(heaps: &[u64], convention: Convention) -> HashUrl {
    HashUrl::new("/bouton")
        .with("heaps", list(heaps))
        .with_flag("misere", convention == Convention::Misere)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn not_a_number(given: &str) -> PositionError {
        PositionError::Heaps(HeapsError::NotANumber {
            given: given.into(),
        })
    }

    fn check(hash: &str, heaps: Result<Vec<u64>, PositionError>, misere: bool) {
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
        check("#/bouton?heaps=", Err(PositionError::Empty), false);
        check("#/bouton?heaps=3,abc", Err(not_a_number("abc")), false);
        check(
            "#/bouton?heaps=18446744073709551616",
            Err(not_a_number("18446744073709551616")),
            false,
        );
        check("#/bouton?heaps=+3", Err(not_a_number("+3")), false);
        check(
            &format!("#/bouton?heaps={}", "1,".repeat(17)),
            Err(PositionError::Heaps(HeapsError::TooMany { asked: 17 })),
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
        let Err(PositionError::Heaps(HeapsError::NotANumber { given })) = parse_heaps(&long) else {
            panic!("accepted {long}");
        };
        assert_eq!(given.chars().count(), 25);
        let url = to_url(&[3, 4, 5], Convention::Misere);
        assert_eq!(url.to_hash(), "#/bouton?heaps=3,4,5&misere");
        assert_eq!(BoutonQuery::from_url(&url).heaps, Ok(vec![3, 4, 5]));
    }
}
