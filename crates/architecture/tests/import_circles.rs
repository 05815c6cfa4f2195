//! Invariant: no import circle, counted file by file, in the core or the
//! app (ARCHITECTURE.md). In a circle no file can be read, tested or moved
//! without all the others.
//!
//! The core has none. The app's circles that issue 27 found are listed
//! below while they are being broken; the list only shrinks: a new circle,
//! or a file joining one, is red, and so is a listed file that is no
//! longer in a circle (take it off the list).

#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use nimatron_architecture::{Graph, src_of};

/// The app's files still in a circle.
const APP_KNOWN: &[&str] = &[
    "app.rs",
    "teach/panel.rs",
    "deferred.rs",
    "dom.rs",
    "play/boards/building.rs",
    "play/boards/chomp.rs",
    "play/boards/graph.rs",
    "play/boards/grid.rs",
    "play/boards/heaps/mod.rs",
    "play/boards/list.rs",
    "play/boards/memory.rs",
    "play/boards/mod.rs",
    "play/boards/queen.rs",
    "play/boards/rows.rs",
    "play/boards/runs.rs",
    "play/boards/sum.rs",
    "play/panels/analysis.rs",
    "play/panels/session.rs",
    "play/state.rs",
    "play/words.rs",
    "screens/nav.rs",
    "screens/query.rs",
];

fn check(krate: &str, known: &[&str]) {
    let graph = Graph::read(&src_of(krate)).unwrap();
    let circles = graph.circles();
    let in_circles: BTreeSet<&str> = circles.iter().flatten().map(String::as_str).collect();
    let known: BTreeSet<&str> = known.iter().copied().collect();
    let new: Vec<&&str> = in_circles.difference(&known).collect();
    let gone: Vec<&&str> = known.difference(&in_circles).collect();
    assert!(
        new.is_empty(),
        "crates/{krate}: new files in an import circle: {new:?}\n{}",
        graph.describe(&circles)
    );
    assert!(
        gone.is_empty(),
        "crates/{krate}: no longer in a circle, take them off the list: {gone:?}"
    );
}

#[test]
fn the_core_has_no_import_circle() {
    let graph = Graph::read(&src_of("core")).unwrap();
    let circles = graph.circles();
    assert!(
        circles.is_empty(),
        "crates/core: import circles (move the shared item into a leaf file):\n{}",
        graph.describe(&circles)
    );
}

#[test]
fn the_app_has_no_new_import_circle() {
    check("app", APP_KNOWN);
}
