//! The flat-table solver for bounded product spaces.
//!
//! Positions are vectors `x` with `0 <= x_i <= bound_i`, stored at flat
//! index `Σ x_i · stride_i` (the last coordinate varies fastest, so flat
//! order is lexicographic order). When every move decreases some
//! coordinates and increases none, every child has a smaller flat index,
//! so one pass in increasing index solves the whole table: no recursion,
//! no hashing, 4 bytes per cell (8 with Grundy values).
//!
//! Only the remoteness is stored: the outcome is its parity
//! ([`super::rules::outcome_of_remoteness`]).
//!
//! The pass can run in chunks ([`TableSolver::step`]) so a web worker can
//! report progress between chunks and drop the solver to cancel.
//!
//! ```
//! use nimatron_core::solver::table::{solve_table, ProductSpace, TableMoves};
//! use nimatron_core::{Convention, Outcome};
//! /// Take 1 or 2 from one heap of at most 10.
//! struct Take2;
//! impl TableMoves for Take2 {
//!     fn for_each_child<F: FnMut(u64)>(&self, coords: &[u64], index: u64, _strides: &[u64], mut child: F) {
//!         for s in 1..=2 {
//!             if coords[0] >= s { child(index - s) }
//!         }
//!     }
//! }
//! let space = ProductSpace::new(&[10], 1000).unwrap();
//! let table = solve_table(space, Convention::Normal, true, &Take2);
//! assert_eq!(table.outcome(9), Outcome::P);
//! assert_eq!(table.grundy(10), Some(1));
//! assert_eq!(table.remoteness(9), 6);
//! ```

use super::rules::{mex_with, outcome_of_remoteness};
use crate::{Convention, Outcome};

/// The shape of a bounded product space.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductSpace {
    /// Invariant: the largest value of each coordinate.
    bounds: Vec<u64>,
    /// Invariant: `strides[last] = 1`, `strides[i] = strides[i+1] · (bounds[i+1] + 1)`.
    strides: Vec<u64>,
    /// Invariant: `Π (bound_i + 1)`, at most `u32::MAX` (so remoteness and
    /// Grundy values, both below the cell count, fit in `u32`).
    cells: u64,
}

impl ProductSpace {
    /// `Π (bound_i + 1)`, saturating at `u128::MAX`.
    pub fn cells_needed(bounds: &[u64]) -> u128 {
        bounds
            .iter()
            .fold(1u128, |acc, &b| acc.saturating_mul(u128::from(b) + 1))
    }

    /// The space `[0, bound_0] × … × [0, bound_n]`, or `Err(cells asked)`
    /// when it has more than `max_cells` (or `u32::MAX`) cells. Nothing is
    /// allocated here.
    pub fn new(bounds: &[u64], max_cells: u64) -> Result<Self, u128> {
        let asked = Self::cells_needed(bounds);
        let max = u128::from(max_cells.min(u64::from(u32::MAX)));
        if asked > max {
            return Err(asked);
        }
        let mut strides = vec![1u64; bounds.len()];
        for i in (0..bounds.len().saturating_sub(1)).rev() {
            // In range: every partial product divides `asked <= u32::MAX`.
            strides[i] = strides[i + 1] * (bounds[i + 1] + 1);
        }
        Ok(ProductSpace {
            bounds: bounds.to_vec(),
            strides,
            cells: asked as u64,
        })
    }

    /// Number of cells.
    pub fn cells(&self) -> u64 {
        self.cells
    }

    /// The largest value of each coordinate.
    pub fn bounds(&self) -> &[u64] {
        &self.bounds
    }

    /// What one step along each coordinate adds to the flat index.
    pub fn strides(&self) -> &[u64] {
        &self.strides
    }

    /// The flat index of `coords`, or `None` when outside the space.
    pub fn index(&self, coords: &[u64]) -> Option<u64> {
        if coords.len() != self.bounds.len() {
            return None;
        }
        let mut index = 0;
        for ((&x, &b), &s) in coords.iter().zip(&self.bounds).zip(&self.strides) {
            if x > b {
                return None;
            }
            index += x * s;
        }
        Some(index)
    }

