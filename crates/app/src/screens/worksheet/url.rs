//! The worksheet's URL, pure: `#/worksheet?game=nim&count=8&level=easy&seed=42`.
//! A missing value takes its default; a refused one takes its default and
//! is reported (quoted) for the screen to word. A missing seed is `None`:
//! the screen draws one and writes it into the URL, so a reload or the
//! printed page gives the same sheet.

use nimatron_core::worksheet::{Level, MAX_WORKSHEET_COUNT};

use crate::route::HashUrl;
use crate::screens::query::FromUrl;
use crate::screens::query::number_in;
use crate::screens::query::quote;

/// The game when the URL names none.
pub const DEFAULT_GAME: &str = "nim";
/// Exercises when the URL names no count.
pub const DEFAULT_COUNT: u64 = 8;
/// Longest game text read (a sum of several games fits).
const MAX_GAME_LEN: usize = 200;
/// Largest seed: nine digits are easy to read off a printed sheet.
pub const MAX_SEED: u64 = 999_999_999;

/// A value the URL gave that the worksheet refused (the text, quoted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// `count=` is not a whole number from 1 to the maximum.
    Count(String),
    /// `level=` is not `easy`, `medium` or `hard`.
    Level(String),
    /// `seed=` is not a whole number up to [`MAX_SEED`].
    Seed(String),
}

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorksheetQuery {
    /// The game text (`nim`, `take:3`, `kayles`), for `engine::game`.
    pub game: String,
    /// How many exercises.
    pub count: u64,
    /// How hard.
    pub level: Level,
    /// The seed, when the URL has a good one.
    pub seed: Option<u64>,
    /// What was refused.
    pub problems: Vec<Problem>,
}

impl Default for WorksheetQuery {
    fn default() -> Self {
        WorksheetQuery {
            game: DEFAULT_GAME.to_string(),
            count: DEFAULT_COUNT,
            level: Level::Easy,
            seed: None,
            problems: Vec::new(),
        }
    }
}

impl FromUrl for WorksheetQuery {
    /// Reads the worksheet's parameters from `url`.
    fn from_url(url: &HashUrl) -> Self {
        let mut q = WorksheetQuery::default();
        if let Some(game) = url.get("game").map(str::trim).filter(|g| !g.is_empty()) {
            q.game = game.chars().take(MAX_GAME_LEN).collect();
        }
        if let Some(text) = url.get("count") {
            match number_in(text.trim(), 1..=MAX_WORKSHEET_COUNT) {
                Some(n) => q.count = n,
                None => q.problems.push(Problem::Count(quote(text))),
            }
        }
        if let Some(text) = url.get("level") {
            match Level::from_code(text.trim()) {
                Some(l) => q.level = l,
                None => q.problems.push(Problem::Level(quote(text))),
            }
        }
        if let Some(text) = url.get("seed") {
            match number_in(text.trim(), 0..=MAX_SEED) {
                Some(s) => q.seed = Some(s),
                None => q.problems.push(Problem::Seed(quote(text))),
            }
        }
        q
    }
}

impl WorksheetQuery {
    /// The URL of this sheet with `seed` (no app-wide parameters: the
    /// caller keeps those of the current URL).
    pub fn to_url(&self, seed: u64) -> HashUrl {
        HashUrl::new("/worksheet")
            .with("game", self.game.clone())
            .with("count", self.count.to_string())
            .with("level", self.level.code())
            .with("seed", seed.to_string())
    }
}

/// A seed from a uniform number in `[0, 1)` (the browser's random).
pub fn seed_from_unit(unit: f64) -> u64 {
    let unit = if unit.is_finite() {
        unit.clamp(0.0, 1.0)
    } else {
        0.0
    };
    ((unit * MAX_SEED as f64) as u64).min(MAX_SEED)
}

/// The play screen's address for `position` of `game`: the student checks
/// the answer and plays it out there.
pub use crate::play::url::play_url;
