//! Chomp (Gale 1974; Schuh 1952): a bar of chocolate whose bottom-left
//! square is poisoned. A move picks a square and eats it with every square
//! above it and to its right; whoever eats the poisoned square loses.
//!
//! Model: the poisoned square is never taken; a move picks any other square,
//! and the player left with the poison alone has no move. Under normal play
//! (no move: you lose) this is exactly the usual Chomp: eating the poison
//! while other squares remain loses at once, so no player who can win does
//! it, and a player facing the poison alone must eat it and loses. Misère
//! play of the model is another game (whoever eats the last square next to
//! the poison loses); it has no theorem here and goes to the solver.
//!
//! Position syntax: the rows' lengths from the bottom row up, non-increasing
//! (a Young diagram): `4,4,4` is a full 3×4 bar, `4,2,1` a staircase, `1`
//! the poison alone. Rows of 0 at the top are dropped; the bottom row holds
//! the poison, so it is never empty. Limit: rows + columns ≤
//! [`MAX_CHOMP_SIZE`] (the solver visits at most C(rows + columns, rows)
//! sub-diagrams).
//!
//! Theorems (normal play):
//!
//! * Strategy stealing: a full rectangle of more than one square is an
//!   N-position. Suppose it were P. Then taking only the top-right square
//!   leaves an N-position, which has a winning reply to some P-position Q.
//!   Every square that reply eats lies below or left of the top-right
//!   corner, so eating it from the full rectangle also eats that corner: Q
//!   is one move from the full rectangle, which is then N. Contradiction.
//!   The proof names no winning move; those come from the solver.
//! * One row of `n` (or one column) is a Nim heap of `n − 1`: any number
//!   of squares right of the poison may go. N unless just the poison.
//! * Two rows `(a, b)`: P exactly when `b = a − 1`. From `(a, a)` eat the
//!   top-right square; from `(a, b)` with `b < a − 1` cut the bottom row to
//!   `b + 1`. From `(a, a − 1)` every move leaves `(a, j)` with `j < a − 1`
//!   (cutting the top row) or `(j, j)` with `j < a` (cutting the bottom
//!   row), all N. Two columns: the same, transposed (Chomp is symmetric
//!   under transposition, the canonical form used by the solver's memo).

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::limits::Limit;
use crate::ruleset::{Board, Ruleset};
use crate::wide::Wide;
use crate::{Convention, CoreError, Outcome, Position};

/// The squares left.
pub const SQUARES: FactKey = FactKey::new("squares");
/// A full rectangle is won by the player to move (a flag, value 1).
pub const STRATEGY_STEALING: FactKey = FactKey::new("strategy-stealing");

/// Rows plus columns of a Chomp board: its sub-diagrams, which the
/// solver visits, number at most C(rows + columns, rows).
pub const SIZE_LIMIT: Limit = Limit::new("chomp-size");
/// Most rows plus columns of a Chomp position (its number of rows plus the
/// length of its bottom row). A position has fewer than C(rows + columns,
/// rows) sub-diagrams, the positions the solver may visit, each with fewer
/// than rows × columns moves: for 9×9, C(18, 9) = 48,620 diagrams and at
/// most 80 moves each, within [`crate::limits::SOLVER_BUDGET`] and its
/// [`crate::limits::SOLVER_MOVES_PER_POSITION`] moves a position. So every position
/// within the limit is answered (a test solves 9×9).
pub const MAX_CHOMP_SIZE: u64 = 18;

