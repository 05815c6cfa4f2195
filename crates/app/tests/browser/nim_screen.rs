//! In-browser component tests of the Nim screen and the app around it,
//! driven through the same `data-testid` hooks as the end-to-end tests.
//! Run alone with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- nim_screen::`.

use std::rc::Rc;

use nimatron_app::app::{App, AppProps, Screens};
use nimatron_app::route::HashUrl;
use nimatron_app::screens::nim::NimScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlInputElement};
use yew::prelude::*;

use crate::support::{
    all, click, html_click, mount, new_root, one, press, settle, text_at, type_into, wait_until,
};

/// Renders the Nim screen for `hash` (not touching the URL) and waits for it.
async fn nim(lang: Lang, hash: &str) -> Element {
    let url = Rc::new(HashUrl::parse(hash));
    mount(lang, html! { <NimScreen {url} sync_url={false} /> }).await
}

fn sizes(root: &Element) -> Vec<String> {
    all(root, "[data-testid=heap]")
        .iter()
        .map(|h| h.get_attribute("data-size").unwrap_or_default())
        .collect()
}

fn stone(root: &Element, heap: usize, take: u64) -> Element {
    let heaps = all(root, "[data-testid=heap]");
    one(
        &heaps[heap],
        &format!("[data-testid=stone][data-take=\"{take}\"]"),
    )
}

fn has_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric())
        .any(|w| w == word)
}

