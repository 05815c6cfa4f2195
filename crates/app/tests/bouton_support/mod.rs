//! Shared helpers of the Bouton component tests: roots that render the
//! screen or the panel alone, DOM queries and events, and [`settle`] (Yew
//! renders asynchronously). A folder, so cargo does not build it as a test
//! of its own.
#![allow(dead_code)]

use std::rc::Rc;

use gloo::timers::future::TimeoutFuture;
use nimatron_app::i18n::I18nProvider;
use nimatron_app::route::HashUrl;
use nimatron_app::screens::bouton::{BoutonPanel, BoutonScreen};
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

#[derive(Debug, Properties, PartialEq)]
pub struct RootProps {
    pub lang: Lang,
    pub hash: AttrValue,
}

/// The Bouton screen alone, in a fixed language, not touching the URL.
#[component]
pub fn Root(props: &RootProps) -> Html {
    let url = Rc::new(HashUrl::parse(&props.hash));
    html! {
        <I18nProvider lang={props.lang}>
            <BoutonScreen {url} sync_url={false} />
        </I18nProvider>
    }
}

#[derive(Debug, Properties, PartialEq)]
pub struct PanelRootProps {
    pub heaps: Rc<Vec<u64>>,
}

/// The panel as the Nim game would use it.
#[component]
pub fn PanelRoot(props: &PanelRootProps) -> Html {
    html! {
        <I18nProvider lang={Lang::En}>
            <BoutonPanel heaps={props.heaps.clone()} misere={false} />
        </I18nProvider>
    }
}

pub fn new_root() -> Element {
    let document = gloo::utils::document();
    let div = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&div)
        .expect("append");
    div
}

pub async fn settle() {
    TimeoutFuture::new(0).await;
    TimeoutFuture::new(0).await;
}

pub async fn screen(lang: Lang, hash: &str) -> Element {
    let root = new_root();
    yew::Renderer::<Root>::with_root_and_props(
        root.clone(),
        RootProps {
            lang,
            hash: AttrValue::from(hash.to_string()),
        },
    )
    .render();
    settle().await;
    root
}

pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).expect("selector");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

pub fn one(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .expect("selector")
        .unwrap_or_else(|| panic!("no element matches {selector}"))
}

pub fn text(root: &Element, selector: &str) -> String {
    one(root, selector).text_content().unwrap_or_default()
}

pub fn click(el: &Element) {
    el.dyn_ref::<HtmlElement>()
        .expect("an HTML element")
        .click();
}

pub fn press(el: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_key(key);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event");
    el.dispatch_event(&event).expect("dispatch");
}

pub fn step_text(root: &Element) -> String {
    text(root, "[data-testid=bouton-step]")
}

pub async fn next(root: &Element) {
    click(&one(root, "[data-testid=bouton-next]"));
    settle().await;
}
