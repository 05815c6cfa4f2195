//! Circular Nim: objects in a circle; a move removes one, two or three
//! adjacent objects. After the first move the circle is a row, and later
//! moves may split a row in two (the octal game 0.777 on rows).
//!
//! Position syntax: the circle's size, then the rows. `10` is a circle of
//! ten objects; `0,7` is no circle and one row of seven; `0,1,3` two rows.
//! Rows of 0 are dropped; `0` alone is the end.
//!
//! Theorem: a row of `n` is worth `G(n)`, the mex of `G(a) ⊕ G(b)` over
//! the rows `a`, `b` that removing 1–3 adjacent objects leaves; `G(n) ≠ 0`
//! for every `n ≥ 1` (checked over the whole table in the tests: the first
//! player takes the middle one or two objects and mirrors). A circle of `c`
//! becomes one row of `c − k` (`k = 1, 2, 3`), so it is worth
//! `mex{G(c − k)}`: it is lost for the player to move exactly when
//! `c ≥ 4` (the seed's circle of ten is a second-player win). The values
//! show no period up to 40,000, so rows are limited to
//! [`MAX_CIRCULAR_PINS`] objects in all. Misère play: the solver.

use std::sync::OnceLock;

use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::{changed_row, row_replaced};
use crate::games::take_break::{OctalCode, TakeBreak, sequence};
use crate::limits::Limit;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position, mex};

/// Objects of a Circular Nim position (its rows' values are a table
/// with no known period).
pub const PINS_LIMIT: Limit = Limit::new("circular-pins");
/// Most objects in a Circular Nim position: the rows' Grundy values
/// (octal game 0.777, no period up to 40,000) are a table of this size,
/// built once in O(n²).
pub const MAX_CIRCULAR_PINS: u64 = 2048;

/// The registry's line for Circular Nim.
pub const ENTRY: Entry = Entry {
    name: "circular",
    family: Family::TakeAndBreak,
    params: "",
    position: "a circle C, or 0 then rows: 0,R,R,...",
    example: ("circular", "10"),
    example_board: || Board::Ring(MAX_RUN),
    // Every circle of 4 or more is lost for the mover: the computer opens it.
    example_first: First::Computer,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `circular` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Circular, CoreError> {
    no_params("circular", params)?;
    Ok(Circular)
}

/// Circular Nim.
#[derive(Debug, Clone, Copy, Default)]
pub struct Circular;

/// The most adjacent objects one move removes.
pub const MAX_RUN: u8 = 3;
const RUN: u64 = MAX_RUN as u64;

/// The Grundy values of rows of `0..=MAX_CIRCULAR_PINS`: a row is the
/// octal game 0.777 (remove 1–3 adjacent objects, which may split it), so
/// they come from the one take-and-break engine.
pub fn row_values() -> &'static [u64] {
    static VALUES: OnceLock<Vec<u64>> = OnceLock::new();
    VALUES.get_or_init(|| {
        // Rule: remove k = 1..3 adjacent objects, leaving rows a and n − k − a.
        let code = OctalCode::from_digits(&[0, 7, 7, 7]);
        code.and_then(|code| sequence(&TakeBreak::octal(code), MAX_CIRCULAR_PINS))
            .map(|s| s.values().iter().map(|&v| u64::from(v)).collect())
            // 2,049 values far below the engine's limits: never refused.
            .unwrap_or_default()
    })
}

/// The value of a row of `n` (0 past the table, which decode forbids).
fn row(n: u64) -> u64 {
    row_values().get(n as usize).copied().unwrap_or(0)
}

/// The value of a circle of `c`: mex of the rows one move leaves.
pub fn circle_grundy(c: u64) -> u64 {
    // Rule: from a circle, removing k = 1..3 adjacent leaves a row of c − k.
    mex((1..=c.min(RUN)).map(|k| row(c - k)))
}

impl Ruleset for Circular {
    type Position = Vec<u64>;

