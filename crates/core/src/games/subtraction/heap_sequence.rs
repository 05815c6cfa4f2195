//! One heap's sequence of a subtraction set — its Grundy values or its
//! misère outcomes — kept for the life of a game.
//!
//! Why: the sequence is eventually periodic, but finding the period can
//! take up to [`MAX_PERIOD_SEARCH`] terms (a set of 64 sizes may have no
//! period that soon: about a second of work). An analysis asks for values
//! several times (outcome, Grundy value, each winning move), so the search
//! runs at most once per game, and only for a heap too large to compute
//! directly: smaller heaps read the terms computed so far, grown on demand
//! (`n · |S|` steps, instant). A set without a period within the search
//! still has every heap below [`MAX_PERIOD_SEARCH`] exact; past it the
//! value is unknown (`None`) and the caller says so.

use std::sync::{Mutex, OnceLock, PoisonError};

use super::SubtractionSet;
use super::period::{PeriodicSequence, detect_within};
use crate::limits::MAX_PERIOD_SEARCH;

/// Heaps below this are computed directly, without looking for a period
/// (at most 2^20 · 64 steps and 1 MiB: a few tens of milliseconds).
const DIRECT_BELOW: u64 = 1 << 20;

/// The next term of a sequence from the terms so far (a heap of
/// `terms.len()`), given the set's sizes in increasing order.
pub type NextTerm = fn(&[u64], &[u8]) -> u8;

/// Next Grundy value: the mex of the values one move reaches.
pub fn next_grundy(moves: &[u64], terms: &[u8]) -> u8 {
    let n = terms.len();
    let mut seen: u128 = 0;
    for &s in moves.iter().take_while(|&&s| s as usize <= n) {
        seen |= 1 << terms[n - s as usize];
    }
    // Rule: mex of the values reachable in one move.
    seen.trailing_ones() as u8
}

/// Next misère outcome (1 = P, 0 = N).
pub fn next_misere(moves: &[u64], terms: &[u8]) -> u8 {
    let n = terms.len();
    let mut children = moves.iter().take_while(|&&s| s as usize <= n);
    // Rule (misère): no move means the player to move has won (N); P
    // exactly when every move reaches an N-position.
    let p = match children.next() {
        None => false,
        Some(&first) => {
            terms[n - first as usize] == 0 && children.all(|&s| terms[n - s as usize] == 0)
        }
    };
    u8::from(p)
}

/// A sequence of one heap, its period and terms found as they are needed.
pub struct HeapSequence {
    next: NextTerm,
    /// Heaps computed directly, without a period (`DIRECT_BELOW`).
    direct_below: u64,
    /// Terms examined by the period search ([`MAX_PERIOD_SEARCH`]).
    search: u64,
    /// The period search's result, once run (`None`: no period within
    /// [`MAX_PERIOD_SEARCH`] terms).
    period: OnceLock<Option<PeriodicSequence>>,
    /// Terms `0..len` computed directly.
    terms: Mutex<Vec<u8>>,
}

impl HeapSequence {
    /// An empty cache of the sequence whose terms `next` gives.
    pub fn new(next: NextTerm) -> Self {
        Self::with_limits(next, DIRECT_BELOW, MAX_PERIOD_SEARCH)
    }

    /// [`HeapSequence::new`] with other limits (for tests).
    fn with_limits(next: NextTerm, direct_below: u64, search: u64) -> Self {
        HeapSequence {
            next,
            direct_below,
            search,
            period: OnceLock::new(),
            terms: Mutex::new(Vec::new()),
        }
    }

    /// Term `n` of `set`'s sequence, or `None` when `n` is past
    /// [`MAX_PERIOD_SEARCH`] and no period was found within it.
    pub fn get(&self, set: &SubtractionSet, n: u64) -> Option<u64> {
        let next = self.next;
        if let Some(Some(p)) = self.period.get() {
            return Some(p.get(n));
        }
        if n >= self.direct_below {
            let found = self.period.get_or_init(|| {
                detect_within(set.max(), self.search, &mut |t| next(set.moves(), t)).ok()
            });
            match found {
                Some(p) => return Some(p.get(n)),
                None if n >= self.search => return None,
                None => {}
            }
        }
        let mut terms = self.terms.lock().unwrap_or_else(PoisonError::into_inner);
        while terms.len() as u64 <= n {
            let t = next(set.moves(), &terms);
            terms.push(t);
        }
        terms.get(n as usize).map(|&t| u64::from(t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::subtraction::grundy_sequence;

    fn set(sizes: &[u64]) -> SubtractionSet {
        SubtractionSet::new(sizes.to_vec()).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn a_set_without_a_period_in_the_search_is_exact_below_it_and_unknown_past_it() {
        // {8, 20, 27}: pre-period 295, period 7, so none within 200 terms.
        let s = set(&[8, 20, 27]);
        let seq = HeapSequence::with_limits(next_grundy, 10, 200);
        let truth: Vec<u64> = grundy_sequence(&s).take(200).collect();
        assert_eq!(seq.get(&s, 150), Some(truth[150]));
        assert_eq!(seq.period.get(), Some(&None));
        for (n, &g) in truth.iter().enumerate() {
            assert_eq!(seq.get(&s, n as u64), Some(g), "heap {n}");
        }
        assert_eq!(seq.get(&s, 200), None);
        assert_eq!(seq.get(&s, u64::MAX), None);
        // With a longer search the period is found, and agrees.
        let longer = HeapSequence::with_limits(next_grundy, 10, 2000);
        let more: Vec<u64> = grundy_sequence(&s).take(1000).collect();
        assert_eq!(longer.get(&s, 999), Some(more[999]));
        let found = longer
            .period
            .get()
            .and_then(Option::as_ref)
            .map(|p| p.periodicity());
        assert_eq!(found.map(|p| (p.preperiod, p.period)), Some((295, 7)));
        for (n, &g) in more.iter().enumerate() {
            assert_eq!(longer.get(&s, n as u64), Some(g), "heap {n}");
        }
    }

    #[test]
    fn a_period_found_answers_every_heap() {
        // {1, 3, 4}: period 7 from the start (0 1 0 1 2 3 2).
        let s = set(&[1, 3, 4]);
        let seq = HeapSequence::with_limits(next_grundy, 10, 200);
        assert_eq!(seq.get(&s, 5), Some(3));
        assert_eq!(seq.period.get(), None, "small heaps need no period");
        assert_eq!(
            seq.get(&s, u64::MAX),
            Some([0, 1, 0, 1, 2, 3, 2][(u64::MAX % 7) as usize])
        );
        let misere = HeapSequence::with_limits(next_misere, 10, 200);
        let direct = HeapSequence::with_limits(next_misere, 1000, 200);
        for n in 0..300 {
            assert_eq!(misere.get(&s, n), direct.get(&s, n), "misère heap {n}");
        }
    }
}
