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

#[cfg(test)]
mod tests {
    use super::*;

    fn p(v: &[u64]) -> Position {
        Position::new(v.to_vec())
    }

    #[test]
    fn a_long_position_with_one_change_is_written_as_the_change() {
        let from = p(&[1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(
            one_change(&from, &p(&[1, 2, 0, 4, 5, 6, 7])),
            Some((3, 3, 0))
        );
        assert_eq!(
            one_change(&from, &p(&[1, 2, 3, 4, 5, 6, 1])),
            Some((7, 7, 1))
        );
        // Two changes, a different length, a short position, a sum: whole.
        assert_eq!(one_change(&from, &p(&[0, 2, 0, 4, 5, 6, 7])), None);
        assert_eq!(one_change(&from, &p(&[1, 2, 3, 4, 5, 6])), None);
        assert_eq!(one_change(&p(&[3, 4, 5]), &p(&[1, 4, 5])), None);
        let sum = Position::from_parts(vec![vec![1, 2, 3, 4, 5, 6, 7], vec![1]]);
        assert_eq!(one_change(&sum, &sum), None);
        assert_eq!(one_change(&from, &from), None);
    }
}
