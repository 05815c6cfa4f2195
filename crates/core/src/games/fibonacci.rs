//! Fibonacci Nim: one heap. The first move takes at least one stone and not
//! all of them; after that, each move takes at least one and at most twice
//! the previous take. Whoever takes the last stone wins (normal play).
//!
//! Position syntax: `20` is a fresh heap of 20; `20,3` is 20 stones after a
//! take of 3 (so at most 6 may be taken now).
//!
//! Theorem (Whinihan 1963, by Zeckendorf's theorem): write the heap `n` as
//! a sum of non-consecutive Fibonacci numbers (its Zeckendorf form), and let
//! `q` be the most that may be taken now. The player to move wins exactly
//! when the smallest term of that form is at most `q`; taking it is a
//! winning move. On a fresh heap (`q = n − 1`) the P-positions are exactly
//! the Fibonacci numbers. Misère play has no such rule here: the solver
//! answers within its budget.

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::limits::Limit;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

/// The heap as non-consecutive Fibonacci numbers.
pub const ZECKENDORF: FactKey = FactKey::new("zeckendorf");
/// The most that may be taken now.
pub const MAX_TAKE: FactKey = FactKey::new("max-take");

/// Stones of a Fibonacci Nim heap.
pub const HEAP_LIMIT: Limit = Limit::new("fibonacci-heap");
/// Largest Fibonacci Nim heap: its winning moves are found by trying every
/// take, each checked in O(log n).
pub const MAX_FIBONACCI_HEAP: u64 = 1_000_000;

/// The registry's line for Fibonacci Nim.
pub const ENTRY: Entry = Entry {
    name: "fibonacci",
    family: Family::Nim,
    params: "",
    position: "a fresh heap N, or N,LAST after a take of LAST",
    example: ("fibonacci", "20"),
    example_board: || Board::HeapWithMemory,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `fibonacci` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Fibonacci, CoreError> {
    no_params("fibonacci", params)?;
    Ok(Fibonacci)
}

/// Fibonacci Nim.
#[derive(Debug, Clone, Copy, Default)]
pub struct Fibonacci;

/// A heap and the previous take (`None` before the first move).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FibHeap {
    /// Stones left.
    pub heap: u64,
    /// The previous take; invariant: at least 1 when present.
    pub last: Option<u64>,
}

impl FibHeap {
    /// The most stones that may be taken now.
    pub fn max_take(&self) -> u64 {
        match self.last {
            // Rule: the first move may not take the whole heap.
            None => self.heap.saturating_sub(1),
            // Rule: later, at most twice the previous take.
            Some(l) => self.heap.min(l.saturating_mul(2)),
        }
    }

    /// The heap after taking `t`.
    fn after(&self, t: u64) -> FibHeap {
        FibHeap {
            heap: self.heap - t,
            last: Some(t),
        }
    }
}

/// The Zeckendorf form of `n`: non-consecutive Fibonacci numbers
/// (1, 2, 3, 5, 8, …), largest first, summing to `n`.
///
/// ```
/// use nimatron_core::games::fibonacci::zeckendorf;
/// assert_eq!(zeckendorf(20), vec![13, 5, 2]);
/// assert_eq!(zeckendorf(21), vec![21]);
/// assert_eq!(zeckendorf(0), Vec::<u64>::new());
/// ```
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut fibs = vec![1u64, 2];
    while let Some(next) = fibs[fibs.len() - 2].checked_add(fibs[fibs.len() - 1]) {
        if next > n {
            break;
        }
        fibs.push(next);
    }
    let mut terms = Vec::new();
    // Rule (greedy): the largest Fibonacci number that fits, repeatedly;
    // the remainder is always smaller than the previous Fibonacci number,
    // so no two terms are consecutive.
    for &f in fibs.iter().rev() {
        if f <= n {
            terms.push(f);
            n -= f;
        }
    }
    terms
}

/// The smallest Zeckendorf term of `n` (`None` for 0).
fn smallest_term(n: u64) -> Option<u64> {
    zeckendorf(n).last().copied()
}

impl Ruleset for Fibonacci {
    type Position = FibHeap;

