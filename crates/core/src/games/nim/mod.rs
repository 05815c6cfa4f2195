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
use crate::game::Game;
use crate::games::heap_rules::lowerings;
use crate::limits::{Limit, MAX_HEAPS};
use crate::{Convention, Outcome};

mod remoteness;
pub mod rules;
pub mod strategy;

pub use remoteness::{best_move, remoteness};

/// Nim as a [`Game`], for the generic solver (the tests' brute force).
#[derive(Debug, Clone, Copy, Default)]
pub struct Nim;

/// The first `limit` of Nim's moves, heap by heap, each heap lowered to 0,
/// 1, … (made one at a time: see [`lowerings`]).
pub(crate) fn first_moves(heaps: &[u64], limit: usize) -> Vec<Vec<u64>> {
    // Rule: take at least one stone from exactly one heap.
    lowerings(heaps, |h| 0..h).take(limit).collect()
}

impl Game for Nim {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        first_moves(heaps, usize::MAX)
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut c: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        c.sort_unstable();
        c
    }

    fn canonical_moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        crate::games::heaps::sorted_children(heaps, 1, |h| 1..=h)
    }

    fn reachable_bound(&self, heaps: &Vec<u64>) -> Option<u128> {
        Some(sorted_positions_below(heaps))
    }
}

/// How many canonical (sorted) positions are reachable from `heaps`: the
/// non-decreasing `z` with `z_i <= h_i` for `h` sorted (a sorted `z` is
/// reachable exactly when it fits under sorted `h` term by term). Exact by
/// dynamic programming when that is cheap, otherwise the product
/// `Π (h_i + 1)`, an upper bound. Saturates at `u128::MAX`.
pub fn sorted_positions_below(heaps: &[u64]) -> u128 {
    let mut h: Vec<u64> = heaps.iter().copied().filter(|&x| x > 0).collect();
    h.sort_unstable();
    let top = h.last().copied().unwrap_or(0);
    let cheap = (h.len() as u128).saturating_mul(u128::from(top) + 1) <= 1 << 20;
    if !cheap {
        return h
            .iter()
            .fold(1u128, |acc, &x| acc.saturating_mul(u128::from(x) + 1));
    }
    // ways[v] = sequences so far ending in value v (values 0..=top).
    let mut ways = vec![0u128; top as usize + 1];
    ways[0] = 1;
    for &limit in &h {
        // Non-decreasing: the next value v may follow any value <= v.
        let mut running = 0u128;
        for (v, w) in ways.iter_mut().enumerate() {
            running = running.saturating_add(*w);
            *w = if v as u64 <= limit { running } else { 0 };
        }
    }
    ways.iter().fold(0u128, |a, &w| a.saturating_add(w))
}

/// The nim-sum: XOR of all heap sizes.
///
/// ```
/// assert_eq!(nimatron_core::games::nim::nim_sum(&[3, 4, 5]), 2);
/// ```
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |s, &h| s ^ h)
}

/// Counts that decide a Nim position in O(1) after a one-heap change.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Summary {
    pub(crate) nim_sum: u64,
    /// Heaps with two or more stones.
    pub(crate) big: usize,
    /// Heaps with exactly one stone.
    pub(crate) ones: usize,
    /// All stones (fits: at most `usize::MAX` heaps of `u64::MAX`, below
    /// 2^128).
    pub(crate) stones: u128,
}

impl Summary {
    pub(crate) fn of(heaps: &[u64]) -> Self {
        let mut s = Summary {
            nim_sum: 0,
            big: 0,
            ones: 0,
            stones: 0,
        };
        for &h in heaps {
            s.add(h);
        }
        s
    }

    pub(crate) fn add(&mut self, h: u64) {
        self.nim_sum ^= h;
        self.stones = self.stones.saturating_add(u128::from(h));
        match h {
            0 => {}
            1 => self.ones += 1,
            _ => self.big += 1,
        }
    }

