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
    partner_in,
};
pub use play::{computer_move, is_move, smallest_move};

use crate::error::CoreError;
use crate::game::Game;
use crate::{Convention, Outcome};

/// Wythoff as a [`Game`] for the generic solver: positions `[a, b]`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Wythoff;

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

impl Game for Wythoff {
    type Position = [u64; 2];

    fn moves(&self, &[a, b]: &[u64; 2]) -> Vec<[u64; 2]> {
        queen_moves(a, b).collect()
    }

    fn canonical(&self, &[a, b]: &[u64; 2]) -> [u64; 2] {
        [a.min(b), a.max(b)]
    }

    fn reachable_bound(&self, &[a, b]: &[u64; 2]) -> Option<u128> {
        Some((u128::from(a) + 1).saturating_mul(u128::from(b) + 1))
    }
}

/// Every move from `(a, b)` to a cold position (so, from a hot position,
/// every winning move; from a cold one, none), in input orientation,
/// sorted by the first heap then the second.
///
/// ```
/// use nimatron_core::{games::wythoff::winning_moves, Convention};
/// assert_eq!(winning_moves(4, 4, Convention::Normal), [(0, 0)]);
/// assert_eq!(winning_moves(6, 2, Convention::Normal), [(1, 2)]);
/// assert_eq!(winning_moves(5, 6, Convention::Normal), [(1, 2), (5, 3)]);
/// assert_eq!(winning_moves(3, 3, Convention::Misere), [(2, 2)]);
/// assert_eq!(winning_moves(1, 4, Convention::Misere), [(1, 0)]);
/// ```
pub fn winning_moves(a: u64, b: u64, convention: Convention) -> Vec<(u64, u64)> {
    let mut targets = Vec::new();
    // Rule 2 (one heap): reduce A to B's cold partner, if that is a decrease.
    if let Ok(x) = partner_in(b, convention)
        && x < a
    {
        targets.push((x, b));
    }
    // Rule 2 (one heap): reduce B to A's cold partner.
    if let Ok(y) = partner_in(a, convention)
        && y < b
    {
        targets.push((a, y));
    }
    // Rule 2 (both heaps): taking d from both keeps the difference, so the
    // only candidate is the cold pair with the same difference.
    let (low, high) = (a.min(b), a.max(b));
    if let Some((lo, hi)) = cold::pair_with_difference(high - low, convention)
        && lo < low
    {
        targets.push(if a <= b { (lo, hi) } else { (hi, lo) });
    }
    targets.sort_unstable();
    targets.dedup();
    targets
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
