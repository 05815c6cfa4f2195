//! The sequence screen's part of the URL: `game=grundy&upto=1048576`.
//! Pure: no browser, no panics. A refused value is reported (as a core
//! error where the core judged it) and the default used.

use nimatron_core::CoreError;
use nimatron_core::job::JobRequest;
use nimatron_core::limits::Limit;

use crate::route::HashUrl;
use crate::screens::query::FromUrl;
use crate::screens::query::{number_in, read};

/// The game shown when the URL names none: Grundy's game, whose
/// periodicity is the open problem the screen is for.
pub const DEFAULT_GAME: &str = "grundy";
/// The last heap size when the URL gives none: 2^16 terms come back at
/// once for every game, and the plot is already worth looking at.
pub const DEFAULT_UPTO: u64 = 1 << 16;
/// The largest `upto` the page asks for. Each value reaches the page as a
/// 4-byte cell, so 2^24 values are 64 MiB in the page and as much in the
/// worker; the CLI goes further (`nimatron sequence`).
pub const MAX_UPTO: u64 = (1 << 24) - 1;

/// A refused URL value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueryError {
    /// `upto=` is not a whole number (quoted, cut).
    BadUpto(String),
    /// The core refused the game, or the game is not played on one heap.
    Core(CoreError),
}

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SequenceQuery {
    /// The game's text, as the registry reads it (`grundy`, `octal:0.137`).
    pub game: String,
    /// The last heap size.
    pub upto: u64,
    /// What was refused.
    pub problems: Vec<QueryError>,
}

impl FromUrl for SequenceQuery {
    /// Reads the screen's parameters.
    fn from_url(url: &HashUrl) -> Self {
        let mut query = SequenceQuery {
            game: DEFAULT_GAME.to_string(),
            upto: DEFAULT_UPTO,
            problems: Vec::new(),
        };
        // A registered game played on one heap (the games the core's
        // sequence report speaks of).
        if let Some(game) = url.get("game").map(str::trim) {
            // Made among this build's games (a small module makes only its
            // own; it hands any other over before drawing this screen).
            let rule =
                crate::engine::game(game).and_then(|g| nimatron_core::sequence::one_heap_of(&*g));
            match rule {
                Ok(_) => query.game = game.to_string(),
                Err(e) => query.problems.push(QueryError::Core(e)),
            }
        }
        let upto = read(
            url,
            "upto",
            |t| number_in(t, 0..=u64::MAX),
            QueryError::BadUpto,
            &mut query.problems,
        );
        match upto {
            Some(upto) if upto > MAX_UPTO => {
                query.problems.push(QueryError::Core(CoreError::TooLarge {
                    limit: Limit::SequenceLength,
                    max: u128::from(MAX_UPTO) + 1,
                    asked: u128::from(upto) + 1,
                }))
            }
            Some(upto) => query.upto = upto,
            None => {}
        }
        query
    }
}

impl SequenceQuery {
    /// The worker's job for this query.
    pub fn request(&self) -> JobRequest {
        JobRequest::Sequence {
            game: self.game.clone(),
            upto: self.upto,
        }
    }
}
