//! The Min Nim table: outcome and distance of every position in a box,
//! in flat arrays.
//!
//! Layout: cell `(a, b, c)` is at `a·(n2+1)(n3+1) + b·(n3+1) + c`. Each
//! cell stores one `u32`, its distance (remoteness); the outcome is the
//! distance's parity (normal: P ⟺ even; misère: P ⟺ odd — see
//! [`crate::solver::rules::outcome_of_remoteness`]). Memory:
//! [`BYTES_PER_CELL`] = 4 bytes per cell, so the largest table
//! ([`MAX_MIN_NIM_CELLS`] = 2^25 cells) takes 128 MiB and 300×300×300
//! about 103 MiB. Every move lowers the flat index, so one pass in index
//! order computes everything, and it can stop and resume between chunks.

use super::MinNimRule;
use crate::error::CoreError;
use crate::limits::{Limit, MAX_MIN_NIM_CELLS};
use crate::solver::table::{ProductSpace, Progress, Table, TableMoves, TableSolver};
use crate::{Convention, Outcome};
use std::fmt;

/// Bytes of memory per cell of a [`MinNimTable`].
pub const BYTES_PER_CELL: usize = 4;

/// Min Nim's moves on the flat table, in the seed's order: heap 1, 2, 3,
/// each with r1, r2, r3.
#[derive(Debug, Clone, Copy)]
struct Moves([u64; 3]);

impl TableMoves for Moves {
    #[inline]
    fn for_each_child<F: FnMut(u64)>(
        &self,
        coords: &[u64],
        index: u64,
        strides: &[u64],
        mut child: F,
    ) {
        let (&[a, b, c], &[sa, sb, _]) = (coords, strides) else {
            return;
        };
        for (x, stride) in [(a, sa), (b, sb), (c, 1)] {
            for r in self.0 {
                // Rule: remove r stones from a heap that has at least r.
                if x >= r {
                    child(index - r * stride);
                }
            }
        }
    }
}

/// Outcome and distance of every position `(a, b, c)` with `a <= n1`,
/// `b <= n2`, `c <= n3`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinNimTable {
    rule: MinNimRule,
    table: Table,
}

/// A [`MinNimTable`] being computed in chunks (for a web worker: call
/// [`MinNimBuilder::step`] repeatedly, report the progress, drop the
/// builder to cancel).
#[derive(Debug)]
pub struct MinNimBuilder {
    rule: MinNimRule,
    solver: TableSolver,
}

impl MinNimBuilder {
    /// Computes up to `max_cells` more cells.
    pub fn step(&mut self, max_cells: u64) -> Progress {
        self.solver.step(&Moves(self.rule.removals()), max_cells)
    }

    /// Cells computed so far, of the total.
    pub fn progress(&self) -> Progress {
        self.solver.progress()
    }

    /// The table once complete; otherwise the builder back (boxed: it is
    /// large), to go on.
    pub fn finish(self) -> Result<MinNimTable, Box<MinNimBuilder>> {
        let rule = self.rule;
        self.solver
            .finish()
            .map(|table| MinNimTable { rule, table })
            .map_err(|solver| {
                Box::new(MinNimBuilder {
                    rule,
                    solver: *solver,
                })
            })
    }
}

impl MinNimTable {
    /// A builder for the table of the box `dims = [n1, n2, n3]`, refusing
    /// more than [`MAX_MIN_NIM_CELLS`] cells before allocating anything.
    pub fn builder(
        dims: [u64; 3],
        rule: &MinNimRule,
        convention: Convention,
    ) -> Result<MinNimBuilder, CoreError> {
        let space =
            ProductSpace::new(&dims, MAX_MIN_NIM_CELLS).map_err(|asked| CoreError::TooLarge {
                limit: Limit::MinNimCells,
                max: u128::from(MAX_MIN_NIM_CELLS),
                asked,
            })?;
        Ok(MinNimBuilder {
            rule: *rule,
            solver: TableSolver::new(space, convention, false),
        })
    }

