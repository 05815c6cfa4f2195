//! The Min Nim table: outcome and distance of every position in a box,
//! in one flat array, computed row by row.
//!
//! Layout: cell `(a, b, c)` is at `a·(n2+1)(n3+1) + b·(n3+1) + c`; a *row*
//! is the `n3 + 1` cells of one `(a, b)`. Each cell stores only its
//! distance (remoteness); the outcome is its parity (normal: P ⟺ even;
//! misère: P ⟺ odd — see [`crate::solver::rules::outcome_of_remoteness`]).
//!
//! Cell size: every move takes at least `r1 >= 1` stones, so a play from
//! `(a, b, c)` lasts at most `a + b + c` moves, and the distance (the
//! length of one play) is at most `n1 + n2 + n3`. When that sum fits in a
//! `u16` a cell takes 2 bytes, otherwise 4 ([`bytes_per_cell`]): exact for
//! every box within [`MAX_MIN_NIM_CELLS`]. 300×300×300 takes 52 MiB.
//!
//! The pass, and why it is fast: every move lowers the flat index, so one
//! pass in index order solves everything. A cell's answer is one minimum
//! over its children of a *key*: a P-child `d` keys as `d`, an N-child as
//! `2^26 − d` (every distance is below `2^25`), so the least key is the
//! nearest P-child when there is one, otherwise the farthest N-child —
//! the seed's rule. The six children on heaps 1 and 2 lie in earlier rows
//! at the same `c`: their minimum is taken for a whole row at once (a
//! loop the compiler vectorises). Only the three children on heap 3, in
//! the same row, are folded cell by cell. The pass stops and resumes at
//! any cell, so a web worker can report progress between chunks.

use super::rule::{MinNimRule, optimal_move};
use crate::error::CoreError;
use crate::limits::{Limit, MAX_MIN_NIM_CELLS};
use crate::solver::rules::outcome_of_remoteness;
use crate::solver::table::{ProductSpace, Progress};
use crate::{Convention, Outcome};
use std::fmt;

/// The key of an N-child `d` is `N_KEY − d`; a P-child's is `d`. Every
/// distance is below `2^25` (see the module doc), so P keys are below
/// `2^25` and N keys above. Keys are `i32`: a signed minimum is one
/// vector instruction sequence even on baseline x86-64 (SSE2).
const N_KEY: i32 = 1 << 26;
/// Below it, a key is a P-child's distance.
const P_KEYS: i32 = 1 << 25;
/// The key when there is no child.
const NO_CHILD: i32 = i32::MAX;

/// Bytes of memory per cell of the table of the box `dims`: 2 when
/// `n1 + n2 + n3 <= 65535` (every distance fits a `u16`), else 4.
pub fn bytes_per_cell(dims: [u64; 3]) -> usize {
    let sum = dims.iter().fold(0u64, |s, &n| s.saturating_add(n));
    if sum <= u64::from(u16::MAX) { 2 } else { 4 }
}

/// A cell's storage: a distance, exact in this width for the box.
trait Cell: Copy + Default + Into<u32> + fmt::Debug {
    /// `d`, which the box's bound makes fit.
    fn from_distance(d: u32) -> Self;
}

impl Cell for u16 {
    #[inline]
    fn from_distance(d: u32) -> Self {
        // Fits: only chosen when n1 + n2 + n3 <= u16::MAX (bytes_per_cell).
        d as u16
    }
}

impl Cell for u32 {
    #[inline]
    fn from_distance(d: u32) -> Self {
        d
    }
}

/// The cells, 2 or 4 bytes each ([`bytes_per_cell`]).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Cells {
    Narrow(Vec<u16>),
    Wide(Vec<u32>),
}

impl Cells {
    fn new(dims: [u64; 3], len: usize) -> Self {
        if bytes_per_cell(dims) == 2 {
            Cells::Narrow(vec![0; len])
        } else {
            Cells::Wide(vec![0; len])
        }
    }

    #[inline]
    fn get(&self, i: usize) -> Option<u32> {
        match self {
            Cells::Narrow(v) => v.get(i).map(|&d| u32::from(d)),
            Cells::Wide(v) => v.get(i).copied(),
        }
    }
}

/// The key of a child at distance `d` (see [`N_KEY`]); `p_parity` is the
/// parity of a P-position's distance.
#[inline(always)]
fn key(d: u32, p_parity: u32) -> i32 {
    // In range: d < 2^25 (module doc).
    let d = d as i32;
    if d & 1 == p_parity as i32 {
        d
    } else {
        N_KEY - d
    }
}

