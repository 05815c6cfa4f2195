//! Greedy Nim: heaps of stones; a move takes any positive number of stones,
//! but only from a largest heap.
//!
//! Theorem (the seed): under normal play a position is P exactly when the
//! number of largest heaps is even. Proof: if it is even and not zero, a
//! move lowers one of the largest heaps below the maximum, so an even
//! count c ≥ 2 becomes c − 1 ≥ 1, odd. If it is odd, a move restores
//! evenness: with three or more largest heaps, lowering any one leaves an
//! even count; with exactly one, lower it to the second-largest size s
//! when the heaps of size s are odd in number (or to 0 when the others are
//! empty), or below s when they are even.
//! Misère play has no such rule here: the solver answers within its budget.

use crate::games::heap_rules::{heaps, lowered, small_heaps};
use crate::registry::{Entry, Family, no_params};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

/// The registry's line for Greedy Nim.
pub const ENTRY: Entry = Entry {
    name: "greedy",
    family: Family::Nim,
    params: "",
    position: "heaps: N,N,...",
    example: ("greedy", "3,5,5,2"),
    make: |params| {
        no_params("greedy", params)?;
        Ok(Box::new(Greedy))
    },
};

/// Greedy Nim.
#[derive(Debug, Clone, Copy, Default)]
pub struct Greedy;

/// The largest size and how many heaps have it (0 and 0 when all are empty).
fn largest(heaps: &[u64]) -> (u64, usize) {
    let max = heaps.iter().copied().max().unwrap_or(0);
    if max == 0 {
        return (0, 0);
    }
    (max, heaps.iter().filter(|&&h| h == max).count())
}

impl Ruleset for Greedy {
    type Position = Vec<u64>;

    fn name(&self) -> &'static str {
        "greedy"
    }

    fn spec(&self) -> String {
        "greedy".into()
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        heaps(position)
    }

    fn encode(&self, heaps: &Vec<u64>) -> Position {
        Position::new(heaps.clone())
    }

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let (max, _) = largest(heaps);
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            // Rule: only a largest heap may be taken from.
            if h == max && h > 0 {
                out.extend((1..=h).map(|take| lowered(heaps, i, take)));
            }
        }
        out
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut c: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        c.sort_unstable();
        c
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        let (max, _) = largest(from);
        crate::games::heap_rules::one_heap_lowered(from, to)
            .is_some_and(|(i, take)| take >= 1 && from[i] == max)
    }

    fn is_terminal(&self, heaps: &Vec<u64>) -> bool {
        largest(heaps).1 == 0
    }

    fn outcome(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (the seed): P exactly when the largest heaps are even in number.
            Convention::Normal => Some(if largest(heaps).1.is_multiple_of(2) {
                Outcome::P
            } else {
                Outcome::N
            }),
            Convention::Misere => None,
        }
    }

    fn winning_moves(
        &self,
        heaps: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        if convention == Convention::Misere {
            return None;
        }
        let (max, count) = largest(heaps);
        let (mut listed, mut total) = (Vec::new(), 0u128);
        let mut add = |i: usize, targets: &mut dyn Iterator<Item = u64>, n: u64| {
            total += u128::from(n);
            for t in targets.take(limit.saturating_sub(listed.len())) {
                listed.push(lowered(heaps, i, max - t));
            }
        };
        for (i, &h) in heaps.iter().enumerate() {
            if h != max || count.is_multiple_of(2) {
                continue;
            }
            if count >= 3 {
                // Rule: any move from one of an odd number (≥ 3) of largest
                // heaps leaves an even number of them.
                add(i, &mut (0..max), max);
                continue;
            }
            // Exactly one largest heap: the second-largest size s decides.
            let s = heaps
                .iter()
                .copied()
                .filter(|&x| x < max)
                .max()
                .unwrap_or(0);
            let of_s = heaps.iter().filter(|&&x| x == s && s > 0).count();
            if s == 0 {
                // Rule: the others are empty; take the whole heap.
                add(i, &mut std::iter::once(0), 1);
            } else if of_s % 2 == 1 {
                // Rule: an odd number of heaps of s; join them (even count).
                add(i, &mut std::iter::once(s), 1);
            } else {
                // Rule: an even number of heaps of s; go below s.
                add(i, &mut (0..s), s);
            }
        }
        Some((listed, usize::try_from(total).unwrap_or(usize::MAX)))
    }

    fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let (max, count) = largest(heaps);
        let nth = pick(count as u64) as usize;
        let i = heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h == max && h > 0)
            .nth(nth)?
            .0;
        Some(lowered(heaps, i, 1 + pick(max)))
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        small_heaps(4, 4)
    }
}
