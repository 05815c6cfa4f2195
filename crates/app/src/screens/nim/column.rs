//! How a heap is drawn: which stones appear, and how big the board's
//! stones are. Pure geometry, tested without a browser.
//!
//! Stones are listed top first: the top stone takes 1, the one below it
//! takes 2, and the bottom stone of a heap of `n` takes `n`. A heap of more
//! than [`DRAW_ALL_UP_TO`] stones shows its top [`BIG_HEAP_TOP`] stones, a
//! gap standing for the stones not drawn, and its bottom stone (take all);
//! any other amount is typed in its "take how many" field.

use crate::play::boards::heaps::column_with;

/// Heaps up to this size draw every stone.
pub const DRAW_ALL_UP_TO: u64 = 30;
/// Stones drawn at the top of a bigger heap.
pub const BIG_HEAP_TOP: u64 = 24;
/// Heaps drawn on the board; past this the analysis still counts them all.
pub const MAX_DRAWN_HEAPS: usize = 100;

/// Height of one stone slot, in SVG user units.
pub const SLOT: f64 = 40.0;
/// Width of a heap column, in SVG user units.
pub const COLUMN_WIDTH: f64 = 64.0;
/// Height of the plate under each heap, in SVG user units.
pub const BASE: f64 = 12.0;

/// The takes of the stones a heap of `size` shows, top first, and the
/// stones not drawn (a gap just above the bottom stone); the play screen's
/// one column rule ([`column_with`]) with the Nim screen's sizes.
pub fn takes(size: u64) -> (Vec<u64>, u64) {
    column_with(size, DRAW_ALL_UP_TO, BIG_HEAP_TOP)
}

/// Rows a heap of `size` occupies: its stones, and the gap if any.
pub fn rows(size: u64) -> u64 {
    let (takes, hidden) = takes(size);
    takes.len() as u64 + u64::from(hidden > 0)
}

/// Height of a stone slot in `em`, chosen from the tallest column so that
/// the board stays on screen: big stones for small heaps, small for tall.
pub fn slot_em(tallest_rows: u64) -> f64 {
    match tallest_rows {
        0..=7 => 2.4,
        8..=12 => 1.7,
        13..=18 => 1.25,
        _ => 0.95,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_heaps_draw_the_top_a_gap_and_the_bottom() {
        assert_eq!(rows(DRAW_ALL_UP_TO), DRAW_ALL_UP_TO);
        assert_eq!(takes(0), (vec![], 0));
        let (takes, hidden) = takes(u64::MAX);
        assert_eq!(takes.len() as u64, BIG_HEAP_TOP + 1);
        // Drawn + hidden = the heap.
        assert_eq!(takes.last(), Some(&u64::MAX));
        assert_eq!(hidden, u64::MAX - BIG_HEAP_TOP - 1);
        assert_eq!(rows(u64::MAX), BIG_HEAP_TOP + 2);
    }

    #[test]
    fn taller_boards_get_smaller_stones() {
        let sizes: Vec<f64> = [1, 8, 13, 30].into_iter().map(slot_em).collect();
        assert!(sizes.windows(2).all(|w| w[0] > w[1]));
        assert!(slot_em(rows(u64::MAX)) * rows(u64::MAX) as f64 <= 30.0);
    }
}
