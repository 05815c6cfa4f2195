//! What is drawn over the cells, shared by the SVG and canvas grids: the
//! queen, the cells she reaches, the pointer's cell and its moves, the
//! keyboard cursor and the hinted winning moves.

use std::rc::Rc;

/// Everything the grid shows besides the cells' colours.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Marks {
    /// The queen's cell.
    pub queen: (u64, u64),
    /// The cell under the pointer.
    pub hover: Option<(u64, u64)>,
    /// The keyboard cursor.
    pub cursor: Option<(u64, u64)>,
    /// Winning moves to highlight (empty when hints are off).
    pub hints: Rc<Vec<(u64, u64)>>,
    /// True when a click may move the queen (a person's turn).
    pub playable: bool,
}

impl Marks {
    /// The cell whose moves are shown: the cursor, else the pointer's.
    pub fn inspected(&self) -> Option<(u64, u64)> {
        self.cursor.or(self.hover)
    }
}

/// A run of cells along a ray: its first and last cell.
pub type Run = ((u64, u64), (u64, u64));

/// The three rays of queen moves from `(a, b)`, clipped to the columns
/// `cols` and rows `rows` (half-open), as runs of cells: west
/// `(x, b)`, south `(a, y)`, south-west `(a−d, b−d)`. Each is
/// `(first, last)` inclusive along its ray, or `None` when off-window.
pub fn rays(
    (a, b): (u64, u64),
    cols: std::ops::Range<u64>,
    rows: std::ops::Range<u64>,
) -> [Option<Run>; 3] {
    let west = (a > 0 && rows.contains(&b) && cols.start < a && cols.start < cols.end)
        .then(|| ((cols.start, b), (a.min(cols.end) - 1, b)));
    let south = (b > 0 && cols.contains(&a) && rows.start < b && rows.start < rows.end)
        .then(|| ((a, rows.start), (a, b.min(rows.end) - 1)));
    // The diagonal: d from 1..=min(a,b), x = a−d within cols, y = b−d within rows.
    let d_lo = 1
        .max(a.saturating_sub(cols.end.saturating_sub(1)))
        .max(b.saturating_sub(rows.end.saturating_sub(1)));
    let d_hi = a
        .min(b)
        .min(a.saturating_sub(cols.start))
        .min(b.saturating_sub(rows.start));
    let diag = (d_lo <= d_hi).then(|| ((a - d_hi, b - d_hi), (a - d_lo, b - d_lo)));
    [west, south, diag]
}
