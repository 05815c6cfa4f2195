//! Tests of `screens::game_of_games::words` (`crates/app/src/screens/game_of_games/words.rs`).

#[test]
fn subscripts() {
    assert_eq!(
        nimatron_app::screens::game_of_games::words::game_name(1),
        "J₁"
    );
    assert_eq!(
        nimatron_app::screens::game_of_games::words::game_name(1090),
        "J₁₀₉₀"
    );
}
