//! The Nim screen's part of the URL, `heaps=3,4,5&misere`, and the parser
//! of a position typed as text (the same syntax in the URL and in the
//! "heaps" field). Pure: no browser, no panics, nothing allocated past
//! [`MAX_HEAPS`].

use nimatron_core::limits::{Limit, MAX_HEAPS};
use nimatron_core::{Convention, CoreError};

use crate::route::HashUrl;

/// The position shown when the URL names none, or a bad one.
pub const DEFAULT_HEAPS: [u64; 3] = [3, 4, 5];

/// Longest piece of bad input quoted back in an error message.
const MAX_QUOTED_CHARS: usize = 24;

/// Why a typed position was refused. Kept as data so the message is
/// written in whatever language is current when it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A piece is not a whole number from 0 to `u64::MAX` (quoted, cut
    /// short when long).
    NotANumber {
        /// The offending piece.
        given: String,
    },
    /// A limit of the core (here: more than [`MAX_HEAPS`] heaps).
    Core(CoreError),
}

/// Parses `3, 4,5` (commas and/or spaces; empty pieces ignored, so a
/// trailing comma while typing is fine) into heap sizes.
///
/// The heaps are counted before anything is allocated, so a URL with a
/// million heaps costs one pass and a clear error.
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, PositionError> {
    let pieces = || {
        text.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
    };
    let count = pieces().count();
    if count > MAX_HEAPS {
        return Err(PositionError::Core(CoreError::TooLarge {
            limit: Limit::Heaps,
            max: MAX_HEAPS as u128,
            asked: count as u128,
        }));
    }
    let mut heaps = Vec::with_capacity(count);
    for piece in pieces() {
        // `u64::from_str` accepts a leading `+`; a position does not.
        let parsed = if piece.starts_with('+') {
            None
        } else {
            piece.parse::<u64>().ok()
        };
        match parsed {
            Some(n) => heaps.push(n),
            None => {
                return Err(PositionError::NotANumber {
                    given: quote(piece),
                });
            }
        }
    }
    Ok(heaps)
}

/// Heaps as the field and the URL write them: `3,4,5`.
pub fn format_heaps(heaps: &[u64]) -> String {
    let mut out = String::with_capacity(heaps.len() * 3);
    for (i, h) in heaps.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&h.to_string());
    }
    out
}

/// `s`, cut to a readable length with an ellipsis.
fn quote(s: &str) -> String {
    if s.chars().count() <= MAX_QUOTED_CHARS {
        s.to_string()
    } else {
        let mut cut: String = s.chars().take(MAX_QUOTED_CHARS).collect();
        cut.push('…');
        cut
    }
}

/// What the URL asks the Nim screen to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimQuery {
    /// The position, or why the URL's `heaps=` was refused. No `heaps=`
    /// at all means the default position.
    pub heaps: Result<Vec<u64>, PositionError>,
    /// `misere` present (and not `misere=0`).
    pub convention: Convention,
}

impl NimQuery {
    /// Reads `heaps=` and `misere` from the URL.
    pub fn from_url(url: &HashUrl) -> Self {
        let heaps = match url.get("heaps") {
            Some(text) => parse_heaps(text),
            None => Ok(DEFAULT_HEAPS.to_vec()),
        };
        NimQuery {
            heaps,
            convention: Convention::from_misere(url.flag("misere")),
        }
    }
}

/// The URL of a position: `#/nim?heaps=3,4,5` plus `&misere` for misère.
pub fn to_url(heaps: &[u64], convention: Convention) -> HashUrl {
    HashUrl::new("/nim")
        .with("heaps", format_heaps(heaps))
        .with_flag("misere", convention.is_misere())
}

#[cfg(test)]
mod tests {
    use super::*;

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
            let url = to_url(&heaps, convention);
            let back = NimQuery::from_url(&HashUrl::parse(&url.to_hash()));
            assert_eq!(back.heaps, Ok(heaps));
            assert_eq!(back.convention, convention);
        }
        assert_eq!(
            to_url(&[3, 4, 5], Convention::Misere).to_hash(),
            "#/nim?heaps=3,4,5&misere"
        );
    }

    #[test]
    fn reads_the_url() {
        let q = NimQuery::from_url(&HashUrl::parse("#/nim"));
        assert_eq!(q.heaps, Ok(DEFAULT_HEAPS.to_vec()));
        assert_eq!(q.convention, Convention::Normal);
        let q = NimQuery::from_url(&HashUrl::parse("#/nim?heaps=abc&misere"));
        assert_eq!(q.heaps, nan("abc"));
        assert_eq!(q.convention, Convention::Misere);
        let q = NimQuery::from_url(&HashUrl::parse("#/nim?heaps=1%2C2&misere=0"));
        assert_eq!(q.heaps, Ok(vec![1, 2]));
        assert_eq!(q.convention, Convention::Normal);
    }
}
