//! Tests of `play::boards::runs` (`crates/app/src/play/boards/runs.rs`).

use nimatron_i18n::{Lang, Localizer};

#[test]
fn its_words_are_in_both_languages() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for id in [
            "play-ring-help",
            "play-ring-label",
            "play-ring-remove",
            "play-runs-help",
            "play-runs-split-help",
            "play-runs-split-only",
            "play-runs-help-fixed",
            "play-runs-split",
            "play-runs-split-after",
            "play-run-length",
            "play-run-remove-row",
        ] {
            assert!(loc.has(id), "{id} in {lang:?}");
        }
    }
}
