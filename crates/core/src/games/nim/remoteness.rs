//! Nim's remoteness in closed form, and the move that realises it.
//!
//! Why: the computer opponent must win as fast as possible and lose as
//! slowly as possible, on positions (12 heaps of 20 stones) whose canonical
//! positions number in the hundreds of millions — far past the generic
//! solver's budget. The theorem below makes it O(heaps).
//!
//! **Theorem.** Let `S` be the number of stones and `B` the number of heaps
//! with two or more stones.
//!
//! * Normal play: a P-position has remoteness `S`; an N-position
//!   `1 + min (S − t)` over its winning moves, `t` the stones they take.
//! * Misère: if `B = 0` every move takes one stone, so the remoteness is
//!   `S`. If `B ≥ 1`, a P-position (nim-sum 0, so in fact `B ≥ 2`) has
//!   remoteness `S − 1`; an N-position `1 + min r(child)` over its winning
//!   moves, with `r(child)` given by the two P cases above.
//!
//! **Proof** (induction on `S`; the N cases are the definition of
//! remoteness once the P cases hold). Write `v(x)` for the number of
//! trailing zero bits of `x`.
//!
//! *Normal, P.* Each move removes a stone, so remoteness `≤ S`. For `≥`:
//! let the loser take one stone from a heap `x` with the least `v(x) = t`.
//! The nim-sum becomes `x ⊕ (x − 1) = 2^(t+1) − 1`, with leading bit `t`.
//! The winning replies are the heaps `y` with bit `t` set, reduced to
//! `y ⊕ (2^(t+1) − 1)`; by the choice of `t`, such a `y` has no bit below
//! `t`, so the reply is `y − 1`: one stone. Every P-grandchild therefore has
//! `S − 2` stones and remoteness `S − 2`, the N-child has `S − 1`, and the
//! P-position `S`.
//!
//! *Misère, P with `B ≥ 2`.* Lower bound: the same one-stone move keeps
//! `B ≥ 2` (a 2-heap is only chosen when no heap is odd, so no 1-heaps and
//! `B ≥ 3` or the position is `(2,2)`, checked by hand: remoteness 3), so
//! the winning replies are Bouton's (a reply cannot reach `B = 0`), each one
//! stone, to a P-position with `S − 2` stones and `B ≥ 2`: remoteness
//! `S − 3`, so `S − 1` here. Upper bound: let a move reach the N-position
//! `c`. If `c` has `B ≥ 2`, its P-children have `B ≥ 2` and at most
//! `S − 2` stones, so `r(c) ≤ S − 2`. Otherwise `c` has one big heap `y`
//! and `O` ones; its only winning reply leaves `O` or `O + 1` ones (odd),
//! so `r(c) ≤ O + 2 ≤ S − 2`, except when `y = 2` and the move took one
//! stone from a 2-heap to leave `O + 1` ones — but then the P-position was
//! `(2, 2)` plus an odd number of ones, whose nim-sum is 1, not 0.
//!
//! `tests/nim.rs` checks the theorem (and that [`best_move`] realises it)
//! against the generic solver on every position with 1–2 heaps of up to
//! 12 stones, 3 heaps of up to 9, 4 of up to 7 and 5 of up to 5, both
//! conventions, plus random positions.

use super::bouton::{NimMove, Summary, winning_moves};
use crate::{Convention, Outcome};

/// Remoteness of a P-position (or of any position with no big heap, under
/// misère) from its summary.
fn p_remoteness(s: &Summary, convention: Convention) -> u128 {
    match convention {
        // Rule: normal P-positions last one move per stone.
        Convention::Normal => s.stones,
        // Rule: misère with only 0- and 1-heaps: every move takes a stone.
        Convention::Misere if s.big == 0 => s.stones,
        // Rule: misère P-positions with big heaps: one move takes two
        // stones (the switch to an odd number of 1-heaps), the rest one.
        Convention::Misere => s.stones.saturating_sub(1),
    }
}

/// The summary after taking `take` stones from heap `x`.
fn after(s: &Summary, x: u64, take: u64) -> Summary {
    let mut next = *s;
    next.remove(x);
    next.add(x - take.min(x));
    next
}

/// The exact remoteness of `heaps` (moves to the end with best play:
/// the winner hurries, the loser delays). `u128`, because 10,000 heaps of
/// `u64::MAX` stones last longer than `u64::MAX` moves.
///
/// ```
/// use nimatron_core::{games::nim, Convention};
/// assert_eq!(nim::remoteness(&[1, 2, 3], Convention::Normal), 6);
/// assert_eq!(nim::remoteness(&[1, 2, 3], Convention::Misere), 5);
/// assert_eq!(nim::remoteness(&[3, 4, 5], Convention::Normal), 11);
/// ```
pub fn remoteness(heaps: &[u64], convention: Convention) -> u128 {
    let s = Summary::of(heaps);
    if s.outcome(convention) == Outcome::P || (convention == Convention::Misere && s.big == 0) {
        return p_remoteness(&s, convention);
    }
    // Rule: an N-position lasts one move more than its quickest P-child.
    winning_moves(heaps, convention)
        .into_iter()
        .map(|m| p_remoteness(&after(&s, heaps[m.heap], m.take), convention))
        .min()
        .map_or(0, |r| r.saturating_add(1))
}

/// The move a perfect player makes: from an N-position the winning move
/// with the least remoteness after it (the first such, by heap index); from
/// a P-position a move that keeps the remoteness as high as possible (one
/// stone from the first heap with the fewest trailing zero bits, as in the
/// proof of [`remoteness()`]). `None` when there is no move.
///
/// ```
/// use nimatron_core::{games::nim::{self, NimMove}, Convention};
/// // 1-1-5: taking all five wins at once (remoteness 3).
/// assert_eq!(nim::best_move(&[1, 1, 5], Convention::Normal), Some(NimMove { heap: 2, take: 5 }));
/// // 2-4-6 is lost: take one stone from the 2 (fewest trailing zeros).
/// assert_eq!(nim::best_move(&[4, 2, 6], Convention::Normal), Some(NimMove { heap: 1, take: 1 }));
/// ```
pub fn best_move(heaps: &[u64], convention: Convention) -> Option<NimMove> {
    let s = Summary::of(heaps);
    let winning = winning_moves(heaps, convention);
    if winning.is_empty() {
        // Rule: lost (or over): delay by taking one stone from the heap
        // with the fewest trailing zeros (first such).
        return heaps
            .iter()
            .enumerate()
            .filter(|&(_, &x)| x > 0)
            .min_by_key(|&(i, &x)| (x.trailing_zeros(), i))
            .map(|(heap, _)| NimMove { heap, take: 1 });
    }
    // Rule: won: the winning move whose P-child ends soonest.
    winning
        .into_iter()
        .min_by_key(|m| p_remoteness(&after(&s, heaps[m.heap], m.take), convention))
}