/// The registry's line for Chomp.
pub const ENTRY: Entry = Entry {
    name: "chomp",
    family: Family::Boards,
    params: "",
    position: "row lengths from the bottom up, non-increasing: N,N,...",
    example: ("chomp", "4,4,4"),
    example_board: || Board::Chomp,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `chomp` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Chomp, CoreError> {
    no_params("chomp", params)?;
    Ok(Chomp)
}

/// Chomp.
#[derive(Debug, Clone, Copy, Default)]
pub struct Chomp;

/// The transposed diagram: column lengths, left to right.
pub fn transpose(rows: &[u64]) -> Vec<u64> {
    let cols = rows.first().copied().unwrap_or(0);
    (0..cols)
        .map(|j| rows.iter().take_while(|&&r| r > j).count() as u64)
        .collect()
}

/// True when every row has the length of the bottom row.
pub fn is_rectangle(rows: &[u64]) -> bool {
    rows.windows(2).all(|w| w[0] == w[1])
}

/// How many diagrams fit inside `rows` (its sub-diagrams with the poison,
/// itself included): the positions reachable from it.
pub fn sub_diagrams(rows: &[u64]) -> u128 {
    let Some((&first, above)) = rows.split_first() else {
        return 0;
    };
    // ways[v]: the fillings of the rows so far whose last row has v
    // squares (the bottom row keeps at least the poison).
    // Kept as `Wide`: no list of u128 (`crate::wide`).
    let mut ways: Vec<Wide> = (0..=first).map(|v| Wide::new(u128::from(v >= 1))).collect();
    for &r in above {
        let mut next = vec![Wide::default(); r as usize + 1];
        let mut acc = 0u128;
        for v in (0..ways.len()).rev() {
            acc = acc.saturating_add(ways[v].get());
            if let Some(n) = next.get_mut(v) {
                *n = Wide::new(acc);
            }
        }
        ways = next;
    }
    ways.iter().fold(0, |s, w| s.saturating_add(w.get()))
}

/// The shapes with a theorem.
enum Shape {
    /// The poison alone.
    Poison,
    /// One row (or column) of `n > 1`.
    Line(u64),
    /// Two rows `(a, b)`, `b ≥ 1`; `transposed` when they are columns.
    TwoRows(u64, u64, bool),
    /// Anything else.
    Other,
}

fn shape(rows: &[u64]) -> Shape {
    let cols = transpose(rows);
    match (rows, cols.as_slice()) {
        ([1], _) => Shape::Poison,
        ([n], _) => Shape::Line(*n),
        (_, [m]) => Shape::Line(*m),
        ([a, b], _) => Shape::TwoRows(*a, *b, false),
        (_, [a, b]) => Shape::TwoRows(*a, *b, true),
        _ => Shape::Other,
    }
}

impl Ruleset for Chomp {
    type Position = Vec<u64>;

    fn name(&self) -> &'static str {
        "chomp"
    }

    fn board(&self) -> Board {
        Board::Chomp
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let bad = || CoreError::BadPosition {
            given: crate::position::shorten(&position.to_string()),
        };
        let [rows] = position.parts() else {
            return Err(bad());
        };
        // Rule: the bottom row holds the poison; rows never grow upwards
        // (empty rows only at the top, dropped).
        if rows.first().is_none_or(|&r| r == 0) || rows.windows(2).any(|w| w[1] > w[0]) {
            return Err(bad());
        }
        let rows: Vec<u64> = rows.iter().copied().take_while(|&r| r > 0).collect();
        let size = (rows.len() as u128).saturating_add(u128::from(rows[0]));
        if size > u128::from(MAX_CHOMP_SIZE) {
            return Err(CoreError::TooLarge {
                limit: SIZE_LIMIT,
                max: u128::from(MAX_CHOMP_SIZE),
                asked: size,
            });
        }
        Ok(rows)
    }

    fn encode(&self, rows: &Vec<u64>) -> Position {
        Position::new(rows.clone())
    }

    fn moves(&self, rows: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &len) in rows.iter().enumerate() {
            for j in 0..len {
                // Rule: the poisoned square (first row, first square) is
                // never taken.
                if i == 0 && j == 0 {
                    continue;
                }
                // Rule: square (i, j) goes with every square above it and
                // to its right: rows from i up are cut to j squares.
                let after: Vec<u64> = rows
                    .iter()
                    .enumerate()
                    .map(|(k, &r)| if k < i { r } else { r.min(j) })
                    .take_while(|&r| r > 0)
                    .collect();
                out.push(after);
            }
        }
        out
    }

    fn canonical(&self, rows: &Vec<u64>) -> Vec<u64> {
        // Rule: a bar and its transpose are the same game.
        let t = transpose(rows);
        if t < *rows { t } else { rows.clone() }
    }

    fn reachable_bound(&self, rows: &Vec<u64>) -> Option<u128> {
        Some(sub_diagrams(rows))
    }

    fn is_terminal(&self, rows: &Vec<u64>) -> bool {
        rows.as_slice() == [1]
    }

    fn outcome(&self, rows: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        if convention == Convention::Misere {
            return None;
        }
        match shape(rows) {
            // Rule: the poison alone: no move, the player to move loses.
            Shape::Poison => Some(Outcome::P),
            // Rule: one row or column: eat all but the poison.
            Shape::Line(_) => Some(Outcome::N),
            // Rule: two rows or columns are P exactly at (a, a − 1).
            Shape::TwoRows(a, b, _) => Some(if b + 1 == a { Outcome::P } else { Outcome::N }),
            // Rule (strategy stealing): a full rectangle > 1×1 is N.
            Shape::Other if is_rectangle(rows) => Some(Outcome::N),
            Shape::Other => None,
        }
    }

    fn grundy(&self, rows: &Vec<u64>) -> Option<u64> {
        match shape(rows) {
            Shape::Poison => Some(0),
            // Rule: a line of n is a Nim heap of n − 1.
            Shape::Line(n) => Some(n - 1),
            Shape::TwoRows(..) | Shape::Other => None,
        }
    }

    fn winning_moves(
        &self,
        rows: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        if convention == Convention::Misere {
            return None;
        }
        let to = match shape(rows) {
            Shape::Poison => None,
            // Rule: leave the poison alone.
            Shape::Line(_) => Some(vec![1]),
            Shape::TwoRows(a, b, _) if b + 1 == a => None,
            // Rule: from (a, a) eat the top-right square: (a, a − 1).
            Shape::TwoRows(a, b, t) if b == a => Some(oriented(vec![a, a - 1], t)),
            // Rule: from (a, b), b < a − 1, cut the bottom row: (b + 1, b).
            Shape::TwoRows(_, b, t) => Some(oriented(vec![b + 1, b], t)),
            Shape::Other => return None,
        };
        let count = usize::from(to.is_some());
        Some((to.into_iter().take(limit).collect(), count))
    }

    fn limits(&self) -> &'static [Limit] {
        &[SIZE_LIMIT]
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[SQUARES, STRATEGY_STEALING]
    }

    fn facts(&self, rows: &Vec<u64>, convention: Convention) -> Vec<Fact> {
        let squares: u64 = rows.iter().sum();
        let mut facts = vec![Fact::number(SQUARES, squares)];
        // Strategy stealing: from a full rectangle, eating the top-right
        // square either wins or can be replaced by the answer that would
        // win against it, so the player to move wins. It needs that eating
        // the corner is not the end: under normal play a rectangle of two
        // squares or more; under misère (eating the last square besides
        // the poison loses) one of three or more, as 1×2 and 2×1 are lost.
        let least = match convention {
            Convention::Normal => 2,
            Convention::Misere => 3,
        };
        if is_rectangle(rows) && squares >= least {
            facts.push(Fact::number(STRATEGY_STEALING, 1));
        }
        facts
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        diagrams(5, 5, &mut Vec::new(), &mut all);
        let mut two = Vec::new();
        diagrams(2, 9, &mut Vec::new(), &mut two);
        for d in two {
            if d.len() == 2 && d[0] > 5 {
                all.push(transpose(&d));
                all.push(d);
            }
        }
        all
    }
}

