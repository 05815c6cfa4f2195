//! `take:K`: take 1 to `K` stones from one heap, any number of heaps.
//!
//! **Normal play** (Sprague–Grundy): a heap of `n` is worth
//! `n mod (K+1)`, and a position is P exactly when the XOR of those
//! residues is 0.
//!
//! **Misère theorem** (found by brute force over `K ≤ 6`, up to 4 heaps,
//! then proved): with `r_i = n_i mod (K+1)`, a position is P exactly when
//! misère Nim on the residues says so: if some `r_i ≥ 2`, when their XOR is
//! 0; if every `r_i ≤ 1`, when the number of `r_i = 1` is odd.
//!
//! *Proof.* Call W the set of residue vectors just described (misère Nim's
//! P-positions). (a) Changing one coordinate of a vector in W to any other
//! value leaves W: with some `r ≥ 2` and XOR 0, the XOR becomes non-zero,
//! and the new vector cannot have all `r ≤ 1` (that would need exactly one
//! `r ≥ 2` before, impossible with XOR 0); with all `r ≤ 1`, an odd count
//! of 1s either gains a value `≥ 2` (XOR then `≥ 2`, non-zero) or changes
//! parity. A move changes exactly one residue (it takes `1..=K < K+1`
//! stones), so every move from W leaves W. (b) From a vector outside W that
//! is not all zero, misère Nim has a move lowering one `r_i` to some `r'`
//! inside W: take `r_i − r' ≤ K` stones. If every residue is 0 but some
//! heap is non-empty, that heap has at least `K+1` stones: take `K`, which
//! leaves a single residue 1 — inside W (the Wikipedia seed's remark: "if
//! this makes every heap zero, take `k` from one heap"). A position with
//! no heap at all is outside W and terminal: N under misère, as it must be.
//! By induction on the number of stones, W is exactly the P-positions.
//! `tests/subtraction.rs` checks it against the generic solver.
//!
//! One heap, normal play: remoteness `2p` at `n = (K+1)p` (P), `2p + 1`
//! otherwise, `p = ⌊n/(K+1)⌋` (the blog's game lengths `2p` and `2p+1`).
//! One heap, misère: with `q = ⌊(n+K)/(K+1)⌋`, `2q − 1` when
//! `n ≡ 1 (mod K+1)` (P), `2q` otherwise. Several heaps: the generic
//! solver within its budget.

use crate::games::nim::{self, Summary};
use crate::{Convention, Outcome};

use super::take_grundy;

/// `take:K` (its [`crate::ruleset::Ruleset`] is in `take_rules.rs`).
/// Invariant: `k >= 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeGame {
    /// The most stones one move may take.
    pub k: u64,
}

/// The outcome of `heaps` in `take:k` (any number of heaps, both
/// conventions), by the theorems above.
///
/// ```
/// use nimatron_core::{games::subtraction::take_outcome, Convention, Outcome};
/// assert_eq!(take_outcome(3, &[19], Convention::Normal), Outcome::N);
/// assert_eq!(take_outcome(3, &[5], Convention::Misere), Outcome::P);
/// assert_eq!(take_outcome(2, &[2, 2], Convention::Misere), Outcome::P);
/// ```
pub fn take_outcome(k: u64, heaps: &[u64], convention: Convention) -> Outcome {
    let residues: Vec<u64> = heaps.iter().map(|&n| take_grundy(k, n)).collect();
    // Rule: normal — XOR of residues; misère — misère Nim on the residues.
    nim::outcome(&residues, convention)
}

/// A move in `take:k`: take `take` stones from heap `heap`.
pub type TakeMove = nim::NimMove;

/// Every winning move of `take:k`, by heap index then fewest stones taken.
///
/// A move changes one residue `r_i` to `r'` (taking `s ≡ r_i − r'` mod
/// `K+1`, `1 ≤ s ≤ min(K, n_i)`); the only residues that can make the
/// vector P are `X ⊕ r_i` (`X` the XOR of all residues) and, for the
/// misère ending, 0 and 1. Each is checked in O(1): O(heaps) in all.
pub fn take_winning_moves(k: u64, heaps: &[u64], convention: Convention) -> Vec<TakeMove> {
    let modulus = u128::from(k) + 1;
    let residues: Vec<u64> = heaps.iter().map(|&n| take_grundy(k, n)).collect();
    let summary = Summary::of(&residues);
    let mut moves = Vec::new();
    for (i, (&n, &r)) in heaps.iter().zip(&residues).enumerate() {
        let mut found: Vec<u64> = Vec::new();
        for target in [r ^ summary.nim_sum, 0, 1] {
            if target == r || u128::from(target) >= modulus {
                continue;
            }
            // Stones to take: r − target, wrapping around K+1.
            let s = (u128::from(r) + modulus - u128::from(target)) % modulus;
            let s = s as u64; // In range: s < K + 1.
            if s == 0 || s > n || found.contains(&s) {
                continue;
            }
            let mut after = summary;
            after.remove(r);
            after.add(target);
            if after.outcome(convention) == Outcome::P {
                found.push(s);
            }
        }
        found.sort_unstable();
        moves.extend(found.into_iter().map(|take| TakeMove { heap: i, take }));
    }
    moves
}

/// Remoteness of `heaps` in `take:k` (each move takes 1 to K stones from
/// one heap), where a closed form is known: with at most one heap left.
pub fn take_remoteness(k: u64, heaps: &[u64], convention: Convention) -> Option<u64> {
    let mut live = heaps.iter().copied().filter(|&h| h > 0);
    match (live.next(), live.next()) {
        (None, _) => Some(0),
        (Some(n), None) => Some(take_heap_remoteness(k, n, convention)),
        // Several heaps: no closed form; the solver.
        _ => None,
    }
}

/// Remoteness of one heap of `n` in `take:k`, by the closed forms above.
///
/// ```
/// use nimatron_core::{games::subtraction::take_heap_remoteness, Convention};
/// assert_eq!(take_heap_remoteness(3, 8, Convention::Normal), 4);
/// assert_eq!(take_heap_remoteness(3, 19, Convention::Normal), 9);
/// assert_eq!(take_heap_remoteness(3, 5, Convention::Misere), 3);
/// ```
pub fn take_heap_remoteness(k: u64, n: u64, convention: Convention) -> u64 {
    let (k, n) = (u128::from(k), u128::from(n));
    let m = k + 1;
    let r = match convention {
        Convention::Normal => {
            let p = n / m;
            // Rule: P at multiples of K+1 (the answer K+1−j keeps it so,
            // two moves per K+1 stones); N one move more.
            if n % m == 0 { 2 * p } else { 2 * p + 1 }
        }
        Convention::Misere => {
            let q = (n + k) / m;
            // Rule: P at n ≡ 1 (mod K+1), ending on the last stone.
            if n % m == 1 % m { 2 * q - 1 } else { 2 * q }
        }
    };
    // In range: r <= 2n/(K+1) + 2 <= n + 2 fits unless n ≈ u64::MAX with
    // K = 1, where it saturates.
    u64::try_from(r).unwrap_or(u64::MAX)
}
