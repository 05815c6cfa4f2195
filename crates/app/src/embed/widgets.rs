//! Finds the marked elements of a teacher's page and mounts one
//! [`Widget`] on each. Called by the wasm start function: a page with
//! marked elements gets widgets, any other page (the app's own) the app.
//! An element naming no widget gets a message saying so, in its place.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;

use super::spec::{self, WidgetSpec};
use super::widget::{UnknownWidget, UnknownWidgetProps, Widget, WidgetProps};
use crate::dom;
use crate::i18n::{LangSource, choose_lang};
use yew::AttrValue;

/// The attribute set on an element once it holds a widget, so a second
/// start never mounts twice on it.
pub const MOUNTED: &str = "data-nimatron-mounted";

/// Mounts a widget on every marked element of the page. Returns whether
/// the page has marked elements at all (then it is a teacher's page, and
/// the full app must not take over its body).
pub fn mount_all() -> bool {
    let selector = format!("[{}]", spec::MARKER);
    let Ok(found) = gloo::utils::document().query_selector_all(&selector) else {
        return false;
    };
    if found.length() == 0 {
        return false;
    }
    for i in 0..found.length() {
        let Some(element) = found.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        if element.has_attribute(MOUNTED) {
            continue;
        }
        let attributes = attributes(&element);
        if let Some(spec) = spec::from_attributes(&attributes) {
            mount(element, spec);
        } else if let Some(name) = spec::unknown_name(&attributes) {
            mount_unknown(element, name);
        }
    }
    true
}

/// Replaces the element's content (a teacher's fallback text) by the widget.
fn mount(element: Element, spec: WidgetSpec) {
    let lang = widget_lang(&element, spec.lang);
    let spec = Rc::new(spec);
    render::<Widget>(element, WidgetProps { spec, lang });
}

/// Replaces the element's content by the message that `name` is no widget.
fn mount_unknown(element: Element, name: String) {
    let own = element
        .get_attribute(spec::LANG_ATTR)
        .and_then(|tag| nimatron_i18n::Lang::from_tag(tag.trim()));
    let lang = widget_lang(&element, own);
    let name = AttrValue::from(name);
    render::<UnknownWidget>(element, UnknownWidgetProps { name, lang });
}

/// Marks `element` as holding a widget, clears it and renders `C` in it.
fn render<C: yew::BaseComponent>(element: Element, props: C::Properties) {
    let _ = element.set_attribute(MOUNTED, "");
    element.set_text_content(None);
    // The handle is dropped on purpose: the widget lives as long as the page.
    let _ = yew::Renderer::<C>::with_root_and_props(element, props).render();
}

/// The widget's language: its own `data-lang`, else the page's, else the
/// browser's.
fn widget_lang(element: &Element, own: Option<nimatron_i18n::Lang>) -> nimatron_i18n::Lang {
    let page_lang = element
        .closest("[lang]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|tag| nimatron_i18n::Lang::from_tag(&tag));
    let (lang, _): (_, LangSource) =
        choose_lang(own.or(page_lang), None, &dom::browser_languages());
    lang
}

/// Every attribute of `element` as (name, value).
fn attributes(element: &Element) -> Vec<(String, String)> {
    element
        .get_attribute_names()
        .iter()
        .filter_map(|name| name.as_string())
        .take(64)
        .filter_map(|name| element.get_attribute(&name).map(|v| (name, v)))
        .collect()
}
