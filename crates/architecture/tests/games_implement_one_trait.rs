//! Invariant: no file under the core's `games/` names `game.rs`, the
//! solver's view of a game (issue 27: one trait a game implements). A game
//! implements only `Ruleset`; every `Ruleset` is the solver's `Game`
//! through the blanket impl in `engine/adapters.rs`, so no game writes its
//! moves twice, nor forwards one trait to the other, nor keeps a second
//! type for the solver.

#![allow(clippy::unwrap_used)]

use nimatron_architecture::{Graph, src_of};

#[test]
fn no_game_file_names_the_solvers_game_trait() {
    let graph = Graph::read(&src_of("core")).unwrap();
    let naming = graph.under_naming("games/", "game.rs");
    assert!(
        naming.is_empty(),
        "game files that name the solver's `Game` (implement `Ruleset` only: the blanket impl gives `Game`): {naming:?}"
    );
    // The blanket impl still names it: the check above looks at a graph
    // that sees `game.rs`.
    assert!(
        graph.named_by("engine/adapters.rs").contains("game.rs"),
        "engine/adapters.rs names no game.rs: the graph reader is blind"
    );
}
