//! The blog's simplified Nim on one heap (take 1 to `k`), as a game a
//! person plays: the computer's move, Proposition 1 as numbers
//! (`n = (k+1)p + r`), and the counting-up presentations (game 21, game of
//! 100) as the totals to say.
//!
//! Kept apart from [`super::take`] (the theorems for any number of heaps)
//! because these answers are about *one* heap and a player: which move to
//! make, and why, in the words of the seeds.
//!
//! ```
//! use nimatron_core::games::subtraction::simplified::{computer_take, divide};
//! use nimatron_core::Convention;
//! // 19 stones, take 1 to 3: 19 = 4·4 + 3, take 3.
//! assert_eq!(divide(19, 3).r, 3);
//! assert_eq!(computer_take(3, 19, Convention::Normal), Some(3));
//! // 666 stones, take 1 to 7: 666 = 83·8 + 2, take 2.
//! assert_eq!(computer_take(7, 666, Convention::Normal), Some(2));
//! ```

use super::take_grundy;
use crate::Convention;

/// `n = (k+1)·p + r` with `0 ≤ r ≤ k` (Proposition 1's division).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Division {
    /// The quotient `p`.
    pub p: u64,
    /// The remainder `r`.
    pub r: u64,
}

/// Divides `n` by `k + 1` (for `k = u64::MAX`, `p = 0` and `r = n`).
pub fn divide(n: u64, k: u64) -> Division {
    let r = take_grundy(k, n);
    let p = match k.checked_add(1) {
        Some(m) => n / m,
        None => 0,
    };
    Division { p, r }
}

/// True when the player to move on a heap of `n` loses with best play.
pub fn is_losing(k: u64, n: u64, convention: Convention) -> bool {
    let r = take_grundy(k, n);
    match convention {
        // Rule (Proposition 1): P exactly at the multiples of k + 1.
        Convention::Normal => r == 0,
        // Rule (misère): P exactly at n ≡ 1 (mod k + 1), ending on the last stone.
        Convention::Misere => r == 1 % k.saturating_add(1),
    }
}

/// The winning take from a heap of `n`, if there is one.
///
/// Normal play: take `r`, leaving a multiple of `k + 1`. Misère: take
/// `r − 1` (wrapping to `k` when `r = 0`), leaving `≡ 1 (mod k + 1)`.
pub fn winning_take(k: u64, n: u64, convention: Convention) -> Option<u64> {
    if n == 0 || k == 0 || is_losing(k, n, convention) {
        return None;
    }
    let r = take_grundy(k, n);
    let take = match convention {
        // Rule: leave a multiple of k + 1.
        Convention::Normal => r,
        // Rule: leave one more than a multiple of k + 1; r = 0 → take k.
        Convention::Misere if r == 0 => k,
        Convention::Misere => r - 1,
    };
    Some(take)
}

/// The computer's take from a heap of `n`: the winning take when there is
/// one; otherwise one stone, which makes the game as long as it can be and
/// leaves the opponent the most room to slip (every take loses anyway, and
/// one stone is always allowed). `None` when the heap is empty.
pub fn computer_take(k: u64, n: u64, convention: Convention) -> Option<u64> {
    if n == 0 || k == 0 {
        return None;
    }
    Some(winning_take(k, n, convention).unwrap_or(1))
}

/// The answer Proposition 1 gives to a take of `j` when the heap was left a
/// multiple of `k + 1`: take `k + 1 − j`, so each round removes `k + 1`.
pub fn answer_to(k: u64, j: u64) -> Option<u64> {
    if j == 0 || j > k {
        return None;
    }
    k.checked_add(1).map(|m| m - j)
}

