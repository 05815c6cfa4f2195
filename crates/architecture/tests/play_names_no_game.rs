//! Invariant: no face that draws a board names a game module of the core:
//! `crates/app/src/play/` (the play screen, its boards and panels), the
//! catalogue (its thumbnails) and the worksheet (its drawings). What a
//! board needs from a game comes on the game's `Board` value
//! (`nimatron_core::board`, a grid's sizes, a graph and its layout, a
//! sum's games) or through `AnyGame`, so a new game never edits these
//! files, and none of them depends on one game.

#![allow(clippy::unwrap_used)]

use nimatron_architecture::{Graph, src_of};

/// The files under `folder` of the app that name `nimatron_core::games`,
/// after checking that `folder` holds at least `least` files.
fn naming_a_game(graph: &Graph, folder: &str, least: usize) -> Vec<String> {
    let files: Vec<&String> = graph
        .files
        .keys()
        .filter(|f| f.starts_with(folder))
        .collect();
    assert!(
        files.len() >= least,
        "the files of {folder} were not found: {files:?}"
    );
    files
        .into_iter()
        .filter(|f| graph.names_external(f, &["nimatron_core", "games"]))
        .cloned()
        .collect()
}

#[test]
fn no_file_under_play_names_a_game_module() {
    let graph = Graph::read(&src_of("app")).unwrap();
    let naming = naming_a_game(&graph, "play/", 11);
    assert!(
        naming.is_empty(),
        "crates/app/src/play/ names a game module (nimatron_core::games): {naming:?}; \
         take what the board needs from the game's Board (nimatron_core::board) or AnyGame"
    );
}

#[test]
fn no_thumbnail_or_worksheet_drawing_names_a_game_module() {
    let graph = Graph::read(&src_of("app")).unwrap();
    for folder in ["screens/catalogue/", "screens/worksheet/"] {
        let naming = naming_a_game(&graph, folder, 1);
        assert!(
            naming.is_empty(),
            "crates/app/src/{folder} names a game module (nimatron_core::games): {naming:?}; \
             draw from the game's Board (nimatron_core::board, Listing::example_board)"
        );
    }
}
