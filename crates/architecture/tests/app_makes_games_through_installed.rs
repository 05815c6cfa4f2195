//! Invariant: the app makes a game only through `engine/installed.rs`,
//! never through the core's registry functions that name every game
//! (`registry::game`, `GAMES`, `completed`, `start_position`,
//! `linked_first`, `entry`). A first load's small module makes only its
//! own games (`crates/app/src/modules/`); one call to the whole registry
//! anywhere in the app would link every game into every module. Only the
//! whole app's start (`lib.rs`) and the play screen's module
//! (`modules/play.rs`, whose sums may have any parts) install the whole
//! registry (and `installed.rs` natively, for the app's unit tests).

#![allow(clippy::unwrap_used)]

use nimatron_architecture::{Graph, src_of};

/// The registry's items that name every game.
const EVERY_GAME: [&str; 6] = [
    "game",
    "GAMES",
    "completed",
    "start_position",
    "linked_first",
    "entry",
];

#[test]
fn no_file_of_the_app_but_its_start_makes_games_through_the_registry() {
    let graph = Graph::read(&src_of("app")).unwrap();
    assert!(graph.files.len() > 100, "the app's files were not found");
    let naming: Vec<String> = graph
        .files
        .keys()
        // The whole app's start installs the registry; `installed.rs` names
        // it for native runs only (the app's unit tests, under a `cfg`); the
        // play screen's module makes every game (a sum's parts may be any).
        .filter(|f| !["lib.rs", "engine/installed.rs", "modules/play.rs"].contains(&f.as_str()))
        .filter(|f| {
            EVERY_GAME.iter().any(|item| {
                graph.names_external(f, &["nimatron_core", "registry", item])
                    || graph.names_path(f, &["registry", item])
            })
        })
        .cloned()
        .collect();
    assert!(
        naming.is_empty(),
        "these files of crates/app/src make games through the core's registry, which names \
         every game: {naming:?}; use crate::engine::installed (or engine::game) instead"
    );
}

/// The core's functions that make a game from its text through the
/// registry, and so link every game: the app calls their `*_of` (or
/// `why_in`) twin with a game it made itself.
const MAKE_BY_TEXT: [&[&str]; 8] = [
    &["nimatron_core", "sequence", "one_heap"],
    &["nimatron_core", "sequence", "report"],
    &["nimatron_core", "sequence", "values"],
    &["nimatron_core", "sequence", "compact_values"],
    &["nimatron_core", "job", "quotient_rule"],
    &["nimatron_core", "job", "has_quotient"],
    &["nimatron_core", "explain", "why", "why"],
    &["nimatron_core", "analyze"],
];

#[test]
fn no_file_of_the_app_calls_the_cores_makers_by_text() {
    let graph = Graph::read(&src_of("app")).unwrap();
    let naming: Vec<(String, String)> = graph
        .files
        .keys()
        .flat_map(|f| {
            MAKE_BY_TEXT
                .iter()
                .filter(|path| graph.names_external(f, path))
                .map(move |path| (f.clone(), path.join("::")))
        })
        .collect();
    assert!(
        naming.is_empty(),
        "these files of crates/app/src call a core function that makes its game through the \
         registry, which links every game into their module: {naming:?}; make the game with \
         crate::engine and call the function's `_of` (or `why_in`) twin"
    );
}

#[test]
fn the_whole_app_installs_every_game() {
    let graph = Graph::read(&src_of("app")).unwrap();
    assert!(graph.names_external("lib.rs", &["nimatron_core", "registry", "GAMES"]));
}
