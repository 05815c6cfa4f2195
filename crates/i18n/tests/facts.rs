//! Every fact a game may state (the core's `FactKey::ALL`) has its words in
//! both languages: the app's label (`fact-KEY`), the CLI's line
//! (`cli-fact-KEY`, with the `cli` feature) and, for a flag, the sentence it
//! stands for (`fact-KEY-value`). Without them a learner would read the
//! bare key (`strategy-stealing 1`), as the app once showed.

use nimatron_core::{Fact, FactKey};
use nimatron_i18n::{Lang, Localizer, fact_value};

#[test]
fn every_fact_has_its_words_in_both_languages() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for key in FactKey::ALL {
            let name = key.as_str();
            assert!(loc.has(&format!("fact-{name}")), "{lang:?}: fact-{name}");
            if cfg!(feature = "cli") {
                assert!(
                    loc.has(&format!("cli-fact-{name}")),
                    "{lang:?}: cli-fact-{name}"
                );
            }
            // The value in words: never a message id, never blank.
            let value = fact_value(&loc, &Fact::numbers(key, vec![1, 2]));
            assert!(
                !value.is_empty() && !value.contains("fact-"),
                "{lang:?}: {name} → {value}"
            );
        }
    }
}

#[test]
fn every_key_is_written_once_and_read_back() {
    for key in FactKey::ALL {
        assert_eq!(FactKey::of(key.as_str()), Some(key));
    }
    let mut names: Vec<_> = FactKey::ALL.iter().map(|k| k.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), FactKey::ALL.len());
}