    /// The coordinates of flat index `index` (taken modulo the cell count).
    pub fn coords(&self, index: u64) -> Vec<u64> {
        let mut rest = index % self.cells.max(1);
        self.strides
            .iter()
            .map(|&s| {
                let x = rest / s;
                rest %= s;
                x
            })
            .collect()
    }
}

/// The moves of a game on a product space, by flat index.
pub trait TableMoves {
    /// Calls `child` with the flat index of every position one move away
    /// from the cell at `coords` (flat index `index`). Contract: every
    /// child index is smaller than `index` (moves only decrease
    /// coordinates). Children breaking it are ignored.
    fn for_each_child<F: FnMut(u64)>(&self, coords: &[u64], index: u64, strides: &[u64], child: F);
}

/// How far a chunked computation has come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Progress {
    /// Cells solved.
    pub done: u64,
    /// Cells in all.
    pub total: u64,
}

impl Progress {
    /// True when every cell is solved.
    pub fn is_complete(&self) -> bool {
        self.done >= self.total
    }
}

/// A solved table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    space: ProductSpace,
    convention: Convention,
    /// Invariant: one entry per cell, all final.
    remoteness: Vec<u32>,
    /// Invariant: empty, or one entry per cell (normal play only).
    grundy: Vec<u32>,
}

impl Table {
    /// The space the table covers.
    pub fn space(&self) -> &ProductSpace {
        &self.space
    }

