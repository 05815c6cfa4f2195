//! Nim: heaps of stones, take any number (at least one) from one heap.
//!
//! Bouton (1901): under normal play a position is P exactly when the nim-sum
//! (XOR) of the heaps is 0. Misère differs only at the end: when every heap
//! is 0 or 1, the player to move loses exactly when the number of 1-heaps
//! is odd.

use crate::analysis::{Analysis, Move};
use crate::error::CoreError;
use crate::game::Game;
use crate::limits::{Limit, MAX_HEAPS};
use crate::{Convention, Outcome};

/// Nim as a [`Game`], for the generic solver (the tests' brute force).
#[derive(Debug, Clone, Copy, Default)]
pub struct Nim;

impl Game for Nim {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for t in 0..h {
                let mut next = heaps.clone();
                next[i] = t;
                out.push(next);
            }
        }
        out
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut c: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        c.sort_unstable();
        c
    }
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
struct Summary {
    nim_sum: u64,
    /// Heaps with two or more stones.
    big: usize,
    /// Heaps with exactly one stone.
    ones: usize,
}

impl Summary {
    fn of(heaps: &[u64]) -> Self {
        let mut s = Summary {
            nim_sum: 0,
            big: 0,
            ones: 0,
        };
        for &h in heaps {
            s.add(h);
        }
        s
    }

    fn add(&mut self, h: u64) {
        self.nim_sum ^= h;
        match h {
            0 => {}
            1 => self.ones += 1,
            _ => self.big += 1,
        }
    }

    fn remove(&mut self, h: u64) {
        self.nim_sum ^= h;
        match h {
            0 => {}
            1 => self.ones -= 1,
            _ => self.big -= 1,
        }
    }

    fn outcome(&self, convention: Convention) -> Outcome {
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

/// The full analysis: outcome, Grundy value (the nim-sum, normal play),
/// remoteness (when the solver's budget allows) and every winning move.
pub fn analyze(heaps: &[u64], convention: Convention) -> Result<Analysis, CoreError> {
    check_heaps(heaps)?;
    let winning_moves = winning_moves(heaps, convention)
        .into_iter()
        .filter_map(|m| apply(heaps, m))
        .map(|to| Move { to })
        .collect();
    Ok(Analysis {
        outcome: outcome(heaps, convention),
        grundy: match convention {
            Convention::Normal => Some(nim_sum(heaps)),
            Convention::Misere => None,
        },
        remoteness: crate::solver::remoteness_within_budget(&Nim, &heaps.to_vec(), convention),
        winning_moves,
        nim_sum: Some(nim_sum(heaps)),
    })
}
