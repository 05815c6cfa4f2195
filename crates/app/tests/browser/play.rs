//! In-browser component tests of the play screen: the test hooks for
//! Kayles 5,7 and Fibonacci 20, a winning move played by a click, stones
//! of two heaps clicked in turn (each heap column is its own component
//! with one click callback, which must read the position of the moment),
//! and two screens on one page with distinct element ids.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- play::`.

use std::collections::HashSet;

use nimatron_app::play::PlayScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

use crate::support::{all, click, html_click, one, open, press, settle, text, type_into};

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
fn stone(root: &Element, heap: usize, take: u64) -> Element {
    let column = all(root, "[data-testid=heap]")
        .into_iter()
        .nth(heap)
        .expect("heap");
    one(
        &column,
        &format!("[data-testid=stone][data-take=\"{take}\"]"),
    )
}

#[wasm_bindgen_test]
async fn stones_of_two_heaps_take_from_the_position_on_the_board() {
    let root = open::<PlayScreen>(Lang::En, "#/play?game=nim&position=3,4,5&opponent=friend").await;
    click(&stone(&root, 0, 1));
    settle().await;
    assert_eq!(text(&root, "position"), "2,4,5");
    // The third heap's stone: a column not drawn again since the first
    // click must still take from 2,4,5, not from the start.
    click(&stone(&root, 2, 2));
    settle().await;
    assert_eq!(text(&root, "position"), "2,4,3");
    let sizes: Vec<String> = all(&root, "[data-testid=heap]")
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

/// The Nim screen's board features on every heap game: the hint's stones
/// outlined, the last move's badge, keyboard moves, a typed amount for a
/// heap too big to draw.
#[wasm_bindgen_test]
async fn heap_games_gain_hint_outlines_a_badge_keys_and_the_typed_take() {
    let root = open::<PlayScreen>(
        Lang::En,
        "#/play?game=take:3&position=2,4,3&opponent=friend",
    )
    .await;
    html_click(&one(&root, "[data-testid=hint-toggle]"));
    settle().await;
    // The hint's one move, 2,4,3 → 2,1,3: three stones of heap 2.
    assert!(text(&root, "hint").contains("2,1,3"));
    let hinted = all(&root, ".stone.is-hinted");
    assert_eq!(hinted.len(), 3);
    assert!(
        hinted
            .iter()
            .all(|s| s.closest("[data-heap='1']").ok().flatten().is_some())
    );
    // Focus a stone, ↓ to take one more, Enter: the move is played and
    // its heap wears the badge.
    let first = stone(&root, 2, 1);
    press(&first, "ArrowDown");
    let focused = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    assert_eq!(focused, Some(stone(&root, 2, 2)));
    press(&stone(&root, 2, 2), "Enter");
    settle().await;
    assert_eq!(text(&root, "position"), "2,4,1");
    assert_eq!(all(&root, ".took-badge").len(), 1);
    assert!(
        one(&all(&root, "[data-testid=heap]")[2], ".took-badge")
            .text_content()
            .unwrap_or_default()
            .contains('2')
    );

    let root = open::<PlayScreen>(
        Lang::En,
        "#/play?game=nim&position=1000000000000,7&opponent=friend",
    )
    .await;
    type_into(&one(&root, "[data-testid=take-input]"), "5");
    settle().await;
    html_click(&one(&root, ".big-take button[type=submit]"));
    settle().await;
    assert_eq!(text(&root, "position"), "999999999995,7");
}
