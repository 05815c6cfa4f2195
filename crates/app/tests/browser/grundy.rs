//! In-browser component tests of the Grundy-strip screen: the strip's
//! period for two sets, and a winning move played by a click.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- grundy::`.

use nimatron_app::screens::grundy::GrundyScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

use crate::support::{open, settle, text};

#[wasm_bindgen_test]
async fn periods_of_two_sets() {
    let root = open::<GrundyScreen>(Lang::En, "#/subtraction-sets?set=1,3,4&heaps=5").await;
    assert_eq!(
        (text(&root, "preperiod"), text(&root, "period")),
        ("0".into(), "7".into())
    );
    let root = open::<GrundyScreen>(Lang::En, "#/subtraction-sets?set=2,5&heaps=5").await;
    assert_eq!(text(&root, "period"), "7");
}

#[wasm_bindgen_test]
async fn the_winning_move_leaves_a_p_position() {
    let root = open::<GrundyScreen>(Lang::En, "#/subtraction-sets?k=3&heaps=19").await;
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
