//! Reading a screen's query parameters, written once: whole numbers in a
//! range, lists of numbers, a word from a fixed set; each refused value is
//! pushed as the screen's own problem (its text quoted and cut by
//! [`quote`]) and the caller keeps its default. Pure: no browser, no panics.

use std::ops::RangeInclusive;
use std::rc::Rc;

use nimatron_core::limits::{Limit, MAX_HEAPS};
use nimatron_core::{CoreError, Position};
use nimatron_i18n::{Localizer, core_error};

use crate::route::HashUrl;

/// A screen's query: what its URL asks for, read from a [`HashUrl`] (every
/// refused value kept as a problem, never a panic).
pub trait FromUrl: Sized {
    /// Reads the screen's parameters from `url`.
    fn from_url(url: &HashUrl) -> Self;

    /// Reads them from the text of a hash (`#/subtraction-sets?set=1,3,4`).
    fn from_hash(hash: &str) -> Self {
        Self::from_url(&HashUrl::parse(hash))
    }
}

/// A screen's state opened from its URL's query.
pub trait FromQuery: Sized {
    /// What the screen's URL asks for.
    type Query: FromUrl;

    /// The state the query asks for.
    fn from_query(query: Self::Query) -> Self;

    /// The state the text of a hash opens (`#/bouton?heaps=3,4,5`).
    fn from_hash(hash: &str) -> Rc<Self> {
        Rc::new(Self::from_query(Self::Query::from_hash(hash)))
    }
}

/// A refused value of a screen whose URL names a set and heaps (the
/// Grundy strip, Min Nim).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetHeapsError {
    /// `set=` (or `k=`) is not a list the screen accepts (quoted, cut).
    BadSet(String),
    /// `heaps=` is not a list the screen accepts (quoted, cut).
    BadHeaps(String),
    /// `position=` is not a position the screen plays (quoted, cut).
    BadPosition(String),
    /// The core refused the set or the heaps.
    Core(CoreError),
}

impl SetHeapsError {
    /// The sentence: the screen's own `{screen}-error-set`,
    /// `{screen}-error-heaps` or `{screen}-error-position` with the text
    /// given, or the core's.
    pub fn words(&self, loc: &Localizer, screen: &str) -> String {
        let (key, given) = match self {
            SetHeapsError::BadSet(g) => ("set", g),
            SetHeapsError::BadHeaps(g) => ("heaps", g),
            SetHeapsError::BadPosition(g) => ("position", g),
            SetHeapsError::Core(e) => return core_error(loc, e),
        };
        loc.tr_args(
            &format!("{screen}-error-{key}"),
            &[("given", given.as_str().into())],
        )
    }
}

/// Numbers joined by commas, as the fields and the URLs write them: `3,4,5`.
pub fn list(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

/// The pieces of `text` separated by commas and/or white space (empty
/// pieces ignored): `"3, 4 5"` is `3`, `4`, `5`.
pub fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
}

/// Why a typed list of heaps was refused; worded later, in the current
/// language ([`HeapsError::words`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeapsError {
    /// A piece is not one whole number from 0 to `u64::MAX` (quoted, cut).
    NotANumber {
        /// The offending piece.
        given: String,
    },
    /// More heaps than the screen takes.
    TooMany {
        /// How many were given.
        asked: usize,
        /// The screen's limit.
        max: usize,
    },
    /// No heap at all, where the screen needs one (Bouton's).
    Empty,
}

impl HeapsError {
    /// The sentence: the shared one for a piece that is not a number, the
    /// screen's own `{screen}-error-too-many` and `{screen}-error-empty`
    /// otherwise.
    pub fn words(&self, loc: &Localizer, screen: &str) -> String {
        match self {
            HeapsError::NotANumber { given } => {
                loc.tr_args("error-not-a-number", &[("given", given.as_str().into())])
            }
            // Rule: past the core's own limit, the core's words for it.
            HeapsError::TooMany { asked, max } if *max == MAX_HEAPS => core_error(
                loc,
                &CoreError::TooLarge {
                    limit: Limit::Heaps,
                    max: *max as u128,
                    asked: *asked as u128,
                },
            ),
            HeapsError::TooMany { asked, max } => loc.tr_args(
                &format!("{screen}-error-too-many"),
                &[("max", (*max).into()), ("asked", (*asked).into())],
            ),
            HeapsError::Empty => loc.tr(&format!("{screen}-error-empty")),
        }
    }
}

