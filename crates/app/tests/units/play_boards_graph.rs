//! Tests of `play::boards::graph` (`crates/app/src/play/boards/graph.rs`).

use nimatron_app::play::boards::graph::*;

#[test]
fn picks_remove_what_the_drawing_says() {
    let edges = [(0, 1), (1, 2), (2, 3)];
    assert_eq!(without(&[0, 1, 2, 3], &[1, 2]).to_string(), "0,3");
    let mut n = closed_neighbourhood(1, &[0, 1, 2, 3], &edges);
    n.sort_unstable();
    assert_eq!(n, vec![0, 1, 2]);
    // A neighbour already gone is not removed again.
    assert_eq!(closed_neighbourhood(1, &[1, 2, 3], &edges), vec![1, 2]);
}
