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

pub mod rules;
mod table;

pub use table::{MinNimBuilder, MinNimCell, MinNimCells, MinNimTable, bytes_per_cell, check_box};

use crate::Outcome;
use crate::error::CoreError;
use crate::game::Game;
use crate::games::subtraction::SubtractionSet;
use crate::limits::{Limit, MAX_SUBTRACTION_ELEMENT};

/// Removals r1 < r2 < r3. Invariant: strictly increasing, r1 >= 1,
/// r3 <= [`MAX_SUBTRACTION_ELEMENT`] (so a heap's Grundy sequence is a
/// subtraction game within limits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MinNimRule {
    removals: [u64; 3],
}

impl MinNimRule {
    /// Checks r1 < r2 < r3, r1 >= 1, exactly three values, and
    /// r3 <= [`MAX_SUBTRACTION_ELEMENT`].
    ///
    /// ```
    /// use nimatron_core::games::min_nim::MinNimRule;
    /// assert!(MinNimRule::new(&[1, 3, 4]).is_ok());
    /// assert!(MinNimRule::new(&[3, 1, 4]).is_err());
    /// assert!(MinNimRule::new(&[0, 1, 2]).is_err());
    /// assert!(MinNimRule::new(&[1, 2]).is_err());
    /// ```
    pub fn new(removals: &[u64]) -> Result<Self, CoreError> {
        let bad = || CoreError::BadGameParameter {
            given: format!(
                "min-nim:{}",
                removals
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        };
        let &[r1, r2, r3] = removals else {
            return Err(bad());
        };
        if r1 == 0 || r1 >= r2 || r2 >= r3 {
            return Err(bad());
        }
        if r3 > MAX_SUBTRACTION_ELEMENT {
            return Err(CoreError::TooLarge {
                limit: Limit::SubtractionElement,
                max: u128::from(MAX_SUBTRACTION_ELEMENT),
                asked: u128::from(r3),
            });
        }
        Ok(MinNimRule {
            removals: [r1, r2, r3],
        })
    }

    /// r1, r2, r3.
    pub fn removals(&self) -> [u64; 3] {
        self.removals
    }

    /// The subtraction set `{r1, r2, r3}` of one heap.
    pub fn subtraction_set(&self) -> SubtractionSet {
        // The rule's invariant is stronger than the set's.
        SubtractionSet::from_valid(self.removals.to_vec())
    }
}

/// Min Nim as a [`Game`] for the generic solver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MinNim {
    /// The rule.
    pub rule: MinNimRule,
}

impl Game for MinNim {
    type Position = [u64; 3];

    fn moves(&self, p: &[u64; 3]) -> Vec<[u64; 3]> {
        let mut out = Vec::new();
        for heap in 0..3 {
            for r in self.rule.removals {
                if p[heap] >= r {
                    let mut next = *p;
                    next[heap] -= r;
                    out.push(next);
                }
            }
        }
        out
    }

    fn canonical(&self, p: &[u64; 3]) -> [u64; 3] {
        let mut c = *p;
        c.sort_unstable();
        c
    }
}

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

/// The seed's optimal move from `here`, as the position after it, read
/// from `value` (outcome and distance of a position, `None` when unknown).
/// From an N-position: a P-child of least distance; from a P-position: a
/// child of greatest distance (the hardest for the opponent). Ties go to
/// the first in move order: heap 1, 2, 3, each with r1, r2, r3. `None` at
/// a terminal position or when `value(here)` is `None`. One rule for the
/// table ([`MinNimTable::optimal_move`]) and for a page that holds only
/// the values it shows.
pub fn optimal_move(
    rule: &MinNimRule,
    here: [u64; 3],
    value: impl Fn([u64; 3]) -> Option<(Outcome, u32)>,
) -> Option<[u64; 3]> {
    let (outcome, _) = value(here)?;
    let mut best: Option<([u64; 3], u32)> = None;
    for heap in 0..3 {
        for r in rule.removals() {
            if here[heap] < r {
                continue;
            }
            let mut to = here;
            to[heap] -= r;
            let Some((o, d)) = value(to) else {
                continue;
            };
            let better = match (outcome, best) {
                // Rule: from N, only P-children win; the nearest ends soonest.
                (Outcome::N, _) if o != Outcome::P => false,
                (Outcome::N, Some((_, bd))) => d < bd,
                // Rule: from P, delay: the farthest child.
                (Outcome::P, Some((_, bd))) => d > bd,
                (_, None) => true,
            };
            if better {
                best = Some((to, d));
            }
        }
    }
    best.map(|(to, _)| to)
}
