//! The computer's move in Wythoff's game, so every face plays the same
//! perfect opponent.
//!
//! Why here and not in a face: the choice is game theory (rule 2 says
//! where to go from a hot position; remoteness says how to lose slowly from
//! a cold one), and the CLI and the app must agree on it.
//!
//! - Hot: move to a cold position (rule 2). Among several, the one with the
//!   smallest remoteness (the quickest win) when the table fits, else the
//!   first in [`winning_moves`] order.
//! - Cold: every move loses against best play (rule 3), so delay: the move
//!   whose target has the largest remoteness when the table fits, else the
//!   smallest move (one counter from the larger pile), which leaves the
//!   opponent the most chances to go wrong.

use crate::Convention;

use super::cold::winning_moves;
use super::table::{self};
use crate::solver::table::Table;

/// The position after the computer's move from `(a, b)`, or `None` when no
/// move is left (`(0, 0)`). Never allocates past the table's stated limit.
///
/// ```
/// use nimatron_core::{games::wythoff::computer_move, Convention};
/// // Hot: straight to a cold position.
/// assert_eq!(computer_move(4, 4, Convention::Normal), Some((0, 0)));
/// assert_eq!(computer_move(6, 2, Convention::Normal), Some((1, 2)));
/// // Cold and huge: the smallest move.
/// let big = 1_000_000_000_000;
/// let (a, b) = (1_618_033_988_749, 1_618_033_988_749 + big);
/// assert_eq!(computer_move(a, b, Convention::Normal), Some((a, b - 1)));
/// assert_eq!(computer_move(0, 0, Convention::Normal), None);
/// ```
pub fn computer_move(a: u64, b: u64, convention: Convention) -> Option<(u64, u64)> {
    let table = table::table(a.min(b), a.max(b), convention);
    computer_move_with(a, b, convention, table.as_ref())
}

/// [`computer_move`] with a table already solved (any table of the
/// convention that holds `(min, max)`; `None` when there is none).
pub fn computer_move_with(
    a: u64,
    b: u64,
    convention: Convention,
    table: Option<&Table>,
) -> Option<(u64, u64)> {
    if a == 0 && b == 0 {
        return None;
    }
    let wins = winning_moves(a, b, convention);
    let table = table.filter(|t| t.space().index(&[a.min(b), a.max(b)]).is_some());
    let remoteness = |x: u64, y: u64| -> Option<u32> {
        let t = table?;
        let i = t.space().index(&[x.min(y), x.max(y)])?;
        Some(t.remoteness(i))
    };
    if !wins.is_empty() {
        // Rule 2: a hot position has a move to a cold one; take the quickest.
        return wins
            .iter()
            .copied()
            .min_by_key(|&(x, y)| remoteness(x, y).unwrap_or(0));
    }
    // Rule 3: a cold position has only moves to hot ones; delay the loss.
    if table.is_some() {
        return moves(a, b).max_by_key(|&(x, y)| remoteness(x, y).unwrap_or(0));
    }
    Some(smallest_move(a, b))
}

/// One counter from the larger pile (from `b` on a tie).
pub fn smallest_move(a: u64, b: u64) -> (u64, u64) {
    if a > b {
        (a - 1, b)
    } else {
        (a, b.saturating_sub(1))
    }
}

/// Every move from `(a, b)`: west (take from `a`), south (take from `b`),
/// south-west (the same from both). Only called within the table limit.
fn moves(a: u64, b: u64) -> impl Iterator<Item = (u64, u64)> {
    (0..a)
        .map(move |x| (x, b))
        .chain((0..b).map(move |y| (a, y)))
        .chain((1..=a.min(b)).map(move |d| (a - d, b - d)))
}

/// True when `(x, y)` is one queen move from `(a, b)`: west, south or
/// south-west by at least one step.
///
/// ```
/// use nimatron_core::games::wythoff::is_move;
/// assert!(is_move((5, 3), (2, 3)));
/// assert!(is_move((5, 3), (3, 1)));
/// assert!(!is_move((5, 3), (5, 3)));
/// assert!(!is_move((5, 3), (4, 1)));
/// ```
pub fn is_move(from: (u64, u64), to: (u64, u64)) -> bool {
    let ((a, b), (x, y)) = (from, to);
    // West: fewer from the first pile only.
    (y == b && x < a)
        // South: fewer from the second pile only.
        || (x == a && y < b)
        // South-west: the same number from both.
        || (x < a && y < b && a - x == b - y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wythoff::is_cold;

    #[test]
    fn from_hot_it_moves_to_cold_and_from_cold_it_moves_legally() {
        for convention in [Convention::Normal, Convention::Misere] {
            for a in 0..25u64 {
                for b in 0..25u64 {
                    let Some(to) = computer_move(a, b, convention) else {
                        assert_eq!((a, b), (0, 0));
                        continue;
                    };
                    assert!(is_move((a, b), to), "{a},{b} → {to:?}");
                    if !is_cold(a, b, convention) {
                        assert!(is_cold(to.0, to.1, convention), "{a},{b} → {to:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_lost_position_is_lost_slowly() {
        // (1,2) is cold: (0,2) and (1,0) lose at once to (0,0); (1,1) too;
        // (0,1)→(0,0) too. Every target has remoteness 1, so any is fine,
        // but (3,5) has targets of remoteness 3 (e.g. (3,4) → (1,2) …).
        let (x, y) = computer_move(3, 5, Convention::Normal).unwrap_or((0, 0));
        let t = table::values(x, y, Convention::Normal).map(|v| v.remoteness);
        assert_eq!(t, Some(3), "(3,5) → ({x},{y})");
    }

    #[test]
    fn misere_endings() {
        // Misère (0,1) is cold: the only move takes the last counter.
        assert_eq!(computer_move(0, 1, Convention::Misere), Some((0, 0)));
        // Misère (1,1): go to (0,1), leaving the opponent the last counter.
        assert!(matches!(
            computer_move(1, 1, Convention::Misere),
            Some((0, 1) | (1, 0))
        ));
    }

    #[test]
    fn huge_positions_answer_at_once() {
        let m = u64::MAX;
        assert!(computer_move(m, m, Convention::Normal) == Some((0, 0)));
        let to = computer_move(m - 5, m, Convention::Misere);
        assert!(to.is_some_and(|t| is_move((m - 5, m), t)));
    }
}
