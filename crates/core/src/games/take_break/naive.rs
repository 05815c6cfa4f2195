//! The plain quadratic Grundy sequence: for each heap, the mex of the XOR
//! of the heaps left by every option.
//!
//! Why: it is the definition, so it is the reference every fast engine is
//! proved against (`crates/core/tests/octal.rs`); it reads the options
//! through [`TakeBreak::heap_options`], the same text as the rules.

use super::rule::TakeBreak;
use crate::error::CoreError;
use crate::limits::{Limit, MAX_NAIVE_TAKE_BREAK, MAX_TAKE_BREAK_VALUE};

/// `G(0), …, G(upto)` of one heap, by brute force (about `upto²/4` pair
/// visits per split digit).
///
/// Errors: `upto` past [`MAX_NAIVE_TAKE_BREAK`] (a
/// [`Limit::SequenceLength`]), or a value past `u16::MAX`.
///
/// ```
/// use nimatron_core::games::take_break::{naive_sequence, TakeBreak};
/// let g = naive_sequence(&TakeBreak::grundy(), 10).unwrap();
/// assert_eq!(g, vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// ```
pub fn naive_sequence(rule: &TakeBreak, upto: u64) -> Result<Vec<u16>, CoreError> {
    if upto > MAX_NAIVE_TAKE_BREAK {
        return Err(CoreError::TooLarge {
            limit: Limit::SequenceLength,
            max: u128::from(MAX_NAIVE_TAKE_BREAK),
            asked: u128::from(upto),
        });
    }
    let len = upto as usize + 1;
    let mut values: Vec<u16> = Vec::with_capacity(len);
    // seen[v] == stamp: v is an option value of the current heap.
    let mut seen = vec![0u32; 1 << 16];
    for n in 0..len {
        let stamp = n as u32 + 1;
        for (a, b) in rule.heap_options(n as u64) {
            let value = |h: u64| values.get(h as usize).copied().unwrap_or(0);
            let v = value(a) ^ value(b);
            seen[usize::from(v)] = stamp;
        }
        let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
        if mex as u64 > MAX_TAKE_BREAK_VALUE {
            return Err(too_big_value(mex as u64));
        }
        values.push(mex as u16);
    }
    Ok(values)
}

/// The error for a Grundy value that does not fit the `u16` store.
pub(crate) fn too_big_value(asked: u64) -> CoreError {
    CoreError::TooLarge {
        limit: Limit::GrundyValue,
        max: u128::from(MAX_TAKE_BREAK_VALUE),
        asked: u128::from(asked),
    }
}
