//! Tests of `play::words` (`crates/app/src/play/words.rs`).
use nimatron_i18n::Localizer;

use nimatron_i18n::Lang;

use nimatron_app::play::words::game_parameters;

#[test]
fn a_game_with_parameters_says_what_they_mean_in_both_languages() {
    assert_eq!(game_parameters(&Localizer::new(Lang::En), "nim"), None);
    let (label, meaning) = game_parameters(&Localizer::new(Lang::En), "take:3").unwrap();
    assert_eq!(label, "This game:");
    assert_eq!(meaning, "K: take 1 to K stones (K >= 1)");
    let (label, meaning) = game_parameters(&Localizer::new(Lang::Es), "subtraction:1,3,4").unwrap();
    assert_eq!(label, "Este juego:");
    assert!(meaning.starts_with("S1,S2,...:"), "{meaning}");
}
