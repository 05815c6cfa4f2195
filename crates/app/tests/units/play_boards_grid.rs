//! Tests of `play::boards::grid` (`crates/app/src/play/boards/grid.rs`).

use nimatron_app::play::boards::grid::*;

#[test]
fn a_run_empties_the_cells_between_two_clicks() {
    let full = vec![1; 9];
    let p = |a, b| after_run(&full, 3, a, b).map(|p| p.to_string());
    assert_eq!(p(0, 2).as_deref(), Some("0,0,0,1,1,1,1,1,1"));
    assert_eq!(p(7, 1).as_deref(), Some("1,0,1,1,0,1,1,0,1"));
    assert_eq!(p(4, 4).as_deref(), Some("1,1,1,1,0,1,1,1,1"));
    assert_eq!(p(0, 4), None);
    assert_eq!(p(2, 3), None);
}
