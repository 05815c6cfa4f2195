//! Bouton's theorem (1901) as code: the nim-sum, the counts that decide a
//! position in O(1) ([`Summary`]), the outcome and every winning move. A
//! file of its own so that the closed form of remoteness
//! (`remoteness.rs`) and the strategies can use it without naming the
//! module that re-exports them.

use crate::{Convention, Outcome};

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

/// A move in Nim: take `take` stones from heap `heap` (0-based), the take
/// a heaps board shows.
pub type NimMove = crate::board::HeapTake;

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
