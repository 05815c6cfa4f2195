//! Both languages have every message, with the same variables, and every
//! file parses: a missing translation fails here, not in front of a learner.

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use nimatron_i18n::{Lang, Localizer, message_ids};

fn variables(text: &str, id: &str) -> BTreeSet<String> {
    // The message's lines: its own line and the indented ones after it.
    let mut vars = BTreeSet::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with(&format!("{id} =")) {
            inside = true;
        } else if inside && !(line.starts_with(' ') || line.is_empty()) {
            break;
        }
        if inside {
            let mut rest = line;
            while let Some(start) = rest.find("{ $") {
                let tail = &rest[start + 3..];
                let end = tail
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                    .unwrap_or(tail.len());
                vars.insert(tail[..end].to_string());
                rest = &tail[end..];
            }
        }
    }
    vars
}

/// Every message file of `lang` on disk that this build loads: cli.ftl
/// only with the `cli` feature (the CLI's; `cargo test --workspace` turns
/// it on through the CLI crate).
fn all_text(lang: &str) -> String {
    let dir = format!("{}/locales/{lang}", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| cfg!(feature = "cli") || !p.ends_with("cli.ftl"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn no_message_is_defined_twice() {
    // The localizer parses a file when one of its messages is first asked
    // for: with an id in two files, which one it shows would depend on
    // what was asked before.
    for lang in Lang::ALL {
        let ids = message_ids(lang);
        let twice: Vec<_> = ids.windows(2).filter(|w| w[0] == w[1]).collect();
        assert!(twice.is_empty(), "{lang}: defined twice: {twice:?}");
    }
}

#[test]
fn every_message_reads_as_with_every_file_parsed_at_once() {
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut bundle = fluent_bundle::FluentBundle::new(vec![tag.parse().unwrap()]);
        bundle.set_use_isolating(false);
        let resource = fluent_bundle::FluentResource::try_new(all_text(tag)).unwrap();
        bundle.add_resource(resource).unwrap();
        // In a shuffled order (reversed), one fresh localizer.
        let loc = Localizer::new(lang);
        for id in message_ids(lang).iter().rev() {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let eager = bundle.format_pattern(pattern, None, &mut errors);
            assert_eq!(loc.tr(id), eager, "{tag}: {id}");
        }
    }
}

#[test]
fn both_languages_define_the_same_messages() {
    let en = message_ids(Lang::En);
    let es = message_ids(Lang::Es);
    let only_en: Vec<_> = en.iter().filter(|id| !es.contains(id)).collect();
    let only_es: Vec<_> = es.iter().filter(|id| !en.contains(id)).collect();
    assert!(only_en.is_empty(), "missing in Spanish: {only_en:?}");
    assert!(only_es.is_empty(), "missing in English: {only_es:?}");
    assert!(en.len() > 10);
}

#[test]
fn every_message_uses_the_same_variables_in_both_languages() {
    let (en, es) = (all_text("en"), all_text("es"));
    for id in message_ids(Lang::En) {
        assert_eq!(
            variables(&en, &id),
            variables(&es, &id),
            "variables of {id}"
        );
    }
}

#[test]
fn every_file_parses_and_every_message_resolves() {
    for lang in ["en", "es"] {
        let dir = format!("{}/locales/{lang}", env!("CARGO_MANIFEST_DIR"));
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text) {
                panic!("{}: {errors:?}", path.display());
            }
        }
    }
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for id in message_ids(lang) {
            assert!(loc.has(&id), "{lang}: {id} not loaded");
        }
    }
}

#[test]
fn the_files_listed_in_the_crate_are_all_the_files_on_disk() {
    for lang in ["en", "es"] {
        let dir = format!("{}/locales/{lang}", env!("CARGO_MANIFEST_DIR"));
        let on_disk = std::fs::read_dir(dir).unwrap().count();
        let text = all_text(lang);
        let loaded = message_ids(if lang == "en" { Lang::En } else { Lang::Es });
        assert!(on_disk >= 6, "{lang}: {on_disk} files");
        // Every id on disk is loaded (a file left out of resources.rs would
        // leave its ids unloaded).
        for line in text.lines() {
            if let Some((id, _)) = line.split_once(" =")
                && !line.starts_with([' ', '#', '-', '.', '*', '['])
                && !id.contains(' ')
            {
                assert!(loaded.contains(&id.to_string()), "{lang}: {id} not loaded");
            }
        }
    }
}

#[test]
fn big_numbers_are_printed_exactly() {
    let en = Localizer::new(Lang::En);
    assert_eq!(
        en.tr_args("heap-n", &[("n", u64::MAX.into())]),
        "Heap 18446744073709551615"
    );
    assert_eq!(
        en.tr_args("heap-n", &[("n", ((1u64 << 53) + 1).into())]),
        "Heap 9007199254740993"
    );
}

#[test]
fn one_stone_is_singular_in_both_languages() {
    let heap = |lang, size: u64| {
        let args = [
            ("heap", 1u64.into()),
            ("size", size.into()),
            ("g", 1u64.into()),
        ];
        Localizer::new(lang).tr_args("grundy-heap", &args)
    };
    assert_eq!(heap(Lang::En, 1), "Heap 1: 1 stone, Grundy value 1");
    assert_eq!(heap(Lang::En, 2), "Heap 1: 2 stones, Grundy value 1");
    assert_eq!(heap(Lang::Es, 1), "Montón 1: 1 piedra, valor de Grundy 1");
}
