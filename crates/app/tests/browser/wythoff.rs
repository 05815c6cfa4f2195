//! In-browser component tests of the Wythoff screen, driven through the
//! same `data-testid` hooks as the end-to-end tests.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- wythoff::`.
//! Yew renders asynchronously, so every check after a render or an event
//! first awaits [`settle`].

use nimatron_app::screens::wythoff::WythoffScreen;
use nimatron_core::Convention;
use nimatron_core::games::wythoff::is_cold;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

use crate::support::{all, attr, click, one, open, press, settle, text_at, type_into};

/// The Wythoff screen alone, in a fixed language, not touching the URL.
async fn screen(lang: Lang, hash: &str) -> Element {
    open::<WythoffScreen>(lang, hash).await
}

fn cell(root: &Element, a: u64, b: u64) -> Element {
    one(
        root,
        &format!("[data-testid=cell][data-a=\"{a}\"][data-b=\"{b}\"]"),
    )
}

#[wasm_bindgen_test]
async fn every_rendered_cell_is_cold_exactly_when_the_core_says() {
    for (hash, convention) in [
        ("#/wythoff?size=15", Convention::Normal),
        ("#/wythoff?size=15&misere", Convention::Misere),
    ] {
        let root = screen(Lang::En, hash).await;
        let cells = all(&root, "[data-testid=cell]");
        assert_eq!(cells.len(), 225);
        for c in &cells {
            let a: u64 = attr(c, "data-a").parse().expect("a");
            let b: u64 = attr(c, "data-b").parse().expect("b");
            assert_eq!(
                attr(c, "data-cold"),
                is_cold(a, b, convention).to_string(),
                "{a},{b}"
            );
        }
    }
}

#[wasm_bindgen_test]
async fn clicking_a_reachable_cell_moves_the_queen_and_undo_restores() {
    let root = screen(Lang::En, "#/wythoff?size=10&queen=4,6&vs=friend").await;
    assert!(text_at(&root, "[data-testid=outcome]").contains('N'));
    // Not a queen move: nothing happens.
    click(&cell(&root, 5, 6));
    settle().await;
    assert_eq!(attr(&one(&root, "[data-testid=grid]"), "data-queen"), "4,6");
    // South-west by one: the cold (3, 5).
    click(&cell(&root, 3, 5));
    settle().await;
    assert_eq!(attr(&one(&root, "[data-testid=grid]"), "data-queen"), "3,5");
    assert!(text_at(&root, "[data-testid=outcome]").contains('P'));
    assert_eq!(attr(&one(&root, "[data-testid=pile-a]"), "data-size"), "3");
    assert_eq!(attr(&one(&root, "[data-testid=pile-b]"), "data-size"), "5");
    let undo: HtmlElement = one(&root, "[data-testid=undo]").dyn_into().expect("button");
    undo.click();
    settle().await;
    assert_eq!(attr(&one(&root, "[data-testid=grid]"), "data-queen"), "4,6");
}

#[wasm_bindgen_test]
async fn the_keyboard_cursor_plays() {
    let root = screen(Lang::En, "#/wythoff?size=10&queen=5,3&vs=friend").await;
    let grid_box = one(&root, "[data-testid=grid-box]");
    for key in ["ArrowDown", "ArrowDown"] {
        press(&grid_box, key);
        settle().await;
    }
    assert!(text_at(&root, "[data-testid=inspect]").contains("(5, 1)"));
    press(&grid_box, "Enter");
    settle().await;
    assert_eq!(attr(&one(&root, "[data-testid=grid]"), "data-queen"), "5,1");
}

#[wasm_bindgen_test]
async fn bad_urls_show_a_localised_error_and_a_default_grid() {
    let root = screen(Lang::Es, "#/wythoff?size=1000000000&queen=a,b").await;
    assert_eq!(all(&root, "[data-testid=error]").len(), 2);
    assert!(text_at(&root, "[data-testid=error]").contains("1000000000"));
    assert_eq!(all(&root, "[data-testid=cell]").len(), 144);
    assert!(text_at(&root, "h1").contains("Juego de Wythoff"));
}

#[wasm_bindgen_test]
async fn large_grids_use_the_canvas() {
    let root = screen(Lang::En, "#/wythoff?size=1000").await;
    assert!(all(&root, "[data-testid=cell]").is_empty());
    let canvas = one(&root, "[data-testid=grid-canvas]");
    assert_eq!(attr(&canvas, "data-size"), "1000");
    assert_eq!(attr(&canvas, "data-queen"), "999,666");
}

#[wasm_bindgen_test]
async fn the_formula_is_exact_at_ten_to_the_eighteen() {
    let root = screen(Lang::En, "#/wythoff").await;
    type_into(&one(&root, "[data-testid=jump-k]"), "1000000000000000000");
    settle().await;
    let row = one(
        &root,
        "[data-testid=formula-row][data-k=\"1000000000000000000\"]",
    );
    assert_eq!(text_at(&row, "[data-testid=a-k]"), "1618033988749894848");
    type_into(&one(&root, "[data-testid=jump-k]"), "7046029254386353131");
    settle().await;
    assert!(text_at(&root, "[data-testid=jump-error]").contains("7046029254386353130"));
}

#[wasm_bindgen_test]
async fn the_rules_animation_steps() {
    let root = screen(Lang::En, "#/wythoff?size=4&view=rules").await;
    assert_eq!(all(&root, "[data-testid=cell].is-unknown").len(), 16);
    let step: HtmlElement = one(&root, "[data-testid=rules-step]")
        .dyn_into()
        .expect("button");
    step.click();
    settle().await;
    step.click();
    settle().await;
    assert_eq!(all(&root, "[data-testid=cell].is-unknown").len(), 14);
    assert!(text_at(&root, "[data-testid=rules-now]").contains("rule 2"));
}

fn mouse(el: &Element, kind: &str) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict(kind, &init).expect("event");
    el.dispatch_event(&event).expect("dispatch");
}

#[wasm_bindgen_test]
async fn hovering_a_cell_says_hot_or_cold_and_shows_its_moves() {
    let root = screen(Lang::En, "#/wythoff?size=10&queen=9,6").await;
    mouse(&cell(&root, 3, 5), "mouseover");
    settle().await;
    let line = text_at(&root, "[data-testid=inspect]");
    assert!(line.contains("(3, 5)") && line.contains("cold"), "{line}");
    assert!(!all(&root, ".wy-ray").is_empty());
    mouse(&cell(&root, 4, 5), "mouseover");
    settle().await;
    assert!(text_at(&root, "[data-testid=inspect]").contains("hot"));
}

#[wasm_bindgen_test]
async fn the_size_field_refuses_bad_sizes_and_redraws_good_ones() {
    let root = screen(Lang::En, "#/wythoff?size=10").await;
    let field = one(&root, "[data-testid=size]");
    type_into(&field, "abc");
    press(&field, "Enter");
    settle().await;
    assert!(text_at(&root, "[data-testid=size-error]").contains("abc"));
    assert_eq!(all(&root, "[data-testid=cell]").len(), 100);
    type_into(&field, "30");
    settle().await;
    press(&field, "Enter");
    settle().await;
    assert_eq!(all(&root, "[data-testid=cell]").len(), 900);
    assert!(all(&root, "[data-testid=size-error]").is_empty());
}
