//! Tests of `play::panels::seats` (`crates/app/src/play/panels/seats.rs`).
use nimatron_core::session::{First, Opponent};

use nimatron_i18n::{Lang, Localizer};

use nimatron_app::play::panels::seats::*;

#[test]
fn every_choice_has_words_in_both_languages() {
    for loc in [Localizer::new(Lang::En), Localizer::new(Lang::Es)] {
        let ids = First::ALL.map(first_label).into_iter();
        for id in ids.chain(Opponent::ALL.map(opponent_label)) {
            assert!(loc.has(&id), "{id}");
        }
    }
}