/// Two rows, or the two columns they stand for.
fn oriented(rows: Vec<u64>, transposed: bool) -> Vec<u64> {
    let rows: Vec<u64> = rows.into_iter().filter(|&r| r > 0).collect();
    if transposed { transpose(&rows) } else { rows }
}

/// Every diagram of at most `height` rows and `width` columns (with the
/// poison) that extends `prefix`, into `out`.
fn diagrams(height: usize, width: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if !prefix.is_empty() {
        out.push(prefix.clone());
    }
    if prefix.len() == height {
        return;
    }
    let top = prefix.last().copied().unwrap_or(width);
    for r in 1..=top {
        prefix.push(r);
        diagrams(height, width, prefix, out);
        prefix.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Naive;
    use crate::solver::solve;

    fn naive(rows: &[u64]) -> crate::solver::Values {
        let v = solve(&Naive(&Chomp), &rows.to_vec(), Convention::Normal, 1 << 20);
        v.unwrap_or_else(|| panic!("{rows:?}"))
    }

    #[test]
    fn two_rows_are_lost_exactly_at_a_and_a_minus_one() {
        for a in 1..=9u64 {
            for b in 1..=a {
                let p = naive(&[a, b]).outcome == Outcome::P;
                assert_eq!(p, b + 1 == a, "({a}, {b})");
            }
        }
    }

    /// The strategy-stealing fact says the player to move wins: it is
    /// stated only where that is so, in both conventions.
    #[test]
    fn strategy_stealing_is_stated_only_where_the_mover_wins() {
        for convention in [Convention::Normal, Convention::Misere] {
            for r in 1..=4usize {
                for c in 1..=4u64 {
                    let rect = vec![c; r];
                    let v = solve(&Naive(&Chomp), &rect, convention, 1 << 20);
                    let v = v.unwrap_or_else(|| panic!("{rect:?}"));
                    let stated = Ruleset::facts(&Chomp, &rect, convention)
                        .iter()
                        .any(|f| f.key == STRATEGY_STEALING.as_str());
                    let squares = r as u64 * c;
                    assert!(!stated || v.outcome == Outcome::N, "{convention:?} {r}×{c}");
                    // Every rectangle the argument covers is stated.
                    assert_eq!(
                        stated,
                        squares >= 2 && v.outcome == Outcome::N,
                        "{convention:?} {r}×{c}"
                    );
                }
            }
        }
    }

    #[test]
    fn rectangles_are_won_and_lines_are_nim_heaps() {
        for r in 1..=5usize {
            for c in 1..=5u64 {
                let rect = vec![c; r];
                let v = naive(&rect);
                assert_eq!(v.outcome == Outcome::N, r * c as usize > 1, "{r}×{c}");
            }
        }
        for n in 1..=8u64 {
            assert_eq!(naive(&[n]).grundy, Some(n - 1));
            assert_eq!(naive(&vec![1; n as usize]).grundy, Some(n - 1));
        }
        // 3×4: N by strategy stealing; the winning moves come from the
        // solver, and each leaves a P-position.
        let at = "4,4,4".parse().unwrap_or_default();
        let a = crate::engine::AnyGame::analyze(&Chomp, &at, Convention::Normal)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.outcome, Outcome::N);
        assert!(a.winning_move_count >= 1);
        for m in &a.winning_moves {
            assert_eq!(naive(m.to.numbers()).outcome, Outcome::P);
        }
        assert!(a.facts.iter().any(|f| f.key == STRATEGY_STEALING.as_str()));
    }

    #[test]
    fn syntax_limits_and_counts() {
        let d = |t: &str| Chomp.decode(&t.parse().unwrap_or_default());
        assert_eq!(d("4,4,4,0"), Ok(vec![4, 4, 4]));
        for bad in ["", "0", "2,3", "3,0,1", "1+1"] {
            assert!(
                matches!(d(bad), Err(CoreError::BadPosition { .. })),
                "{bad}"
            );
        }
        assert!(matches!(d("17,1,1"), Err(CoreError::TooLarge { .. })));
        assert!(d("9,9,9,9,9,9,9,9,9").is_ok());
        // Sub-diagrams of a rectangle r×c: C(r + c, r) − 1 (with the poison).
        assert_eq!(sub_diagrams(&[4, 4, 4]), 34);
        assert_eq!(sub_diagrams(&[2, 1]), 4);
        assert_eq!(transpose(&[4, 2, 1]), vec![3, 2, 1, 1]);
        assert_eq!(Chomp.small_positions().len(), 251 + 2 * 30);
    }

    #[test]
    fn the_biggest_board_is_solved_within_the_budget() {
        let at = "9,9,9,9,9,9,9,9,9".parse().unwrap_or_default();
        let a = crate::engine::AnyGame::analyze(&Chomp, &at, Convention::Normal);
        let a = a.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.outcome, Outcome::N);
        assert!(a.winning_move_count >= 1);
    }
}
