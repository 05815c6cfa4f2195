//! Tests of `screens::game_of_games::state` (`crates/app/src/screens/game_of_games/state.rs`).
use nimatron_app::screens::game_of_games::url::GamesQuery;
use nimatron_app::screens::query::FromQuery;
use yew::prelude::*;

use nimatron_app::screens::game_of_games::state::*;
use nimatron_app::screens::query::FromUrl;

#[test]
fn pages_cover_every_game_once() {
    let s = State::from_hash("#/game-of-games?n=6");
    assert_eq!((s.pages(), s.page_games()), (1, 1..=5));
    let s = State::from_hash("#/game-of-games?n=101");
    assert_eq!(s.pages(), 2);
    let s = s.reduce(Action::Page(1));
    assert_eq!(s.page_games(), 51..=100);
    let s = s.reduce(Action::Page(99));
    assert_eq!(s.page, 1);
    let s = State::from_hash("#/game-of-games?n=1000000000000");
    assert_eq!(s.pages(), 20_000_000_000);
    let s = s.reduce(Action::Page(u64::MAX));
    assert_eq!(s.page_games(), 999_999_999_951..=999_999_999_999);
    let s = s.reduce(Action::Load(GamesQuery::from_hash("#/game-of-games?n=2")));
    assert_eq!((s.page, s.page_games()), (0, 1..=1));
}