    fn name(&self) -> &'static str {
        "circular"
    }

    fn board(&self) -> Board {
        Board::Ring(MAX_RUN)
    }

    fn limits(&self) -> &'static [Limit] {
        &[PINS_LIMIT]
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let bad = || CoreError::BadPosition {
            given: crate::position::shorten(&position.to_string()),
        };
        let [numbers] = position.parts() else {
            return Err(bad());
        };
        let Some((&circle, rows)) = numbers.split_first() else {
            return Err(bad());
        };
        // Rule: a circle has no rows yet; rows come after a 0.
        if circle > 0 && !rows.is_empty() {
            return Err(bad());
        }
        let total = numbers.iter().fold(0u128, |s, &r| s + u128::from(r));
        if total > u128::from(MAX_CIRCULAR_PINS) {
            return Err(CoreError::TooLarge {
                limit: PINS_LIMIT,
                max: u128::from(MAX_CIRCULAR_PINS),
                asked: total,
            });
        }
        let mut p = vec![circle];
        p.extend(rows.iter().copied().filter(|&r| r > 0));
        Ok(p)
    }

    fn encode(&self, p: &Vec<u64>) -> Position {
        Position::new(p.clone())
    }

    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        if let Some(&c) = p.first()
            && c > 0
        {
            out.extend((1..=c.min(RUN)).map(|k| row_replaced(&[0, c], 1, c - k, 0)));
            return out;
        }
        for i in 1..p.len() {
            let n = p[i];
            for k in 1..=n.min(RUN) {
                out.extend((0..=n - k).map(|a| row_replaced(p, i, a, n - k - a)));
            }
        }
        out
    }

    fn canonical(&self, p: &Vec<u64>) -> Vec<u64> {
        let mut c = p.clone();
        if let Some(rows) = c.get_mut(1..) {
            rows.sort_unstable();
        }
        c
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        let (Some(&c), Some(&0)) = (from.first(), to.first()) else {
            return false;
        };
        if c > 0 {
            // Rule: the circle opens into one row of c − k, k = 1..=3.
            return match to[1..] {
                [] => c <= RUN,
                [r] => r < c && c - r <= RUN,
                _ => false,
            };
        }
        // The rows before and after the changed one are the same.
        let Some((n, new)) = changed_row(from, to, 1) else {
            return false;
        };
        let left: u64 = new.iter().sum();
        // Rule: 1..=3 adjacent objects go; the rest stays in at most two rows.
        new.len() <= 2 && left < n && n - left <= RUN
    }

    fn is_terminal(&self, p: &Vec<u64>) -> bool {
        p.iter().all(|&r| r == 0)
    }

    fn outcome(&self, p: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Sprague–Grundy): P exactly when the value is 0.
            Convention::Normal => Some(if self.grundy(p)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            Convention::Misere => None,
        }
    }

    fn grundy(&self, p: &Vec<u64>) -> Option<u64> {
        let (&c, rows) = p.split_first()?;
        if c > 0 {
            return Some(circle_grundy(c));
        }
        Some(rows.iter().fold(0, |x, &n| x ^ row(n)))
    }

    fn winning_moves(
        &self,
        p: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        if convention == Convention::Misere {
            return None;
        }
        let mut all: Vec<Vec<u64>> = Vec::new();
        // Rule: a winning move leaves value 0 (each position once).
        for m in self.moves(p) {
            if self.grundy(&m) == Some(0) && !all.contains(&m) {
                all.push(m);
            }
        }
        let count = all.len();
        all.truncate(limit);
        Some((all, count))
    }

    fn random_move(&self, p: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let (&c, rows) = p.split_first()?;
        if c > 0 {
            let k = 1 + pick(c.min(3));
            return Some(row_replaced(&[0, c], 1, c - k, 0));
        }
        let i = 1 + pick(rows.len() as u64) as usize;
        let n = *p.get(i)?;
        let k = 1 + pick(n.min(3));
        let a = pick(n - k + 1);
        Some(row_replaced(p, i, a, n - k - a))
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all: Vec<Vec<u64>> = (0..=12).map(|c| vec![c]).collect();
        for a in 1..=10 {
            all.push(vec![0, a]);
            for b in 1..=6 {
                all.push(vec![0, a, b]);
                for c in 1..=3 {
                    all.push(vec![0, a, b, c]);
                }
            }
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_row_is_worth_zero_so_every_circle_of_four_or_more_is_lost() {
        let g = row_values();
        assert_eq!(g.len() as u64, MAX_CIRCULAR_PINS + 1);
        assert_eq!(&g[..12], &[0, 1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 7]);
        assert!(g[1..].iter().all(|&v| v != 0));
        for c in 1..=MAX_CIRCULAR_PINS {
            let lost = circle_grundy(c) == 0;
            assert_eq!(lost, c >= 4, "circle of {c}");
        }
    }

    #[test]
    fn the_seeds_circle_of_ten() {
        let p = |t: &str| Circular.decode(&t.parse().unwrap_or_default());
        let ok = |a: &str, b: &str| match (p(a), p(b)) {
            (Ok(a), Ok(b)) => Circular.is_move(&a, &b),
            _ => false,
        };
        // Three taken from the circle of ten: a row of seven.
        assert!(ok("10", "0,7"));
        // Three more: rows of one and three.
        assert!(ok("0,7", "0,1,3"));
        // Then one: rows of one and two, and no move takes three any more.
        assert!(ok("0,1,3", "0,1,2"));
        let last = p("0,1,2").unwrap_or_default();
        let most = Circular
            .moves(&last)
            .iter()
            .map(|m| 3 - m.iter().sum::<u64>())
            .max();
        assert_eq!(most, Some(2));
        // The circle of ten is lost for the player to move.
        assert_eq!(
            Circular.outcome(&vec![10], Convention::Normal),
            Some(Outcome::P)
        );
        assert!(p("10,3").is_err());
    }
}
