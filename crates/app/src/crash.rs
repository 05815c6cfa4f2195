//! What the reader sees if the app panics anyway.
//!
//! The release build aborts on a panic (`panic = "abort"`): the WebAssembly
//! stops and no Rust runs again. Without this module the page would be left
//! frozen half-drawn. [`install`] sets a panic hook that, before the abort,
//! puts a short message in the reader's language and a Reload button on the
//! page, over the whole app (a widget's frame is an app of its own, so the
//! message fills that widget's box and the other widgets play on).
//!
//! Why the words are ready in advance: inside the hook the program is
//! already broken, so it only copies text prepared at start-up (from the
//! `.ftl` files, each language the page has) into plain DOM nodes. The Reload button
//! works without Rust: `web/nimatron-reload.js`, loaded by the app's
//! `index.html` (also in each widget's frame), reloads the page on a click on
//! any `[data-nimatron-reload]` (no inline script, so the strict CSP holds).
//!
//! [`listen_for_test_panic`] is the deliberate panic the end-to-end tests
//! trigger: a `nimatron:test-panic` event dispatched from page script, the
//! only way in (no URL parameter, no control on screen).

use std::cell::RefCell;

use nimatron_i18n::Lang;
use web_sys::{Document, Element};

use crate::i18n::localizer;

/// The attribute `web/nimatron-reload.js` listens for.
pub const RELOAD_ATTRIBUTE: &str = "data-nimatron-reload";

/// The event only the tests dispatch.
pub const TEST_PANIC_EVENT: &str = "nimatron:test-panic";

/// The element the message is built in, so a second panic adds nothing.
const CRASH_ID: &str = "nimatron-crash";

/// The message and the button's label in one language.
#[derive(Debug, Clone)]
struct Words {
    lang: Lang,
    message: String,
    reload: String,
}

thread_local! {
    /// The words of each language that is here, prepared by [`install`].
    static WORDS: RefCell<Vec<Words>> = const { RefCell::new(Vec::new()) };
}

/// Prepares the words and sets the panic hook. Call once, first thing
/// once the build's first language's words are here (`crate::start`).
pub fn install() {
    prepare_words();
    // Through Yew, which otherwise sets its own hook when it first renders.
    yew::set_custom_panic_hook(Box::new(|info| {
        gloo::console::error!(info.to_string());
        show();
    }));
}

/// Prepares the message in every language whose words are here: at start,
/// and again when another language's arrive (`crate::words`).
pub fn prepare_words() {
    let words: Vec<Words> = Lang::ALL
        .iter()
        .filter(|&&lang| nimatron_i18n::ready(lang))
        .map(|&lang| {
            let loc = localizer(lang);
            Words {
                lang,
                message: loc.tr("app-crash-message"),
                reload: loc.tr("app-crash-reload"),
            }
        })
        .collect();
    WORDS.with(|w| *w.borrow_mut() = words);
}

/// The words for `lang` (or the first prepared), copied out of the cell.
fn words_for(lang: Option<Lang>) -> Option<Words> {
    WORDS.with(|w| {
        let w = w.try_borrow().ok()?;
        lang.and_then(|l| w.iter().find(|x| x.lang == l))
            .or_else(|| w.first())
            .cloned()
    })
}

/// The language named by `element`'s nearest `lang` attribute.
fn lang_at(element: &Element) -> Option<Lang> {
    let holder = element.closest("[lang]").ok()??;
    Lang::from_tag(&holder.get_attribute("lang")?)
}

/// Puts the message over the whole page. Never panics (a panic here would
/// end the hook).
fn show() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id(CRASH_ID).is_some() {
        return;
    }
    let lang = document.document_element().as_ref().and_then(lang_at);
    if let (Some(body), Some(box_)) = (document.body(), message_box(&document, lang)) {
        let _ = body.append_child(&box_);
    }
}

/// `<div role="alert"><p>message</p><button data-nimatron-reload>…</button></div>`
/// in `lang`, the overlay over the page.
fn message_box(document: &Document, lang: Option<Lang>) -> Option<Element> {
    let words = words_for(lang)?;
    let box_ = document.create_element("div").ok()?;
    let _ = box_.set_attribute("class", "crash");
    let _ = box_.set_attribute("role", "alert");
    let _ = box_.set_attribute("lang", words.lang.code());
    let _ = box_.set_attribute("data-testid", "crash");
    box_.set_id(CRASH_ID);
    let text = document.create_element("p").ok()?;
    text.set_text_content(Some(&words.message));
    let button = document.create_element("button").ok()?;
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute(RELOAD_ATTRIBUTE, "");
    let _ = button.set_attribute("data-testid", "crash-reload");
    button.set_text_content(Some(&words.reload));
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