/// The distance of a cell whose children's least key is `k`.
#[inline(always)]
fn distance_of(k: i32) -> u32 {
    (if k == NO_CHILD {
        // Rule: no move: distance 0 (P normal, N misère by parity).
        0
    } else if k < P_KEYS {
        // Rule: a P-child exists: N, 1 + the nearest P-child.
        k + 1
    } else {
        // Rule: every child is N: P, 1 + the farthest child.
        N_KEY - k + 1
    }) as u32
}

/// The key of a cell's own distance when its children's least key is `k`
/// and it has a child: `key(distance_of(k), p)` for any parity `p` (an N
/// cell's distance `k + 1` has the other parity than its P-child's `k`;
/// a P cell's `N_KEY − k + 1` is its own key).
#[inline(always)]
fn key_of_least(k: i32) -> i32 {
    N_KEY - k + if k < P_KEYS { -1 } else { 1 }
}

/// The distance a key stands for.
#[inline(always)]
fn distance_of_key(k: i32) -> u32 {
    (if k < P_KEYS { k } else { N_KEY - k }) as u32
}

/// The state of the pass between chunks.
#[derive(Debug)]
struct Pass {
    dims: [u64; 3],
    removals: [u64; 3],
    /// The parity of a P-position's distance.
    p_parity: u32,
    /// Invariant: cells `0..next` are solved.
    next: u64,
    total: u64,
    /// The least key of each cell's children on heaps 1 and 2, for the
    /// row being solved (valid from the row's start to `next`).
    across: Vec<i32>,
    /// The key of each solved cell of the row being solved.
    keys: Vec<i32>,
}

impl Pass {
    /// Solves cells up to `end` (within the table), row piece by row piece.
    fn run<T: Cell>(&mut self, cells: &mut [T], end: u64) {
        let row_len = self.dims[2] + 1;
        let rows_per_a = self.dims[1] + 1;
        while self.next < end {
            let row = self.next / row_len;
            let c0 = (self.next % row_len) as usize;
            let c1 = (row_len.min(c0 as u64 + (end - self.next))) as usize;
            let (a, b) = (row / rows_per_a, row % rows_per_a);
            let start = (row * row_len) as usize;
            let (solved, rest) = cells.split_at_mut(start);
            self.fold_earlier_rows(solved, row, (a, b), c0..c1);
            self.fold_row(&mut rest[..row_len as usize], c0..c1);
            self.next += (c1 - c0) as u64;
        }
    }

    /// `across[c]` for `c` in `range`: the least key of the children on
    /// heaps 1 and 2, which are the same `c` in earlier rows.
    fn fold_earlier_rows<T: Cell>(
        &mut self,
        solved: &[T],
        row: u64,
        (a, b): (u64, u64),
        range: std::ops::Range<usize>,
    ) {
        let row_len = (self.dims[2] + 1) as usize;
        let rows_per_a = self.dims[1] + 1;
        let across = &mut self.across[range.clone()];
        across.fill(NO_CHILD);
        let p = self.p_parity;
        for r in self.removals {
            // Rule: remove r stones from heap 1 (if a >= r), then heap 2.
            for (ok, back) in [(a >= r, r * rows_per_a), (b >= r, r)] {
                if !ok {
                    continue;
                }
                let from = (row - back) as usize * row_len;
                let src = &solved[from + range.start..from + range.end];
                for (k, &d) in across.iter_mut().zip(src) {
                    *k = (*k).min(key(d.into(), p));
                }
            }
        }
    }

    /// Solves `row[range]`: the heap-3 children are the same row's cells
    /// at `c − r`, folded one cell after another.
    fn fold_row<T: Cell>(&mut self, row: &mut [T], range: std::ops::Range<usize>) {
        let [r1, r2, r3] = self.removals.map(|r| r as usize);
        let p = self.p_parity;
        let (across, keys) = (&self.across, &mut self.keys);
        let mut c = range.start;
        // Rule: remove r stones from heap 3 when c >= r.
        while c < range.end && c < r3 {
            let mut k = across[c];
            for r in [r1, r2] {
                if c >= r {
                    k = k.min(keys[c - r]);
                }
            }
            let d = distance_of(k);
            row[c] = T::from_distance(d);
            keys[c] = key(d, p);
            c += 1;
        }
        // From here every cell has a child (c >= r1), and the key of its
        // own distance follows from its children's least key `k` in two
        // steps: from a P-child `k` the cell is N at `k + 1`, keyed
        // `N_KEY − k − 1`; from an N-child `N_KEY − d` it is P at `d + 1`,
        // keyed `N_KEY − k + 1` (`key_of_least`). With r1 = 1 the chain
        // from one cell to the next is a few register operations: the
        // previous key is kept in `prev`.
        let mut prev = if c > 0 { keys[c - 1] } else { NO_CHILD };
        // Cut to the range's end, so the indexing below needs fewer checks.
        let end = range.end;
        let (across, keys, row) = (&across[..end], &mut keys[..end], &mut row[..end]);
        if r1 == 1 {
            for c in c..end {
                let k = across[c].min(prev).min(keys[c - r2]).min(keys[c - r3]);
                prev = key_of_least(k);
                keys[c] = prev;
                row[c] = T::from_distance(distance_of_key(prev));
            }
        } else {
            for c in c..end {
                let k = across[c]
                    .min(keys[c - r1])
                    .min(keys[c - r2])
                    .min(keys[c - r3]);
                keys[c] = key_of_least(k);
                row[c] = T::from_distance(distance_of_key(keys[c]));
            }
        }
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.next,
            total: self.total,
        }
    }
}

