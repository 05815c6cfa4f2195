//! How a winning move is written in the analysis: the position it leaves,
//! in the game's syntax, unless that position is long and differs from the
//! board in one number only; then just that number's change ("in place 17:
//! 2993108197984646271 becomes 1663341875487337577"), which a reader can
//! find on the board. The full position stays in `data-position`.

use nimatron_core::Position;

/// Positions with more numbers than this are written as their change.
pub const LONG: usize = 6;

/// `(place, from, to)` (place counted from 1) when `to` is `from` with one
/// number changed and `from` is long; `None` otherwise (sums included).
pub fn one_change(from: &Position, to: &Position) -> Option<(usize, u64, u64)> {
    let (a, b) = (from.parts(), to.parts());
    if a.len() != 1 || b.len() != 1 || a[0].len() != b[0].len() || a[0].len() <= LONG {
        return None;
    }
    let mut changes = a[0]
        .iter()
        .zip(&b[0])
        .enumerate()
        .filter(|(_, (x, y))| x != y);
    let (i, (&x, &y)) = changes.next()?;
    changes.next().is_none().then_some((i + 1, x, y))
}
