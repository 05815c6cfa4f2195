//! Helpers of the Bouton component tests: the screen or the panel
//! alone, and the walk's steps; the DOM queries, events and [`settle`]
//! (Yew renders asynchronously) are the shared [`crate::support`].

use std::rc::Rc;

use nimatron_app::i18n::I18nProvider;
use nimatron_app::screens::bouton::{BoutonPanel, BoutonScreen};
use nimatron_i18n::Lang;
use web_sys::Element;
use yew::prelude::*;

pub use crate::support::{
    all, html_click as click, new_root, one, press, settle, text_at as text, wait_until,
};

/// The Bouton screen alone, in a fixed language, not touching the URL.
pub async fn screen(lang: Lang, hash: &str) -> Element {
    crate::support::open::<BoutonScreen>(lang, hash).await
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

pub fn step_text(root: &Element) -> String {
    text(root, "[data-testid=bouton-step]")
}

pub async fn next(root: &Element) {
    click(&one(root, "[data-testid=bouton-next]"));
    settle().await;
}
