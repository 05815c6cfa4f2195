//! The table a Min Nim screen asks for: the box and the three removals,
//! and the job that computes it in the app's worker ([`crate::jobs`]).

use nimatron_core::job::JobRequest;

/// A request: the box and the three removals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// `[n1, n2, n3]`.
    pub dims: [u64; 3],
    /// `[r1, r2, r3]`.
    pub set: [u64; 3],
}

impl Request {
    /// The core's game: Min Nim with these removals.
    pub fn game(self) -> String {
        let [a, b, c] = self.set;
        format!("min-nim:{a},{b},{c}")
    }

    /// The worker's job for this table (normal play, as the seed plays).
    pub fn job(self) -> JobRequest {
        JobRequest::MinNim {
            dims: self.dims,
            removals: self.set,
            misere: false,
        }
    }
}
