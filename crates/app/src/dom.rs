//! The few browser calls the app makes, each wrapped so that a missing
//! window, a blocked storage or a refused `replaceState` is ignored instead
//! of panicking. Everything else in the app is pure Rust.

use wasm_bindgen::JsValue;

const LANG_KEY: &str = "nimatron.lang";

/// `location.hash` (with its `#`), or empty.
pub fn current_hash() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Replaces the URL's hash without a new history entry and without firing
/// `hashchange` (so the screen that wrote it is not reloaded).
pub fn replace_hash(hash: &str) {
    if current_hash() == hash {
        return;
    }
    if let Ok(history) = gloo::utils::window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(hash));
    }
}

/// The language the user picked on an earlier visit, if storage allows.
pub fn stored_lang() -> Option<String> {
    let storage = gloo::utils::window().local_storage().ok()??;
    storage.get_item(LANG_KEY).ok()?
}

/// Remembers the user's language choice (silently skipped when storage is
/// blocked, e.g. in a sandboxed embed).
pub fn store_lang(code: &str) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(LANG_KEY, code);
    }
}

/// The browser's preferred languages, most preferred first.
pub fn browser_languages() -> Vec<String> {
    let navigator = gloo::utils::window().navigator();
    let mut tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if let Some(tag) = navigator.language() {
        tags.push(tag);
    }
    tags
}

/// Keeps `<html lang>` and the tab title in step with the screen.
pub fn set_document_lang_and_title(code: &str, title: &str) {
    let document = gloo::utils::document();
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", code);
    }
    document.set_title(title);
}

/// A uniform random number in `[0, 1)` (the browser's `Math.random`).
pub fn random_unit() -> f64 {
    js_sys::Math::random()
}

/// The text stored under `key`, if storage allows and there is one.
pub fn load_item(key: &str) -> Option<String> {
    let storage = gloo::utils::window().local_storage().ok()??;
    storage.get_item(key).ok()?
}

/// Stores `value` under `key` (silently skipped when storage is blocked).
pub fn store_item(key: &str, value: &str) {
    if let Ok(Some(storage)) = gloo::utils::window().local_storage() {
        let _ = storage.set_item(key, value);
    }
}

/// Marks `<html>` with `data-embed` while the app is shown in an iframe,
/// so the styles drop the page chrome (full-height body, wide margins).
pub fn mark_embedded(on: bool) {
    if let Some(html) = gloo::utils::document().document_element() {
        let _ = if on {
            html.set_attribute("data-embed", "")
        } else {
            html.remove_attribute("data-embed")
        };
    }
}
