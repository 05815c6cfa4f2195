//! Subtraction games (CORE HELPER: implement).

use crate::analysis::Analysis;
use crate::error::CoreError;
use crate::Convention;

/// An explicit finite subtraction set.
/// Invariant: sorted, deduplicated, non-empty, no zero.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    moves: Vec<u64>,
}

impl SubtractionSet {
    /// Sorts and deduplicates; rejects an empty set, 0, and sizes past limits.
    pub fn new(_moves: Vec<u64>) -> Result<Self, CoreError> {
        todo!("core helper")
    }
    /// The elements, ascending.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }
}

/// Analysis of `take:k` on any number of heaps.
pub fn analyze_take(_k: u64, _heaps: &[u64], _c: Convention) -> Result<Analysis, CoreError> {
    todo!("core helper")
}

/// Analysis of a subtraction game with an explicit set.
pub fn analyze(_set: &SubtractionSet, _heaps: &[u64], _c: Convention) -> Result<Analysis, CoreError> {
    todo!("core helper")
}