/// Outcome and distance of every position `(a, b, c)` with `a <= n1`,
/// `b <= n2`, `c <= n3`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinNimTable {
    rule: MinNimRule,
    convention: Convention,
    space: ProductSpace,
    /// Invariant: one final distance per cell of `space`.
    cells: Cells,
}

/// A [`MinNimTable`] being computed in chunks (for a web worker: call
/// [`MinNimBuilder::step`] repeatedly, report the progress, drop the
/// builder to cancel).
#[derive(Debug)]
pub struct MinNimBuilder {
    rule: MinNimRule,
    convention: Convention,
    space: ProductSpace,
    cells: Cells,
    pass: Pass,
}

impl MinNimBuilder {
    /// Computes up to `max_cells` more cells (at least one while any is
    /// left).
    pub fn step(&mut self, max_cells: u64) -> Progress {
        let end = self
            .pass
            .next
            .saturating_add(max_cells.max(1))
            .min(self.pass.total);
        match &mut self.cells {
            Cells::Narrow(v) => self.pass.run(v, end),
            Cells::Wide(v) => self.pass.run(v, end),
        }
        self.pass.progress()
    }

    /// Cells computed so far, of the total.
    pub fn progress(&self) -> Progress {
        self.pass.progress()
    }

    /// The table once complete; otherwise the builder back (boxed: it is
    /// large), to go on.
    pub fn finish(self) -> Result<MinNimTable, Box<MinNimBuilder>> {
        if self.pass.next < self.pass.total {
            return Err(Box::new(self));
        }
        Ok(MinNimTable {
            rule: self.rule,
            convention: self.convention,
            space: self.space,
            cells: self.cells,
        })
    }
}

/// The box `dims`, or the refusal of one past [`MAX_MIN_NIM_CELLS`] cells
/// (nothing large is allocated).
fn box_space(dims: [u64; 3]) -> Result<ProductSpace, CoreError> {
    ProductSpace::new(&dims, MAX_MIN_NIM_CELLS).map_err(|asked| CoreError::TooLarge {
        limit: Limit::MinNimCells,
        max: u128::from(MAX_MIN_NIM_CELLS),
        asked,
    })
}

/// Refuses the box `dims = [n1, n2, n3]` when its table would pass
/// [`MAX_MIN_NIM_CELLS`] cells, as [`MinNimTable::builder`] does, for a
/// caller that asks before it builds (the app's URL, whose table is built
/// in a worker).
pub fn check_box(dims: [u64; 3]) -> Result<(), CoreError> {
    box_space(dims).map(|_| ())
}

impl MinNimTable {
    /// A builder for the table of the box `dims = [n1, n2, n3]`, refusing
    /// more than [`MAX_MIN_NIM_CELLS`] cells before allocating anything.
    pub fn builder(
        dims: [u64; 3],
        rule: &MinNimRule,
        convention: Convention,
    ) -> Result<MinNimBuilder, CoreError> {
        let space = box_space(dims)?;
        let total = space.cells();
        let row_len = (dims[2] + 1) as usize;
        Ok(MinNimBuilder {
            rule: *rule,
            convention,
            cells: Cells::new(dims, total as usize),
            space,
            pass: Pass {
                dims,
                removals: rule.removals(),
                p_parity: u32::from(convention == Convention::Misere),
                next: 0,
                total,
                across: vec![NO_CHILD; row_len],
                keys: vec![0; row_len],
            },
        })
    }

    /// The whole table of the box `dims = [n1, n2, n3]` in one go.
    pub fn compute(
        dims: [u64; 3],
        rule: &MinNimRule,
        convention: Convention,
    ) -> Result<Self, CoreError> {
        let mut builder = Self::builder(dims, rule, convention)?;
        builder.step(u64::MAX);
        builder.finish().map_err(|_| CoreError::TooLarge {
            limit: Limit::MinNimCells,
            max: u128::from(MAX_MIN_NIM_CELLS),
            asked: u128::from(MAX_MIN_NIM_CELLS) + 1,
        })
    }

