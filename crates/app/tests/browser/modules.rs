//! In-browser tests of `nimatron_app::modules`, the first load's small
//! modules: each draws its own screens and games, and on any other address
//! calls the start script's `nimatronStartApp` exactly once, leaving its
//! page on screen until the whole app's start unmounts it.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- modules::`.

use nimatron_app::modules::{self, Module, home::HomeModule, nim::NimModule};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use web_sys::Element;

use crate::support::{new_root, settle, wait_until};

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

/// How many elements of the module's own `root` match `selector` (the
/// page holds the other tests' screens too: one binary, one page).
fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector)
        .map(|l| l.length())
        .unwrap_or(0)
}

/// Puts on the page what web/nimatron-start.js leaves there, counting
/// its calls from zero.
fn fake_start_script() {
    let window = gloo::utils::window();
    let start = js_sys::Function::new_no_args(
        "window.nimatronTestStarts = (window.nimatronTestStarts || 0) + 1;",
    );
    js_sys::Reflect::set(&window, &JsValue::from_str("nimatronStartApp"), &start).expect("set");
    js_sys::Reflect::set(
        &window,
        &JsValue::from_str("nimatronTestStarts"),
        &JsValue::from(0),
    )
    .expect("set");
}

/// Module `M` mounted at `hash` on a new root, with the fake start script.
async fn mounted<M: Module>(hash: &str) -> (web_sys::Window, Element) {
    let window = gloo::utils::window();
    fake_start_script();
    window.location().set_hash(hash).expect("hash");
    // The hash changes of the tests before: come and gone (one arriving
    // after the mount would be an address the module hands over).
    settle().await;
    let root = new_root();
    modules::mount::<M>(root.clone());
    settle().await;
    (window, root)
}

/// The home page's module mounted at `#/`.
async fn home_module() -> (web_sys::Window, Element) {
    mounted::<HomeModule>("#/").await
}

#[wasm_bindgen_test]
async fn the_home_module_draws_the_home_page_and_hands_any_other_over() {
    let (window, root) = home_module().await;
    assert_eq!(count(&root, "[data-testid=game-list]"), 1);
    assert!(count(&root, "[data-testid=game-card]") > 10);
    assert_eq!(starts(), 0.0);

    window.location().set_hash("#/nim?heaps=1,2").expect("hash");
    // The hashchange, then the hand-over's own timer.
    wait_until("the hand-over to the whole app", || starts() > 0.0).await;
    assert_eq!(starts(), 1.0);
    // The module's page stays, saying the app is loading, until the whole
    // app starts; its start unmounts it: nothing of the home module is left.
    assert_eq!(count(&root, "[data-testid=game-list]"), 0);
    assert_eq!(count(&root, "[data-testid=loading-app]"), 1);
    whole_app_starts(&root).await;
    window.location().set_hash("").expect("hash");
}

/// What the whole app does as it starts after a hand-over
/// (`crate::start`): the small module's app leaves the page.
async fn whole_app_starts(root: &Element) {
    assert!(
        root.child_element_count() > 0,
        "the module's page left before the whole app started"
    );
    nimatron_app::dom::unmount_handed_over();
    wait_until("the module unmounted", || root.child_element_count() == 0).await;
}

#[wasm_bindgen_test]
async fn the_home_modules_share_button_hands_over_with_the_panel_open() {
    let (window, root) = home_module().await;
    let share = root
        .query_selector("[data-testid=share]")
        .ok()
        .flatten()
        .expect("the Share button");
    assert!(share.has_attribute("data-hands-over"));
    wasm_bindgen::JsCast::unchecked_ref::<web_sys::HtmlElement>(&share).click();
    wait_until("the hand-over to the whole app", || starts() > 0.0).await;
    assert_eq!(starts(), 1.0);
    // The panel is left out of the home module: the whole app opens it.
    assert_eq!(count(&root, "[data-testid=share-panel]"), 0);
    assert!(nimatron_app::dom::take_share_panel_open());
    whole_app_starts(&root).await;
    window.location().set_hash("").expect("hash");
}

/// A module's word that the share panel was open is the whole app's to
/// take: a small module (which has no panel) mounted while the word is
/// there neither hands over nor takes it.
#[wasm_bindgen_test]
async fn a_small_module_leaves_the_share_panel_word_to_the_whole_app() {
    nimatron_app::dom::say_share_panel_open(true);
    let (window, root) = mounted::<NimModule>("#/nim?heaps=1,2").await;
    assert_eq!(count(&root, "[data-testid=heap]"), 2);
    assert_eq!(count(&root, "[data-testid=loading-app]"), 0);
    assert_eq!(starts(), 0.0);
    assert!(nimatron_app::dom::take_share_panel_open());
    // Another game: the hand-over, which leaves the page as it found it.
    window
        .location()
        .set_hash("#/play?game=kayles&position=5,7")
        .expect("hash");
    wait_until("the hand-over to the whole app", || starts() > 0.0).await;
    whole_app_starts(&root).await;
    window.location().set_hash("").expect("hash");
}

#[wasm_bindgen_test]
async fn nims_module_draws_its_screens_and_hands_the_play_screen_over() {
    let (window, root) = mounted::<NimModule>("#/nim?heaps=1,2").await;
    assert_eq!(count(&root, "[data-testid=heap]"), 2);

    // Its own screens: drawn here, nothing handed over.
    window
        .location()
        .set_hash("#/bouton?heaps=3,5")
        .expect("hash");
    wait_until("Bouton's walk", || {
        count(&root, "[data-testid=bouton-heaps]") == 1
    })
    .await;
    assert_eq!(starts(), 0.0);

    // The play screen, even with Nim, is another module's: the whole app
    // takes over.
    window
        .location()
        .set_hash("#/play?game=nim&position=1,2")
        .expect("hash");
    wait_until("the hand-over to the whole app", || starts() > 0.0).await;
    assert_eq!(starts(), 1.0);
    whole_app_starts(&root).await;
    window.location().set_hash("").expect("hash");
}

/// Whether the header in `root` shows its menu open (the phone's "Menu").
fn menu_open(root: &Element) -> bool {
    root.query_selector("[data-testid=nav-toggle]")
        .ok()
        .flatten()
        .and_then(|b| b.get_attribute("aria-expanded"))
        .expect("the Menu button")
        == "true"
}

/// A header opens its menu as the header before it in the page (a small
/// module's, handed over) left it, and keeps word of it for the next; a
/// new screen closes it.
#[wasm_bindgen_test]
async fn a_header_opens_its_menu_as_the_one_before_it_left_it() {
    nimatron_app::dom::say_menu_open(true);
    let (window, root) = mounted::<NimModule>("#/nim?heaps=1,2").await;
    assert!(menu_open(&root));
    window
        .location()
        .set_hash("#/bouton?heaps=3,5")
        .expect("hash");
    wait_until("the menu closed on a new screen", || !menu_open(&root)).await;
    assert!(!nimatron_app::dom::take_menu_open());
    window.location().set_hash("").expect("hash");
}
