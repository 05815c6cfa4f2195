//! The Min Nim screen's part of the URL: `heaps=10,10,10&set=1,2,3`, and
//! `position=4,7,10` once a game is under way. `heaps=` is the table's box
//! and the game's start (its corner); `position=` is the position in play,
//! in the core's position syntax (the name and syntax of `#/play`'s), a
//! position of the game (the core judges it, through [`crate::engine`])
//! inside the box. A reloaded game starts there with an empty history:
//! undo cannot go back past it (the moves are not URL state). Pure: no
//! browser, no panics. A refused value is reported (as a core error where
//! the core judged the box or the removals) and the default used.

use nimatron_core::games::min_nim::{MinNimRule, check_box};
use nimatron_core::session::Session;

use crate::route::HashUrl;
use crate::screens::nav::person_first_url;
use crate::screens::query::FromUrl;
use crate::screens::query::numbers;
use crate::screens::query::{position_of, read};

/// The seed's example box.
pub const DEFAULT_DIMS: [u64; 3] = [10, 10, 10];
/// The seed's removals.
pub const DEFAULT_SET: [u64; 3] = [1, 2, 3];

/// A refused URL value (`set=`, `heaps=` or the core's refusal).
pub use crate::screens::query::SetHeapsError as QueryError;

/// The table asked for: the box and the three removals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// `[n1, n2, n3]`.
    pub dims: [u64; 3],
    /// `[r1, r2, r3]`.
    pub set: [u64; 3],
}

impl Request {
    /// The core's game: `min-nim:R1,R2,R3`.
    pub fn game(&self) -> String {
        let [a, b, c] = self.set;
        format!("min-nim:{a},{b},{c}")
    }

    /// `text` as a position of the game inside the box: the core's syntax,
    /// judged by the game, each heap at most the box's.
    fn position(&self, text: &str) -> Option<[u64; 3]> {
        let heaps: [u64; 3] = position_of(&self.game(), text)?.numbers().try_into().ok()?;
        heaps
            .iter()
            .zip(self.dims)
            .all(|(&h, n)| h <= n)
            .then_some(heaps)
    }
}

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinNimQuery {
    /// The table to compute.
    pub request: Request,
    /// The position in play (`position=`); `None`: the box's corner.
    pub position: Option<[u64; 3]>,
    /// What was refused.
    pub problems: Vec<QueryError>,
}

/// Three whole numbers separated by commas.
fn three(text: &str) -> Option<[u64; 3]> {
    numbers(text)?.try_into().ok()
}

impl FromUrl for MinNimQuery {
    /// Reads the screen's parameters.
    fn from_url(url: &HashUrl) -> Self {
        let mut request = Request {
            dims: DEFAULT_DIMS,
            set: DEFAULT_SET,
        };
        let mut problems = Vec::new();
        if let Some(dims) = read(url, "heaps", three, QueryError::BadHeaps, &mut problems) {
            match check_box(dims) {
                Ok(()) => request.dims = dims,
                Err(e) => problems.push(QueryError::Core(e)),
            }
        }
        if let Some(set) = read(url, "set", three, QueryError::BadSet, &mut problems) {
            match MinNimRule::new(&set) {
                Ok(rule) => request.set = rule.removals(),
                Err(e) => problems.push(QueryError::Core(e)),
            }
        }
        let position = read(
            url,
            "position",
            |t| request.position(t),
            QueryError::BadPosition,
            &mut problems,
        );
        MinNimQuery {
            request,
            position,
            problems,
        }
    }
}

/// The URL that opened the screen with the position in play written in
/// (`position=`), the person to move ([`person_first_url`]).
pub fn played_url(opened: HashUrl, session: &Session) -> Option<HashUrl> {
    person_first_url(opened, session, "position")
}
