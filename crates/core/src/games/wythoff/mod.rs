//! Wythoff's game: two heaps; take any number from one heap, or the same
//! number from both (a chess queen moving south, west or south-west).
//!
//! The seed's three rules decide hot and cold: (1) `(0,0)` is cold;
//! (2) a position with a move to a cold one is hot; (3) a position whose
//! every move is hot is cold. Wythoff's closed form ([`cold_pair`]) gives
//! the cold positions for any `u64` heaps; Grundy values and remoteness
//! have no known closed form and come from a flat table when it is small
//! enough ([`table`]).

pub mod beatty;
mod cold;
mod play;
pub mod rules;
pub mod steps;
pub mod table;

pub use cold::{
    MAX_COLD_INDEX, cold_pair, cold_positions, first_cold_positions, is_cold, outcome, partner,
    partner_in, winning_moves,
};
pub use play::{computer_move, is_move, smallest_move};

use crate::error::CoreError;
use crate::{Convention, Outcome};

/// The queen's moves from `(a, b)`, made lazily (64-bit heaps have up to
/// about 2^65): left along the first heap, then down the second, then
/// diagonally.
pub fn queen_moves(a: u64, b: u64) -> impl Iterator<Item = [u64; 2]> {
    // Rule: take any number from one heap, or the same from both.
    (0..a)
        .map(move |x| [x, b])
        .chain((0..b).map(move |y| [a, y]))
        .chain((1..=a.min(b)).map(move |d| [a - d, b - d]))
}

/// Checks that `position` has exactly two heaps.
pub fn check_position(position: &[u64]) -> Result<(u64, u64), CoreError> {
    match *position {
        [a, b] => Ok((a, b)),
        _ => Err(CoreError::WrongHeapCount {
            expected: 2,
            got: position.len(),
        }),
    }
}

/// True when the player to move at `(a, b)` wins.
pub fn is_hot(a: u64, b: u64, convention: Convention) -> bool {
    outcome(a, b, convention) == Outcome::N
}
