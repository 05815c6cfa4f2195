//! Invariant: `crates/app/src/play/` (the play screen, its boards and
//! panels) names no game module of the core. What a board needs from a
//! game comes through the engine's game-independent API
//! (`nimatron_core::engine::boards`, `AnyGame`), so a new game never
//! edits the play screen, and the play screen never depends on one game.

#![allow(clippy::unwrap_used)]

use nimatron_architecture::{Graph, src_of};

#[test]
fn no_file_under_play_names_a_game_module() {
    let graph = Graph::read(&src_of("app")).unwrap();
    let play: Vec<&String> = graph
        .files
        .keys()
        .filter(|f| f.starts_with("play/"))
        .collect();
    assert!(
        play.len() > 10,
        "the play screen's files were not found: {play:?}"
    );
    let naming: Vec<&&String> = play
        .iter()
        .filter(|f| graph.names_external(f, &["nimatron_core", "games"]))
        .collect();
    assert!(
        naming.is_empty(),
        "crates/app/src/play/ names a game module (nimatron_core::games): {naming:?}; \
         take what the board needs from nimatron_core::engine::boards or AnyGame"
    );
}