    /// The convention it was solved under.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// Remoteness of the cell at flat `index` (0 outside the table).
    pub fn remoteness(&self, index: u64) -> u32 {
        usize::try_from(index)
            .ok()
            .and_then(|i| self.remoteness.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// Outcome of the cell at flat `index`.
    pub fn outcome(&self, index: u64) -> Outcome {
        outcome_of_remoteness(u64::from(self.remoteness(index)), self.convention)
    }

    /// Grundy value of the cell at flat `index`, when it was computed.
    pub fn grundy(&self, index: u64) -> Option<u64> {
        let i = usize::try_from(index).ok()?;
        self.grundy.get(i).map(|&g| u64::from(g))
    }

    /// The raw remoteness array, in flat order.
    pub fn remoteness_cells(&self) -> &[u32] {
        &self.remoteness
    }

    /// The raw remoteness array, moved out (no copy).
    pub fn into_remoteness_cells(self) -> Vec<u32> {
        self.remoteness
    }

    /// A table from a remoteness array solved elsewhere (a web worker),
    /// without Grundy values; `None` unless there is one entry per cell.
    pub fn from_remoteness(
        space: ProductSpace,
        convention: Convention,
        remoteness: Vec<u32>,
    ) -> Option<Table> {
        let cells = usize::try_from(space.cells()).ok()?;
        (remoteness.len() == cells).then_some(Table {
            space,
            convention,
            remoteness,
            grundy: Vec::new(),
        })
    }
}

/// A table being solved, one chunk of cells at a time.
#[derive(Debug)]
pub struct TableSolver {
    table: Table,
    /// Invariant: cells `0..next` are solved.
    next: u64,
    /// Invariant: the coordinates of cell `next` (when `next < cells`).
    coords: Vec<u64>,
    with_grundy: bool,
    scratch: Vec<u64>,
    seen: Vec<bool>,
}

impl TableSolver {
    /// Allocates the table (4 bytes per cell, 8 with Grundy values; Grundy
    /// values are only kept under normal play).
    pub fn new(space: ProductSpace, convention: Convention, with_grundy: bool) -> Self {
        let cells = space.cells as usize;
        let with_grundy = with_grundy && convention == Convention::Normal;
        let coords = vec![0; space.bounds.len()];
        TableSolver {
            table: Table {
                space,
                convention,
                remoteness: vec![0; cells],
                grundy: if with_grundy {
                    vec![0; cells]
                } else {
                    Vec::new()
                },
            },
            next: 0,
            coords,
            with_grundy,
            scratch: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// Solves up to `max_cells` more cells (at least one while any is
    /// left) and reports progress.
    pub fn step<M: TableMoves>(&mut self, moves: &M, max_cells: u64) -> Progress {
        if self.with_grundy {
            self.run::<M, true>(moves, max_cells)
        } else {
            self.run::<M, false>(moves, max_cells)
        }
    }

    /// The pass itself, compiled once with and once without Grundy values
    /// (the Min Nim table must not pay for them).
    fn run<M: TableMoves, const GRUNDY: bool>(&mut self, moves: &M, max_cells: u64) -> Progress {
        let total = self.table.space.cells;
        let end = self.next.saturating_add(max_cells.max(1)).min(total);
        // The parity of a P-position's remoteness (see `outcome_of_remoteness`).
        let p_parity = u32::from(self.table.convention == Convention::Misere);
        while self.next < end {
            let index = self.next;
            let i = index as usize;
            // Solved cells only: every child index is below `index`.
            let (solved, _) = self.table.remoteness.split_at(i);
            let grundy = if GRUNDY {
                &self.table.grundy[..i]
            } else {
                &[][..]
            };
            let scratch = &mut self.scratch;
            if GRUNDY {
                scratch.clear();
            }
            let mut any = false;
            let mut least_p = u32::MAX;
            let mut greatest = 0u32;
            moves.for_each_child(&self.coords, index, &self.table.space.strides, |c| {
                let Some(&r) = solved.get(c as usize) else {
                    return;
                };
                any = true;
                // Branch-free: outcomes look random to the branch predictor.
                let p_child = if r & 1 == p_parity { r } else { u32::MAX };
                least_p = least_p.min(p_child);
                greatest = greatest.max(r);
                if GRUNDY && let Some(&g) = grundy.get(c as usize) {
                    scratch.push(u64::from(g));
                }
            });
            // The rules of `super::rules::Fold`, in u32 (remoteness < cells
            // <= u32::MAX, since every move lowers the flat index).
            let r = if !any {
                // Rule: no move: remoteness 0 (P normal, N misère by parity).
                0
            } else if least_p != u32::MAX {
                // Rule: a P-child exists: N, 1 + the least P-child.
                least_p + 1
            } else {
                // Rule: every child is N: P, 1 + the greatest child.
                greatest + 1
            };
            self.table.remoteness[i] = r;
            if GRUNDY {
                // Rule: Sprague–Grundy, the mex of the children's values.
                self.table.grundy[i] = mex_with(&self.scratch, &mut self.seen) as u32;
            }
            self.next += 1;
            advance(&mut self.coords, &self.table.space.bounds);
        }
        self.progress()
    }

    /// Cells solved so far, of the total.
    pub fn progress(&self) -> Progress {
        Progress {
            done: self.next,
            total: self.table.space.cells,
        }
    }

    /// The table, once every cell is solved; otherwise the solver back
    /// (boxed: it is large) to go on.
    pub fn finish(self) -> Result<Table, Box<TableSolver>> {
        if self.next >= self.table.space.cells {
            Ok(self.table)
        } else {
            Err(Box::new(self))
        }
    }
}

/// Moves `coords` to the next cell in flat (lexicographic) order.
#[inline]
fn advance(coords: &mut [u64], bounds: &[u64]) {
    // Fast path: most steps only move the last coordinate.
    if let (Some(x), Some(&b)) = (coords.last_mut(), bounds.last())
        && *x < b
    {
        *x += 1;
        return;
    }
    for (x, &b) in coords.iter_mut().zip(bounds).rev() {
        if *x < b {
            *x += 1;
            return;
        }
        *x = 0;
    }
}

/// Solves a whole table in one go.
pub fn solve_table<M: TableMoves>(
    space: ProductSpace,
    convention: Convention,
    with_grundy: bool,
    moves: &M,
) -> Table {
    let mut solver = TableSolver::new(space, convention, with_grundy);
    while !solver.step(moves, u64::MAX).is_complete() {}
    solver.table
}
