//! What the reader sees if the app panics anyway.
//!
//! The release build stops the WebAssembly at once on a panic (`panic =
//! "abort"`, and `-Cpanic=immediate-abort` in the page's release build:
//! `scripts/lib.sh`): no Rust runs again, not even a panic hook. Without
//! this module the page would be left frozen half-drawn. So the message is
//! shown by plain script: [`install`] prepares it at start-up, in the
//! reader's language and each other language the page has, in a
//! `<template id="nimatron-crash-words">` in `<head>`; when the
//! WebAssembly stops (a `WebAssembly.RuntimeError` reaches the window),
//! `web/nimatron-reload.js`, loaded by the app's `index.html` (also in
//! each widget's frame), puts a copy of the one in the page's language,
//! with its Reload button, over the whole app (a widget's frame is an app
//! of its own, so the message fills that widget's box and the other
//! widgets play on). No inline script: the strict CSP holds.
//!
//! [`listen_for_test_panic`] is the deliberate panic the end-to-end tests
//! trigger: a `nimatron:test-panic` event dispatched from page script, the
//! only way in (no URL parameter, no control on screen).

use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlTemplateElement};

use crate::i18n::localizer;

/// The attribute `web/nimatron-reload.js` listens for.
pub const RELOAD_ATTRIBUTE: &str = "data-nimatron-reload";

/// The event only the tests dispatch.
pub const TEST_PANIC_EVENT: &str = "nimatron:test-panic";

/// The `<template>` that holds the message in each language, which
/// `web/nimatron-reload.js` reads.
const WORDS_ID: &str = "nimatron-crash-words";

/// Prepares the message and sets the panic hook. Call once, first thing
/// once the build's first language's words are here (`crate::start`).
pub fn install() {
    prepare_words();
    // Through Yew, which otherwise sets its own hook when it first renders.
    // Only builds that run a hook (not the page's release build) say why
    // they stopped; the message on the page is the script's.
    yew::set_custom_panic_hook(Box::new(|info| {
        gloo::console::error!(info.to_string());
    }));
}

/// Prepares the message in every language whose words are here: at start,
/// and again when another language's arrive (`crate::words`).
pub fn prepare_words() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(template) = words_template(&document) else {
        return;
    };
    let content = template.content();
    content.set_text_content(None);
    for lang in Lang::ALL {
        if !nimatron_i18n::ready(lang) {
            continue;
        }
        if let Some(box_) = message_box(&document, lang) {
            let _ = content.append_child(&box_);
        }
    }
}

/// The page's `<template id="nimatron-crash-words">`, made in `<head>` the
/// first time.
fn words_template(document: &Document) -> Option<HtmlTemplateElement> {
    if let Some(existing) = document.get_element_by_id(WORDS_ID) {
        return existing.dyn_into().ok();
    }
    let template: HtmlTemplateElement =
        document.create_element("template").ok()?.dyn_into().ok()?;
    template.set_id(WORDS_ID);
    document.head()?.append_child(&template).ok()?;
    Some(template)
}

/// `<div role="alert"><p>message</p><button data-nimatron-reload>…</button></div>`
/// in `lang`, the overlay `web/nimatron-reload.js` puts over the page.
fn message_box(document: &Document, lang: Lang) -> Option<Element> {
    let loc = localizer(lang);
    let box_ = document.create_element("div").ok()?;
    let _ = box_.set_attribute("class", "crash");
    let _ = box_.set_attribute("role", "alert");
    let _ = box_.set_attribute("lang", lang.code());
    let _ = box_.set_attribute("data-testid", "crash");
    let text = document.create_element("p").ok()?;
    text.set_text_content(Some(&loc.tr("app-crash-message")));
    let button = document.create_element("button").ok()?;
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute(RELOAD_ATTRIBUTE, "");
    let _ = button.set_attribute("data-testid", "crash-reload");
    button.set_text_content(Some(&loc.tr("app-crash-reload")));
    box_.append_child(&text).ok()?;
    box_.append_child(&button).ok()?;
    Some(box_)
}

/// Panics when page script dispatches [`TEST_PANIC_EVENT`] on `window`:
/// how the end-to-end tests check [`install`]'s message.
pub fn listen_for_test_panic() {
    let listener =
        gloo::events::EventListener::new(&gloo::utils::window(), TEST_PANIC_EVENT, |_| {
            #[allow(clippy::panic)]
            {
                panic!("deliberate panic requested by a test ({TEST_PANIC_EVENT})");
            }
        });
    listener.forget();
}
