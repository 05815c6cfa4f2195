//! An explicit finite subtraction set, checked once when it is made.

use crate::error::CoreError;
use crate::limits::{Limit, MAX_SUBTRACTION_ELEMENT, MAX_SUBTRACTION_SET_SIZE};

/// An explicit finite subtraction set.
/// Invariant: sorted, deduplicated, non-empty, no zero, at most
/// [`MAX_SUBTRACTION_SET_SIZE`] elements, none past
/// [`MAX_SUBTRACTION_ELEMENT`].
///
/// ```
/// use nimatron_core::games::subtraction::SubtractionSet;
/// let s = SubtractionSet::new(vec![4, 1, 3, 1]).unwrap();
/// assert_eq!(s.moves(), [1, 3, 4]);
/// assert!(SubtractionSet::new(vec![]).is_err());
/// assert!(SubtractionSet::new(vec![0, 2]).is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    moves: Vec<u64>,
}

impl SubtractionSet {
    /// Sorts and deduplicates; rejects an empty set, 0, and sizes past limits.
    pub fn new(mut moves: Vec<u64>) -> Result<Self, CoreError> {
        let given = || CoreError::BadGameParameter {
            given: format!(
                "subtraction:{}",
                moves
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        };
        if moves.is_empty() || moves.contains(&0) {
            return Err(given());
        }
        moves.sort_unstable();
        moves.dedup();
        let largest = moves.last().copied().unwrap_or(0);
        if largest > MAX_SUBTRACTION_ELEMENT {
            return Err(CoreError::TooLarge {
                limit: Limit::SubtractionElement,
                max: u128::from(MAX_SUBTRACTION_ELEMENT),
                asked: u128::from(largest),
            });
        }
        if moves.len() > MAX_SUBTRACTION_SET_SIZE {
            return Err(CoreError::TooLarge {
                limit: Limit::SubtractionSetSize,
                max: MAX_SUBTRACTION_SET_SIZE as u128,
                asked: moves.len() as u128,
            });
        }
        Ok(SubtractionSet { moves })
    }

    /// A set from elements already known to satisfy the invariant (sorted,
    /// distinct, non-zero, within limits), such as a Min Nim rule's.
    pub(crate) fn from_valid(moves: Vec<u64>) -> Self {
        debug_assert!(
            moves.windows(2).all(|w| w[0] < w[1]) && moves.first().is_some_and(|&m| m > 0)
        );
        SubtractionSet { moves }
    }

    /// The elements, ascending.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The smallest element (a heap below it has no move).
    pub fn min(&self) -> u64 {
        self.moves.first().copied().unwrap_or(1)
    }

    /// The largest element: the sequence of values of one heap is
    /// determined by its last `max` terms.
    pub fn max(&self) -> u64 {
        self.moves.last().copied().unwrap_or(1)
    }
}
