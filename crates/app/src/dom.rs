//! The few browser calls the app makes, each wrapped so that a missing
//! window, a blocked storage or a refused `replaceState` is ignored instead
//! of panicking. A refused storage is also remembered, so the app can say
//! once that it cannot save. Everything else in the app is pure Rust.

use std::cell::{Cell, RefCell};

use wasm_bindgen::{JsCast, JsValue};

const LANG_KEY: &str = "nimatron.lang";

/// The new hash a `hashchange` event carries (its `newURL`), or the
/// current one when the event has none.
pub fn hash_of_event(event: &web_sys::Event) -> String {
    event
        .dyn_ref::<web_sys::HashChangeEvent>()
        .map(|e| hash_of_url(&e.new_url()))
        .unwrap_or_else(current_hash)
}

thread_local! {
    /// The hash the app last read or wrote. When `location.hash` differs,
    /// someone navigated and the app has not handled it yet.
    static KNOWN_HASH: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Counts the hashes the app has been told of ([`know_hash`]: start-up
    /// and each `hashchange`), not its own writes: a write queued under an
    /// older count is stale (the queued writes of `deferred.rs`).
    static NAVIGATIONS: Cell<u64> = const { Cell::new(0) };
}

/// `location.hash` (with its `#`), or empty.
pub fn current_hash() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Records `hash` as the one the app is showing (at start-up and on each
/// `hashchange` it handles).
pub fn know_hash(hash: &str) {
    NAVIGATIONS.with(|n| n.set(n.get().wrapping_add(1)));
    set_known_hash(hash);
}

fn set_known_hash(hash: &str) {
    KNOWN_HASH.with(|k| *k.borrow_mut() = Some(hash.to_string()));
}

/// How many navigations the app has handled so far (see [`know_hash`]).
pub fn navigations() -> u64 {
    NAVIGATIONS.with(Cell::get)
}

/// The address, when it is not the one the app knows (a navigation the
/// app has not handled).
pub fn unhandled_hash() -> Option<String> {
    let here = current_hash();
    let known = KNOWN_HASH.with(|k| k.borrow().clone());
    known.is_some_and(|k| k != here).then_some(here)
}

/// The hash a `hashchange` event left (its `oldURL`), if it says.
pub fn old_hash_of_event(event: &web_sys::Event) -> Option<String> {
    event
        .dyn_ref::<web_sys::HashChangeEvent>()
        .map(|e| hash_of_url(&e.old_url()))
}

/// The hash of a `hashchange` event's new URL (`#…`, or empty).
pub fn hash_of_url(url: &str) -> String {
    url.find('#')
        .map(|i| url[i..].to_string())
        .unwrap_or_default()
}

/// Replaces the URL's hash without a new history entry and without firing
/// `hashchange` (so the screen that wrote it is not reloaded).
///
/// Never over a navigation the app has not handled yet: when the address
/// is no longer the one the app knows, the reader has just gone somewhere
/// else (its `hashchange` is on its way), and writing the screen's old
/// position now would send the app back there.
pub fn replace_hash(hash: &str) {
    let here = current_hash();
    if here == hash {
        return;
    }
    if unhandled_hash().is_some() {
        return;
    }
    if let Ok(history) = gloo::utils::window().history()
        && history
            .replace_state_with_url(&JsValue::NULL, "", Some(hash))
            .is_ok()
    {
        set_known_hash(&current_hash());
    }
}

/// The language the user picked on an earlier visit, if storage allows.
pub fn stored_lang() -> Option<String> {
    // The language is stored at once (`store_lang`), never queued.
    load_item_now(LANG_KEY)
}

/// Remembers the user's language choice (skipped, with the one notice,
/// when storage is refused).
pub fn store_lang(code: &str) {
    store_item(LANG_KEY, code);
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

/// Moves focus to the first element `selector` matches, if there is one
/// (the skip link's `<main>`, the share button and the share panel's
/// heading).
pub fn focus(selector: &str) {
    let found = gloo::utils::document()
        .query_selector(selector)
        .ok()
        .flatten();
    if let Some(element) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}

/// Scrolls the window the least that brings `element` whole into view
/// (`scrollIntoView`'s "nearest", from the element's box: no option
/// dictionary needed): the game-over message under a board.
pub fn scroll_into_view_nearest(element: &web_sys::Element) {
    let window = gloo::utils::window();
    let Some(height) = window.inner_height().ok().and_then(|h| h.as_f64()) else {
        return;
    };
    let rect = element.get_bounding_client_rect();
    const MARGIN: f64 = 12.0;
    if rect.bottom() > height {
        // Not above its top: a box taller than the window shows its start.
        let by = (rect.bottom() - height + MARGIN).min(rect.top() - MARGIN);
        window.scroll_by_with_x_and_y(0.0, by.max(0.0));
    } else if rect.top() < 0.0 {
        window.scroll_by_with_x_and_y(0.0, rect.top() - MARGIN);
    }
}

/// Scrolls the window to the top of the page: a new screen starts there.
pub fn scroll_to_top() {
    gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// A uniform random number in `[0, 1)` (the browser's `Math.random`).
pub fn random_unit() -> f64 {
    js_sys::Math::random()
}

thread_local! {
    /// Whether storage has refused the app once (disabled or full).
    static STORAGE_REFUSED: Cell<bool> = const { Cell::new(false) };
    /// Told once, the first time storage refuses (the app's notice).
    static ON_STORAGE_REFUSED: RefCell<Option<Box<dyn Fn()>>> = RefCell::new(None);
}

/// Local storage, when the browser gives it (a disabled storage throws on
/// access: that counts as a refusal).
fn storage() -> Option<web_sys::Storage> {
    match gloo::utils::window().local_storage() {
        Ok(Some(storage)) => Some(storage),
        _ => {
            storage_refused();
            None
        }
    }
}

/// Records that storage refused the app, and says so once.
fn storage_refused() {
    if STORAGE_REFUSED.with(|r| r.replace(true)) {
        return;
    }
    // Taken out first, so the callback may subscribe again.
    let callback = ON_STORAGE_REFUSED.with(|c| c.borrow_mut().take());
    if let Some(callback) = callback {
        callback();
    }
}

/// Whether storage has refused the app on this page.
pub fn storage_was_refused() -> bool {
    STORAGE_REFUSED.with(Cell::get)
}

/// Calls `tell` the first time storage refuses (never, if it already has:
/// ask [`storage_was_refused`] first).
pub fn on_storage_refused(tell: impl Fn() + 'static) {
    ON_STORAGE_REFUSED.with(|c| *c.borrow_mut() = Some(Box::new(tell)));
}

/// The text stored under `key` now, if storage allows and there is one.
/// A write still queued by `crate::deferred` is not seen: screens read
/// through `deferred::load_item`, which does the queued writes first.
pub fn load_item_now(key: &str) -> Option<String> {
    match storage()?.get_item(key) {
        Ok(found) => found,
        Err(_) => {
            storage_refused();
            None
        }
    }
}

/// Stores `value` under `key`; a refusal (storage disabled or full) is
/// recorded and said once, and the app carries on without saving.
pub fn store_item(key: &str, value: &str) {
    if let Some(storage) = storage()
        && storage.set_item(key, value).is_err()
    {
        storage_refused();
    }
}

/// Shows the page's own message that the app cannot be had
/// (`index.html`'s `[data-nimatron-load-failed]`, in both languages): its
/// words could not be fetched, so it has no words of its own to say it.
/// Through the start script (`nimatronLoadFailed`), which kept the message
/// when a small module's app, mounted on `<body>`, cleared it away; else
/// the message itself.
pub fn show_load_failure() {
    if let Some(show) = window_function("nimatronLoadFailed", false) {
        let _ = show.call0(&JsValue::NULL);
        return;
    }
    let found = gloo::utils::document()
        .query_selector("[data-nimatron-load-failed]")
        .ok()
        .flatten();
    if let Some(element) = found {
        let _ = element.remove_attribute("hidden");
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

/// Sets the window property `name`: how a small module, the whole app
/// that takes over from it and the start script leave each other word.
fn set_window_word(name: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(&gloo::utils::window(), &JsValue::from_str(name), value);
}

/// The window property `name`; `take` removes it (a word read once).
fn window_word(name: &str, take: bool) -> Option<JsValue> {
    let window = gloo::utils::window();
    let key = JsValue::from_str(name);
    let value = js_sys::Reflect::get(&window, &key)
        .ok()
        .filter(|v| !v.is_undefined())?;
    if take {
        let _ = js_sys::Reflect::delete_property(&window, &key);
    }
    Some(value)
}

/// The function the window property `name` holds (one the start script or
/// a small module left), if any; `take` removes it.
pub fn window_function(name: &str, take: bool) -> Option<js_sys::Function> {
    window_word(name, take)?.dyn_into().ok()
}

/// The window property holding a small module's unmount while the whole
/// app it hands over to loads (`crate::hand_over`).
const HANDED_OVER: &str = "nimatronUnmountHandedOver";

/// Leaves the small module's `unmount` (a JS function) for the whole app
/// to call as it starts ([`unmount_handed_over`]).
pub fn leave_unmount(unmount: JsValue) {
    set_window_word(HANDED_OVER, &unmount);
}

/// Unmounts the small module this build takes over from, if any, just
/// before this build draws: the module's page stayed on screen while this
/// one downloaded. Called once; the word is removed.
pub fn unmount_handed_over() {
    if let Some(unmount) = window_function(HANDED_OVER, true) {
        let _ = unmount.call0(&JsValue::NULL);
    }
}

/// The window property by which a small module tells the whole app that
/// takes over from it, in the same page, that the share panel was open.
const SHARE_WAS_OPEN: &str = "nimatronShareWasOpen";

/// Leaves word for the whole app to open the share panel, or not (a small
/// module, which leaves the panel out, hands over for it).
pub fn say_share_panel_open(open: bool) {
    set_window_word(SHARE_WAS_OPEN, &JsValue::from_bool(open));
}

/// The window property in which the header keeps whether the phone's menu
/// is open, for the whole app that takes over from a small module in the
/// same page (`crate::hand_over`) to open its own as the reader left it.
const MENU_OPEN: &str = "nimatronMenuOpen";

/// Keeps word of whether the header's menu is open ([`take_menu_open`]).
pub fn say_menu_open(open: bool) {
    set_window_word(MENU_OPEN, &JsValue::from_bool(open));
}

/// Whether the menu of the header drawn before this one in the page (a
/// small module's, handed over) was open; the word is removed.
pub fn take_menu_open() -> bool {
    window_word(MENU_OPEN, true).is_some_and(|v| v.is_truthy())
}

/// Whether the module this app took over from had the share panel open;
/// the word is removed, so only the first frame drawn opens it.
pub fn take_share_panel_open() -> bool {
    window_word(SHARE_WAS_OPEN, true).is_some_and(|v| v.is_truthy())
}