    /// The box `[n1, n2, n3]`.
    pub fn dims(&self) -> [u64; 3] {
        let b = self.space.bounds();
        [b[0], b[1], b[2]]
    }

    /// The rule.
    pub fn rule(&self) -> MinNimRule {
        self.rule
    }

    /// The convention.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// Number of cells, `(n1+1)(n2+1)(n3+1)`.
    pub fn cells(&self) -> u64 {
        self.space.cells()
    }

    /// Bytes the cells take in memory (2 or 4 a cell, [`bytes_per_cell`]).
    pub fn bytes(&self) -> u64 {
        self.cells() * bytes_per_cell(self.dims()) as u64
    }

    fn distance_at(&self, index: u64) -> u32 {
        // Every index below `cells()` is in the array (invariant).
        self.cells.get(index as usize).unwrap_or(0)
    }

    /// Outcome and distance of `(a, b, c)`; `None` outside the box.
    pub fn get(&self, a: u64, b: u64, c: u64) -> Option<(Outcome, u32)> {
        let i = self.space.index(&[a, b, c])?;
        let d = self.distance_at(i);
        Some((outcome_of_remoteness(u64::from(d), self.convention), d))
    }

    /// The distances of the slice heap 3 = `c`, `(a, b)` at
    /// `a·(n2+1) + b` (what a web worker sends a page to draw); `None`
    /// outside the box.
    pub fn slice(&self, c: u64) -> Option<Vec<u32>> {
        let [n1, n2, n3] = self.dims();
        if c > n3 {
            return None;
        }
        let rows = (n1 + 1) * (n2 + 1);
        Some(
            (0..rows)
                .map(|row| self.distance_at(row * (n3 + 1) + c))
                .collect(),
        )
    }

    /// The seed's optimal move from `(a, b, c)`, as the position after it
    /// ([`super::optimal_move`] on this table). `None` at a terminal
    /// position or outside the box.
    pub fn optimal_move(&self, a: u64, b: u64, c: u64) -> Option<[u64; 3]> {
        optimal_move(&self.rule, [a, b, c], |p| self.get(p[0], p[1], p[2]))
    }

    /// Every cell in lexicographic order (a, then b, then c).
    pub fn iter(&self) -> MinNimCells<'_> {
        MinNimCells {
            table: self,
            index: 0,
            position: [0; 3],
        }
    }
}
/// One cell of a [`MinNimTable`]. Displays as the `--dump` line
/// `a b c N|P distance`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MinNimCell {
    /// `[a, b, c]`.
    pub position: [u64; 3],
    /// N or P.
    pub outcome: Outcome,
    /// Distance to the end with the seed's play (remoteness).
    pub distance: u32,
}

impl fmt::Display for MinNimCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.position;
        write!(f, "{a} {b} {c} {} {}", self.outcome, self.distance)
    }
}

/// The cells of a [`MinNimTable`] in lexicographic order.
#[derive(Debug, Clone)]
pub struct MinNimCells<'t> {
    table: &'t MinNimTable,
    index: u64,
    position: [u64; 3],
}

impl Iterator for MinNimCells<'_> {
    type Item = MinNimCell;

    fn next(&mut self) -> Option<MinNimCell> {
        if self.index >= self.table.cells() {
            return None;
        }
        let distance = self.table.distance_at(self.index);
        let cell = MinNimCell {
            position: self.position,
            outcome: outcome_of_remoteness(u64::from(distance), self.table.convention),
            distance,
        };
        self.index += 1;
        let dims = self.table.dims();
        for i in (0..3).rev() {
            if self.position[i] < dims[i] {
                self.position[i] += 1;
                break;
            }
            self.position[i] = 0;
        }
        Some(cell)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (self.table.cells() - self.index) as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for MinNimCells<'_> {}

impl<'t> IntoIterator for &'t MinNimTable {
    type Item = MinNimCell;
    type IntoIter = MinNimCells<'t>;

    fn into_iter(self) -> MinNimCells<'t> {
        self.iter()
    }
}

#[cfg(test)]
mod check_box_tests {
    use super::*;

    /// What the app's URL refuses is exactly what the builder refuses.
    #[test]
    fn the_check_and_the_builder_agree() {
        let rule = MinNimRule::new(&[1, 2, 3]).expect("a rule");
        for dims in [
            [300, 300, 300],
            [400, 400, 400],
            [0, 0, 0],
            [u64::MAX, 1, 1],
        ] {
            let built = MinNimTable::builder(dims, &rule, Convention::Normal);
            assert_eq!(check_box(dims).is_ok(), built.is_ok(), "{dims:?}");
        }
        assert!(matches!(
            check_box([400, 400, 400]),
            Err(CoreError::TooLarge {
                limit: Limit::MinNimCells,
                ..
            })
        ));
    }
}
