//! Every limit a refusal may name has its words (`limit-NAME`) in both
//! languages: the shared ones (`Limit::SHARED`) and each registered game's
//! own (`Ruleset::limits`, read through the registry), so a new game's new
//! limit is checked here without this file naming it. Without them the
//! message "too large" would name a message id.

#![allow(clippy::unwrap_used)]

use std::fs;
use std::path::Path;

use nimatron_core::limits::Limit;
use nimatron_core::registry::{GAMES, game};
use nimatron_i18n::{Lang, Localizer};

/// The shared limits and every registered game's own.
fn listed() -> Vec<Limit> {
    let mut limits: Vec<Limit> = Limit::SHARED.to_vec();
    for e in GAMES {
        let g = game(e.example.0).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        limits.extend(g.limits());
    }
    limits
}

/// The names of every `Limit::new("NAME")` written in the core's source.
fn written(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            written(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            for (_, rest) in text
                .match_indices("Limit::new(\"")
                .map(|(i, m)| (i, &text[i + m.len()..]))
            {
                if let Some(end) = rest.find('"') {
                    out.push(rest[..end].to_string());
                }
            }
        }
    }
}

#[test]
fn every_limit_the_core_writes_is_listed() {
    let mut names = Vec::new();
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src");
    written(&core, &mut names);
    assert!(names.len() >= 20, "{names:?}");
    let listed = listed();
    for name in names {
        assert!(
            listed.iter().any(|l| l.as_str() == name),
            "limit {name} is in no game's Ruleset::limits nor Limit::SHARED"
        );
    }
}

#[test]
fn every_limit_has_its_words_in_both_languages() {
    let limits = listed();
    // The games' own are read (Chomp's size, Building Nim's two).
    for name in ["chomp-size", "building-stones", "building-heaps", "heaps"] {
        assert!(limits.iter().any(|l| l.as_str() == name), "{name}");
    }
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for limit in &limits {
            let id = format!("limit-{}", limit.as_str());
            assert!(loc.has(&id), "{lang:?}: {id}");
        }
    }
}