    fn name(&self) -> &'static str {
        "fibonacci"
    }

    fn board(&self) -> Board {
        Board::HeapWithMemory
    }

    fn decode(&self, position: &Position) -> Result<FibHeap, CoreError> {
        let bad = || CoreError::BadPosition {
            given: crate::position::shorten(&position.to_string()),
        };
        let p = match position.parts() {
            [one] => match *one.as_slice() {
                [heap] => FibHeap { heap, last: None },
                [heap, last] if last >= 1 => FibHeap {
                    heap,
                    last: Some(last),
                },
                _ => return Err(bad()),
            },
            _ => return Err(bad()),
        };
        if p.heap > MAX_FIBONACCI_HEAP {
            return Err(CoreError::TooLarge {
                limit: HEAP_LIMIT,
                max: u128::from(MAX_FIBONACCI_HEAP),
                asked: u128::from(p.heap),
            });
        }
        Ok(p)
    }

    fn encode(&self, p: &FibHeap) -> Position {
        Position::new(match p.last {
            None => vec![p.heap],
            Some(l) => vec![p.heap, l],
        })
    }

    fn moves(&self, p: &FibHeap) -> Vec<FibHeap> {
        (1..=p.max_take()).map(|t| p.after(t)).collect()
    }

    fn canonical(&self, p: &FibHeap) -> FibHeap {
        // A previous take of half the heap or more already allows taking
        // everything: those positions are the same.
        match p.last {
            Some(l) if l.saturating_mul(2) >= p.heap => FibHeap {
                heap: p.heap,
                last: Some(p.heap.div_ceil(2).max(1)),
            },
            _ => *p,
        }
    }

    fn is_move(&self, from: &FibHeap, to: &FibHeap) -> bool {
        match to.last {
            Some(t) => t >= 1 && t <= from.max_take() && to.heap == from.heap - t,
            None => false,
        }
    }

    fn is_terminal(&self, p: &FibHeap) -> bool {
        p.max_take() == 0
    }

    fn outcome(&self, p: &FibHeap, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Whinihan): N exactly when the smallest Zeckendorf term
            // of the heap can be taken now.
            Convention::Normal => Some(match smallest_term(p.heap) {
                Some(z) if z <= p.max_take() => Outcome::N,
                _ => Outcome::P,
            }),
            Convention::Misere => None,
        }
    }

    fn winning_moves(
        &self,
        p: &FibHeap,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<FibHeap>, usize)> {
        if convention == Convention::Misere {
            return None;
        }
        let mut listed = Vec::new();
        let mut count = 0;
        for t in 1..=p.max_take() {
            let child = p.after(t);
            // Rule: a winning move leaves a P-position.
            if self.outcome(&child, convention) == Some(Outcome::P) {
                count += 1;
                if listed.len() < limit {
                    listed.push(child);
                }
            }
        }
        Some((listed, count))
    }

    fn random_move(&self, p: &FibHeap, pick: &mut dyn FnMut(u64) -> u64) -> Option<FibHeap> {
        let q = p.max_take();
        (q > 0).then(|| p.after(1 + pick(q)))
    }

    fn limits(&self) -> &'static [Limit] {
        &[HEAP_LIMIT]
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[ZECKENDORF, MAX_TAKE]
    }

    fn facts(&self, p: &FibHeap, _: Convention) -> Vec<Fact> {
        vec![
            Fact::numbers(ZECKENDORF, zeckendorf(p.heap)),
            Fact::number(MAX_TAKE, p.max_take()),
        ]
    }

    fn small_positions(&self) -> Vec<FibHeap> {
        let mut all = Vec::new();
        for heap in 0..=40 {
            all.push(FibHeap { heap, last: None });
            for l in 1..=22 {
                all.push(FibHeap {
                    heap,
                    last: Some(l),
                });
            }
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_heaps_are_lost_exactly_at_fibonacci_numbers() {
        let fibs = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
        for heap in 2..=100 {
            let o = Fibonacci.outcome(&FibHeap { heap, last: None }, Convention::Normal);
            assert_eq!(o == Some(Outcome::P), fibs.contains(&heap), "{heap}");
        }
    }

    #[test]
    fn zeckendorf_terms_are_non_consecutive_and_sum() {
        for n in 0..2000u64 {
            let z = zeckendorf(n);
            assert_eq!(z.iter().sum::<u64>(), n);
            for w in z.windows(2) {
                assert!(w[0] > w[1] + w[1] / 2, "{n}: {z:?}");
            }
        }
        assert_eq!(zeckendorf(u64::MAX).iter().sum::<u64>(), u64::MAX);
    }
}
