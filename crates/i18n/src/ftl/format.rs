//! Filling a pattern in: variables written out, and the variant each
//! choice takes, with Fluent's rules for matching a key.

use super::{Element, Key, Pattern};
use crate::Arg;

/// `pattern` with `args` filled in, appended to `out`. A variable with no
/// value shows as `{$name}` (Fluent's way), so a missing argument is seen,
/// never a panic.
pub(crate) fn format(pattern: &Pattern, args: &[(&str, Arg)], out: &mut String) {
    for element in &pattern.0 {
        match element {
            Element::Text(text) => out.push_str(text),
            Element::Var(name) => match value(args, name) {
                // Whole numbers written in full, with no grouping: what
                // Fluent writes for an integer, and exact at any size.
                Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                Some(Arg::Str(s)) => out.push_str(s),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Element::Select(select) => {
                let chosen = value(args, select.on).and_then(|arg| {
                    select
                        .variants
                        .iter()
                        .position(|(key, _)| matches(*key, arg))
                });
                let index = chosen.unwrap_or(select.default);
                if let Some((_, variant)) = select.variants.get(index) {
                    format(variant, args, out);
                }
            }
        }
    }
}

fn value<'a>(args: &'a [(&str, Arg)], name: &str) -> Option<&'a Arg> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}

/// Whether a variant's key takes this value (fluent-bundle's
/// `FluentValue::matches`).
fn matches(key: Key, arg: &Arg) -> bool {
    match (key, arg) {
        // `[0]` takes the number 0.
        (Key::Number(k), Arg::Num(n)) => k == *n,
        // `[one]` takes a number whose plural category is `one`.
        (Key::Name(name), Arg::Num(n)) => name == plural_category(*n),
        // `[you]` takes the word `you`.
        (Key::Name(name), Arg::Str(s)) => name == s,
        // A number key never takes a word, even one made of digits.
        (Key::Number(_), Arg::Str(_)) => false,
    }
}

/// The cardinal plural category of a whole number, as the reference
/// (`fluent-bundle`'s CLDR rules) gives it for whole numbers: English and
/// Spanish both have `one` (1) and `other`. (Newer CLDR gives Spanish a
/// `many` for a multiple of a million; no message has that variant, and
/// the reference does not, so neither does this.) A language with other
/// rules would make this depend on the language.
fn plural_category(n: u64) -> &'static str {
    if n == 1 { "one" } else { "other" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ftl::parse;

    fn one(source: &'static str, args: &[(&str, Arg)]) -> String {
        let (messages, skipped) = parse(source);
        assert!(skipped.is_empty(), "{skipped:?}");
        let mut out = String::new();
        format(&messages[0].1, args, &mut out);
        out
    }

    #[test]
    fn a_number_chooses_by_exact_key_first_then_by_plural_category() {
        let src =
            "m = { $n ->\n    [0] none\n    [one] one stone\n   *[other] { $n } stones\n  }\n";
        let at = |n: u64| one(src, &[("n", Arg::Num(n))]);
        assert_eq!(at(0), "none");
        assert_eq!(at(1), "one stone");
        assert_eq!(at(2), "2 stones");
        assert_eq!(at(2_000_000), "2000000 stones");
        assert_eq!(at(u64::MAX), "18446744073709551615 stones");
    }

    #[test]
    fn a_word_chooses_its_own_key_and_a_missing_value_shows() {
        let src = "m = { $who ->\n    [you] You\n   *[player] Player { $p }\n  } win.\n";
        assert_eq!(one(src, &[("who", "you".into())]), "You win.");
        assert_eq!(one(src, &[("who", "1".into())]), "Player {$p} win.");
        assert_eq!(one(src, &[]), "Player {$p} win.");
    }
}
