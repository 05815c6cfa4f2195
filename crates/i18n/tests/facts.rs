//! Every fact a game may state (each registered game's own
//! `Ruleset::fact_keys`, read through the registry) has its words in both
//! languages: the app's label (`fact-KEY`), the CLI's line (`cli-fact-KEY`,
//! with the `cli` feature) and, for a flag, the sentence it stands for
//! (`fact-KEY-value`). Without them a learner would read the bare key
//! (`strategy-stealing 1`), as the app once showed. The keys are data that
//! each game defines in its own file, so a new game's new fact is checked
//! here without this file naming it.

use std::collections::BTreeMap;

use nimatron_core::registry::{GAMES, game};
use nimatron_core::{Fact, FactKey};
use nimatron_i18n::{Lang, Localizer, fact_value};

/// Every registered game's fact keys, by name (a key two games share, such
/// as `pieces`, once).
fn every_key() -> BTreeMap<&'static str, FactKey> {
    let mut keys = BTreeMap::new();
    for e in GAMES {
        let g = game(e.example.0).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        for k in g.fact_keys() {
            keys.insert(k.as_str(), *k);
        }
    }
    keys
}

#[test]
fn every_fact_has_its_words_in_both_languages() {
    let keys = every_key();
    // Nim's nim-sum, Chomp's flag, the graphs' edges: the list is read.
    for name in ["nim-sum", "strategy-stealing", "edges", "period"] {
        assert!(keys.contains_key(name), "{name} not among {keys:?}");
    }
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for (name, key) in &keys {
            assert!(loc.has(&format!("fact-{name}")), "{lang:?}: fact-{name}");
            if cfg!(feature = "cli") {
                assert!(
                    loc.has(&format!("cli-fact-{name}")),
                    "{lang:?}: cli-fact-{name}"
                );
            }
            // The value in words: never a message id, never blank.
            for numbers in [vec![1], vec![1, 2]] {
                let value = fact_value(&loc, &Fact::numbers(*key, numbers));
                assert!(
                    !value.is_empty() && !value.contains("fact-"),
                    "{lang:?}: {name} → {value}"
                );
            }
        }
    }
}

#[test]
fn two_games_sharing_a_key_mean_the_same_by_it() {
    let mut seen: BTreeMap<&str, FactKey> = BTreeMap::new();
    for e in GAMES {
        let g = game(e.example.0).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        for k in g.fact_keys() {
            let before = seen.insert(k.as_str(), *k);
            assert!(
                before.is_none_or(|b| b == *k),
                "{}: {k:?} vs {before:?}",
                e.name
            );
        }
    }
}
