//! Min Nim's rule (three removals `r1 < r2 < r3`) and the seed's optimal
//! move under it: what both the table (`table.rs`) and the game
//! (`mod.rs`, `rules.rs`) read, in a file that names neither.

use crate::Outcome;
use crate::error::CoreError;
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
