//! Kayles (Dudeney, Loyd): rows of pins; a move knocks down one pin, or two
//! adjacent pins, which may split a row in two. Octal code 0.77.
//!
//! Position syntax: the rows' lengths, `5,7`. Rows of 0 are dropped.
//!
//! Theorem (Guy and Smith 1956): the Grundy values of one row are periodic
//! with period 12 from n = 71 on (the last exception is G(70) = 6). A sum is
//! the XOR of its rows (Sprague–Grundy), so normal play is solved for any
//! rows. The periodicity is proved in the tests by the octal periodicity
//! theorem on the first 2·71 + 2·12 + 2 values. Misère Kayles goes through
//! its misère quotient (Plambeck–Siegel; [`crate::games::take_break::misere`]),
//! solved with the same period 12 from 71 on: any rows, any sizes.

use crate::games::heap_rules::{changed_row, row_replaced};
use crate::games::subtraction::sequence_terms;
use std::collections::HashSet;
use std::sync::OnceLock;

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heaps::heap_game;
use crate::games::take_break::ROW_VALUES;
use crate::games::take_break::misere::{QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK};
use crate::games::take_break::misere::{analysis_quotient, misere_outcome};
use crate::games::take_break::rare::RareValueBuilder;
use crate::games::take_break::{KAYLES, TakeBreak};
use crate::games::take_break::{MAX_ROW_PINS, ROW_PINS_LIMIT};
use crate::limits::Limit;
use crate::parts::{Part, ValueFrom, heap_parts};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

/// The registry's line for Kayles.
pub const ENTRY: Entry = Entry {
    name: "kayles",
    family: Family::TakeAndBreak,
    params: "",
    position: "rows of pins: N,N,...",
    example: ("kayles", "5,7"),
    example_board: || Board::Rows,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `kayles` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Kayles, CoreError> {
    no_params("kayles", params)?;
    Ok(Kayles)
}

/// Where Kayles' Grundy values become periodic.
pub const PREPERIOD: u64 = 71;
/// Their period.
pub const PERIOD: u64 = 12;
/// Values computed by the plain rule; past it the period is used.
const TABLE: usize = (2 * PREPERIOD + 2 * PERIOD + 2) as usize;

/// Kayles.
#[derive(Debug, Clone, Copy, Default)]
pub struct Kayles;

/// The Grundy values of one row of `0..TABLE` pins, from the one
/// take-and-break engine (Kayles is the octal game 0.77).
pub fn row_values() -> &'static [u64] {
    static VALUES: OnceLock<Vec<u64>> = OnceLock::new();
    VALUES.get_or_init(|| {
        // The values alone (no statistics, no period: the table is short).
        RareValueBuilder::new(TakeBreak::octal(KAYLES), TABLE as u64 - 1)
            .and_then(RareValueBuilder::into_values)
            .map(|values| values.into_iter().map(u64::from).collect())
            // 168 values of at most 8: the engine cannot refuse them.
            .unwrap_or_default()
    })
}

/// The Grundy value of a row of `n` pins (any `n`).
///
/// The published values (Guy and Smith; OEIS A002186): from 71 on they
/// repeat `4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7` for `n ≡ 0, 1, …, 11
/// (mod 12)`; 1,000,000,000,007 is 11 (mod 12).
///
/// ```
/// use nimatron_core::games::kayles::row_grundy;
/// assert_eq!(row_grundy(5), 4);
/// assert_eq!(row_grundy(70), 6);
/// assert_eq!(row_grundy(72), 4);
/// assert_eq!(row_grundy(1_000_000_000_007), 7);
/// ```
pub fn row_grundy(n: u64) -> u64 {
    let v = row_values();
    let i = if n < TABLE as u64 {
        n
    } else {
        // Guy–Smith: period 12 from 71 on.
        PREPERIOD + (n - PREPERIOD) % PERIOD
    };
    v[i as usize]
}

/// The rows `(a, b)` one move leaves of a row of `n` (`0` for no row), each
/// distinct result once: knock pin `a` (leaving `a` and `n − 1 − a`), or
/// pins `a` and `a + 1` (leaving `a` and `n − 2 − a`).
fn splits(n: u64) -> impl Iterator<Item = (u64, u64)> {
    let single = (0..n).map(move |a| (a, n - 1 - a));
    let double = (0..n.saturating_sub(1)).map(move |a| (a, n - 2 - a));
    // (0, m) and (m, 0) leave the same single row: keep the first.
    single
        .filter(move |&(a, b)| !(b == 0 && a > 0))
        .chain(double.filter(move |&(a, b)| !(b == 0 && a > 0)))
}

impl Ruleset for Kayles {
    type Position = Vec<u64>;

    heap_game!(join);

