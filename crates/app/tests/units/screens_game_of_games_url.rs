//! Tests of `screens::game_of_games::url` (`crates/app/src/screens/game_of_games/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_core::limits::MAX_GAME_OF_GAMES_N;

use nimatron_app::screens::game_of_games::url::*;

#[test]
fn reads_n_and_refuses_bad_values() {
    assert_eq!(GamesQuery::from_hash("#/game-of-games?n=6").n, 6);
    assert_eq!(GamesQuery::from_hash("#/game-of-games").n, DEFAULT_N);
    assert_eq!(
        GamesQuery::from_hash("#/game-of-games?n=1000000000000").n,
        MAX_GAME_OF_GAMES_N
    );
    for bad in ["1", "0", "x", "-5", "", "1000000000001", "6.5"] {
        let q = GamesQuery::from_hash(&format!("#/game-of-games?n={bad}"));
        assert_eq!((q.n, q.bad_n.as_deref()), (DEFAULT_N, Some(bad)), "{bad}");
    }
    assert_eq!(to_url("12").to_hash(), "#/game-of-games?n=12");
}
