//! The keyboard cursor: arrow keys move it among the cells the queen can
//! reach, Enter plays there. Pure, so the rule is tested without a browser.
//!
//! The reachable cells are three rays from the queen `(qa, qb)`: west
//! `(x, qb)`, south `(qa, y)` and south-west `(qa−d, qb−d)`. An arrow goes
//! to the nearest reachable cell in its direction along the cursor's row
//! (←, →) or column (↓, ↑); on the diagonal, where the row and column hold
//! nothing further, ← and ↓ go one step further south-west and → and ↑ one
//! step back. From the queen, ← and ↓ start the west and south rays.

use nimatron_core::games::wythoff::is_move;

/// An arrow key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    /// ← west.
    Left,
    /// → east.
    Right,
    /// ↑ north.
    Up,
    /// ↓ south.
    Down,
}

impl Dir {
    /// The arrow for a `KeyboardEvent.key`.
    pub fn from_key(key: &str) -> Option<Dir> {
        match key {
            "ArrowLeft" => Some(Dir::Left),
            "ArrowRight" => Some(Dir::Right),
            "ArrowUp" => Some(Dir::Up),
            "ArrowDown" => Some(Dir::Down),
            _ => None,
        }
    }
}

/// Where the cursor goes from `cursor` (the queen's own cell or a cell it
/// reaches) when `dir` is pressed. Stays put when nothing is that way.
pub fn step(queen: (u64, u64), cursor: (u64, u64), dir: Dir) -> (u64, u64) {
    let ok = |c: (u64, u64)| c == queen || is_move(queen, c);
    if !ok(cursor) {
        return queen;
    }
    // ↓ and ↑ are ← and → with the axes swapped: the rays are symmetric
    // (west ↔ south, the diagonal onto itself).
    let swap = |(x, y): (u64, u64)| (y, x);
    let next = match dir {
        Dir::Left => along_row(queen, cursor, true),
        Dir::Right => along_row(queen, cursor, false),
        Dir::Down => along_row(swap(queen), swap(cursor), true).map(swap),
        Dir::Up => along_row(swap(queen), swap(cursor), false).map(swap),
    };
    next.filter(|&c| ok(c)).unwrap_or(cursor)
}

/// The nearest reachable cell west (`west`) or east along the cursor's
/// row; on the diagonal, where the row holds nothing further, one step
/// further south-west or back north-east.
fn along_row((qa, qb): (u64, u64), (cx, cy): (u64, u64), west: bool) -> Option<(u64, u64)> {
    // The queen's rays cross the row at most twice (the column, the
    // diagonal) besides the west ray on her own row.
    let row: Vec<u64> = if cy == qb {
        (0..=qa).collect()
    } else {
        [Some(qa), qa.checked_sub(qb - cy)]
            .into_iter()
            .flatten()
            .collect()
    };
    let on_diag = cx < qa && cy < qb && qa - cx == qb - cy;
    if west {
        let x = row.iter().filter(|&&x| x < cx).max();
        x.map(|&x| (x, cy))
            .or_else(|| (on_diag && cx > 0 && cy > 0).then(|| (cx - 1, cy - 1)))
    } else if on_diag {
        Some((cx + 1, cy + 1))
    } else {
        row.iter()
            .filter(|&&x| x > cx && x <= qa)
            .min()
            .map(|&x| (x, cy))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(queen: (u64, u64), keys: &[Dir]) -> (u64, u64) {
        keys.iter().fold(queen, |c, &d| step(queen, c, d))
    }

    #[test]
    fn arrows_follow_the_three_rays() {
        use Dir::*;
        let q = (5, 3);
        assert_eq!(walk(q, &[Left]), (4, 3));
        assert_eq!(walk(q, &[Left, Left, Left]), (2, 3));
        assert_eq!(walk(q, &[Down]), (5, 2));
        assert_eq!(walk(q, &[Down, Down, Down, Down]), (5, 0));
        // West ray, then ↓ drops to the diagonal in that column.
        assert_eq!(walk(q, &[Left, Down]), (4, 2));
        // On the diagonal, ← and ↓ go further south-west.
        assert_eq!(walk(q, &[Left, Down, Left, Down]), (2, 0));
        assert_eq!(walk(q, &[Left, Down, Down, Down, Down]), (2, 0));
        // → and ↑ come back.
        assert_eq!(walk(q, &[Left, Down, Left, Right]), (4, 2));
        assert_eq!(walk(q, &[Left, Down, Up]), (5, 3));
        // From the south ray, ← reaches the diagonal on that row.
        assert_eq!(walk(q, &[Down, Down, Left]), (3, 1));
        // Nothing east of the queen, nothing north.
        assert_eq!(walk(q, &[Right, Up]), q);
        assert_eq!(walk((0, 0), &[Left, Down, Right, Up]), (0, 0));
    }

    #[test]
    fn never_leaves_the_reachable_cells() {
        let q = (7, 4);
        let mut c = q;
        for i in 0..200u32 {
            let d = [Dir::Left, Dir::Down, Dir::Right, Dir::Up][(i * 7 % 4) as usize];
            c = step(q, c, d);
            assert!(c == q || is_move(q, c), "{c:?}");
        }
        assert_eq!(step(q, (0, 0), Dir::Left), q);
        assert_eq!(Dir::from_key("ArrowUp"), Some(Dir::Up));
        assert_eq!(Dir::from_key("x"), None);
    }
}
