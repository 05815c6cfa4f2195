//! In-browser component tests of the game: the computer's reply after its
//! pause, the hint, exam mode, the sample game and the Spanish status.
//! Same conventions as `nim.rs` (await [`settle`] after every event).

use std::rc::Rc;

use nimatron_app::route::HashUrl;
use nimatron_app::screens::nim::NimScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::support::{all, mount, one, settle, text_at, wait_until};

/// The computer's pause in these tests.
const THINK_MS: u32 = 150;

/// Waits until the history has `rows` moves: the computer has moved.
async fn wait_for_computer(root: &Element, rows: usize) {
    wait_until("the computer's move", || {
        all(root, "[data-testid=history-row]").len() == rows
    })
    .await;
}

async fn screen(lang: Lang, hash: &str) -> Element {
    let url = Rc::new(HashUrl::parse(hash));
    mount(
        lang,
        html! { <NimScreen {url} sync_url={false} think_ms={THINK_MS} /> },
    )
    .await
}

fn sizes(root: &Element) -> Vec<u64> {
    all(root, "[data-testid=heap]")
        .iter()
        .filter_map(|h| h.get_attribute("data-size")?.parse().ok())
        .collect()
}

fn click_stone(root: &Element, heap: usize, take: u64) {
    let heaps = all(root, "[data-testid=heap]");
    let stone = one(
        &heaps[heap],
        &format!("[data-testid=stone][data-take=\"{take}\"]"),
    );
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("event");
    stone.dispatch_event(&event).expect("dispatch");
}

fn press_button(root: &Element, testid: &str) {
    one(root, &format!("[data-testid={testid}]"))
        .dyn_ref::<HtmlElement>()
        .expect("an HTML element")
        .click();
}

fn disabled(root: &Element, testid: &str) -> bool {
    one(root, &format!("[data-testid={testid}]")).has_attribute("disabled")
}

#[wasm_bindgen_test]
async fn the_computer_thinks_then_answers_and_undo_takes_both_back() {
    let root = screen(Lang::En, "#/nim?heaps=3,4,5&first=me").await;
    assert!(text_at(&root, "[data-testid=status]").contains("Your turn"));
    click_stone(&root, 2, 1);
    settle().await;
    assert_eq!(sizes(&root), [3, 4, 4]);
    assert!(text_at(&root, "[data-testid=status]").contains("thinking"));
    // Clicks while it thinks are ignored.
    click_stone(&root, 0, 1);
    settle().await;
    assert_eq!(sizes(&root), [3, 4, 4]);
    wait_for_computer(&root, 2).await;
    // The perfect reply leaves nim-sum 0.
    let after = sizes(&root);
    assert_eq!(after.iter().fold(0, |a, b| a ^ b), 0, "{after:?}");
    assert_eq!(all(&root, "[data-testid=history-row]").len(), 2);
    assert!(text_at(&root, "[data-testid=status]").contains("Your turn"));
    press_button(&root, "undo");
    settle().await;
    assert_eq!(sizes(&root), [3, 4, 5]);
    press_button(&root, "redo");
    settle().await;
    assert_eq!(sizes(&root), after);
}

#[wasm_bindgen_test]
async fn the_computer_moves_first_and_wins_a_won_position() {
    let root = screen(Lang::En, "#/nim?heaps=2&first=computer").await;
    wait_for_computer(&root, 1).await;
    assert_eq!(sizes(&root), [0]);
    let status = text_at(&root, "[data-testid=status]");
    assert!(status.contains("The computer won"), "{status}");
    assert!(text_at(&root, "[data-testid=score]").contains("the computer 1"));
}

#[wasm_bindgen_test]
async fn the_hint_names_the_winning_move_or_says_why_none() {
    let root = screen(Lang::En, "#/nim?heaps=3,4,5&first=me").await;
    press_button(&root, "hint");
    settle().await;
    let moves = all(&root, "[data-testid=hint-move]");
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].get_attribute("data-heap").as_deref(), Some("0"));
    assert_eq!(moves[0].get_attribute("data-take").as_deref(), Some("2"));
    // The stones it takes are outlined on the board.
    assert_eq!(all(&root, ".stone.is-hinted").len(), 2);
    let root = screen(Lang::En, "#/nim?heaps=1,4,5").await;
    press_button(&root, "hint");
    settle().await;
    let hint = text_at(&root, "[data-testid=hint-result]");
    assert!(
        hint.contains("No move wins") && hint.contains("nim-sum is 0"),
        "{hint}"
    );
}

#[wasm_bindgen_test]
async fn exam_mode_hides_every_analysis() {
    let root = screen(Lang::En, "#/nim?heaps=3,4,5&first=me&exam").await;
    assert!(all(&root, "[data-testid=outcome]").is_empty());
    assert!(all(&root, "[data-testid=nim-sum]").is_empty());
    assert!(disabled(&root, "hint"));
    assert!(!text_at(&root, "[data-testid=history]").contains("Nim-sum"));
    press_button(&root, "exam");
    settle().await;
    assert_eq!(all(&root, "[data-testid=outcome]").len(), 1);
}

#[wasm_bindgen_test]
async fn the_sample_game_steps_through_the_seed_with_commentary() {
    let root = screen(Lang::En, "#/nim?heaps=1").await;
    press_button(&root, "sample-misere");
    settle().await;
    assert_eq!(sizes(&root), [3, 4, 5]);
    assert!(text_at(&root, "[data-testid=commentary]").contains("misère"));
    for _ in 0..7 {
        press_button(&root, "sample-next");
        settle().await;
    }
    assert_eq!(sizes(&root), [0, 1, 0]);
    assert!(text_at(&root, "[data-testid=commentary]").contains("odd number"));
    press_button(&root, "sample-next");
    settle().await;
    let status = text_at(&root, "[data-testid=status]");
    assert!(
        status.contains("Bob won: Alice took the last stone"),
        "{status}"
    );
    assert!(disabled(&root, "sample-next"));
}

#[wasm_bindgen_test]
async fn spanish_status_and_history() {
    let root = screen(Lang::Es, "#/nim?heaps=1,1&misere&first=me").await;
    assert!(text_at(&root, "[data-testid=status]").contains("Tu turno"));
    click_stone(&root, 0, 1);
    wait_for_computer(&root, 2).await;
    let status = text_at(&root, "[data-testid=status]");
    assert!(status.contains("¡Has ganado!"), "{status}");
    assert!(text_at(&root, "[data-testid=history]").contains("tomó 1 del montón"));
}
