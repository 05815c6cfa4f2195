//! Tests of `play::move_label` (`crates/app/src/play/move_label.rs`).
use nimatron_core::Position;

use nimatron_app::play::move_label::*;

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
