//! Invariant: no import circle, counted file by file, in the core or the
//! app (ARCHITECTURE.md). In a circle no file can be read, tested or moved
//! without all the others.
//!
//! The app has none. The core's circles that issue 27 found are listed
//! below while they are being broken; the list only shrinks: a new
//! circle, or a file joining one, is red, and so is a listed file that is
//! no longer in a circle (take it off the list).

#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use nimatron_architecture::{Graph, src_of};

/// The core's files still in a circle.
const CORE_KNOWN: &[&str] = &[
    "engine/adapters.rs",
    "engine/analyze.rs",
    "engine/computer.rs",
    "engine/mod.rs",
    "engine/proof.rs",
    "games/building.rs",
    "games/candy.rs",
    "games/chomp.rs",
    "games/circular.rs",
    "games/equal.rs",
    "games/fibonacci.rs",
    "games/graph/arc_kayles.rs",
    "games/graph/mod.rs",
    "games/graph/node_kayles.rs",
    "games/greedy.rs",
    "games/kayles.rs",
    "games/min_nim/rules.rs",
    "games/moore.rs",
    "games/nd_nim.rs",
    "games/nim/rules.rs",
    "games/nim/strategy.rs",
    "games/octal.rs",
    "games/subtraction/set_rules.rs",
    "games/subtraction/take_rules.rs",
    "games/sum.rs",
    "games/wythoff/rules.rs",
    "job.rs",
    "lib.rs",
    "registry.rs",
    "ruleset.rs",
    "sequence.rs",
    "session.rs",
    "games/min_nim/mod.rs",
    "games/min_nim/table.rs",
    "games/nim/mod.rs",
    "games/nim/remoteness.rs",
    "games/subtraction/explicit.rs",
    "games/subtraction/mod.rs",
    "games/subtraction/take.rs",
    "games/take_break/mod.rs",
    "games/take_break/naive.rs",
    "games/take_break/period.rs",
    "games/take_break/rare.rs",
    "games/take_break/stats.rs",
    "games/wythoff/mod.rs",
    "games/wythoff/play.rs",
    "solver/mod.rs",
    "solver/search.rs",
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
fn the_core_has_no_new_import_circle() {
    check("core", CORE_KNOWN);
}

#[test]
fn the_app_has_no_import_circle() {
    let graph = Graph::read(&src_of("app")).unwrap();
    let circles = graph.circles();
    assert!(
        circles.is_empty(),
        "crates/app: files in an import circle:\n{}",
        graph.describe(&circles)
    );
}
