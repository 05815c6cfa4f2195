//! In-browser component tests of the play screen: the test hooks for
//! Kayles 5,7 and Fibonacci 20, a winning move played by a click, stones
//! of two heaps clicked in turn (each heap column is its own component
//! with one click callback, which must read the position of the moment),
//! and two screens on one page with distinct element ids.
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

/// The stone that takes `take` from heap `heap` (from 0).
fn stone(root: &Element, heap: usize, take: u64) -> HtmlElement {
    let column = all(root, "[data-testid=play-heap]")
        .into_iter()
        .nth(heap)
        .expect("heap");
    one(&column, &format!("[data-take=\"{take}\"]")).unchecked_into::<HtmlElement>()
}

#[wasm_bindgen_test]
async fn stones_of_two_heaps_take_from_the_position_on_the_board() {
    let root = open::<PlayScreen>(Lang::En, "#/play?game=nim&position=3,4,5&opponent=friend").await;
    stone(&root, 0, 1).click();
    settle().await;
    assert_eq!(text(&root, "position"), "2,4,5");
    // The third heap's stone: a column not drawn again since the first
    // click must still take from 2,4,5, not from the start.
    stone(&root, 2, 2).click();
    settle().await;
    assert_eq!(text(&root, "position"), "2,4,3");
    let sizes: Vec<String> = all(&root, "[data-testid=play-heap]")
        .iter()
        .map(|h| h.get_attribute("data-size").unwrap_or_default())
        .collect();
    assert_eq!(sizes, ["2", "4", "3"]);
    // The history lists the three positions, the last one current.
    let items = all(&root, "[data-testid=history-item]");
    assert_eq!(items.len(), 3);
    assert!(
        items[2]
            .text_content()
            .unwrap_or_default()
            .contains("2. 2,4,3")
    );
    assert_eq!(
        items[2].get_attribute("aria-current").as_deref(),
        Some("step")
    );
    assert_eq!(items[0].get_attribute("aria-current"), None);
}
