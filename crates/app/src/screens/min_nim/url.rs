//! The Min Nim screen's part of the URL: `heaps=10,10,10&set=1,2,3`.
//! Pure: no browser, no panics. A refused value is reported (as a core
//! error where the core judged it) and the default used.

use nimatron_core::games::min_nim::{MinNimRule, check_box};

use crate::route::HashUrl;
use crate::screens::nav::numbers;
use crate::screens::query::FromUrl;
use crate::screens::query::read;

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

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinNimQuery {
    /// The table to compute.
    pub request: Request,
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
        MinNimQuery { request, problems }
    }
}
