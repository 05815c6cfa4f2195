//! In-browser component tests of the Min Nim screen. The test runner
//! serves no worker script, so these check what does not need the table:
//! the memory a table needs is stated, a worker that
//! cannot load is reported, and bad URL values are worded with the default
//! shown. (The table itself is checked end to end in
//! `tests/specs/min_nim.spec.ts`, against the release build.)
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- min_nim::`.

use nimatron_app::screens::min_nim::MinNimScreen;
use nimatron_i18n::Lang;
use wasm_bindgen_test::*;

use crate::support::{find, open, text};

/// The size of a table is stated before it is computed, in cells (no
/// memory figures: readers count positions, not bytes). (Cancelling a
/// running job needs the worker script, which this runner does not serve:
/// `tests/specs/min_nim.spec.ts` clicks Cancel against the release build.)
#[wasm_bindgen_test]
async fn the_size_of_a_table_is_stated_first() {
    let root = open::<MinNimScreen>(Lang::En, "#/min-nim?heaps=300,300,300&set=1,3,4").await;
    assert!(
        text(&root, "memory")
            .starts_with("The table has 27270901 cells, one per position in the box;"),
        "{}",
        text(&root, "memory")
    );
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_is_reported() {
    let root = open::<MinNimScreen>(Lang::En, "#/min-nim?heaps=5,5,5&set=1,2,3").await;
    crate::support::wait_until("the job's status", || find(&root, "job-status").is_some()).await;
    assert_eq!(
        text(&root, "job-status"),
        "The table could not be computed."
    );
    assert!(find(&root, "retry").is_some());
}

#[wasm_bindgen_test]
async fn bad_values_are_worded() {
    let root = open::<MinNimScreen>(Lang::En, "#/min-nim?heaps=1,2&set=3,3,3").await;
    let error = text(&root, "error");
    assert!(error.contains("“1,2”"), "{error}");
    assert!(
        error.contains("10,10,10") && error.contains("1,2,3"),
        "{error}"
    );
}
