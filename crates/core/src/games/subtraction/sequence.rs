//! The Grundy sequence of one heap, as an iterator over a ring buffer.
//!
//! `g(n) = mex { g(n − s) : s ∈ S, s ≤ n }` only looks back `max(S)`
//! terms, so the iterator keeps just those: it can run as far as wanted in
//! constant memory.

use super::SubtractionSet;

/// The Grundy values `g(0), g(1), …` of one heap of a subtraction game.
#[derive(Debug, Clone)]
pub struct GrundySequence {
    moves: Vec<u64>,
    /// Invariant: `ring[j % len]` holds `g(j)` for the last `len` terms
    /// `j < n`; `len = max(S)`.
    ring: Vec<u8>,
    /// The index of the next term.
    n: u64,
}

impl GrundySequence {
    /// The sequence of `set`, from `g(0)`.
    pub fn new(set: &SubtractionSet) -> Self {
        GrundySequence {
            moves: set.moves().to_vec(),
            ring: vec![0; set.max() as usize],
            n: 0,
        }
    }
}

impl Iterator for GrundySequence {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        let len = self.ring.len() as u64;
        let n = self.n;
        self.n = n.checked_add(1)?;
        let mut seen: u128 = 0;
        for &s in &self.moves {
            if s > n {
                break;
            }
            seen |= 1 << self.ring[((n - s) % len) as usize];
        }
        // Rule: the mex of the values s stones back; at most 64 moves, so
        // every value is at most 64 and a u128 holds the set.
        let g = seen.trailing_ones() as u8;
        self.ring[(n % len) as usize] = g;
        Some(u64::from(g))
    }
}

/// The Grundy sequence of one heap of `set` as an iterator.
///
/// ```
/// use nimatron_core::games::subtraction::{grundy_sequence, SubtractionSet};
/// let s = SubtractionSet::new(vec![1, 3, 4]).unwrap();
/// let first: Vec<u64> = grundy_sequence(&s).take(10).collect();
/// assert_eq!(first, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
pub fn grundy_sequence(set: &SubtractionSet) -> impl Iterator<Item = u64> + use<> {
    GrundySequence::new(set)
}

/// The Grundy value of a heap of `n` in `take:k` (take 1 to `k`):
/// `n mod (k + 1)`.
///
/// ```
/// use nimatron_core::games::subtraction::take_grundy;
/// assert_eq!(take_grundy(3, 19), 3);
/// assert_eq!(take_grundy(u64::MAX, 7), 7);
/// ```
pub fn take_grundy(k: u64, n: u64) -> u64 {
    match k.checked_add(1) {
        // Rule: the values run 0, 1, …, k and repeat (the blog's
        // Proposition 1: P exactly at the multiples of k + 1).
        Some(m) => n % m,
        // k = u64::MAX: every heap is smaller than k + 1.
        None => n,
    }
}
