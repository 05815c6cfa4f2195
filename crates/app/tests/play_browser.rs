//! In-browser component tests of the play screen: the test hooks for
//! Kayles 5,7 and Fibonacci 20, a winning move played by a click, and two
//! screens on one page with distinct element ids.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test play_browser`.
#![cfg(target_arch = "wasm32")]

use std::collections::HashSet;

use nimatron_app::play::PlayScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

mod support;

use support::{all, one, open, settle, text};

#[wasm_bindgen_test]
async fn kayles_5_7_is_n_with_grundy_6() {
    let root =
        open::<PlayScreen>(Lang::En, "#/play?game=kayles&position=5,7&opponent=friend").await;
    assert_eq!(text(&root, "outcome"), "N");
    assert_eq!(text(&root, "grundy"), "6");
    let moves = all(&root, "[data-testid=winning-move]");
    assert!(!moves.is_empty());
    let target = moves[0].get_attribute("data-position").unwrap_or_default();
    one(&moves[0], "[data-testid=play-move]")
        .unchecked_into::<HtmlElement>()
        .click();
    settle().await;
    assert_eq!(text(&root, "position"), target);
    assert_eq!(text(&root, "outcome"), "P");
    assert_eq!(text(&root, "grundy"), "0");
}

#[wasm_bindgen_test]
async fn fibonacci_20_takes_2() {
    let root = open::<PlayScreen>(
        Lang::En,
        "#/play?game=fibonacci&position=20&opponent=friend",
    )
    .await;
    assert_eq!(text(&root, "outcome"), "N");
    let moves = all(&root, "[data-testid=winning-move]");
    assert_eq!(
        moves[0].get_attribute("data-position").as_deref(),
        Some("18,2")
    );
    assert!(text(&root, "memory-max").contains("19"));
}

#[wasm_bindgen_test]
async fn two_screens_share_no_element_id() {
    let a = open::<PlayScreen>(Lang::En, "#/play?game=kayles&position=5,7").await;
    let b = open::<PlayScreen>(Lang::En, "#/play?game=kayles&position=5,7").await;
    let ids =
        |root: &Element| -> HashSet<String> { all(root, "[id]").iter().map(|e| e.id()).collect() };
    let (ia, ib) = (ids(&a), ids(&b));
    assert!(!ia.is_empty());
    assert!(
        ia.is_disjoint(&ib),
        "{:?}",
        ia.intersection(&ib).collect::<Vec<_>>()
    );
}
