//! Greedy Nim: heaps of stones; a move takes any positive number of stones,
//! but only from a largest heap.
//!
//! Position syntax: the heaps, `5,5,3`.
//!
//! Theorem (the seed, after Albert and Nowakowski): let `m` be the largest
//! heap and `p_m` the number of heaps of size `m`. Under normal play the
//! player to move loses exactly when `p_m` is even (the end, `p_m = 0`,
//! included): from an even `p_m ≥ 2` every move leaves `p_m − 1`, odd;
//! from an odd `p_m` there is a move back to even (empty one largest heap
//! if `p_m > 1`; if it is unique, lower it to the second size `n` when
//! `p_n` is odd, else empty it). Misère (proved against the naive solver):
//! the same while `m ≥ 2`; when every heap has at most one stone, the
//! player to move loses exactly when `p_m` is odd.

use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::error::CoreError;
use crate::first::First;
use crate::games::heap_rules::{lowered, lowerings, small_heaps};
use crate::games::heaps::heap_game;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, Outcome};

/// The registry's line for Greedy Nim.
pub const ENTRY: Entry = Entry {
    name: "greedy",
    family: Family::Nim,
    params: "",
    position: "heaps: N,N,...",
    example: ("greedy", "5,5,3"),
    example_board: || Board::Heaps,
    // Two largest heaps: a P-position, so the computer moves first.
    example_first: First::Computer,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `greedy` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Greedy, CoreError> {
    no_params("greedy", params)?;
    Ok(Greedy)
}

/// Greedy Nim.
#[derive(Debug, Clone, Copy, Default)]
pub struct Greedy;

/// The largest heap and how many heaps have that size (`(0, 0)` when every
/// heap is empty).
pub fn largest(heaps: &[u64]) -> (u64, usize) {
    let m = heaps.iter().copied().max().unwrap_or(0);
    let count = if m == 0 {
        0
    } else {
        heaps.iter().filter(|&&h| h == m).count()
    };
    (m, count)
}

/// The outcome of Greedy Nim, by the theorem above.
///
/// ```
/// use nimatron_core::{games::greedy::outcome, Convention, Outcome};
/// assert_eq!(outcome(&[5, 5, 3], Convention::Normal), Outcome::P);
/// assert_eq!(outcome(&[5, 3, 3], Convention::Normal), Outcome::N);
/// assert_eq!(outcome(&[1, 1, 1], Convention::Misere), Outcome::P);
/// ```
pub fn outcome(heaps: &[u64], convention: Convention) -> Outcome {
    let (m, p_m) = largest(heaps);
    let lost = match convention {
        // Rule (misère, heaps of at most one stone): lost when the 1s are odd.
        Convention::Misere if m <= 1 => p_m % 2 == 1,
        // Rule: lost when the largest heaps are even in number.
        _ => p_m.is_multiple_of(2),
    };
    if lost { Outcome::P } else { Outcome::N }
}

/// The sizes a largest heap may be lowered to, cut into ranges on which the
/// outcome after the move does not change: `[0, 1)`, `[1, 2)`, `[2, n)`,
/// `[n, n + 1)`, `[n + 1, m)` (`n` the second size), empty ones dropped.
fn ranges(heaps: &[u64], m: u64) -> Vec<(u64, u64)> {
    let n = heaps.iter().copied().filter(|&h| h < m).max().unwrap_or(0);
    let mut cuts = vec![0, 1, 2, n, n + 1, m];
    cuts.retain(|&c| c <= m);
    cuts.sort_unstable();
    cuts.dedup();
    cuts.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Greedy Nim's moves in order: from each largest heap, 1, 2, … stones.
fn greedy_moves(heaps: &[u64]) -> impl Iterator<Item = Vec<u64>> + '_ {
    let (m, _) = largest(heaps);
    // Rule: only a largest heap may be taken from, 1..=m stones.
    lowerings(heaps, move |h| (0..if h == m { h } else { 0 }).rev())
}

impl Ruleset for Greedy {
    type Position = Vec<u64>;
    heap_game!(all);

    fn name(&self) -> &'static str {
        "greedy"
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    // The same moves in the same order, only the first `limit` made.
    fn first_moves(&self, heaps: &Vec<u64>, limit: usize) -> Vec<Vec<u64>> {
        greedy_moves(heaps).take(limit).collect()
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        let (m, _) = largest(from);
        // Rule: one heap changes, it was a largest heap, and it got smaller.
        crate::games::heap_rules::one_heap_lowered(from, to)
            .is_some_and(|(i, take)| take >= 1 && from[i] == m)
    }

    fn outcome(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        Some(outcome(heaps, convention))
    }

    fn winning_moves(
        &self,
        heaps: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        let (m, _) = largest(heaps);
        let mut listed = Vec::new();
        let mut count = 0usize;
        if m == 0 {
            return Some((listed, 0));
        }
        // The outcome after lowering a largest heap to v depends only on
        // v's range: test one v per range, then list the whole range.
        let winning: Vec<(u64, u64)> = ranges(heaps, m)
            .into_iter()
            .filter(|&(lo, _)| {
                let mut after = heaps.clone();
                if let Some(i) = heaps.iter().position(|&h| h == m) {
                    after[i] = lo;
                }
                // Rule: a winning move leaves a P-position.
                outcome(&after, convention) == Outcome::P
            })
            .collect();
        for (i, _) in heaps.iter().enumerate().filter(|&(_, &h)| h == m) {
            // Fewest stones taken first: the highest v first.
            for &(lo, hi) in winning.iter().rev() {
                count = count.saturating_add(usize::try_from(hi - lo).unwrap_or(usize::MAX));
                for v in (lo..hi).rev() {
                    if listed.len() >= limit {
                        break;
                    }
                    let mut after = heaps.clone();
                    after[i] = v;
                    listed.push(after);
                }
            }
        }
        Some((listed, count))
    }

    fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let (m, p_m) = largest(heaps);
        if m == 0 {
            return None;
        }
        let j = pick(p_m as u64) as usize;
        let i = heaps.iter().enumerate().filter(|&(_, &h)| h == m).nth(j)?.0;
        Some(lowered(heaps, i, 1 + pick(m)))
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = small_heaps(3, 6);
        all.extend(small_heaps(5, 3).into_iter().filter(|p| p.len() >= 4));
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_proof_cases() {
        let n = Convention::Normal;
        // p_m even: P, and every move makes it odd.
        assert_eq!(outcome(&[5, 5, 3], n), Outcome::P);
        for c in Greedy.moves(&vec![5, 5, 3]) {
            assert_eq!(outcome(&c, n), Outcome::N, "{c:?}");
        }
        // p_m = 3 > 1: emptying a largest heap leaves p_m = 2.
        let (w, count) = Greedy
            .winning_moves(&vec![4, 4, 4], n, 99)
            .unwrap_or_default();
        assert_eq!(count, 12);
        assert!(w.contains(&vec![0, 4, 4]));
        // Unique largest, p_n odd: lower it to n.
        let (w, _) = Greedy
            .winning_moves(&vec![7, 3, 1], n, 99)
            .unwrap_or_default();
        assert_eq!(w, vec![vec![3, 3, 1]]);
        // Unique largest, p_n even: empty it (or lower it below n).
        let (w, _) = Greedy
            .winning_moves(&vec![7, 3, 3], n, 99)
            .unwrap_or_default();
        assert_eq!(w, vec![vec![2, 3, 3], vec![1, 3, 3], vec![0, 3, 3]]);
        // The end: p_m = 0 is even, P.
        assert_eq!(outcome(&[0, 0], n), Outcome::P);
    }

    #[test]
    fn huge_heaps_are_answered_at_once() {
        let h = vec![u64::MAX, u64::MAX, 3];
        assert_eq!(Greedy.outcome(&h, Convention::Normal), Some(Outcome::P));
        let big = vec![u64::MAX, 3];
        let (w, count) = Greedy
            .winning_moves(&big, Convention::Normal, 4)
            .unwrap_or_default();
        assert_eq!((w, count), (vec![vec![3, 3]], 1));
        assert!(Greedy.is_move(&big, &vec![5, 3]));
        assert!(!Greedy.is_move(&big, &vec![u64::MAX, 2]));
    }
}
