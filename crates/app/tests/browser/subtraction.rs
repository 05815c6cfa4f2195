//! In-browser component tests of the simplified-Nim screen: the seeds'
//! examples rendered, a game against the computer played by clicks (with a
//! short thinking pause), and a bad URL shown as a message with the
//! default game.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- subtraction::`.

use nimatron_app::screens::subtraction::SubtractionScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

use crate::support::{count, find, open_with, text, wait_until};

/// The computer's pause in these tests.
const THINK_MS: u32 = 5;

/// The screen at `hash`, once the part with `testid` is drawn.
async fn screen(lang: Lang, hash: &str, testid: &str) -> Element {
    let root = open_with::<SubtractionScreen>(lang, hash, Some(THINK_MS)).await;
    wait_until(testid, || find(&root, testid).is_some()).await;
    root
}

/// Takes `n`, then waits until the history lists `moves` moves (the
/// take, and the computer's answer when the game goes on).
async fn take(root: &Element, n: u64, moves: u32) {
    let button = root
        .query_selector(&format!("[data-testid=take][data-take=\"{n}\"]"))
        .expect("selector")
        .expect("take button");
    button.unchecked_into::<HtmlElement>().click();
    let played = || count(root, "[data-testid=history-move]");
    wait_until(&format!("{moves} moves in the history"), || {
        played() == moves
    })
    .await;
}

#[wasm_bindgen_test]
async fn nineteen_stones_take_three_and_win() {
    let root = screen(Lang::En, "#/subtraction?n=19&k=3", "outcome").await;
    assert!(text(&root, "outcome").contains("taking 3"));
    assert!(text(&root, "proposition").contains("19 = 4 · 4 + 3"));
    // 19 → 16, the computer answers each take; 3 → 0 ends the game.
    for moves in [2, 4, 6, 8, 9] {
        take(&root, 3, moves).await;
    }
    assert_eq!(text(&root, "status"), "You win!");
    assert_eq!(
        root.query_selector_all("[data-testid=history-move]")
            .expect("q")
            .length(),
        9
    );
}

#[wasm_bindgen_test]
async fn six_six_six_and_the_counting_games() {
    let root = screen(Lang::Es, "#/subtraction?n=666&k=7", "outcome").await;
    assert!(
        text(&root, "outcome").contains("quitando 2"),
        "{}",
        text(&root, "outcome")
    );
    let root = screen(Lang::En, "#/subtraction?preset=21", "safe-totals").await;
    assert!(text(&root, "safe-totals").contains("4, 8, 12, 16, 20"));
    let root = screen(Lang::En, "#/subtraction?preset=100", "safe-totals").await;
    assert!(text(&root, "safe-totals").contains("1, 12, 23, 34, 45, 56, 67, 78, 89"));
}

#[wasm_bindgen_test]
async fn a_bad_url_shows_a_message_and_the_default() {
    let root = screen(Lang::En, "#/subtraction?n=0&vs=robot", "error").await;
    let error = text(&root, "error");
    assert!(
        error.contains("“0”") && error.contains("“robot”"),
        "{error}"
    );
    assert!(text(&root, "stones-left").contains("19"));
}