/// The totals to say in a counting-up game (start at 0, each player adds 1
/// to `k`, the goal is `goal`): those `c` with `0 < c < goal` after which
/// the opponent loses. Normal play (reaching the goal wins): `goal − c` a
/// multiple of `k + 1`; misère (saying the goal loses): `goal − c ≡ 1`.
/// At most `limit` of them, smallest first.
///
/// ```
/// use nimatron_core::games::subtraction::simplified::safe_totals;
/// use nimatron_core::Convention;
/// assert_eq!(safe_totals(21, 3, Convention::Misere, 10), vec![4, 8, 12, 16, 20]);
/// assert_eq!(safe_totals(100, 10, Convention::Normal, 3), vec![1, 12, 23]);
/// ```
pub fn safe_totals(goal: u64, k: u64, convention: Convention, limit: usize) -> Vec<u64> {
    let Some(step) = k.checked_add(1) else {
        return Vec::new();
    };
    if k == 0 {
        return Vec::new();
    }
    // The smallest c > 0 with goal − c losing for the player to move.
    let first = match convention {
        Convention::Normal => goal % step,
        Convention::Misere => (goal % step + step - 1 % step) % step,
    };
    let first = if first == 0 { step } else { first };
    let mut out = Vec::new();
    let mut c = first;
    while c < goal && out.len() < limit {
        out.push(c);
        match c.checked_add(step) {
            Some(next) => c = next,
            None => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Convention::{Misere, Normal};
    use crate::games::subtraction::take_winning_moves;

    #[test]
    fn the_seeds_examples() {
        assert_eq!(divide(19, 3), Division { p: 4, r: 3 });
        assert_eq!(computer_take(3, 19, Normal), Some(3));
        assert_eq!(divide(666, 7), Division { p: 83, r: 2 });
        assert_eq!(computer_take(7, 666, Normal), Some(2));
        assert!(is_losing(3, 16, Normal));
        assert_eq!(answer_to(3, 1), Some(3));
        assert_eq!(answer_to(7, 5), Some(3));
        assert_eq!(answer_to(3, 4), None);
        // Game 21: say the multiples of 4.
        assert_eq!(safe_totals(21, 3, Misere, 100), vec![4, 8, 12, 16, 20]);
        // Game of 100: 1, 12, 23, …, 89.
        let hundred = safe_totals(100, 10, Normal, 100);
        assert_eq!(hundred, (0..9).map(|i| 1 + 11 * i).collect::<Vec<_>>());
        assert_eq!(hundred.last(), Some(&89));
        // Misère: n ≡ 1 (mod k + 1) loses.
        assert!(is_losing(3, 5, Misere));
        assert!(is_losing(3, 1, Misere));
        assert_eq!(computer_take(3, 4, Misere), Some(3));
    }

    /// The winning take agrees with the general theorem for every small
    /// heap, and the computer takes it whenever there is one.
    #[test]
    fn agrees_with_take_winning_moves() {
        for k in 1..8 {
            for n in 0..60 {
                for convention in [Normal, Misere] {
                    let moves = take_winning_moves(k, &[n], convention);
                    let expected = moves.first().map(|m| m.take);
                    assert_eq!(winning_take(k, n, convention), expected, "k={k} n={n}");
                    // (An empty heap has no move yet is won under misère.)
                    if n > 0 {
                        assert_eq!(is_losing(k, n, convention), moves.is_empty(), "k={k} n={n}");
                    }
                    if let Some(t) = computer_take(k, n, convention) {
                        assert!((1..=k.min(n)).contains(&t));
                    } else {
                        assert_eq!(n, 0);
                    }
                }
            }
        }
    }

    /// `safe_totals` lists exactly the totals leaving a losing heap.
    #[test]
    fn safe_totals_by_brute_force() {
        for k in 1..6 {
            for goal in 1..40 {
                for convention in [Normal, Misere] {
                    let expected: Vec<u64> = (1..goal)
                        .filter(|&c| is_losing(k, goal - c, convention))
                        .collect();
                    assert_eq!(safe_totals(goal, k, convention, 1000), expected);
                }
            }
        }
    }

    #[test]
    fn extremes_do_not_panic() {
        assert_eq!(divide(u64::MAX, u64::MAX), Division { p: 0, r: u64::MAX });
        assert_eq!(computer_take(u64::MAX, u64::MAX, Normal), Some(u64::MAX));
        assert_eq!(computer_take(0, 5, Normal), None);
        assert_eq!(computer_take(3, 0, Misere), None);
        assert!(safe_totals(u64::MAX, u64::MAX, Normal, 5).is_empty());
        assert_eq!(safe_totals(u64::MAX, 1, Normal, 3).len(), 3);
    }
}
