//! Nim: heaps of stones, take any number (at least one) from one heap.
//!
//! Bouton (1901): under normal play a position is P exactly when the nim-sum
//! (XOR) of the heaps is 0. Misère differs only at the end: when every heap
//! is 0 or 1, the player to move loses exactly when the number of 1-heaps
//! is odd.
//!
//! Remoteness has a closed form too (see [`remoteness()`] for the theorem
//! and its proof), so the computer opponent can win fast and lose slowly on
//! any position, not only on those the generic solver can explore.

use crate::error::CoreError;
use crate::games::heap_rules::lowerings;
use crate::limits::{Limit, MAX_HEAPS};

mod bouton;
mod remoteness;
pub mod rules;
pub mod strategy;

pub(crate) use bouton::Summary;
pub use bouton::{NimMove, nim_sum, outcome, recommended_move, winning_moves};
pub use remoteness::{best_move, remoteness};

/// Nim: its rules, position syntax and theorems are its [`crate::ruleset::Ruleset`] (`rules.rs`).
#[derive(Debug, Clone, Copy, Default)]
pub struct Nim;

/// The first `limit` of Nim's moves, heap by heap, each heap lowered to 0,
/// 1, … (made one at a time: see [`lowerings`]).
pub(crate) fn first_moves(heaps: &[u64], limit: usize) -> Vec<Vec<u64>> {
    // Rule: take at least one stone from exactly one heap.
    lowerings(heaps, |h| 0..h).take(limit).collect()
}

/// Applies `mv` to `heaps`, returning the new position (input order kept).
/// `None` if the move is not legal.
pub fn apply(heaps: &[u64], mv: NimMove) -> Option<Vec<u64>> {
    let h = *heaps.get(mv.heap)?;
    if mv.take == 0 || mv.take > h {
        return None;
    }
    let mut next = heaps.to_vec();
    next[mv.heap] = h - mv.take;
    Some(next)
}

/// The move from `from` to `to`: one heap lowered by at least one stone,
/// every other heap the same; `None` for anything else (how a screen or a
/// URL names a move played between two positions).
pub use crate::board::take_between as move_between;

/// The moves of a game: one per position played, each from the one before
/// (the first from `start`). Stops at the first pair that is not a move.
pub fn moves_of(start: &[u64], played: &[&[u64]]) -> Vec<NimMove> {
    let mut from = start;
    let mut moves = Vec::with_capacity(played.len());
    for &to in played {
        match move_between(from, to) {
            Some(mv) => moves.push(mv),
            None => break,
        }
        from = to;
    }
    moves
}

/// The positions after each of `moves` from `start`, or the index of the
/// first move that is not legal where it is played.
pub fn positions_of(start: &[u64], moves: &[NimMove]) -> Result<Vec<Vec<u64>>, usize> {
    let mut heaps = start.to_vec();
    let mut played = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        heaps = apply(&heaps, mv).ok_or(i)?;
        played.push(heaps.clone());
    }
    Ok(played)
}

/// Checks the number of heaps against [`MAX_HEAPS`].
pub fn check_heaps(heaps: &[u64]) -> Result<(), CoreError> {
    if heaps.len() > MAX_HEAPS {
        return Err(CoreError::TooLarge {
            limit: Limit::Heaps,
            max: MAX_HEAPS as u128,
            asked: heaps.len() as u128,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(heap: usize, take: u64) -> NimMove {
        NimMove { heap, take }
    }

    #[test]
    fn the_move_between_two_positions() {
        let cases: &[(&[u64], &[u64], Option<NimMove>)] = &[
            (&[3, 4, 5], &[1, 4, 5], Some(mv(0, 2))),
            (&[3, 4, 5], &[3, 4, 0], Some(mv(2, 5))),
            (&[u64::MAX], &[0], Some(mv(0, u64::MAX))),
            (&[3, 4, 5], &[3, 4, 5], None),
            (&[3, 4, 5], &[3, 5, 5], None),
            (&[3, 4, 5], &[2, 3, 5], None),
            (&[3, 4, 5], &[3, 4], None),
            (&[], &[], None),
        ];
        for (from, to, expected) in cases {
            assert_eq!(move_between(from, to), *expected, "{from:?} → {to:?}");
        }
    }

    #[test]
    fn moves_and_positions_round_trip() {
        let moves = [mv(0, 2), mv(2, 3), mv(1, 4)];
        let played = positions_of(&[3, 4, 5], &moves);
        assert_eq!(
            played,
            Ok(vec![vec![1, 4, 5], vec![1, 4, 2], vec![1, 0, 2]])
        );
        let played = played.unwrap_or_default();
        let refs: Vec<&[u64]> = played.iter().map(Vec::as_slice).collect();
        assert_eq!(moves_of(&[3, 4, 5], &refs), moves.to_vec());
        assert_eq!(moves_of(&[3, 4, 5], &[]), vec![]);
        // Illegal moves name their index; a broken chain stops the list.
        assert_eq!(positions_of(&[3], &[mv(0, 1), mv(0, 3)]), Err(1));
        assert_eq!(positions_of(&[3], &[mv(1, 1)]), Err(0));
        assert_eq!(positions_of(&[3], &[mv(0, 0)]), Err(0));
        assert_eq!(
            moves_of(&[3, 4], &[&[3, 1], &[3, 2], &[0, 2]]),
            vec![mv(1, 3)]
        );
    }
}
