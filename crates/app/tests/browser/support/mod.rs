//! Scaffolding shared by the in-browser component tests: mount a screen
//! (inside the localisation provider) in a fresh element, let Yew render,
//! and read elements by `data-testid`. Including it configures the test
//! binary to run in the browser.

use std::rc::Rc;

use gloo::timers::future::TimeoutFuture;
use nimatron_app::i18n::I18nProvider;
use nimatron_app::route::HashUrl;
use nimatron_app::screens::nav::ScreenProps;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};
use yew::prelude::*;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// Props of [`Root`].
#[derive(Debug, Properties, PartialEq)]
pub struct RootProps {
    /// The interface language.
    pub lang: Lang,
    /// The screen under test.
    pub content: Html,
}

/// The screen under test inside the localisation provider.
#[component]
pub fn Root(props: &RootProps) -> Html {
    html! {
        <I18nProvider lang={props.lang}>{ props.content.clone() }</I18nProvider>
    }
}

/// One turn of the event loop: a 0 ms timer set now runs after every
/// timer of no longer delay set before it, Yew's own among them (Yew
/// yields with one between a render and its effects). An order, not a
/// wait for time to pass.
async fn next_turn() {
    TimeoutFuture::new(0).await;
}

/// Lets Yew render what a render or a click scheduled and run its effects
/// (two turns), then waits until the panels drawn after the page's first
/// paint are drawn (`components::later`, the next animation frame) and
/// the URL and storage writes the effects queued (`deferred`, after
/// `WRITE_DELAY_MS`) have been done.
pub async fn settle() {
    next_turn().await;
    next_turn().await;
    while nimatron_app::components::later::is_waiting() || nimatron_app::deferred::is_pending() {
        next_turn().await;
    }
    // What the panels' first render scheduled.
    next_turn().await;
    next_turn().await;
}

/// Waits until `ready()` holds, looking at every turn of the event loop
/// (then lets Yew settle); fails the test, naming `what`, if it still
/// does not after 5 s. A test waits for what it needs, never a fixed time.
pub async fn wait_until(what: &str, mut ready: impl FnMut() -> bool) {
    let deadline = js_sys::Date::now() + 5_000.0;
    while !ready() {
        assert!(js_sys::Date::now() < deadline, "waited 5 s for {what}");
        next_turn().await;
    }
    settle().await;
}

/// A fresh `<div>` appended to the body, for the whole app: every
/// registered game made and every message file (as the whole app's start
/// does; a small module's own mount then installs only its own).
pub fn new_root() -> Element {
    nimatron_app::engine::installed::install(nimatron_core::registry::GAMES);
    nimatron_app::play::boards::installed::install(nimatron_app::play::boards::ALL);
    nimatron_i18n::install(nimatron_i18n::resources::EVERY);
    let document = gloo::utils::document();
    let div = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&div)
        .expect("append");
    div
}

/// Renders `content` in a new element appended to the body.
pub async fn mount(lang: Lang, content: Html) -> Element {
    let root = new_root();
    yew::Renderer::<Root>::with_root_and_props(root.clone(), RootProps { lang, content }).render();
    settle().await;
    root
}

/// Renders the screen `S` for `hash` in `lang`, not touching the URL or
/// storage (`sync_url = false`), and waits for it.
pub async fn open<S>(lang: Lang, hash: &str) -> Element
where
    S: BaseComponent<Properties = ScreenProps>,
{
    open_with::<S>(lang, hash, None).await
}

/// [`open`], with the computer's pause set to `think_ms`.
pub async fn open_with<S>(lang: Lang, hash: &str, think_ms: Option<u32>) -> Element
where
    S: BaseComponent<Properties = ScreenProps>,
{
    let props = ScreenProps {
        url: Rc::new(HashUrl::parse(hash)),
        nav: 0,
        sync_url: false,
        think_ms,
    };
    mount(lang, html! { <S ..props /> }).await
}

/// Every element under `root` matching `selector`.
pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).expect("selector");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

/// The first element under `root` matching `selector` (panics if none).
pub fn one(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .expect("selector")
        .unwrap_or_else(|| panic!("no element matches {selector}"))
}

/// A bubbling click, as a user's (SVG elements have no `.click()`).
pub fn click(el: &Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("event");
    el.dispatch_event(&event).expect("dispatch");
}

/// A bubbling `keydown` of `key`.
pub fn press(el: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_key(key);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event");
    el.dispatch_event(&event).expect("dispatch");
}

/// Types `value` into an input and fires its `input` event.
pub fn type_into(el: &Element, value: &str) {
    let input: &HtmlInputElement = el.dyn_ref().expect("an input");
    input.set_value(value);
    let init = web_sys::InputEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::InputEvent::new_with_event_init_dict("input", &init).expect("event");
    el.dispatch_event(&event).expect("dispatch");
}

/// `HTMLElement.click()` (buttons, links).
pub fn html_click(el: &Element) {
    el.dyn_ref::<HtmlElement>()
        .expect("an HTML element")
        .click();
}

/// The text of the first element under `root` matching `selector`
/// (panics if none).
pub fn text_at(root: &Element, selector: &str) -> String {
    one(root, selector).text_content().unwrap_or_default()
}

/// The value of `el`'s attribute `name` ("" if absent).
pub fn attr(el: &Element, name: &str) -> String {
    el.get_attribute(name).unwrap_or_default()
}

/// How many elements under `root` match `selector`.
pub fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector)
        .expect("selector")
        .length()
}

/// The first element with `data-testid=testid`.
pub fn find(root: &Element, testid: &str) -> Option<Element> {
    root.query_selector(&format!("[data-testid={testid}]"))
        .expect("selector")
}

/// The text of the first element with `data-testid=testid` ("" if none).
pub fn text(root: &Element, testid: &str) -> String {
    find(root, testid)
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}
