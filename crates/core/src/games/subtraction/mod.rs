//! Subtraction games: take `s` stones from one heap, `s` in a set — either
//! `1..=K` (`take:K`, the blog's simplified Nim, with closed forms for both
//! conventions: [`take`]) or an explicit finite set (`subtraction:S`, with
//! periodic Grundy sequences: [`explicit`]).
//!
//! ```
//! use nimatron_core::{analyze, Convention, GameSpec, Outcome};
//! // The blog: 19 stones, take 1 to 3: take 3 and leave a multiple of 4.
//! let a = analyze(&"take:3".parse().unwrap(), &[19], Convention::Normal).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert_eq!(a.winning_moves[0].to, vec![16]);
//! ```

pub mod explicit;
pub mod game_of_games;
pub mod period;
mod sequence;
mod set;
pub mod set_play;
pub mod simplified;
pub mod take;

pub use explicit::{
    SubtractionGame, analyze, grundy, heap_remoteness, misere_outcomes, periodic_grundy,
    periodicity,
};
pub use period::{PeriodicSequence, Periodicity};
pub use sequence::{GrundySequence, grundy_sequence, take_grundy};
pub use set::SubtractionSet;
pub use take::{TakeGame, analyze_take, take_heap_remoteness, take_outcome, take_winning_moves};

use crate::error::CoreError;
use crate::game::Game;
use crate::limits::{Limit, MAX_SEQUENCE_LENGTH, SOLVER_BUDGET};
use crate::solver::solve;
use crate::{Convention, GameSpec};

/// Heaps below `dead_below` have no move, and a heap with no move changes
/// nothing in a sum (under either convention), so the canonical form drops
/// them and sorts the rest.
pub(crate) fn canonical_heaps(heaps: &[u64], dead_below: u64) -> Vec<u64> {
    let mut c: Vec<u64> = heaps
        .iter()
        .copied()
        .filter(|&h| h >= dead_below.max(1))
        .collect();
    c.sort_unstable();
    c
}

/// Remoteness by the generic solver within [`SOLVER_BUDGET`], else `None`.
pub(crate) fn remoteness_by_solver<G: Game<Position = Vec<u64>>>(
    game: &G,
    heaps: &[u64],
    convention: Convention,
) -> Option<u64> {
    solve(game, &heaps.to_vec(), convention, SOLVER_BUDGET).map(|v| v.remoteness)
}

/// The Grundy values of one heap of `0..=upto` stones, for the heap games:
/// `nim` (`g(n) = n`), `take:K`, `subtraction:S` and `min-nim` (a Min Nim
/// heap is the subtraction game of its three removals). Wythoff is not a
/// heap game: `WrongHeapCount`. At most [`MAX_SEQUENCE_LENGTH`] terms.
///
/// ```
/// use nimatron_core::games::subtraction::sequence;
/// let take3 = "take:3".parse().unwrap();
/// assert_eq!(sequence(&take3, 8).unwrap(), [0, 1, 2, 3, 0, 1, 2, 3, 0]);
/// ```
pub fn sequence(game: &GameSpec, upto: u64) -> Result<Vec<u64>, CoreError> {
    let terms = u128::from(upto) + 1;
    if terms > u128::from(MAX_SEQUENCE_LENGTH) {
        return Err(CoreError::TooLarge {
            limit: Limit::SequenceLength,
            max: u128::from(MAX_SEQUENCE_LENGTH),
            asked: terms,
        });
    }
    let from_set = |set: &SubtractionSet| grundy_sequence(set).take(terms as usize).collect();
    match game {
        GameSpec::Nim => Ok((0..=upto).collect()),
        GameSpec::Take { k } => Ok((0..=upto).map(|n| take_grundy(*k, n)).collect()),
        GameSpec::Subtraction(set) => Ok(from_set(set)),
        GameSpec::MinNim(rule) => Ok(from_set(&SubtractionSet::new(rule.removals().to_vec())?)),
        GameSpec::Wythoff => Err(CoreError::WrongHeapCount {
            expected: 2,
            got: 1,
        }),
    }
}
