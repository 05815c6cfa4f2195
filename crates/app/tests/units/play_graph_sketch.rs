//! Tests of `play::graph_sketch` (`crates/app/src/play/graph_sketch.rs`).
use nimatron_core::limits::MAX_GRAPH_VERTICES;

use nimatron_app::play::graph_sketch::*;
use nimatron_core::registry;

#[test]
fn a_drawn_graph_is_a_game_the_core_reads() {
    let mut s = Sketch::default();
    assert_eq!(s.game("arc-kayles"), None);
    for i in 0..4 {
        assert!(s.add(f64::from(i) * 10.0, 50.0));
    }
    s.toggle(0, 1);
    s.toggle(2, 1);
    s.toggle(3, 3); // no loops
    // Vertex 3 has no edge: it is numbered first.
    let (game, start) = s.game("node-kayles").unwrap();
    assert_eq!(game, "node-kayles:1-2,2-3");
    assert_eq!(start, "0,1,2,3");
    let g = registry::game(&game).unwrap();
    assert!(g.is_terminal(&start.parse().unwrap()).is_ok_and(|t| !t));
    // Toggling again removes the edge.
    s.toggle(1, 0);
    assert_eq!(s.game("arc-kayles").unwrap().0, "arc-kayles:2-3");
}

#[test]
fn no_more_vertices_than_the_core_allows() {
    let mut s = Sketch::default();
    for _ in 0..MAX_GRAPH_VERTICES {
        assert!(s.add(1.0, 1.0));
    }
    assert!(!s.add(1.0, 1.0));
    s.toggle(0, (MAX_GRAPH_VERTICES - 1) as usize);
    let (game, _) = s.game("arc-kayles").unwrap();
    assert!(registry::game(&game).is_ok(), "{game}");
}
