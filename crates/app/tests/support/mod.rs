//! Scaffolding shared by the in-browser component tests: mount a screen
//! (inside the localisation provider) in a fresh element, let Yew render,
//! and read elements by `data-testid`.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use gloo::timers::future::TimeoutFuture;
use nimatron_app::i18n::I18nProvider;
use nimatron_i18n::Lang;
use web_sys::Element;
use yew::prelude::*;

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

/// Lets Yew render what a render or a click scheduled.
pub async fn settle() {
    TimeoutFuture::new(0).await;
    TimeoutFuture::new(0).await;
}

/// Renders `content` in a new element appended to the body.
pub async fn mount(lang: Lang, content: Html) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&root)
        .expect("append");
    yew::Renderer::<Root>::with_root_and_props(root.clone(), RootProps { lang, content }).render();
    settle().await;
    root
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
