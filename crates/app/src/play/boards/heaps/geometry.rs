//! How the heaps are drawn: which stones appear, and how big the board's
//! stones are. Pure geometry, tested without a browser.
//!
//! Stones are listed top first: the top stone takes 1, the one below it
//! takes 2, and the bottom stone of a heap of `n` takes `n`. A column holds
//! at most [`cap`] rows: a bigger heap shows its top stones, a gap standing
//! for the stones not drawn, and its bottom stone (take all); any other
//! amount is typed in its "take how many" field.
//!
//! Why capped: a heap may hold 2^64 stones, and a board of many heaps must
//! still redraw within a frame: with many heaps, fewer rows per column, so
//! the board stays about [`STONES_DRAWN`] stones.

/// Rows a column holds at most (few heaps: every stone up to 30).
pub const MAX_ROWS: u64 = 30;
/// Rows a column holds at least, however many heaps.
pub const MIN_ROWS: u64 = 8;
/// Stones drawn on the whole board, about.
pub const STONES_DRAWN: u64 = 960;

/// Height of one stone slot, in SVG user units.
pub const SLOT: f64 = 40.0;
/// Width of a heap column, in SVG user units.
pub const COLUMN_WIDTH: f64 = 64.0;
/// Height of the plate under each heap, in SVG user units.
pub const BASE: f64 = 12.0;

/// Rows each of `heaps` drawn columns holds at most.
pub fn cap(heaps: usize) -> u64 {
    (STONES_DRAWN / (heaps.max(1) as u64)).clamp(MIN_ROWS, MAX_ROWS)
}

/// The takes of the stones a heap of `size` shows in a column of `cap`
/// rows, top first, and the stones not drawn (a gap just above the bottom
/// stone): every stone up to `cap`, else the top four fifths of the rows
/// (at most `cap - 2`, leaving room for the gap and the bottom stone).
pub fn takes(size: u64, cap: u64) -> (Vec<u64>, u64) {
    if size <= cap {
        return ((1..=size).collect(), 0);
    }
    let top = (cap * 4 / 5).min(cap.saturating_sub(2));
    let mut takes: Vec<u64> = (1..=top).collect();
    takes.push(size);
    (takes, size - top - 1)
}

/// Rows a heap of `size` occupies: its stones, and the gap if any.
pub fn rows(size: u64, cap: u64) -> u64 {
    let (takes, hidden) = takes(size, cap);
    takes.len() as u64 + u64::from(hidden > 0)
}

/// Height of a stone slot in `em`, chosen from the tallest column so that
/// the board stays on screen: big stones for small heaps, small for tall.
/// Every heap is drawn to this one scale.
pub fn slot_em(tallest_rows: u64) -> f64 {
    match tallest_rows {
        0..=7 => 2.4,
        8..=12 => 1.7,
        13..=18 => 1.25,
        _ => 0.95,
    }
}
