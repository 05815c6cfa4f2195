//! Take-and-break games on rows, written from their definitions: Kayles
//! (Dudeney; knock down one pin or two adjacent pins), Dawson's Kayles
//! (two adjacent pins), octal codes (*Winning Ways*: digit `d_k` says when
//! `k` adjacent objects may go — bit 1 if nothing is left of the row, 2 if
//! one row is left, 4 if two), Grundy's game and Circular Nim (the seed's
//! article: split a heap into two unequal heaps; take one, two or three
//! adjacent objects from a circle, which then is a row).
//!
//! A row that loses objects keeps its place; what is left of it stays
//! there, its left part first; rows of 0 are not written.

use nimatron_core::{Convention, FactValue, Position};
use proptest::prelude::*;

use super::{Family, Oracle, Rules, pos};

/// The families of this file.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "kayles",
        // One pin or two adjacent pins, leaving anything.
        rules: |_| Box::new(Rows::new([0, 7, 7])),
        random: None,
    },
    Family {
        name: "dawson",
        // Two adjacent pins, leaving anything.
        rules: |_| Box::new(Rows::new([0, 0, 7])),
        random: None,
    },
    Family {
        name: "octal",
        rules: |params| Box::new(Rows::new(octal_digits(params.unwrap_or_default()))),
        random: Some(|| {
            (
                prop_oneof![Just(0u8), Just(4u8)],
                proptest::collection::vec(0u8..=7, 1..=3),
            )
                .prop_map(|(d0, ds)| {
                    let ds: String = ds.iter().map(u8::to_string).collect();
                    format!("octal:{d0}.{ds}")
                })
                .boxed()
        }),
    },
    Family {
        name: "grundy",
        rules: |_| Box::new(Grundy),
        random: None,
    },
    Family {
        name: "circular",
        rules: |_| Box::new(Circular),
        random: None,
    },
];

/// The digits of an octal code `d0.d1d2…` (`.77` is `0.77`).
fn octal_digits(code: &str) -> Vec<u8> {
    let (before, after) = code.split_once('.').expect("an octal code");
    let first = if before.is_empty() { "0" } else { before };
    first
        .chars()
        .chain(after.chars())
        .map(|c| c.to_digit(8).expect("an octal digit") as u8)
        .collect()
}

/// Row `n` after `k` adjacent objects from its `i`-th go: the rows left,
/// left part first, empty ones not written.
fn cut(n: u64, k: u64, i: u64) -> Vec<u64> {
    [i, n - k - i].into_iter().filter(|&r| r > 0).collect()
}

/// `rows` with row `i` replaced by `parts`.
fn replaced(rows: &[u64], i: usize, parts: &[u64]) -> Vec<u64> {
    let mut out = rows[..i].to_vec();
    out.extend_from_slice(parts);
    out.extend_from_slice(&rows[i + 1..]);
    out
}

/// Every list of rows (each at least 1) with at most `count` rows and at
/// most `pins` pins in all, fewest pins first.
fn rows_upto(count: usize, pins: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut layer: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..count {
        let mut next = Vec::new();
        for l in &layer {
            let used: u64 = l.iter().sum();
            for r in 1..=pins.saturating_sub(used) {
                let mut m = l.clone();
                m.push(r);
                next.push(m);
            }
        }
        all.extend(next.iter().cloned());
        layer = next;
    }
    all.sort_by_key(|r| r.iter().sum::<u64>());
    all
}

/// A game given by its octal digits.
struct Rows {
    digits: Vec<u8>,
}

impl Rows {
    fn new(digits: impl Into<Vec<u8>>) -> Self {
        Rows {
            digits: digits.into(),
        }
    }

    /// What row `n` may become.
    fn row_moves(&self, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (k, &d) in self.digits.iter().enumerate() {
            let k = k as u64;
            if k > n {
                break;
            }
            for i in 0..=n - k {
                let parts = cut(n, k, i);
                // The digit's bit for the number of rows left.
                if d & (1 << parts.len()) != 0 && !(k == 0 && parts.len() < 2) {
                    out.push(parts);
                }
            }
        }
        out
    }
}

impl Rules for Rows {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let rows = p.numbers();
        let mut out = Vec::new();
        for (i, &n) in rows.iter().enumerate() {
            for parts in self.row_moves(n) {
                out.push(pos(replaced(rows, i, &parts)));
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        rows_upto(3, 8).into_iter().map(pos).collect()
    }
}

/// Grundy's game: split one heap into two non-empty heaps of different
/// sizes (either one may stand first).
struct Grundy;

impl Rules for Grundy {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let rows = p.numbers();
        let mut out = Vec::new();
        for (i, &n) in rows.iter().enumerate() {
            for a in 1..n {
                if a != n - a {
                    out.push(pos(replaced(rows, i, &[a, n - a])));
                }
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        rows_upto(3, 9).into_iter().map(pos).collect()
    }
}

/// Circular Nim: the text is the circle's size, then (once it is broken,
/// the circle written 0) the rows. A move takes one, two or three adjacent
/// objects.
struct Circular;

impl Rules for Circular {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let v = p.numbers();
        let (circle, rows) = (v[0], &v[1..]);
        let mut out = Vec::new();
        if circle > 0 {
            // Any three adjacent objects of a circle leave one row.
            for k in 1..=3.min(circle) {
                out.push(pos([vec![0], cut(circle, k, 0)].concat()));
            }
        }
        for (i, &n) in rows.iter().enumerate() {
            for k in 1..=3.min(n) {
                for at in 0..=n - k {
                    let next = replaced(rows, i, &cut(n, k, at));
                    out.push(pos([vec![0], next].concat()));
                }
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        let mut out: Vec<Position> = (1..=10).map(|c| pos(vec![c])).collect();
        for rows in rows_upto(3, 7) {
            out.push(pos([vec![0], rows].concat()));
        }
        out
    }
}

/// The Grundy value of each row alone, under normal play (a normal-play
/// value: not stated under misère).
pub fn row_values(
    _: &str,
    oracle: &mut Oracle,
    p: &Position,
    convention: Convention,
) -> Vec<(&'static str, Option<FactValue>)> {
    let values = match convention {
        Convention::Normal => Some(FactValue::Numbers(
            p.numbers()
                .iter()
                .map(|&n| oracle.truth(&pos(vec![n])).grundy)
                .collect(),
        )),
        Convention::Misere => None,
    };
    vec![("row-values", values)]
}
