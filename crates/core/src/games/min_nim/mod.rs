//! Min Nim (the seed's README): three heaps; a move removes `r1`, `r2` or
//! `r3` stones (`r1 < r2 < r3`) from one heap that has enough.
//!
//! Why a table: the seed's program computes, for every position up to
//! `(n1, n2, n3)`, whether it is N or P and its distance to the end, so the
//! computer can play the seed's optimal move anywhere in that box.
//! [`MinNimTable`] does it in flat arrays, in one pass, resumable in chunks
//! for a web worker.
//!
//! Normal-play outcomes also follow from Sprague–Grundy: each heap is the
//! subtraction game of `{r1, r2, r3}`, so the Grundy value is the XOR of
//! three periodic sequences' values, exact for any heaps.
//!
//! ```
//! use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};
//! use nimatron_core::{Convention, Outcome};
//! let rule = MinNimRule::new(&[1, 3, 4]).unwrap();
//! let t = MinNimTable::compute([5, 5, 5], &rule, Convention::Normal).unwrap();
//! assert_eq!(t.get(2, 2, 0), Some((Outcome::P, 4)));
//! // Three P-children at distance 4: the first in move order (heap 1).
//! assert_eq!(t.optimal_move(2, 2, 1), Some([1, 2, 1]));
//! ```

mod rule;
pub mod rules;
mod table;

pub use rule::{MinNimRule, optimal_move};
pub use table::{MinNimBuilder, MinNimCell, MinNimCells, MinNimTable, bytes_per_cell, check_box};

use crate::error::CoreError;

/// Checks that `position` has exactly three heaps.
pub fn check_position(position: &[u64]) -> Result<[u64; 3], CoreError> {
    match *position {
        [a, b, c] => Ok([a, b, c]),
        _ => Err(CoreError::WrongHeapCount {
            expected: 3,
            got: position.len(),
        }),
    }
}
