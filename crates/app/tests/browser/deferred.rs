//! In-browser tests of `nimatron_app::deferred`: the URL and storage
//! writes queued by a click are done just after it, a read of storage
//! never sees an older entry than one queued, and a URL queued before a
//! navigation is dropped.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- deferred::`.

use nimatron_app::route::HashUrl;
use nimatron_app::{deferred, dom};
use wasm_bindgen_test::*;

use crate::support::settle;

fn raw_item(key: &str) -> Option<String> {
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(key).ok().flatten())
}

#[wasm_bindgen_test]
async fn storage_is_written_after_the_task_and_before_any_read() {
    let key = "nimatron.test.deferred";
    dom::store_item(key, "old");
    deferred::store_soon(key.to_string(), || Some("first".to_string()));
    deferred::store_soon(key.to_string(), || Some("second".to_string()));
    // Not yet written (the click's task is not over) ...
    assert_eq!(raw_item(key).as_deref(), Some("old"));
    assert!(deferred::is_pending());
    // ... but a read through the app sees the latest queued value.
    assert_eq!(deferred::load_item(key).as_deref(), Some("second"));
    assert!(!deferred::is_pending());
    deferred::store_soon(key.to_string(), || Some("third".to_string()));
    settle().await;
    assert_eq!(raw_item(key).as_deref(), Some("third"));
    assert!(!deferred::is_pending());
}

#[wasm_bindgen_test]
async fn the_url_is_replaced_after_the_task_unless_the_reader_navigated() {
    // The hash changes of the tests before, come and gone: an app they left
    // mounted handles each as a navigation, which would cancel the write.
    settle().await;
    dom::know_hash(&dom::current_hash());
    let url = || {
        Some(
            HashUrl::new("/play")
                .with("game", "nim")
                .with("position", "1,2"),
        )
    };
    deferred::replace_url_soon(url);
    assert!(!dom::current_hash().contains("position=1,2"));
    settle().await;
    assert_eq!(dom::current_hash(), "#/play?game=nim&position=1,2");
    // A navigation the app handled after the write was queued: the old
    // screen's URL is not written over it.
    deferred::replace_url_soon(|| Some(HashUrl::new("/play").with("position", "3")));
    dom::know_hash("#/play?game=nim&position=1,2");
    settle().await;
    assert_eq!(dom::current_hash(), "#/play?game=nim&position=1,2");
}