    /// The whole table of the box `dims = [n1, n2, n3]` in one go.
    pub fn compute(
        dims: [u64; 3],
        rule: &MinNimRule,
        convention: Convention,
    ) -> Result<Self, CoreError> {
        let mut builder = Self::builder(dims, rule, convention)?;
        loop {
            builder.step(u64::MAX);
            match builder.finish() {
                Ok(table) => return Ok(table),
                Err(b) => builder = *b,
            }
        }
    }

    /// Every cell's distance in flat order (`(a, b, c)` at
    /// `a·(n2+1)(n3+1) + b·(n3+1) + c`): what a web worker sends back.
    pub fn distances(&self) -> &[u32] {
        self.table.remoteness_cells()
    }

    /// The distances, moved out (no copy of 4 bytes a cell).
    pub fn into_distances(self) -> Vec<u32> {
        self.table.into_remoteness_cells()
    }

    /// The table a worker computed, from [`MinNimTable::distances`]. Checks
    /// the box against [`MAX_MIN_NIM_CELLS`] and the length against it;
    /// `None` when they do not match.
    pub fn from_distances(
        dims: [u64; 3],
        rule: &MinNimRule,
        convention: Convention,
        distances: Vec<u32>,
    ) -> Option<Self> {
        let space = ProductSpace::new(&dims, MAX_MIN_NIM_CELLS).ok()?;
        let table = Table::from_remoteness(space, convention, distances)?;
        Some(MinNimTable { rule: *rule, table })
    }

    /// The box `[n1, n2, n3]`.
    pub fn dims(&self) -> [u64; 3] {
        let b = self.table.space().bounds();
        [b[0], b[1], b[2]]
    }

    /// The rule.
    pub fn rule(&self) -> MinNimRule {
        self.rule
    }

    /// The convention.
    pub fn convention(&self) -> Convention {
        self.table.convention()
    }

    /// Number of cells, `(n1+1)(n2+1)(n3+1)`.
    pub fn cells(&self) -> u64 {
        self.table.space().cells()
    }

    fn index(&self, a: u64, b: u64, c: u64) -> Option<u64> {
        self.table.space().index(&[a, b, c])
    }

    /// Outcome and distance of `(a, b, c)`; `None` outside the box.
    pub fn get(&self, a: u64, b: u64, c: u64) -> Option<(Outcome, u32)> {
        let i = self.index(a, b, c)?;
        Some((self.table.outcome(i), self.table.remoteness(i)))
    }

    /// The seed's optimal move from `(a, b, c)`, as the position after it.
    /// From an N-position: a P-child of least distance; from a P-position:
    /// a child of greatest distance (the hardest for the opponent). Ties go
    /// to the first in move order: heap 1, 2, 3, each with r1, r2, r3.
    /// `None` at a terminal position or outside the box.
    pub fn optimal_move(&self, a: u64, b: u64, c: u64) -> Option<[u64; 3]> {
        let (outcome, _) = self.get(a, b, c)?;
        let here = [a, b, c];
        let mut best: Option<([u64; 3], u32)> = None;
        for heap in 0..3 {
            for r in self.rule.removals() {
                if here[heap] < r {
                    continue;
                }
                let mut to = here;
                to[heap] -= r;
                let Some((o, d)) = self.get(to[0], to[1], to[2]) else {
                    continue;
                };
                let better = match (outcome, best) {
                    // Rule: from N, only P-children win; the nearest ends soonest.
                    (Outcome::N, _) if o != Outcome::P => false,
                    (Outcome::N, Some((_, bd))) => d < bd,
                    // Rule: from P, delay: the farthest child.
                    (Outcome::P, Some((_, bd))) => d > bd,
                    (_, None) => true,
                };
                if better {
                    best = Some((to, d));
                }
            }
        }
        best.map(|(to, _)| to)
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
        let cell = MinNimCell {
            position: self.position,
            outcome: self.table.table.outcome(self.index),
            distance: self.table.table.remoteness(self.index),
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
