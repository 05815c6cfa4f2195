//! Our reader against the reference (`fluent-bundle`, a test-only
//! dependency): every message of every shipped file, and a set of
//! patterns chosen for Fluent's rules on spaces and indentation, must come
//! out the same from both, for many values of their variables.

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use super::{Element, Key, Pattern, format, parse};
use crate::resources::EVERY;
use crate::{Arg, Lang};

/// The largest integer Fluent's numbers (f64) hold exactly; the app
/// passed larger ones to Fluent as text.
const EXACT_F64: u64 = 1 << 53;

fn reference(lang: Lang, source: &str) -> FluentBundle<FluentResource> {
    let tag = match lang {
        Lang::En => "en",
        Lang::Es => "es",
    };
    let mut bundle = FluentBundle::new(vec![tag.parse().unwrap()]);
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("the reference cannot read it: {errors:?}"));
    bundle.add_resource(resource).unwrap();
    bundle
}

fn reference_text(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Num(n) if *n <= EXACT_F64 => fluent_args.set(*name, FluentValue::from(*n)),
            Arg::Num(n) => fluent_args.set(*name, FluentValue::from(n.to_string())),
            Arg::Str(s) => fluent_args.set(*name, FluentValue::from(s.clone())),
        }
    }
    let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

fn our_text(pattern: &Pattern, args: &[(&str, Arg)]) -> String {
    let mut out = String::new();
    format(pattern, args, &mut out);
    out
}

/// The variables a pattern reads and the words its keys name.
fn variables_and_words(
    pattern: &Pattern,
    vars: &mut BTreeSet<&'static str>,
    words: &mut BTreeSet<&'static str>,
) {
    for element in &pattern.0 {
        match element {
            Element::Text(_) => {}
            Element::Var(v) => {
                vars.insert(v);
            }
            Element::Select(select) => {
                vars.insert(select.on);
                for (key, variant) in &select.variants {
                    if let Key::Name(word) = key {
                        words.insert(word);
                    }
                    variables_and_words(variant, vars, words);
                }
            }
        }
    }
}

/// Values to try for every variable: numbers at and around the plural
/// boundaries and the number keys, the largest, and words (every key's
/// name, digits, nothing).
fn values(words: &BTreeSet<&'static str>) -> Vec<Arg> {
    let numbers = [
        0,
        1,
        2,
        3,
        5,
        11,
        21,
        100,
        1_000_000,
        3_000_000,
        EXACT_F64,
        u64::MAX,
    ];
    let mut out: Vec<Arg> = numbers.into_iter().map(Arg::Num).collect();
    out.extend(words.iter().map(|w| Arg::Str((*w).to_string())));
    out.extend(["1", "", "x y"].map(Arg::from));
    out
}

/// Every message of `source` the same from both readers, for every
/// combination of values of up to two variables, and one variable at a
/// time (the others on a shared value) beyond that. Returns how many
/// texts were compared.
fn agree(lang: Lang, source: &'static str, what: &str) -> usize {
    let (messages, skipped) = parse(source);
    assert!(skipped.is_empty(), "{what}: our reader skipped {skipped:?}");
    let bundle = reference(lang, source);
    let mut compared = 0;
    for (id, pattern) in &messages {
        let (mut vars, mut words) = (BTreeSet::new(), BTreeSet::new());
        variables_and_words(pattern, &mut vars, &mut words);
        let vars: Vec<_> = vars.into_iter().collect();
        let values = values(&words);
        let mut tries: Vec<Vec<(&str, Arg)>> = vec![vec![]];
        if vars.len() <= 2 {
            for var in &vars {
                tries = tries
                    .into_iter()
                    .flat_map(|t| {
                        values.iter().map(move |v| {
                            let mut t = t.clone();
                            t.push((*var, v.clone()));
                            t
                        })
                    })
                    .collect();
            }
        } else {
            for base in &values {
                for (i, var) in vars.iter().enumerate() {
                    for v in &values {
                        let t = vars
                            .iter()
                            .enumerate()
                            .map(|(j, w)| (*w, if i == j { v.clone() } else { base.clone() }))
                            .collect();
                        tries.push(t);
                    }
                    let _ = var;
                }
            }
        }
        for args in tries {
            let ours = our_text(pattern, &args);
            let theirs = reference_text(&bundle, id, &args);
            assert_eq!(ours, theirs, "{what}: {id} with {args:?}");
            compared += 1;
        }
    }
    let reference_ids = source.lines().filter_map(super::message_id).count();
    assert_eq!(
        messages.len(),
        reference_ids,
        "{what}: a message was not read"
    );
    compared
}

#[test]
fn every_shipped_message_reads_as_fluent_reads_it() {
    let mut compared = 0;
    for lang in Lang::ALL {
        for words in EVERY {
            compared += agree(lang, words.text(lang), &format!("{lang}/{}", words.name));
        }
    }
    assert!(compared > 10_000, "only {compared} texts compared");
}

#[test]
fn fluent_s_rules_on_spaces_and_lines_hold() {
    // Each snippet is one file; every message in it is compared.
    let snippets: &[&'static str] = &[
        "a = one line\nb = trailing spaces   \nc =    leading spaces dropped\n",
        "a =\n    block on the next line\n    and a second\n",
        "a =\n\n    blank lines before\n\n\n    and between\n\nb = x\n",
        "a = first\n      deeper\n    shallower\n        deepest\n",
        "a =\n      deeper first\n    then shallower\n",
        "a = text\n    { $v } at a line's start\n    more\n",
        "a =\n    { $v } first, alone\n",
        "a = { \" \" }kept{ \" \" }\nb = { \"\" }\nc = x{ \"\\u00e9\\\\\\\"\" }y\n",
        "a = { $n ->\n    [one] one\n        two lines\n   *[other] other\n  }\n",
        "a = before { $n ->\n    [0] zero\n    [one] one\n   *[other] { $n } many\n} after\nb = x\n",
        "a = { $w ->\n    [you] You\n    [computer] The computer\n   *[player] Player { $p }\n  } moves. { $n ->\n    [one] One.\n   *[other] { $n }.\n  }\n",
        "a = {$v}{$w}\nb = { $v }  { $w }  \n",
        "a = x\r\n    crlf continued\r\nb = y\r\n",
        "a = { $n ->\n    [zero] z\n    [one] o\n    [two] t\n    [few] f\n    [many] m\n   *[other] x\n  }\n",
        "a = últimos { $n } caracteres — “curvos”\n",
    ];
    for lang in Lang::ALL {
        for (i, snippet) in snippets.iter().enumerate() {
            agree(lang, snippet, &format!("{lang}: snippet {i}"));
        }
    }
}

#[test]
fn plural_categories_agree_with_cldr_across_the_range() {
    let source = "a = { $n ->\n    [zero] z\n    [one] o\n    [two] t\n    [few] f\n    [many] m\n   *[other] x\n  }\n";
    let (messages, _) = parse(source);
    for lang in Lang::ALL {
        let bundle = reference(lang, source);
        let ns = (0..3000).chain((1..40).map(|k| k * 1_000_000)).chain([
            999_999,
            1_000_001,
            1 << 40,
            1 << 52,
        ]);
        for n in ns {
            let args = [("n", Arg::Num(n))];
            assert_eq!(
                our_text(&messages[0].1, &args),
                reference_text(&bundle, "a", &args),
                "{lang}: {n}"
            );
        }
    }
}
