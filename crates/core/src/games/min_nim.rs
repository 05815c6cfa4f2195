//! Min Nim (CORE HELPER: implement).

use crate::analysis::Analysis;
use crate::error::CoreError;
use crate::Convention;

/// Removals r1 < r2 < r3. Invariant: strictly increasing, r1 >= 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MinNimRule {
    removals: [u64; 3],
}

impl MinNimRule {
    /// Checks r1 < r2 < r3, r1 >= 1, exactly three values.
    pub fn new(_removals: &[u64]) -> Result<Self, CoreError> {
        todo!("core helper")
    }
    /// r1, r2, r3.
    pub fn removals(&self) -> [u64; 3] {
        self.removals
    }
}

/// Analysis of Min Nim position `[n1, n2, n3]`.
pub fn analyze(_rule: &MinNimRule, _position: &[u64], _c: Convention) -> Result<Analysis, CoreError> {
    todo!("core helper")
}
