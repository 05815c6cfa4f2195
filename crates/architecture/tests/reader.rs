//! The graph reader itself, on a fixture crate whose imports are known:
//! if it stopped seeing a `use` alias, a re-export or a circle, the
//! invariant tests would pass on anything.

#![allow(clippy::unwrap_used)]

use std::path::Path;

use nimatron_architecture::Graph;

fn fixture() -> Graph {
    Graph::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/circle/src")).unwrap()
}

#[test]
fn sees_the_circle_through_a_use_alias() {
    let g = fixture();
    assert_eq!(
        g.circles(),
        vec![vec!["games/nim.rs".to_string(), "registry.rs".to_string()]]
    );
}

#[test]
fn follows_a_re_export_to_the_file_that_defines_it() {
    let g = fixture();
    let named = g.named_by("games/nim.rs");
    assert!(named.contains("position.rs"), "{named:?}");
    assert!(!named.contains("lib.rs"), "{named:?}");
}

#[test]
fn skips_comments_and_strings() {
    let g = fixture();
    // `registry.rs` only through the `use`; never `position.rs` from the string.
    assert_eq!(
        g.named_by("registry.rs").into_iter().collect::<Vec<_>>(),
        vec!["games/mod.rs", "games/nim.rs"]
    );
}

#[test]
fn sees_a_path_into_another_crate_inside_a_use_group() {
    let g = fixture();
    assert!(g.names_external("face.rs", &["nimatron_core", "games"]));
    assert!(g.names_external("face.rs", &["nimatron_core", "games", "nim"]));
    assert!(g.names_external("face.rs", &["nimatron_core", "engine"]));
    // Not from the comment or the string, nor a path the group lacks.
    assert!(!g.names_external("face.rs", &["nimatron_core", "games", "kayles"]));
    assert!(!g.names_external("face.rs", &["nimatron_core", "registry"]));
    assert!(!g.names_external("registry.rs", &["nimatron_core", "games"]));
}
