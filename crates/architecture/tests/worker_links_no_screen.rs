//! Architecture invariant: the worker links no screen. Its crate,
//! `crates/jobs`, depends on neither the app nor the app's UI crates, so
//! the release build, where the worker has a profile of its own, compiles
//! none of them a second time. This reads `crates/jobs/Cargo.toml` and
//! fails if one appears (Cargo itself forbids the app and the worker
//! naming each other both ways, not the worker naming the app).

use nimatron_architecture::manifest::forbidden_in;

/// The app and the crates only its screens need.
const SCREENS: [&str; 5] = [
    "nimatron-app",
    "nimatron-i18n",
    "yew",
    "gloo",
    "wasm-bindgen-futures",
];

#[test]
fn the_worker_links_no_screen() {
    let found = forbidden_in("jobs", &SCREENS, "nimatron-core");
    assert!(
        found.is_empty(),
        "crates/jobs depends on {found:?}: the worker must link no screen (move what it needs into crates/jobs or the core)"
    );
}
