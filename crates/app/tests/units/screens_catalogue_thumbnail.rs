//! Tests of `screens::catalogue::thumbnail` (`crates/app/src/screens/catalogue/thumbnail.rs`).
use nimatron_core::ruleset::Board;

use nimatron_app::screens::catalogue::thumbnail::*;

fn count(kind: Board, game: &str, position: &str) -> usize {
    let position = position
        .parse()
        .unwrap_or_else(|e| panic!("{position}: {e}"));
    shapes(kind, game, &position).0.len()
}

#[test]
fn draws_what_the_example_holds_within_the_caps() {
    assert_eq!(count(Board::Heaps, "nim", "3,4,5"), 12);
    assert_eq!(count(Board::Heaps, "nim", "100"), CAP as usize);
    assert_eq!(count(Board::Rows, "kayles", "5,7"), 12);
    assert_eq!(count(Board::Ring(3), "circular", "10"), 10);
    assert_eq!(count(Board::Chomp, "chomp", "4,2,1"), 7);
    assert_eq!(count(Board::Grid, "nd-nim:2x3", "1,1,1,0,0,1"), 6);
    // 9 vertices and 12 edges of the 3×3 grid.
    let graph = Board::Graph(nimatron_core::ruleset::GraphPick::Edge);
    assert_eq!(count(graph, "arc-kayles:grid:3x3", "0,1,2"), 21);
    let (_, w, h) = shapes(Board::Queen, "wythoff", &"5,3".parse().unwrap());
    assert_eq!((w, h), (6.0 * U, 6.0 * U));
}
