//! In-browser component tests of the game-of-games screen: the blog's
//! `n = 6`, a prime, a huge `n` answered at once, and paging.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- game_of_games::`.

use nimatron_app::screens::game_of_games::GameOfGamesScreen;
use nimatron_i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

use crate::support::{count, open, settle, text};

#[wasm_bindgen_test]
async fn six_gives_b_three_games() {
    let root = open::<GameOfGamesScreen>(Lang::En, "#/game-of-games?n=6").await;
    assert_eq!(text(&root, "games-won-a"), "2");
    assert_eq!(text(&root, "games-won-b"), "3");
    assert_eq!(count(&root, "[data-testid=game-row]"), 5);
    assert_eq!(count(&root, "[data-testid=game-row].is-b"), 3);
}

#[wasm_bindgen_test]
async fn primes_and_huge_n() {
    let root = open::<GameOfGamesScreen>(Lang::En, "#/game-of-games?n=1000000007").await;
    assert_eq!(text(&root, "games-won-b"), "1");
    assert_eq!(text(&root, "games-won-a"), "1000000005");
    assert!(text(&root, "prop-case").contains("prime"));
    let root = open::<GameOfGamesScreen>(Lang::En, "#/game-of-games?n=1000000000000").await;
    // 10^12 = 2^12·5^12: 169 divisors.
    assert_eq!(text(&root, "games-won-b"), "168");
    let next = root
        .query_selector("[data-testid=page-next]")
        .expect("selector")
        .expect("next button");
    next.unchecked_into::<HtmlElement>().click();
    settle().await;
    assert!(text(&root, "games-range").contains("J₅₁"));
}

#[wasm_bindgen_test]
async fn bad_n_shows_a_message() {
    let root = open::<GameOfGamesScreen>(Lang::En, "#/game-of-games?n=abc").await;
    assert!(text(&root, "error").contains("“abc”"));
    assert_eq!(text(&root, "games-won-b"), "3");
}
