//! Invariant: no file under the core's `games/` names `registry.rs`
//! (ARCHITECTURE.md). A game describes itself with the catalogue's types
//! (`catalogue.rs`) and never depends on the list it sits in; the
//! registry is the one file that names every game, so adding a game is
//! its own file plus one line there, and no game's tests make other games
//! by name (those tests live in `crates/core/tests/`).

#![allow(clippy::unwrap_used)]

use nimatron_architecture::{Graph, src_of};

#[test]
fn no_game_file_names_the_registry() {
    let graph = Graph::read(&src_of("core")).unwrap();
    let naming = graph.under_naming("games/", "registry.rs");
    assert!(
        naming.is_empty(),
        "game files that name the registry (use crate::catalogue, or move the test to crates/core/tests/): {naming:?}"
    );
    // The registry itself still names the games: the check above looks at
    // a graph that sees them.
    assert!(
        graph
            .named_by("registry.rs")
            .iter()
            .any(|f| f.starts_with("games/")),
        "the registry names no game: the graph reader is blind"
    );
}
