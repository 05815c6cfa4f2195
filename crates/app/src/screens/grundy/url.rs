//! The Grundy-strip screen's part of the URL: `set=1,3,4&heaps=5,7,9`, or
//! `k=3` for the set `1..=3`. `heaps=` is the position the game starts
//! from, and once a move is on the board it is the position in play
//! ([`played_url`]): any heaps are a start of this game, so the reached
//! position needs no second parameter, check or message. A reloaded game
//! starts there with an empty history: undo cannot go back past it (the
//! moves are not URL state). Pure: no browser, no panics; a refused value
//! is reported (a core error where the core judged the set) and the
//! default used.

use nimatron_core::games::subtraction::SubtractionSet;
use nimatron_core::session::Session;

use crate::route::HashUrl;
use crate::screens::nav::person_first_url;
use crate::screens::query::{FromUrl, numbers as core_numbers, quote};
use crate::screens::query::{number_in, read};

/// Most heaps played at once.
pub const MAX_HEAPS: usize = 8;
/// Largest heap played.
pub const MAX_HEAP: u64 = 1_000_000_000;
/// The default set (a classic with pre-period 0 and period 7).
pub const DEFAULT_SET: [u64; 3] = [1, 3, 4];
/// The default heaps.
pub const DEFAULT_HEAPS: [u64; 3] = [5, 7, 9];

/// A refused URL value (`set=`, `heaps=` or the core's refusal).
pub use crate::screens::query::SetHeapsError as QueryError;

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyQuery {
    /// The removals, sorted.
    pub set: Vec<u64>,
    /// The heaps.
    pub heaps: Vec<u64>,
    /// What was refused.
    pub problems: Vec<QueryError>,
}

/// One to `max_count` whole numbers, separated by commas.
fn numbers(text: &str, max_count: usize) -> Option<Vec<u64>> {
    core_numbers(text).filter(|v| v.len() <= max_count)
}

impl FromUrl for GrundyQuery {
    /// Reads the screen's parameters.
    fn from_url(url: &HashUrl) -> Self {
        let mut problems = Vec::new();
        let mut set = DEFAULT_SET.to_vec();
        let asked = match (url.get("set"), url.get("k")) {
            (Some(text), _) => Some((text, numbers(text, 64))),
            (None, Some(text)) => Some((text, number_in(text, 1..=64).map(|k| (1..=k).collect()))),
            (None, None) => None,
        };
        if let Some((text, parsed)) = asked {
            match parsed.map(SubtractionSet::new) {
                Some(Ok(s)) => set = s.moves().to_vec(),
                Some(Err(e)) => problems.push(QueryError::Core(e)),
                None => problems.push(QueryError::BadSet(quote(text))),
            }
        }
        let heaps = read(
            url,
            "heaps",
            |t| numbers(t, MAX_HEAPS).filter(|h| h.iter().all(|&x| x <= MAX_HEAP)),
            QueryError::BadHeaps,
            &mut problems,
        );
        GrundyQuery {
            set,
            heaps: heaps.unwrap_or_else(|| DEFAULT_HEAPS.to_vec()),
            problems,
        }
    }
}

/// The URL that opened the screen with the heaps in play written in
/// (`heaps=`), the person to move ([`person_first_url`]).
pub fn played_url(opened: HashUrl, session: &Session) -> Option<HashUrl> {
    person_first_url(opened, session, "heaps")
}
