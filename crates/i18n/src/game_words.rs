//! A game's words with its own numbers: the rules of `take:3` say "1 to
//! 3 stones", never "1 to K". The core names each game's parameters
//! ([`AnyGame::parameters`]: `k`, `set`, an octal code's `whole`, `end`,
//! `middle` and `split`); here they become the variables of the game's
//! messages (`game-NAME-rules`, `game-NAME-theorem`, `game-NAME-about`),
//! and a refused move's [`Refusal`] becomes the sentence that names the
//! rule it breaks.
//!
//! A list is written out in words ("1, 3 or 4", `words-list-or`), with
//! `NAME_count` beside it for plurals and for the empty list.

use nimatron_core::{AnyGame, FactValue, Refusal, RunWay};

use crate::{Arg, Localizer};

/// The game's message `game-NAME-PART` (`rules`, `theorem`, `about`)
/// with the game's parameters filled in; `None` when it has none.
///
/// ```
/// use nimatron_core::registry;
/// use nimatron_i18n::{Lang, Localizer, game_words};
/// let take = registry::game("take:3").unwrap();
/// let rules = game_words(&Localizer::new(Lang::En), take.as_ref(), "rules").unwrap();
/// assert!(rules.contains("between 1 and 3 stones"), "{rules}");
/// ```
pub fn game_words(loc: &Localizer, game: &dyn AnyGame, part: &str) -> Option<String> {
    words_with(loc, game.name(), &game.spec(), &game.parameters(), part)
}

/// The same message from a game's name, text (`take:3`) and parameters
/// ([`AnyGame::parameters`]), for a page that lists games without making
/// them: the app's catalogue reads its examples' parameters from a table
/// its build took from the core, and links none of the games' code.
pub fn words_with(
    loc: &Localizer,
    name: &str,
    spec: &str,
    parameters: &[(&str, FactValue)],
    part: &str,
) -> Option<String> {
    let id = format!("game-{name}-{part}");
    if !loc.has(&id) {
        return None;
    }
    let args = game_args(loc, spec, parameters);
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    Some(loc.tr_args(&id, &args))
}

/// The variables of a game's messages: each parameter (a list in words,
/// with its `_count`), and `code`, the text after the game's name
/// (`0.137` for `octal:0.137`).
fn game_args(loc: &Localizer, spec: &str, parameters: &[(&str, FactValue)]) -> Vec<(String, Arg)> {
    let code = spec.split_once(':').map_or("", |(_, c)| c).to_string();
    let mut args = vec![("code".to_string(), Arg::Str(code))];
    for (name, value) in parameters {
        match value {
            FactValue::Number(n) => args.push((name.to_string(), Arg::Num(*n))),
            FactValue::Numbers(ns) => {
                args.push((format!("{name}_count"), Arg::Num(ns.len() as u64)));
                // One number stays a number, so "1 object" takes the singular.
                let words = match ns[..] {
                    [one] => Arg::Num(one),
                    _ => Arg::Str(list_or(loc, ns)),
                };
                args.push((name.to_string(), words));
            }
        }
    }
    args
}

/// Numbers as a list in words: "4", "1 or 3", "1, 3 or 4".
pub fn list_or(loc: &Localizer, numbers: &[u64]) -> String {
    match numbers {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u64::to_string).collect();
            loc.tr_args(
                "words-list-or",
                &[
                    ("init", init.join(", ").into()),
                    ("last", last.to_string().into()),
                ],
            )
        }
    }
}

/// Why a move is refused, naming the rule it breaks.
pub fn refusal_words(loc: &Localizer, refusal: &Refusal) -> String {
    match refusal {
        Refusal::OctalDigit {
            code,
            k,
            digit,
            way,
        } => {
            // What digit k does allow, listed; a digit 0 allows nothing.
            let allowed: Vec<String> = RunWay::allowed_by(*digit)
                .into_iter()
                .map(|w| loc.tr(way_id(w)))
                .collect();
            let allowed = match allowed.as_slice() {
                [] => {
                    return loc.tr_args(
                        "refusal-octal-zero",
                        &[("code", code.as_str().into()), ("k", (*k).into())],
                    );
                }
                [one] => one.clone(),
                [init @ .., last] => loc.tr_args(
                    "words-list-or",
                    &[
                        ("init", init.join(", ").into()),
                        ("last", last.as_str().into()),
                    ],
                ),
            };
            loc.tr_args(
                "refusal-octal-digit",
                &[
                    ("code", code.as_str().into()),
                    ("k", (*k).into()),
                    ("digit", u64::from(*digit).into()),
                    ("tried", loc.tr(way_id(*way)).into()),
                    ("allowed", allowed.into()),
                ],
            )
        }
        Refusal::GrundyTakes => loc.tr("refusal-grundy-takes"),
        Refusal::GrundyEqual => loc.tr("refusal-grundy-equal"),
    }
}

/// The words of one way of taking k objects from a row.
fn way_id(way: RunWay) -> &'static str {
    match way {
        RunWay::Whole => "refusal-way-whole",
        RunWay::OneLeft => "refusal-way-one-left",
        RunWay::TwoLeft => "refusal-way-two-left",
    }
}
