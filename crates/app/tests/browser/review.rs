//! In-browser component tests of issue 29's review: a record link opened
//! on the play screen (replayed, at its end or at `at=`), the review panel
//! (one entry per move in order, its verdict, "try from here" through the
//! reducer), the value chart's verdict marks and a click on a point, the
//! end-of-game tally in both languages, a bad record's message, and the
//! same panel on a teaching screen (Nim).
//!
//! The verdicts expected are Nim's, worked by hand from Bouton's rule and
//! the remoteness of Nim positions (see each test).
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- review::`.

use nimatron_app::play::PlayScreen;
use nimatron_app::screens::nim::NimScreen;
use nimatron_i18n::Lang;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use crate::support::{all, click, one, open, settle, text};

/// Nim 3,4,5 between friends: 2,4,5 gives the win away (nim-sum 3 left);
/// 1,4,5 takes it back at once; 1,4,4 from a lost position leaves the
/// longest game; 0,4,4 wins fastest; 0,4,2 shortens the lost game (0,4,3
/// or 0,3,4 lasted longer); then each side plays best.
const RECORD: &str = "#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;1,4,5;1,4,4;0,4,4;0,4,2;0,2,2;0,2,1";
const VERDICTS: [&str; 7] = ["mistake", "best", "best", "best", "good", "best", "best"];

fn verdicts(root: &Element) -> Vec<String> {
    all(root, "[data-testid=review-move]")
        .iter()
        .map(|e| e.get_attribute("data-verdict").unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
async fn a_record_opens_at_its_end_and_each_move_is_judged_in_order() {
    let root = open::<PlayScreen>(Lang::En, RECORD).await;
    assert_eq!(text(&root, "position"), "0,2,1");
    // Closed until asked.
    assert!(all(&root, "[data-testid=review-move]").is_empty());
    click(&one(&root, "[data-testid=review]"));
    settle().await;
    assert_eq!(verdicts(&root), VERDICTS);
    let numbers: Vec<String> = all(&root, "[data-testid=review-move]")
        .iter()
        .map(|e| e.get_attribute("data-number").unwrap_or_default())
        .collect();
    assert_eq!(numbers, ["1", "2", "3", "4", "5", "6", "7"]);
    let first = all(&root, "[data-testid=review-move]")[0]
        .text_content()
        .unwrap_or_default();
    assert!(first.contains("Player 1"), "{first}");
    assert!(first.contains("mistake"), "{first}");
    assert!(first.contains("Better: 1,4,5"), "{first}");
    // The record to copy: one position per line.
    assert_eq!(
        text(&root, "record-text"),
        "2,4,5\n1,4,5\n1,4,4\n0,4,4\n0,4,2\n0,2,2\n0,2,1\n"
    );
}

#[wasm_bindgen_test]
async fn try_from_here_goes_back_before_the_move_and_keeps_the_line() {
    let root = open::<PlayScreen>(Lang::En, RECORD).await;
    click(&one(&root, "[data-testid=review]"));
    settle().await;
    let fifth = all(&root, "[data-testid=review-move]")[4].clone();
    click(&one(&fifth, "[data-testid=review-try]"));
    settle().await;
    assert_eq!(text(&root, "position"), "0,4,4");
    // Still seven moves reviewed; the last three to redo.
    assert_eq!(verdicts(&root), VERDICTS);
    assert_eq!(all(&root, ".review-move.is-undone").len(), 3);
    assert!(!one(&root, "[data-testid=redo]").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn at_k_opens_mid_record_and_the_chart_marks_each_verdict() {
    let root = open::<PlayScreen>(Lang::En, &format!("{RECORD}&at=6")).await;
    assert_eq!(text(&root, "position"), "0,2,2");
    let marks: Vec<String> = all(&root, "[data-testid=chart-point]")
        .iter()
        .filter_map(|p| p.get_attribute("data-verdict"))
        .collect();
    assert_eq!(marks, VERDICTS[..6]);
    // A click on move 1's point takes the board there.
    click(&one(&root, "[data-testid=chart-point][data-ply=\"1\"]"));
    settle().await;
    assert_eq!(text(&root, "position"), "2,4,5");
}

#[wasm_bindgen_test]
async fn a_bad_record_says_which_move_and_keeps_the_ones_before() {
    let root = open::<PlayScreen>(
        Lang::En,
        "#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;2,4,6;1,1,1",
    )
    .await;
    assert_eq!(text(&root, "position"), "2,4,5");
    let message = text(&root, "error");
    assert!(message.contains("move 2 (2,4,6)"), "{message}");
    let root = open::<PlayScreen>(
        Lang::Es,
        "#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;2,4,6",
    )
    .await;
    let message = text(&root, "error");
    assert!(message.contains("jugada 2 (2,4,6)"), "{message}");
}

#[wasm_bindgen_test]
async fn a_finished_game_gives_each_sides_tally_in_both_languages() {
    let finished = format!("{RECORD};0,1,1;0,0,1;0,0,0");
    for (lang, player1) in [
        (Lang::En, "Player 1: 3 best, 1 good, 1 mistake (move 1)"),
        (
            Lang::Es,
            "Jugador 1: 3 mejores jugadas, 1 buena, 1 error (jugada 1)",
        ),
    ] {
        let root = open::<PlayScreen>(lang, &finished).await;
        let tallies = all(&root, "[data-testid=review-tally]");
        assert_eq!(tallies.len(), 2);
        assert_eq!(
            tallies[0].text_content().unwrap_or_default().trim(),
            player1
        );
        assert_eq!(
            tallies[1].get_attribute("data-mistakes").as_deref(),
            Some("0")
        );
    }
}

#[wasm_bindgen_test]
async fn the_nim_screen_has_the_same_review() {
    let root = open::<NimScreen>(Lang::En, "#/nim?heaps=3,4,5&opponent=friend&moves=1-1,1-1").await;
    click(&one(&root, "[data-testid=review]"));
    settle().await;
    assert_eq!(verdicts(&root), ["mistake", "best"]);
}
