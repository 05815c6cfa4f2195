//! Finds the marked elements of a teacher's page and mounts one
//! [`Widget`] on each. Called by the wasm start function: a page with
//! marked elements gets widgets, any other page (the app's own) the app.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;

use super::spec::{self, WidgetSpec};
use super::widget::{Widget, WidgetProps};
use crate::dom;
use crate::i18n::{LangSource, choose_lang};

/// The attribute set on an element once it holds a widget, so a second
/// start never mounts twice on it.
const MOUNTED: &str = "data-nimatron-mounted";

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
        if let Some(spec) = spec::from_attributes(&attributes(&element)) {
            mount(element, spec);
        }
    }
    true
}

/// Replaces the element's content (a teacher's fallback text) by the widget.
fn mount(element: Element, spec: WidgetSpec) {
    let page_lang = element
        .closest("[lang]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|tag| nimatron_i18n::Lang::from_tag(&tag));
    let (lang, _): (_, LangSource) =
        choose_lang(spec.lang.or(page_lang), None, &dom::browser_languages());
    let _ = element.set_attribute(MOUNTED, "");
    element.set_text_content(None);
    let props = WidgetProps {
        spec: Rc::new(spec),
        lang,
    };
    // The handle is dropped on purpose: the widget lives as long as the page.
    let _ = yew::Renderer::<Widget>::with_root_and_props(element, props).render();
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
