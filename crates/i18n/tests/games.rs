//! Every registered game has its words in both languages: its title, its
//! summary (the catalogue's card), its rules and theorem (the play screen's
//! panel and `nimatron games`), and the syntax of its positions. The faces
//! fall back to the bare name or nothing when a word is missing, so only
//! this test would notice a new game that came without them.

use nimatron_core::registry::GAMES;
use nimatron_i18n::{Lang, Localizer};

#[test]
fn every_registered_game_has_its_words_in_both_languages() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for e in GAMES {
            for part in ["title", "summary", "rules", "theorem", "position"] {
                let id = format!("game-{}-{part}", e.name);
                assert!(loc.has(&id), "{lang:?}: {id}");
            }
            // A game with parameters says how to write them.
            if !e.params.is_empty() {
                let id = format!("game-{}-params", e.name);
                assert!(loc.has(&id), "{lang:?}: {id}");
            }
        }
    }
}
