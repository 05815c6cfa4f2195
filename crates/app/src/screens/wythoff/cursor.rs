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
