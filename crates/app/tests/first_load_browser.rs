//! In-browser test of `nimatron_app::first_load`, the home page's own
//! module: it draws the home page, and on any other route unmounts itself
//! and calls the start script's `nimatronStartApp` exactly once.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test first_load_browser`.
#![cfg(target_arch = "wasm32")]

use nimatron_app::first_load;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod support;

use support::{new_root, settle, wait_until};

/// How many times the page asked for the whole app.
fn starts() -> f64 {
    js_sys::Reflect::get(
        &gloo::utils::window(),
        &JsValue::from_str("nimatronTestStarts"),
    )
    .ok()
    .and_then(|v| v.as_f64())
    .unwrap_or(0.0)
}

fn count(selector: &str) -> u32 {
    gloo::utils::document()
        .query_selector_all(selector)
        .map(|l| l.length())
        .unwrap_or(0)
}

#[wasm_bindgen_test]
async fn the_home_module_draws_the_home_page_and_hands_any_other_over() {
    let window = gloo::utils::window();
    // What web/nimatron-start.js leaves on the page, counting its calls.
    let start = js_sys::Function::new_no_args(
        "window.nimatronTestStarts = (window.nimatronTestStarts || 0) + 1;",
    );
    js_sys::Reflect::set(&window, &JsValue::from_str("nimatronStartApp"), &start).expect("set");
    window.location().set_hash("#/").expect("hash");

    let root = new_root();
    first_load::mount(root.clone());
    settle().await;
    assert_eq!(count("[data-testid=game-list]"), 1);
    assert!(count("[data-testid=game-card]") > 10);
    assert_eq!(starts(), 0.0);

    window.location().set_hash("#/nim?heaps=1,2").expect("hash");
    // The hashchange, then the hand-over's own timer.
    wait_until("the hand-over to the whole app", || starts() > 0.0).await;
    assert_eq!(starts(), 1.0);
    // Unmounted: nothing of the home module is left on the page.
    assert_eq!(count("[data-testid=game-list]"), 0);
    assert_eq!(count("[data-testid=loading-app]"), 0);
    assert_eq!(root.child_element_count(), 0);
    window.location().set_hash("").expect("hash");
}
