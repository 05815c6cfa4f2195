//! Tests of `play::boards::heaps::geometry` (`crates/app/src/play/boards/heaps/geometry.rs`).

use nimatron_app::play::boards::heaps::geometry::*;

#[test]
fn big_heaps_draw_the_top_a_gap_and_the_bottom() {
    assert_eq!(rows(MAX_ROWS, MAX_ROWS), MAX_ROWS);
    assert_eq!(takes(3, MAX_ROWS), (vec![1, 2, 3], 0));
    assert_eq!(takes(0, MAX_ROWS), (vec![], 0));
    let (drawn, hidden) = takes(u64::MAX, MAX_ROWS);
    assert_eq!(drawn.len(), 25);
    // Drawn + hidden = the heap.
    assert_eq!(drawn.last(), Some(&u64::MAX));
    assert_eq!(hidden, u64::MAX - 24 - 1);
    assert_eq!(rows(u64::MAX, MAX_ROWS), 26);
    let (drawn, hidden) = takes(100, MAX_ROWS);
    assert_eq!((drawn.len(), drawn.last(), hidden), (25, Some(&100), 75));
}

#[test]
fn many_heaps_get_fewer_rows_each_and_keep_the_take_all_stone() {
    assert_eq!(cap(3), MAX_ROWS);
    assert_eq!(cap(64), 15);
    assert_eq!(cap(100), 9);
    assert_eq!(cap(1000), MIN_ROWS);
    let (drawn, hidden) = takes(1000, cap(64));
    assert_eq!(drawn, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1000]);
    assert_eq!(hidden, 1000 - 12 - 1);
    assert_eq!(takes(15, cap(64)).0.len(), 15);
    // No column is taller than its cap, however big the heap.
    for heaps in [1, 10, 33, 64, 100] {
        assert!(rows(u64::MAX, cap(heaps)) <= cap(heaps));
        assert!(rows(u64::MAX, cap(heaps)) as usize * heaps <= 1000);
    }
}

#[test]
fn taller_boards_get_smaller_stones() {
    let sizes: Vec<f64> = [1, 8, 13, 30].into_iter().map(slot_em).collect();
    assert!(sizes.windows(2).all(|w| w[0] > w[1]));
    assert!(slot_em(MAX_ROWS) * MAX_ROWS as f64 <= 30.0);
}
