//! Wythoff's game (CORE HELPER: implement).

use crate::analysis::Analysis;
use crate::error::CoreError;
use crate::Convention;

/// Analysis of a Wythoff position `[a, b]`.
pub fn analyze(_position: &[u64], _c: Convention) -> Result<Analysis, CoreError> {
    todo!("core helper")
}
