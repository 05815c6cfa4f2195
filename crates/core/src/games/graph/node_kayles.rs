//! Node Kayles (Schaefer 1978): Graph Nim where a move removes one vertex
//! together with all its neighbours (the vertices adjacent to it) and their
//! edges. Whoever cannot move (no vertex left) loses. On a path of `n`
//! vertices it is Dawson's Kayles, the octal game 0.137, whose values are
//! those of 0.07 shifted by one: G(n) = [`super::dawson`]`(n + 1)`. See
//! [`super`] for the theorems.
//!
//! `node-kayles:petersen` with position `0,1,2,3,4,5,6,7,8,9` is the full
//! Petersen graph.

use super::{GraphNim, Kind};
use crate::catalogue::{Entry, Family};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::ruleset::{Board, GraphPick};

/// The registry's line for Node Kayles.
pub const ENTRY: Entry = Entry {
    name: "node-kayles",
    family: Family::Boards,
    params: "a graph: path:N, cycle:N, grid:RxC, star:N, complete:N, petersen or edges U-V,U-V,...",
    position: "the vertices still present: V,V,...",
    example: ("node-kayles:petersen", "0,1,2,3,4,5,6,7,8,9"),
    example_board,
    example_first: First::Me,
    make: |params, _| with_engine(GraphNim::new(Kind::Node, params)),
    rules: |params, _| rules_only(GraphNim::new(Kind::Node, params)),
};

/// The example's graph, drawn where the game draws it: the Petersen
/// graph's board (`GraphNim::board`) as data, so that the home page's
/// catalogue draws it without the graph parser and layout (a test checks
/// it is the game's own).
#[rustfmt::skip]
fn example_board() -> Board {
    Board::Graph {
        pick: GraphPick::Vertex,
        vertices: 10,
        edges: vec![(0, 1), (0, 4), (0, 5), (1, 2), (1, 6), (2, 3), (2, 7), (3, 4), (3, 8), (4, 9), (5, 7), (5, 8), (6, 8), (6, 9), (7, 9)],
        layout: vec![
            (0.5, 0.9199999999999999), (0.8994437368439645, 0.629787137637478),
            (0.7468698059628387, 0.16021286236252208), (0.2531301940371613, 0.16021286236252208),
            (0.10055626315603555, 0.629787137637478), (0.5, 0.7),
            (0.6902113032590307, 0.5618033988749895), (0.6175570504584946, 0.3381966011250105),
            (0.3824429495415054, 0.3381966011250105), (0.3097886967409693, 0.5618033988749895),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::super::dawson;
    use super::*;
    use crate::engine::{Naive, proof::prove};
    use crate::games::bitset::Mask;
    use crate::solver::solve;
    use crate::{Convention, Ruleset};

    fn game(graph: &str) -> GraphNim {
        GraphNim::new(Kind::Node, Some(graph)).unwrap_or_else(|e| panic!("{e}"))
    }

    fn naive_grundy(g: &GraphNim, mask: Mask) -> Option<u64> {
        solve(&Naive(g), &mask, Convention::Normal, 1 << 20).and_then(|v| v.grundy)
    }

    #[test]
    fn the_example_board_is_the_example_game_s_own() {
        assert_eq!(example_board(), game("petersen").board());
    }

    #[test]
    fn paths_are_0_137_by_the_naive_solver() {
        // 0.137 from n = 0: 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, ...
        let first: Vec<u64> = (0..15).map(|n| dawson(n + 1)).collect();
        assert_eq!(first, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0]);
        for n in 1..=14u64 {
            let g = game(&format!("path:{n}"));
            let all = (1 << n) - 1;
            assert_eq!(naive_grundy(&g, all), Some(dawson(n + 1)), "P{n}");
            assert_eq!(g.grundy(&all), Some(dawson(n + 1)));
        }
    }

    #[test]
    fn every_fast_path_is_proved_on_small_graphs() {
        for graph in [
            "path:7",
            "cycle:6",
            "star:3",
            "complete:4",
            "grid:3x3",
            "petersen",
            "0-1,2-3,3-4",
        ] {
            for c in [Convention::Normal, Convention::Misere] {
                let errors = prove(&game(graph), c);
                assert!(errors.is_empty(), "{graph}: {}", errors.join("\n"));
            }
        }
    }

    #[test]
    fn known_values() {
        // A complete graph is one move: value 1.
        assert_eq!(game("complete:6").grundy(&0b111111), Some(1));
        // A star of 6 leaves: the centre empties it (0); a leaf takes the
        // centre and leaves 5 lone vertices (1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1 = 1).
        assert_eq!(game("star:6").grundy(&0b1111111), Some(2));
        // A disconnected position is the XOR of its pieces: two triangles.
        let g = game("0-1,1-2,0-2,3-4,4-5,3-5");
        assert_eq!(g.grundy(&0b111111), Some(0));
        // The Petersen graph and the 3×4 grid against the naive solver.
        let p = game("petersen");
        assert_eq!(p.grundy(&0x3ff), naive_grundy(&p, 0x3ff));
        let grid = game("grid:3x4");
        assert_eq!(grid.grundy(&0xfff), naive_grundy(&grid, 0xfff));
    }
}
