//! Wythoff's Grundy values and remoteness from a flat table.
//!
//! Neither has a known closed form, so the values of `(a, b)` come from the
//! whole rectangle `[0, a] × [0, b]`, solved in one pass by
//! [`crate::solver::table`]. The work is about `(a+1)(b+1)(a+b+1)` child
//! visits (each cell has up to `x + y + min(x, y)` moves), so the stated
//! limit is on that product: [`MAX_WYTHOFF_TABLE_WORK`] (for example
//! 320×320, or 0×11,585), about a tenth of a second.

use crate::Convention;
use crate::limits::MAX_WYTHOFF_TABLE_WORK;
use crate::solver::Values;
use crate::solver::table::{ProductSpace, Progress, Table, TableMoves, TableSolver, solve_table};

/// Wythoff's moves on the flat table of `[0, a] × [0, b]`.
#[derive(Debug, Clone, Copy)]
struct Moves;

impl TableMoves for Moves {
    fn for_each_child<F: FnMut(u64)>(
        &self,
        coords: &[u64],
        index: u64,
        strides: &[u64],
        mut child: F,
    ) {
        let (x, y) = (coords[0], coords[1]);
        let (sx, sy) = (strides[0], strides[1]);
        // Rule: take i stones from heap A.
        for i in 1..=x {
            child(index - i * sx);
        }
        // Rule: take j stones from heap B.
        for j in 1..=y {
            child(index - j * sy);
        }
        // Rule: take d stones from both heaps.
        for d in 1..=x.min(y) {
            child(index - d * (sx + sy));
        }
    }
}

/// True when the table for `(a, b)` is within the stated work limit.
pub fn fits(a: u64, b: u64) -> bool {
    work(a, b) <= u128::from(MAX_WYTHOFF_TABLE_WORK)
}

/// The side `n` of the largest square corner, `[0, n−1]²`, within the
/// stated work limit (320 with today's limit).
pub fn max_square_side() -> u64 {
    let (mut lo, mut hi) = (1u64, 1u64 << 22);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(mid - 1, mid - 1) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// `(a+1)(b+1)(a+b+1)`, saturating.
fn work(a: u64, b: u64) -> u128 {
    let (a, b) = (u128::from(a), u128::from(b));
    (a + 1).saturating_mul(b + 1).saturating_mul(a + b + 1)
}

/// The solved table of `[0, a] × [0, b]`, or `None` past the limit.
/// Grundy values are kept under normal play.
pub fn table(a: u64, b: u64, convention: Convention) -> Option<Table> {
    if !fits(a, b) {
        return None;
    }
    let space = ProductSpace::new(&[a, b], MAX_WYTHOFF_TABLE_WORK).ok()?;
    Some(solve_table(space, convention, true, &Moves))
}

/// The table of `[0, a] × [0, b]` solved a chunk of cells at a time, so a
/// face can spread the work over several frames instead of freezing.
#[derive(Debug)]
pub struct ChunkedTable {
    solver: TableSolver,
}

impl ChunkedTable {
    /// A solver for the table of `(a, b)`, or `None` past the limit.
    pub fn new(a: u64, b: u64, convention: Convention) -> Option<Self> {
        if !fits(a, b) {
            return None;
        }
        let space = ProductSpace::new(&[a, b], MAX_WYTHOFF_TABLE_WORK).ok()?;
        Some(ChunkedTable {
            solver: TableSolver::new(space, convention, true),
        })
    }

    /// Solves up to `max_cells` more cells (at least one while any is left).
    pub fn step(&mut self, max_cells: u64) -> Progress {
        self.solver.step(&Moves, max_cells)
    }

    /// The table once every cell is solved, else the solver back to go on.
    pub fn finish(self) -> Result<Table, Box<Self>> {
        self.solver
            .finish()
            .map_err(|solver| Box::new(ChunkedTable { solver: *solver }))
    }
}

/// Outcome, remoteness and (normal play) Grundy value of `(a, b)`, or
/// `None` past the limit. The table is solved for `(min, max)`: values are
/// symmetric.
pub fn values(a: u64, b: u64, convention: Convention) -> Option<Values> {
    let (a, b) = (a.min(b), a.max(b));
    let t = table(a, b, convention)?;
    let i = t.space().index(&[a, b])?;
    Some(Values {
        outcome: t.outcome(i),
        remoteness: u64::from(t.remoteness(i)),
        grundy: t.grundy(i),
    })
}

/// The Grundy value of `(a, b)` (normal play), or `None` past the limit.
///
/// ```
/// use nimatron_core::games::wythoff::table::grundy;
/// assert_eq!(grundy(0, 5), Some(5));
/// assert_eq!(grundy(1, 2), Some(0));
/// assert_eq!(grundy(1, 1), Some(2));
/// ```
pub fn grundy(a: u64, b: u64) -> Option<u64> {
    values(a, b, Convention::Normal)?.grundy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_square_fits_and_one_more_row_does_not() {
        let n = max_square_side();
        assert!(fits(n - 1, n - 1) && !fits(n, n), "{n}");
    }

    #[test]
    fn a_chunked_table_equals_the_whole_one() {
        let whole = table(30, 20, Convention::Normal);
        let mut chunked = ChunkedTable::new(30, 20, Convention::Normal);
        let mut steps = 0;
        let done = loop {
            let Some(c) = chunked.take() else { break None };
            match c.finish() {
                Ok(t) => break Some(t),
                Err(mut c) => {
                    c.step(37);
                    steps += 1;
                    chunked = Some(*c);
                }
            }
        };
        assert!(steps > 10);
        assert_eq!(done, whole);
        assert!(ChunkedTable::new(10_000, 10_000, Convention::Normal).is_none());
    }
}