    /// Undoes [`Summary::add`] of the same `h` (callers only remove heaps
    /// they added).
    pub(crate) fn remove(&mut self, h: u64) {
        self.nim_sum ^= h;
        self.stones = self.stones.saturating_sub(u128::from(h));
        match h {
            0 => {}
            1 => self.ones = self.ones.saturating_sub(1),
            _ => self.big = self.big.saturating_sub(1),
        }
    }

    pub(crate) fn outcome(&self, convention: Convention) -> Outcome {
        let p = match convention {
            // Bouton's theorem: P exactly when the nim-sum is 0.
            Convention::Normal => self.nim_sum == 0,
            // Misère, some heap of 2 or more: play as in normal Nim.
            Convention::Misere if self.big > 0 => self.nim_sum == 0,
            // Misère, only 0- and 1-heaps: the moves are forced, and the
            // player to move loses when an odd number of 1-heaps is left.
            Convention::Misere => self.ones % 2 == 1,
        };
        if p { Outcome::P } else { Outcome::N }
    }
}

/// The outcome of `heaps` for the player to move.
///
/// ```
/// use nimatron_core::{games::nim, Convention, Outcome};
/// assert_eq!(nim::outcome(&[3, 5, 9, 6, 9], Convention::Normal), Outcome::P);
/// assert_eq!(nim::outcome(&[1], Convention::Misere), Outcome::P);
/// ```
pub fn outcome(heaps: &[u64], convention: Convention) -> Outcome {
    Summary::of(heaps).outcome(convention)
}

/// A move in Nim: take `take` stones from heap `heap` (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NimMove {
    /// Index of the heap, in input order.
    pub heap: usize,
    /// Stones removed (at least 1).
    pub take: u64,
}

/// Every winning move, ordered by heap index (at most one per heap).
///
/// A winning move leaves a P-position. On heap `i` of size `x` the only
/// candidates are `x ⊕ s` (the normal-play target) and, for the misère
/// ending, 0 and 1; each is checked in O(1), so this is O(heaps).
pub fn winning_moves(heaps: &[u64], convention: Convention) -> Vec<NimMove> {
    let summary = Summary::of(heaps);
    let mut moves = Vec::new();
    for (i, &x) in heaps.iter().enumerate() {
        let mut candidates = [x ^ summary.nim_sum, 0, 1];
        candidates.sort_unstable_by(|a, b| b.cmp(a));
        let mut last = None;
        for t in candidates {
            if t >= x || last == Some(t) {
                continue;
            }
            last = Some(t);
            let mut after = summary;
            after.remove(x);
            after.add(t);
            if after.outcome(convention) == Outcome::P {
                moves.push(NimMove {
                    heap: i,
                    take: x - t,
                });
            }
        }
    }
    moves
}

/// The move the Wikipedia seed's Python `nim()` returns: the first winning
/// move by heap index, or `None` ("You will lose :(").
///
/// ```
/// use nimatron_core::{games::nim::{self, NimMove}, Convention};
/// assert_eq!(nim::recommended_move(&[1, 5], Convention::Misere), Some(NimMove { heap: 1, take: 5 }));
/// assert_eq!(nim::recommended_move(&[1, 5], Convention::Normal), Some(NimMove { heap: 1, take: 4 }));
/// assert_eq!(nim::recommended_move(&[1, 2, 3], Convention::Normal), None);
/// ```
pub fn recommended_move(heaps: &[u64], convention: Convention) -> Option<NimMove> {
    winning_moves(heaps, convention).into_iter().next()
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
pub fn move_between(from: &[u64], to: &[u64]) -> Option<NimMove> {
    if from.len() != to.len() {
        return None;
    }
    let mut lowered = from.iter().zip(to).enumerate().filter(|(_, (a, b))| a != b);
    let (heap, (&a, &b)) = lowered.next()?;
    if lowered.next().is_some() || b >= a {
        return None;
    }
    Some(NimMove { heap, take: a - b })
}

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
