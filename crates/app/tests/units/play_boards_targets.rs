//! Tests of `play::boards::targets` (`crates/app/src/play/boards/targets.rs`).

use nimatron_app::play::boards::targets::*;

#[test]
fn a_take_empties_part_of_one_heap() {
    assert_eq!(after_take(&[3, 4], 1, 4).to_string(), "3,0");
    assert_eq!(after_take(&[3, 4], 0, 1).to_string(), "2,4");
    assert_eq!(
        after_takes(&[3, 4, 5], &[(0, 2), (2, 5)]).to_string(),
        "1,4,0"
    );
}

#[test]
fn knocking_splits_the_row() {
    assert_eq!(after_knock(&[5, 7], 1, 3, 1).to_string(), "5,3,3");
    assert_eq!(after_knock(&[5, 7], 0, 0, 1).to_string(), "4,7");
    assert_eq!(after_knock(&[5, 7], 0, 3, 2).to_string(), "3,7");
    assert_eq!(after_knock(&[1], 0, 0, 1).to_string(), "");
    assert_eq!(pair_start(6, 7), 5);
    assert_eq!(pair_start(0, 1), 0);
    assert_eq!(pair_start(2, 7), 2);
    assert_eq!(run_start(5, 7, 3), 4);
    assert_eq!(run_start(1, 2, 3), 0);
}

#[test]
fn a_circle_opens_into_a_row_and_rows_split() {
    assert_eq!(after_ring(&[10], 0, 4, 3).to_string(), "0,7");
    assert_eq!(after_ring(&[3], 0, 0, 3).to_string(), "0");
    assert_eq!(after_ring(&[0, 7, 2], 0, 2, 3).to_string(), "0,2,2,2");
    assert_eq!(after_ring(&[0, 7, 2], 1, 0, 2).to_string(), "0,7");
}

#[test]
fn a_bite_cuts_every_row_from_there_up() {
    assert_eq!(after_bite(&[4, 4, 4], 1, 2).to_string(), "4,2,2");
    assert_eq!(after_bite(&[4, 4, 4], 0, 3).to_string(), "3,3,3");
    assert_eq!(after_bite(&[4, 2, 1], 1, 0).to_string(), "4");
    assert_eq!(after_bite(&[4, 4], 2, 0).to_string(), "4,4");
}