#[wasm_bindgen_test]
async fn draws_heaps_of_stones_top_first() {
    let root = nim(Lang::En, "#/nim?heaps=3,4,5").await;
    assert_eq!(sizes(&root), ["3", "4", "5"]);
    let heaps = all(&root, "[data-testid=heap]");
    let takes: Vec<String> = all(&heaps[2], "[data-testid=stone]")
        .iter()
        .map(|s| s.get_attribute("data-take").unwrap_or_default())
        .collect();
    assert_eq!(takes, ["1", "2", "3", "4", "5"]);
    // The top stone (take 1) is drawn above the bottom one (take 5).
    let top = stone(&root, 2, 1).get_bounding_client_rect().y();
    let bottom = stone(&root, 2, 5).get_bounding_client_rect().y();
    assert!(top < bottom, "top {top} bottom {bottom}");
    // Keyboard-reachable and labelled.
    let s = stone(&root, 0, 2);
    assert_eq!(s.get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(
        s.get_attribute("aria-label").as_deref(),
        Some("Take 2 stones from heap 1")
    );

    let outcome = text_at(&root, "[data-testid=outcome]");
    assert!(
        has_word(&outcome, "N") && !has_word(&outcome, "P"),
        "{outcome}"
    );
    assert_eq!(text_at(&root, "[data-testid=nim-sum]"), "2");
    let moves = all(&root, "[data-testid=winning-move]");
    assert_eq!(moves.len(), 1);
    assert!(
        moves[0]
            .text_content()
            .unwrap_or_default()
            .contains("Take 2 from heap 1 (3 → 1)")
    );
    assert!(all(&root, "[data-testid=error]").is_empty());
}

#[wasm_bindgen_test]
async fn a_click_takes_the_stone_and_those_above_and_undo_restores() {
    let root = nim(Lang::En, "#/nim?heaps=3,4,5").await;
    click(&stone(&root, 0, 2));
    settle().await;
    assert_eq!(sizes(&root), ["1", "4", "5"]);
    let outcome = text_at(&root, "[data-testid=outcome]");
    assert!(
        has_word(&outcome, "P") && !has_word(&outcome, "N"),
        "{outcome}"
    );
    assert_eq!(text_at(&root, "[data-testid=nim-sum]"), "0");
    assert!(all(&root, "[data-testid=winning-move]").is_empty());
    let heaps_input = one(&root, "[data-testid=heaps-input]");
    assert_eq!(
        heaps_input.dyn_ref::<HtmlInputElement>().map(|i| i.value()),
        Some("1,4,5".to_string())
    );

    html_click(&one(&root, "[data-testid=undo]"));
    settle().await;
    assert_eq!(sizes(&root), ["3", "4", "5"]);
}

fn focused() -> Option<Element> {
    gloo::utils::document().active_element()
}

#[wasm_bindgen_test]
async fn enter_on_a_focused_stone_takes_it_and_focus_stays_in_the_heap() {
    let root = nim(Lang::En, "#/nim?heaps=3,4,5").await;
    let s = stone(&root, 1, 3);
    s.dyn_ref::<web_sys::SvgElement>()
        .expect("svg")
        .focus()
        .expect("focus");
    press(&s, "Enter");
    settle().await;
    assert_eq!(sizes(&root), ["3", "1", "5"]);
    // Focus moved to the stone now at that depth: the new bottom one.
    let now = focused().expect("something focused");
    assert_eq!(now.get_attribute("data-take").as_deref(), Some("1"));
    press(&now, " ");
    settle().await;
    assert_eq!(sizes(&root), ["3", "0", "5"]);
    // The empty heap itself holds the focus.
    let heaps = all(&root, "[data-testid=heap]");
    let svg = one(&heaps[1], "svg");
    assert!(focused().is_some_and(|f| f == svg));
}

#[wasm_bindgen_test]
async fn playing_the_listed_winning_move() {
    let root = nim(Lang::En, "#/nim?heaps=3,4,5").await;
    html_click(&one(&root, "[data-testid=winning-move] button"));
    settle().await;
    assert_eq!(sizes(&root), ["1", "4", "5"]);
}

#[wasm_bindgen_test]
async fn spanish_words_everywhere() {
    let root = nim(Lang::Es, "#/nim?heaps=3,4,5").await;
    let outcome = text_at(&root, "[data-testid=outcome]");
    assert!(outcome.contains("Posición N"), "{outcome}");
    assert!(text_at(&root, "[data-testid=winning-move]").contains("Tomar 2 del montón 1 (3 → 1)"));
    assert_eq!(
        stone(&root, 0, 1).get_attribute("aria-label").as_deref(),
        Some("Tomar 1 piedra del montón 1")
    );
    let body = root.text_content().unwrap_or_default();
    assert!(
        body.contains("Suma nim") && body.contains("Montón 1"),
        "{body}"
    );
    assert!(!body.contains("Heap"), "{body}");
}

#[wasm_bindgen_test]
async fn a_bad_url_shows_an_error_and_the_default_position() {
    for (hash, quoted) in [
        ("#/nim?heaps=abc", "abc"),
        ("#/nim?heaps=99999999999999999999", "99999999999999999999"),
    ] {
        let root = nim(Lang::En, hash).await;
        let error = text_at(&root, "[data-testid=error]");
        assert!(error.contains(quoted), "{error}");
        assert_eq!(sizes(&root), ["3", "4", "5"]);
    }
    let many = format!("#/nim?heaps={}", vec!["1"; 20_000].join(","));
    let root = nim(Lang::Es, &many).await;
    let error = text_at(&root, "[data-testid=error]");
    assert!(
        error.contains("10000") && error.contains("20000"),
        "{error}"
    );
    // The page still works.
    click(&stone(&root, 0, 3));
    settle().await;
    assert_eq!(sizes(&root), ["0", "4", "5"]);
    assert!(all(&root, "[data-testid=error]").is_empty());
}

#[wasm_bindgen_test]
async fn the_misere_switch_changes_the_outcome() {
    let root = nim(Lang::En, "#/nim?heaps=1,1").await;
    assert!(has_word(&text_at(&root, "[data-testid=outcome]"), "P"));
    html_click(&one(&root, "[data-testid=misere]"));
    settle().await;
    assert!(has_word(&text_at(&root, "[data-testid=outcome]"), "N"));
    let root = nim(Lang::En, "#/nim?heaps=1,1&misere").await;
    let toggle = one(&root, "[data-testid=misere]");
    assert_eq!(
        toggle.dyn_ref::<HtmlInputElement>().map(|i| i.checked()),
        Some(true)
    );
}

#[wasm_bindgen_test]
async fn typing_a_position() {
    let root = nim(Lang::En, "#/nim?heaps=3,4,5").await;
    let field = one(&root, "[data-testid=heaps-input]");
    type_into(&field, "7, 7");
    settle().await;
    assert_eq!(sizes(&root), ["7", "7"]);
    assert!(has_word(&text_at(&root, "[data-testid=outcome]"), "P"));
    type_into(&field, "7,x");
    settle().await;
    assert_eq!(sizes(&root), ["7", "7"]);
    assert!(text_at(&root, "[data-testid=error]").contains("“x”"));
    assert_eq!(field.get_attribute("aria-invalid").as_deref(), Some("true"));
    html_click(&one(&root, "[data-testid=add-heap]"));
    settle().await;
    assert_eq!(sizes(&root), ["7", "7", "3"]);
    assert!(all(&root, "[data-testid=error]").is_empty());
    html_click(&one(&root, "[data-testid=reset]"));
    settle().await;
    assert_eq!(sizes(&root), ["3", "4", "5"]);
}

#[wasm_bindgen_test]
async fn big_heaps_are_capped_and_take_a_typed_amount() {
    let root = nim(Lang::En, "#/nim?heaps=100,18446744073709551615").await;
    assert_eq!(sizes(&root), ["100", "18446744073709551615"]);
    let heaps = all(&root, "[data-testid=heap]");
    let stones = all(&heaps[0], "[data-testid=stone]");
    assert_eq!(stones.len(), 25);
    assert_eq!(
        stones.last().and_then(|s| s.get_attribute("data-take")),
        Some("100".to_string())
    );
    assert!(
        heaps[1]
            .text_content()
            .unwrap_or_default()
            .contains("18446744073709551615")
    );

    let input = one(&heaps[0], "[data-testid=take-input]");
    type_into(&input, "60");
    settle().await;
    html_click(&one(&heaps[0], "button[type=submit]"));
    settle().await;
    assert_eq!(sizes(&root), ["40", "18446744073709551615"]);
    // 40 is still big; 30 or fewer draws every stone.
    click(&stone(&root, 0, 10));
    settle().await;
    let heaps = all(&root, "[data-testid=heap]");
    assert_eq!(all(&heaps[0], "[data-testid=stone]").len(), 30);
}

#[wasm_bindgen_test]
async fn the_app_routes_and_switches_language() {
    let location = gloo::utils::window().location();
    let before = location.hash().unwrap_or_default();
    location.set_hash("#/nim?heaps=2,2&lang=es").expect("hash");
    let root = new_root();
    let props = AppProps {
        screens: Screens::EVERY,
    };
    let handle = yew::Renderer::<App>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let html = gloo::utils::document().document_element().expect("html");
    assert_eq!(html.get_attribute("lang").as_deref(), Some("es"));
    assert_eq!(sizes(&root), ["2", "2"]);
    assert!(text_at(&root, "[data-testid=outcome]").contains("Posición P"));

    html_click(&one(&root, "[data-testid=lang-en]"));
    settle().await;
    assert_eq!(html.get_attribute("lang").as_deref(), Some("en"));
    assert!(text_at(&root, "[data-testid=outcome]").contains("P-position"));
    assert!(location.hash().unwrap_or_default().contains("lang=en"));
    assert_eq!(sizes(&root), ["2", "2"]);

    // A click rewrites the URL so the game can be shared: the start and
    // the moves played.
    click(&stone(&root, 0, 1));
    settle().await;
    assert_eq!(
        location.hash().unwrap_or_default(),
        "#/nim?heaps=2,2&moves=1-1&lang=en"
    );

    // Editing the URL reloads the screen.
    location.set_hash("#/nim?heaps=5&misere").expect("hash");
    wait_until("the screen reloaded from the URL", || sizes(&root) == ["5"]).await;
    assert_eq!(sizes(&root), ["5"]);

    // An unknown page shows the menu and a message.
    location.set_hash("#/nowhere").expect("hash");
    wait_until("the unknown page's message", || {
        !all(&root, "[data-testid=error]").is_empty()
    })
    .await;
    assert!(text_at(&root, "[data-testid=error]").contains("#/nowhere"));
    assert!(all(&root, "[data-testid=heap]").is_empty());

    handle.destroy();
    let _ = location.set_hash(&before);
}
