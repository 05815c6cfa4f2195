//! In-browser tests of `nimatron_app::crash`: the message a stopped
//! WebAssembly leaves on the page is prepared at start, once a language,
//! in the `<template>` that `web/nimatron-reload.js` copies from (the
//! end-to-end `crash.spec.ts` stops the app and reads the copy).
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- crash::`.

use nimatron_app::crash;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlTemplateElement};

/// The prepared messages: (lang, text, the Reload button's label).
fn prepared() -> Vec<(String, String, String)> {
    let document = gloo::utils::document();
    let template: HtmlTemplateElement = document
        .get_element_by_id("nimatron-crash-words")
        .expect("the template")
        .dyn_into()
        .expect("a <template>");
    assert_eq!(
        template.parent_element().map(|p| p.tag_name()),
        Some("HEAD".to_string())
    );
    let children = template.content().children();
    (0..children.length())
        .filter_map(|i| children.item(i))
        .map(|message: Element| {
            let text = message.query_selector("p").ok().flatten();
            let button = message
                .query_selector("button[data-nimatron-reload]")
                .ok()
                .flatten();
            (
                message.get_attribute("lang").unwrap_or_default(),
                text.and_then(|t| t.text_content()).unwrap_or_default(),
                button.and_then(|b| b.text_content()).unwrap_or_default(),
            )
        })
        .collect()
}

#[wasm_bindgen_test]
fn the_message_is_ready_in_each_language_once_and_out_of_the_page() {
    // The words of every message file, as at the app's start.
    crate::support::new_root();
    crash::prepare_words();
    // Prepared again (another language's words came): still one a language.
    crash::prepare_words();
    let messages = prepared();
    let langs: Vec<&str> = messages.iter().map(|(l, _, _)| l.as_str()).collect();
    assert_eq!(langs, ["en", "es"]);
    assert_eq!(
        messages[0],
        (
            "en".to_string(),
            "Something went wrong and Nimatron stopped. Reload the page to carry on.".to_string(),
            "Reload".to_string()
        )
    );
    assert_eq!(
        messages[1],
        (
            "es".to_string(),
            "Algo salió mal y Nimatron se detuvo. Recarga la página para continuar.".to_string(),
            "Recargar".to_string()
        )
    );
    // In a template's content, not the page: nothing a test id finds.
    assert!(
        gloo::utils::document()
            .query_selector("[data-testid=crash]")
            .ok()
            .flatten()
            .is_none()
    );
}
