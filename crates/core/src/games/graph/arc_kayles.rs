//! Arc Kayles (Schaefer 1978): Graph Nim where a move removes two adjacent
//! vertices — the two ends of an edge whose ends are both still present —
//! with every edge touching them. Whoever cannot move (no edge left) loses.
//! On a path of `n` vertices it is Dawson's Kayles as the octal game 0.07
//! (knock down two adjacent pins): see [`super`] for the theorems.
//!
//! `arc-kayles:grid:3x3` with position `0,1,2,3,4,5,6,7,8` is the full 3×3
//! grid graph.

use super::{GraphNim, Kind};
use crate::catalogue::{Entry, Family};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::ruleset::{Board, GraphPick};

/// The registry's line for Arc Kayles.
pub const ENTRY: Entry = Entry {
    name: "arc-kayles",
    family: Family::Boards,
    params: "a graph: path:N, cycle:N, grid:RxC, star:N, complete:N, petersen or edges U-V,U-V,...",
    position: "the vertices still present: V,V,...",
    example: ("arc-kayles:grid:3x3", "0,1,2,3,4,5,6,7,8"),
    example_board,
    // The whole 3×3 grid is a P-position: the computer moves first.
    example_first: First::Computer,
    make: |params, _| with_engine(GraphNim::new(Kind::Arc, params)),
    rules: |params, _| rules_only(GraphNim::new(Kind::Arc, params)),
};

/// The example's graph, drawn where the game draws it: the 3×3 grid's
/// board (`GraphNim::board`) as data, so that the home page's catalogue
/// draws it without the graph parser and layout (a test checks it is the
/// game's own).
#[rustfmt::skip]
fn example_board() -> Board {
    Board::Graph {
        pick: GraphPick::Edge,
        vertices: 9,
        edges: vec![(0, 1), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (3, 6), (4, 5), (4, 7), (5, 8), (6, 7), (7, 8)],
        layout: vec![
            (0.1, 0.1), (0.5, 0.1), (0.9, 0.1),
            (0.1, 0.5), (0.5, 0.5), (0.9, 0.5),
            (0.1, 0.9), (0.5, 0.9), (0.9, 0.9),
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
        GraphNim::new(Kind::Arc, Some(graph)).unwrap_or_else(|e| panic!("{e}"))
    }

    fn naive_grundy(g: &GraphNim, mask: Mask) -> Option<u64> {
        solve(&Naive(g), &mask, Convention::Normal, 1 << 20).and_then(|v| v.grundy)
    }

    /// 0.07 (Dawson's Kayles as a row game), n = 0, 1, 2, ...
    const OCTAL_007: [u64; 53] = [
        0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
        4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
    ];

    /// The facts speak of what is left: on a 5-cycle with 0, 1, 2 and 4
    /// present, four vertices and the edges 0–1, 0–4 and 1–2 (the graph's
    /// order).
    #[test]
    fn the_example_board_is_the_example_game_s_own() {
        assert_eq!(example_board(), game("grid:3x3").board());
    }

    #[test]
    fn the_facts_count_what_is_left() {
        let g = game("cycle:5");
        let facts = Ruleset::facts(&g, &0b10111, Convention::Normal);
        let value = |key: crate::FactKey| {
            facts
                .iter()
                .find(|f| f.key == key.as_str())
                .map(|f| f.value.clone())
        };
        use crate::FactValue::{Number, Numbers};
        assert_eq!(value(crate::games::graph::VERTICES), Some(Number(4)));
        assert_eq!(
            value(crate::games::graph::EDGES),
            Some(Numbers(vec![0, 1, 0, 4, 1, 2]))
        );
        assert_eq!(value(crate::games::bitset::PIECES), Some(Number(1)));
        let lone = Ruleset::facts(&g, &0b1, Convention::Normal);
        assert!(
            lone.iter()
                .any(|f| f.key == "edges" && f.value == Numbers(Vec::new()))
        );
    }

    #[test]
    fn the_octal_table_is_0_07() {
        let ours: Vec<u64> = (0..53).map(dawson).collect();
        assert_eq!(ours, OCTAL_007);
    }

    #[test]
    fn paths_are_0_07_by_the_naive_solver() {
        for n in 1..=14u64 {
            let g = game(&format!("path:{n}"));
            let all = (1 << n) - 1;
            assert_eq!(naive_grundy(&g, all), Some(OCTAL_007[n as usize]), "P{n}");
            assert_eq!(g.grundy(&all), Some(OCTAL_007[n as usize]));
        }
        // A path of 32 vertices: the formula, at once.
        let g = game("path:32");
        assert_eq!(g.grundy(&u64::from(u32::MAX)), Some(OCTAL_007[32]));
    }

    #[test]
    fn every_fast_path_is_proved_on_small_graphs() {
        for graph in [
            "path:6",
            "cycle:7",
            "star:4",
            "complete:5",
            "grid:2x4",
            "petersen",
            "0-1,1-2,2-0,3-4",
        ] {
            for c in [Convention::Normal, Convention::Misere] {
                let errors = prove(&game(graph), c);
                assert!(errors.is_empty(), "{graph}: {}", errors.join("\n"));
            }
        }
    }

    #[test]
    fn known_values() {
        // A cycle of n: the first move leaves a path of n − 2.
        for n in 3..=12u64 {
            let g = game(&format!("cycle:{n}"));
            let v = g.grundy(&((1 << n) - 1));
            assert_eq!(v, naive_grundy(&g, (1 << n) - 1), "C{n}");
        }
        // A star: every move removes the centre, so the value is 1.
        assert_eq!(game("star:5").grundy(&0b111111), Some(1));
        // K4: a move leaves one edge; value mex{1} = 0.
        assert_eq!(game("complete:4").grundy(&0b1111), Some(0));
    }
}
