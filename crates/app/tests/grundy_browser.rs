//! In-browser component tests of the Grundy-strip screen: the strip's
//! period for two sets, and a winning move played by a click.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test grundy_browser`.
#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use gloo::timers::future::TimeoutFuture;
use nimatron_app::i18n::I18nProvider;
use nimatron_app::route::HashUrl;
use nimatron_app::screens::grundy::GrundyScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Debug, Properties, PartialEq)]
struct RootProps {
    hash: AttrValue,
}

#[component]
fn Root(props: &RootProps) -> Html {
    let url = Rc::new(HashUrl::parse(&props.hash));
    html! {
        <I18nProvider lang={Lang::En}>
            <GrundyScreen {url} />
        </I18nProvider>
    }
}

async fn settle() {
    TimeoutFuture::new(0).await;
    TimeoutFuture::new(0).await;
}

async fn screen(hash: &str) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&root)
        .expect("append");
    yew::Renderer::<Root>::with_root_and_props(
        root.clone(),
        RootProps {
            hash: AttrValue::from(hash.to_string()),
        },
    )
    .render();
    settle().await;
    root
}

fn text(root: &Element, testid: &str) -> String {
    root.query_selector(&format!("[data-testid={testid}]"))
        .expect("selector")
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn periods_of_two_sets() {
    let root = screen("#/grundy?set=1,3,4&heaps=5").await;
    assert_eq!(
        (text(&root, "preperiod"), text(&root, "period")),
        ("0".into(), "7".into())
    );
    let root = screen("#/grundy?set=2,5&heaps=5").await;
    assert_eq!(text(&root, "period"), "7");
}

#[wasm_bindgen_test]
async fn the_winning_move_leaves_a_p_position() {
    let root = screen("#/grundy?k=3&heaps=19").await;
    assert!(text(&root, "outcome").contains("taking 3 from heap 1"));
    let button = root
        .query_selector("[data-testid=grundy-take][data-heap=\"0\"][data-take=\"3\"]")
        .expect("selector")
        .expect("button");
    button.unchecked_into::<HtmlElement>().click();
    settle().await;
    assert!(
        text(&root, "outcome").starts_with("P-position"),
        "{}",
        text(&root, "outcome")
    );
    assert_eq!(text(&root, "status"), "The computer is thinking…");
}
