//! How a heap is drawn: which stones appear, in which slot, and how big the
//! board's stones are. Pure geometry, tested without a browser.
//!
//! Stones are listed top first: the top stone takes 1, the one below it
//! takes 2, and the bottom stone of a heap of `n` takes `n`. A heap of more
//! than [`DRAW_ALL_UP_TO`] stones shows its top [`BIG_HEAP_TOP`] stones, a
//! gap standing for the stones not drawn, and its bottom stone (take all);
//! any other amount is typed in its "take how many" field.

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

/// The stones a heap shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// Every stone of a heap of this size.
    All(u64),
    /// The top `BIG_HEAP_TOP` stones, a gap, and the bottom stone.
    Capped {
        /// The heap's exact size.
        size: u64,
    },
}

/// One drawn thing in a column, top to bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// A stone whose click takes `take` stones; drawn in slot `row`
    /// (0 is the top of the column).
    Stone {
        /// Stones taken by a click here.
        take: u64,
        /// Row from the top.
        row: u64,
    },
    /// The stones not drawn (`hidden` of them), in slot `row`.
    Gap {
        /// How many stones the gap stands for.
        hidden: u64,
        /// Row from the top.
        row: u64,
    },
}

impl Column {
    /// The drawing of a heap of `size` stones.
    pub fn of(size: u64) -> Self {
        if size <= DRAW_ALL_UP_TO {
            Column::All(size)
        } else {
            Column::Capped { size }
        }
    }

    /// True when the heap is too big to draw every stone (it gets a
    /// "take how many" field).
    pub fn is_capped(self) -> bool {
        matches!(self, Column::Capped { .. })
    }

    /// Rows the column occupies.
    pub fn rows(self) -> u64 {
        match self {
            Column::All(n) => n,
            Column::Capped { .. } => BIG_HEAP_TOP + 2,
        }
    }

    /// What is drawn, top to bottom (top stone first, so the DOM order lets
    /// CSS highlight "this stone and every one above it").
    pub fn slots(self) -> impl Iterator<Item = Slot> {
        let (top, tail) = match self {
            Column::All(n) => (n, None),
            Column::Capped { size } => (BIG_HEAP_TOP, Some(size)),
        };
        let stones = (1..=top).map(|take| Slot::Stone {
            take,
            row: take - 1,
        });
        let tail = tail.into_iter().flat_map(move |size| {
            [
                Slot::Gap {
                    hidden: size - BIG_HEAP_TOP - 1,
                    row: BIG_HEAP_TOP,
                },
                Slot::Stone {
                    take: size,
                    row: BIG_HEAP_TOP + 1,
                },
            ]
        });
        stones.chain(tail)
    }
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

    fn takes(c: Column) -> Vec<u64> {
        c.slots()
            .filter_map(|s| match s {
                Slot::Stone { take, .. } => Some(take),
                Slot::Gap { .. } => None,
            })
            .collect()
    }

    #[test]
    fn small_heaps_draw_every_stone_top_first() {
        assert_eq!(takes(Column::of(5)), vec![1, 2, 3, 4, 5]);
        assert_eq!(takes(Column::of(0)), Vec::<u64>::new());
        assert_eq!(Column::of(DRAW_ALL_UP_TO).rows(), DRAW_ALL_UP_TO);
        assert!(!Column::of(DRAW_ALL_UP_TO).is_capped());
    }

    #[test]
    fn big_heaps_draw_the_top_a_gap_and_the_bottom() {
        let c = Column::of(u64::MAX);
        assert!(c.is_capped());
        let slots: Vec<Slot> = c.slots().collect();
        assert_eq!(slots.len() as u64, c.rows());
        assert_eq!(slots[0], Slot::Stone { take: 1, row: 0 });
        assert_eq!(
            slots[BIG_HEAP_TOP as usize],
            Slot::Gap {
                hidden: u64::MAX - BIG_HEAP_TOP - 1,
                row: BIG_HEAP_TOP
            }
        );
        assert_eq!(
            slots.last(),
            Some(&Slot::Stone {
                take: u64::MAX,
                row: BIG_HEAP_TOP + 1
            })
        );
        // Drawn + hidden = the heap.
        let c = Column::of(DRAW_ALL_UP_TO + 1);
        let hidden: u64 = c
            .slots()
            .map(|s| match s {
                Slot::Gap { hidden, .. } => hidden,
                Slot::Stone { .. } => 1,
            })
            .sum();
        assert_eq!(hidden, DRAW_ALL_UP_TO + 1);
    }

    #[test]
    fn taller_boards_get_smaller_stones() {
        let sizes: Vec<f64> = [1, 8, 13, 30].into_iter().map(slot_em).collect();
        assert!(sizes.windows(2).all(|w| w[0] > w[1]));
        assert!(slot_em(Column::of(u64::MAX).rows()) * Column::of(u64::MAX).rows() as f64 <= 30.0);
    }
}
