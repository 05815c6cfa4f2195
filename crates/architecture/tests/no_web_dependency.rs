//! Architecture invariant: the core knows nothing of screens. This reads
//! `crates/core/Cargo.toml` and fails if a web crate appears in any
//! dependency table (normal, dev, build or target-specific), under its own
//! name or renamed with `package = "..."`.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

use nimatron_architecture::manifest::{dependencies, forbidden_in};

const FORBIDDEN: [&str; 5] = ["wasm-bindgen", "web-sys", "js-sys", "yew", "gloo"];

#[test]
fn core_has_no_web_dependency() {
    let found = forbidden_in("core", &FORBIDDEN, "proptest");
    assert!(
        found.is_empty(),
        "crates/core depends on {found:?}: the core must know nothing of screens"
    );
}

#[test]
fn the_check_would_catch_them() {
    let bad = "[dependencies]\nserde = \"1\"\nweb = { package = \"web-sys\", version = \"0.3\" }\n\n[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nyew.workspace = true\n[dependencies.gloo]\nversion = \"0.11\"\n";
    let deps = dependencies(bad);
    for name in ["web-sys", "yew", "gloo"] {
        assert!(
            deps.iter().any(|d| d == name),
            "{name} not seen in {deps:?}"
        );
    }
}