/// Heaps typed in a field or a URL: `3, 4 5` ([`words`]: commas and/or
/// spaces, empty pieces ignored, so a trailing comma while typing is fine),
/// each heap in the core's position syntax (digits only: `+3`, `3+4`, `-1`
/// and `3.5` are refused as everywhere else), at most `max` of them. The
/// pieces are counted before anything is allocated, so a URL with a
/// million heaps costs one pass and a clear error.
pub fn heaps(text: &str, max: usize) -> Result<Vec<u64>, HeapsError> {
    let asked = words(text).count();
    if asked > max {
        return Err(HeapsError::TooMany { asked, max });
    }
    let mut heaps = Vec::with_capacity(asked);
    for piece in words(text) {
        match number_in(piece, 0..=u64::MAX) {
            Some(n) => heaps.push(n),
            None => {
                return Err(HeapsError::NotANumber {
                    given: quote(piece),
                });
            }
        }
    }
    Ok(heaps)
}

/// `text` as a position of the game named `game` (`take:3`), in the
/// game's normal form: the core's position syntax, judged by the game
/// itself through [`crate::engine`]; `None` when it is not one. The
/// screen then checks what its own setup bounds (a box, a heap's size).
pub fn position_of(game: &str, text: &str) -> Option<Position> {
    let position: Position = text.trim().parse().ok()?;
    crate::engine::game(game).ok()?.normalize(&position).ok()
}

/// One whole number in `range` (the core's position syntax: digits only,
/// no sign), or `None`.
pub fn number_in(text: &str, range: RangeInclusive<u64>) -> Option<u64> {
    match numbers(text)?[..] {
        [n] if range.contains(&n) => Some(n),
        _ => None,
    }
}

/// The value of `key` read by `parse`: `None` when the URL has no
/// `key=value`, or when `parse` refuses it, in which case `bad(quoted
/// text)` is pushed onto `problems`.
pub fn read<T, E>(
    url: &HashUrl,
    key: &str,
    parse: impl FnOnce(&str) -> Option<T>,
    bad: impl FnOnce(String) -> E,
    problems: &mut Vec<E>,
) -> Option<T> {
    let text = url.get(key)?;
    let parsed = parse(text);
    if parsed.is_none() {
        problems.push(bad(quote(text)));
    }
    parsed
}

/// The value `key`'s word (trimmed) names in `choices`: `None` when the
/// URL has no `key=value`, or when the word is none of them, in which case
/// `bad(quoted word)` is pushed onto `problems`.
pub fn pick<T: Copy, E>(
    url: &HashUrl,
    key: &str,
    choices: &[(&str, T)],
    bad: impl FnOnce(String) -> E,
    problems: &mut Vec<E>,
) -> Option<T> {
    let word = url.get(key)?.trim();
    let found = choices.iter().find(|(w, _)| *w == word).map(|&(_, v)| v);
    if found.is_none() {
        problems.push(bad(quote(word)));
    }
    found
}

/// Longest piece of bad input quoted back in a message.
const MAX_QUOTED_CHARS: usize = 24;

/// `text` cut to a readable length (with an ellipsis), to quote a refused
/// value back to the user.
pub fn quote(text: &str) -> String {
    quote_cut(text, MAX_QUOTED_CHARS)
}

/// `text` cut to `max` characters, with an ellipsis when it was longer.
pub fn quote_cut(text: &str, max: usize) -> String {
    let mut q: String = text.chars().take(max).collect();
    if text.chars().count() > max {
        q.push('…');
    }
    q
}

/// Whole numbers separated by commas, in the core's position syntax
/// (`nimatron_core::Position`: digits only, no sign, no sum): `None` when
/// the text is not that or names no number. Each screen checks the count
/// and sizes it allows and words its own message.
pub fn numbers(text: &str) -> Option<Vec<u64>> {
    let p: Position = text.parse().ok()?;
    (p.parts().len() == 1 && !p.is_empty()).then(|| p.numbers().to_vec())
}
