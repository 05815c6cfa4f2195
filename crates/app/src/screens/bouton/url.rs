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

/// What the URL asks the screen to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoutonQuery {
    /// The heaps, or why `heaps=` was refused (absent: the default).
    pub heaps: Result<Vec<u64>, HeapsError>,
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
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, HeapsError> {
    match heaps(text, MAX_BOUTON_HEAPS)? {
        h if h.is_empty() => Err(HeapsError::Empty),
        h => Ok(h),
    }
}

/// The screen's URL for a position.
pub fn to_url(heaps: &[u64], convention: Convention) -> HashUrl {
    HashUrl::new("/bouton")
        .with("heaps", list(heaps))
        .with_flag("misere", convention == Convention::Misere)
}
