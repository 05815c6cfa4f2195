//! Architecture invariant: the page carries no misère-quotient builder
//! (23 KB of every module that plays a take-and-break game; its worker
//! builds the quotients, `crates/app/src/engine/quotient.rs`). The core
//! builds one on the calling thread only with its feature
//! `build-quotients`, so no crate the page's builds compile (the app, the
//! words, the worker's messages) may turn it on: Cargo would turn it on
//! for the page too.

use std::path::Path;

#[test]
fn no_crate_of_the_page_turns_on_the_quotient_builder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for krate in ["app", "i18n", "jobs"] {
        let path = root.join(format!("crates/{krate}/Cargo.toml"));
        let text = std::fs::read_to_string(&path).expect("a manifest");
        // Where a line names the feature (comments aside).
        let named = text
            .lines()
            .map(|line| line.split('#').next().unwrap_or_default())
            .any(|line| line.contains("build-quotients"));
        assert!(
            !named,
            "{} turns on the core's `build-quotients`: the page would carry the quotient builder",
            path.display()
        );
    }
}
