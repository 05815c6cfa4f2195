//! Architecture invariant: the core knows nothing of screens. This reads
//! `crates/core/Cargo.toml` and fails if a web crate appears in any
//! dependency table (normal, dev, build or target-specific), under its own
//! name or renamed with `package = "..."`.

use nimatron_architecture::manifest::forbidden_in;

const FORBIDDEN: [&str; 5] = ["wasm-bindgen", "web-sys", "js-sys", "yew", "gloo"];

#[test]
fn core_has_no_web_dependency() {
    let found = forbidden_in("core", &FORBIDDEN, "proptest");
    assert!(
        found.is_empty(),
        "crates/core depends on {found:?}: the core must know nothing of screens"
    );
}