    fn name(&self) -> &'static str {
        "kayles"
    }

    fn parts(&self, rows: &Vec<u64>) -> Option<Vec<Part>> {
        // Sprague–Grundy: each row is a part, worth Kayles' sequence there.
        Some(heap_parts(rows, |heap| ValueFrom::Sequence { heap }))
    }

    fn board(&self) -> Board {
        Board::Rows
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let [rows] = position.parts() else {
            return Err(CoreError::BadPosition {
                given: crate::position::shorten(&position.to_string()),
            });
        };
        let total = rows.iter().fold(0u128, |s, &r| s + u128::from(r));
        if total > u128::from(MAX_ROW_PINS) {
            return Err(CoreError::TooLarge {
                limit: ROW_PINS_LIMIT,
                max: u128::from(MAX_ROW_PINS),
                asked: total,
            });
        }
        Ok(rows.iter().copied().filter(|&r| r > 0).collect())
    }

    fn encode(&self, rows: &Vec<u64>) -> Position {
        Position::new(rows.clone())
    }

    fn moves(&self, rows: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &n) in rows.iter().enumerate() {
            out.extend(splits(n).map(|ab| row_replaced(rows, i, ab.0, ab.1)));
        }
        out
    }

    fn canonical(&self, rows: &Vec<u64>) -> Vec<u64> {
        let mut c = rows.clone();
        c.sort_unstable();
        c
    }

    fn reachable_bound(&self, rows: &Vec<u64>) -> Option<u128> {
        crate::games::heap_rules::rows_bound(rows)
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        // The rows before and after the changed one are the same.
        let Some((n, new)) = changed_row(from, to, 0) else {
            return false;
        };
        // Rule: one pin or two adjacent pins go; what is left of the row
        // stays in one or two rows, in place.
        match *new {
            [] => n == 1 || n == 2,
            [a] => a + 1 == n || a + 2 == n,
            [a, b] => a + b + 1 == n || a + b + 2 == n,
            _ => false,
        }
    }

    fn is_terminal(&self, rows: &Vec<u64>) -> bool {
        rows.iter().all(|&r| r == 0)
    }

    fn outcome(&self, rows: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Sprague–Grundy): P exactly when the rows' values XOR to 0.
            Convention::Normal => Some(if self.grundy(rows)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            // Rule (Plambeck–Siegel): P exactly when the product of the
            // rows' images in misère Kayles' quotient lies in its P-portion.
            Convention::Misere => misere_outcome(TakeBreak::octal(KAYLES), rows),
        }
    }

    fn grundy(&self, rows: &Vec<u64>) -> Option<u64> {
        Some(rows.iter().fold(0, |x, &n| x ^ row_grundy(n)))
    }

    fn winning_moves(
        &self,
        rows: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        let mut listed = Vec::new();
        // Equal rows give equal positions: each position once.
        let mut seen = HashSet::new();
        if convention == Convention::Misere {
            let q = analysis_quotient(TakeBreak::octal(KAYLES))?;
            let rest = q.rest_images(rows)?;
            for (i, &n) in rows.iter().enumerate() {
                for (a, b) in splits(n) {
                    // Rule (misère quotient): a move wins when it leaves
                    // the product of the images in P.
                    if q.wins(rest[i], a, b)? {
                        let to = row_replaced(rows, i, a, b);
                        if seen.insert(to.clone()) && listed.len() < limit {
                            listed.push(to);
                        }
                    }
                }
            }
            return Some((listed, seen.len()));
        }
        let x = self.grundy(rows)?;
        for (i, &n) in rows.iter().enumerate() {
            let want = x ^ row_grundy(n);
            for (a, b) in splits(n) {
                // Rule: a move wins when it leaves XOR 0.
                if row_grundy(a) ^ row_grundy(b) == want && x != 0 {
                    let to = row_replaced(rows, i, a, b);
                    if seen.insert(to.clone()) && listed.len() < limit {
                        listed.push(to);
                    }
                }
            }
        }
        Some((listed, seen.len()))
    }

    fn random_move(&self, rows: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let i = pick(rows.len() as u64) as usize;
        let n = *rows.get(i)?;
        let two = n >= 2 && pick(2) == 1;
        let a = pick(if two { n - 1 } else { n });
        let b = n - a - if two { 2 } else { 1 };
        Some(row_replaced(rows, i, a, b))
    }

    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        Some(sequence_terms(upto).map(|_| (0..=upto).map(row_grundy).collect()))
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        Some(crate::one_heap::OneHeap::TakeBreak(TakeBreak::octal(
            KAYLES,
        )))
    }

    fn limits(&self) -> &'static [Limit] {
        &[ROW_PINS_LIMIT, QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK]
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[ROW_VALUES]
    }

    fn facts(&self, rows: &Vec<u64>, _: Convention) -> Vec<Fact> {
        vec![Fact::numbers(
            ROW_VALUES,
            rows.iter().map(|&n| row_grundy(n)).collect(),
        )]
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for a in 1..=9 {
            all.push(vec![a]);
            for b in 1..=6 {
                all.push(vec![a, b]);
                for c in 1..=3 {
                    all.push(vec![a, b, c]);
                }
            }
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The octal periodicity theorem (Guy–Smith): if G(n + p) = G(n) for
    /// every n in [e, 2e + p + t) (t = 2, the most pins a move removes),
    /// the values are periodic from e on. Checked on the table itself.
    #[test]
    fn the_period_is_proved_by_the_octal_periodicity_theorem() {
        let g = row_values();
        let (e, p) = (PREPERIOD as usize, PERIOD as usize);
        assert_eq!(g.len(), 2 * e + 2 * p + 2);
        for n in e..(2 * e + p + 2) {
            assert_eq!(g[n + p], g[n], "n = {n}");
        }
        assert_ne!(g[70], g[82], "70 is the last exception");
        assert_eq!(&g[..12], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    }
}
