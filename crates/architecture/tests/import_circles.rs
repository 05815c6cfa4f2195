//! Invariant: no import circle, counted file by file, in the core or the
//! app (ARCHITECTURE.md). In a circle no file can be read, tested or moved
//! without all the others; the way out is to move the shared item into a
//! leaf file that both sides name.

#![allow(clippy::unwrap_used)]

use nimatron_architecture::{Graph, src_of};

fn no_circle(krate: &str) {
    let graph = Graph::read(&src_of(krate)).unwrap();
    let circles = graph.circles();
    assert!(
        circles.is_empty(),
        "crates/{krate}: files in an import circle (move the shared item into a leaf file):\n{}",
        graph.describe(&circles)
    );
}

#[test]
fn the_core_has_no_import_circle() {
    no_circle("core");
}

#[test]
fn the_app_has_no_import_circle() {
    no_circle("app");
}

#[test]
fn the_jobs_crate_has_no_import_circle() {
    no_circle("jobs");
}
