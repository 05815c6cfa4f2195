//! The Wythoff screen's part of the URL: `size=12&queen=11,7&misere`, plus
//! `view=heat|rules` and the seats as on every screen that plays:
//! `opponent=perfect|strong|beginner|friend`, `first=me|computer|auto`
//! (`vs=friend|computer`, from earlier links, still reads). Pure: no
//! browser, no panics; a bad value is kept as data ([`UrlProblem`]) and
//! replaced by a sensible default, so the page always shows a grid.

use std::ops::RangeInclusive;

use nimatron_core::Convention;
use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent};

use crate::route::HashUrl;
pub use crate::screens::query::quote;
use crate::screens::query::{FromUrl, numbers};
use crate::screens::query::{number_in, pick, words};
use crate::screens::seats::Seats;

/// The opponent when the URL names none: the perfect computer.
pub const COMPUTER: Opponent = Opponent::Computer(Strength::Perfect);

/// The grid shown when the URL names none, or a bad one.
pub const DEFAULT_SIZE: u64 = 12;
/// The smallest grid: `(0,0)` and one step away.
pub const MIN_SIZE: u64 = 2;
/// The largest grid. Why 100 000: the cold cells are precomputed once per
/// size from Wythoff's closed form (O(size), about 62 000 pairs here) and
/// only the visible window is drawn, so this stays well under a frame of
/// work to pan and a few tens of milliseconds to open.
pub const MAX_SIZE: u64 = 100_000;

/// What the grid paints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum View {
    /// Cold positions highlighted.
    #[default]
    Cold,
    /// Grundy values as a heatmap.
    Heat,
    /// The seed's rules 1–3, painted cell by cell.
    Rules,
}

/// The URL words of the views (the one table the URL is read and written
/// with; the default, `cold`, is read but never written).
const VIEW_WORDS: [(&str, View); 3] = [
    ("cold", View::Cold),
    ("heat", View::Heat),
    ("rules", View::Rules),
];

impl View {
    /// The URL word (`None` for the default).
    pub fn code(self) -> Option<&'static str> {
        let word = VIEW_WORDS.iter().find(|(_, v)| *v == self).map(|(w, _)| *w);
        word.filter(|_| self != View::Cold)
    }
}

/// A refused URL value, kept as data so it is worded in the current
/// language when shown (the text given is quoted and cut short; what each
/// field is, `words::url_problem` says).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlProblem {
    /// `size=` is not a whole number.
    SizeNotANumber(String),
    /// `size=` is outside `MIN_SIZE..=MAX_SIZE`.
    SizeOutOfRange(String),
    /// `queen=` is not two whole numbers `a,b`.
    QueenNotAPair(String),
    /// `queen=` names a cell outside the grid.
    QueenOffGrid(u64, u64, u64),
    /// `view=`, `first=`, `opponent=` or `vs=` holds a value no choice has.
    Unknown(&'static str, String),
}

/// Why a typed whole number was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberError {
    /// Not digits only.
    NotANumber,
    /// Digits, but outside the range (even past `u64`).
    OutOfRange,
}

/// What the URL asks the Wythoff screen to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WythoffQuery {
    /// Cells per side, within `MIN_SIZE..=MAX_SIZE`.
    pub size: u64,
    /// The queen's cell `(a, b)`: column `a` (first pile), row `b`.
    // Invariant: both below `size`.
    pub queen: (u64, u64),
    /// Normal or misère.
    pub convention: Convention,
    /// What the grid paints.
    pub view: View,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// Who moves first against the computer.
    pub first: First,
    /// Values that were refused (each replaced by its default).
    pub problems: Vec<UrlProblem>,
}

/// The queen's first cell on a grid of `size`: the top-right column, two
/// thirds up (a hot position whose winning move is not the trivial one).
pub fn default_queen(size: u64) -> (u64, u64) {
    let top = size.saturating_sub(1);
    (top, top.saturating_mul(2) / 3)
}

/// A whole number (the core's position syntax: digits only, no sign).
pub fn parse_u64(text: &str) -> Option<u64> {
    number_in(text, 0..=u64::MAX)
}

/// `a,b` (commas and/or spaces) as two whole numbers: spaces read as
/// commas, then the core's position syntax.
pub fn parse_pair(text: &str) -> Option<(u64, u64)> {
    let words: Vec<&str> = words(text).collect();
    match numbers(&words.join(","))?[..] {
        [a, b] => Some((a, b)),
        _ => None,
    }
}

/// A whole number in `range`: digits only, once trimmed (the grid's size,
/// the formula's `k`).
pub fn parse_in(text: &str, range: RangeInclusive<u64>) -> Result<u64, NumberError> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber);
    }
    let n = t.parse().ok().filter(|n| range.contains(n));
    n.ok_or(NumberError::OutOfRange)
}

/// The size asked for by `text`, or why not.
pub fn parse_size(text: &str) -> Result<u64, UrlProblem> {
    parse_in(text, MIN_SIZE..=MAX_SIZE).map_err(|e| match e {
        NumberError::NotANumber => UrlProblem::SizeNotANumber(quote(text)),
        NumberError::OutOfRange => UrlProblem::SizeOutOfRange(quote(text)),
    })
}

impl FromUrl for WythoffQuery {
    /// Reads `size=`, `queen=`, `misere`, `view=`, `opponent=`, `first=`
    /// (and the earlier `vs=friend`) from the URL.
    fn from_url(url: &HashUrl) -> Self {
        let mut problems = Vec::new();
        let size = match url.get("size").map(parse_size) {
            None => DEFAULT_SIZE,
            Some(Ok(n)) => n,
            Some(Err(p)) => {
                problems.push(p);
                DEFAULT_SIZE
            }
        };
        let queen = match url.get("queen") {
            None => default_queen(size),
            Some(text) => match parse_pair(text) {
                Some((a, b)) if a < size && b < size => (a, b),
                Some((a, b)) => {
                    problems.push(UrlProblem::QueenOffGrid(a, b, size));
                    default_queen(size)
                }
                None => {
                    problems.push(UrlProblem::QueenNotAPair(quote(text)));
                    default_queen(size)
                }
            },
        };
        let unknown = |key| move |given| UrlProblem::Unknown(key, given);
        let view = pick(url, "view", &VIEW_WORDS, unknown("view"), &mut problems);
        let seats = Seats::read(url, UrlProblem::Unknown, &mut problems);
        let opponent = seats.opponent.unwrap_or(COMPUTER);
        let first = seats.first;
        WythoffQuery {
            size,
            queen,
            convention: Convention::from_misere(url.flag("misere")),
            view: view.unwrap_or_default(),
            opponent,
            // Rule: with a friend, whoever clicks first starts.
            first: first
                .filter(|_| opponent.is_computer())
                .unwrap_or(First::Me),
            problems,
        }
    }
}

impl WythoffQuery {
    /// The URL: `#/wythoff?size=12&queen=11,7` plus the options that
    /// differ from their defaults.
    pub fn to_url(&self) -> HashUrl {
        let mut url = HashUrl::new("/wythoff")
            .with("size", self.size.to_string())
            .with("queen", format!("{},{}", self.queen.0, self.queen.1))
            .with_flag("misere", self.convention.is_misere());
        if let Some(code) = self.view.code() {
            url = url.with("view", code);
        }
        Seats {
            opponent: (self.opponent != COMPUTER).then_some(self.opponent),
            // `first` is Me with a friend (read so).
            first: (self.first != First::Me).then_some(self.first),
        }
        .write(url)
    }
}
