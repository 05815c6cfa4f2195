//! Subtraction games: take `s` stones from one heap, `s` in a set — either
//! `1..=K` (`take:K`, the blog's simplified Nim, with closed forms for both
//! conventions: [`take`]) or an explicit finite set (`subtraction:S`, with
//! periodic Grundy sequences: [`explicit`]).
//!
//! ```
//! use nimatron_core::{analyze, Convention, Outcome};
//! // The blog: 19 stones, take 1 to 3: take 3 and leave a multiple of 4.
//! let a = analyze("take:3", "19", Convention::Normal).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert_eq!(a.winning_moves[0].position, "16");
//! ```

pub mod explicit;
pub mod game_of_games;
mod heap_sequence;
pub mod period;
mod sequence;
mod set;
pub mod set_rules;
pub mod simplified;
pub mod take;
pub mod take_rules;

pub use explicit::{
    SubtractionGame, grundy, heap_remoteness, misere_outcomes, periodic_grundy, periodicity,
};
pub use period::{PeriodicSequence, Periodicity};
pub use sequence::{GrundySequence, grundy_sequence, take_grundy};
pub use set::SubtractionSet;
pub use take::{TakeGame, take_heap_remoteness, take_outcome, take_remoteness, take_winning_moves};

use crate::error::CoreError;
use crate::limits::{Limit, MAX_SEQUENCE_LENGTH};

/// Checks that `0..=upto` is at most [`MAX_SEQUENCE_LENGTH`] terms and
/// gives their number.
pub fn sequence_terms(upto: u64) -> Result<usize, CoreError> {
    let terms = u128::from(upto) + 1;
    if terms > u128::from(MAX_SEQUENCE_LENGTH) {
        return Err(CoreError::TooLarge {
            limit: Limit::SequenceLength,
            max: u128::from(MAX_SEQUENCE_LENGTH),
            asked: terms,
        });
    }
    Ok(terms as usize)
}
