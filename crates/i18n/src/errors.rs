//! Core errors in the user's words. An error that names a game (its
//! parameters, a position of it) is told with that game's own syntax, the
//! words `nimatron games` prints (`game-NAME-params`, `game-NAME-position`),
//! so "3,5 is not a position" never advises "write numbers separated by
//! commas" to someone who did.

use nimatron_core::CoreError;
use nimatron_core::games::sum::COMPONENT_MOVES_LIMIT;
use nimatron_core::limits::Limit;
use nimatron_core::registry::{EXAMPLES, name_of};

use crate::{Arg, Localizer};

/// `error` about a position of the game `game` (its text: `chomp`,
/// `sum:nim+kayles`): a position the game refuses is told with the game's
/// name and its position syntax; every other error as [`core_error`].
pub fn position_error(loc: &Localizer, game: &str, error: &CoreError) -> String {
    let name = name_of(game);
    let syntax_id = format!("game-{name}-position");
    match error {
        CoreError::BadPosition { given } if loc.has(&syntax_id) => loc.tr_args(
            "error-bad-position-of",
            &[
                ("given", given.as_str().into()),
                ("game", loc.tr(&format!("game-{name}-title")).into()),
                ("syntax", loc.tr(&syntax_id).into()),
            ],
        ),
        _ => core_error(loc, error),
    }
}

/// A component's refusal, told in its own game's words.
fn in_component(loc: &Localizer, place: usize, game: &str, error: &CoreError) -> String {
    loc.tr_args(
        "error-in-component",
        &[
            ("place", place.into()),
            ("game", game.into()),
            ("reason", position_error(loc, game, error).into()),
        ],
    )
}

/// Every registered game's name, those with parameters as `take:…`, in the
/// registry's order. From the examples' texts, which are data only: the
/// listings would link every game's example board into every build.
fn game_names(loc: &Localizer) -> String {
    let names: Vec<String> = EXAMPLES
        .iter()
        .map(|example| name_of(example))
        .map(|name| match loc.has(&format!("game-{name}-params")) {
            true => format!("{name}:…"),
            false => name.to_string(),
        })
        .collect();
    names.join(", ")
}

/// `error` as one clear sentence in `loc`'s language.
pub fn core_error(loc: &Localizer, error: &CoreError) -> String {
    match error {
        CoreError::UnknownGame { given } => loc.tr_args(
            "error-unknown-game",
            &[
                ("given", given.as_str().into()),
                ("names", game_names(loc).into()),
            ],
        ),
        // The game's own parameter syntax, or that it takes none (`nim:3`).
        CoreError::BadGameParameter { given } => {
            let name = name_of(given);
            let params_id = format!("game-{name}-params");
            let example = EXAMPLES.iter().find(|e| name_of(e) == name);
            match (loc.has(&params_id), example) {
                // `nd-nim` alone, or `nd-nim:`: the parameters are missing.
                (true, Some(l)) if given.trim_end_matches(':') == name => loc.tr_args(
                    "error-game-needs-parameters",
                    &[
                        ("name", name.into()),
                        ("syntax", loc.tr(&params_id).into()),
                        ("example", (*l).into()),
                    ],
                ),
                (true, _) => loc.tr_args(
                    "error-bad-game-parameter",
                    &[
                        ("given", given.as_str().into()),
                        ("syntax", loc.tr(&params_id).into()),
                    ],
                ),
                (false, _) => loc.tr_args(
                    "error-game-takes-no-parameters",
                    &[("given", given.as_str().into()), ("name", name.into())],
                ),
            }
        }
        CoreError::BadPosition { given } => {
            loc.tr_args("error-bad-position", &[("given", given.as_str().into())])
        }
        CoreError::NoSequence { game } => {
            loc.tr_args("error-no-sequence", &[("game", game.as_str().into())])
        }
        CoreError::NoParts { game } => {
            loc.tr_args("error-no-parts", &[("game", game.as_str().into())])
        }
        CoreError::WrongHeapCount { expected, got } => loc.tr_args(
            "error-wrong-heap-count",
            &[("expected", (*expected).into()), ("got", (*got).into())],
        ),
        CoreError::InComponent { place, game, error } => in_component(loc, *place, game, error),
        // The page's worker is working the answer out: it comes in a moment.
        CoreError::Elsewhere => loc.tr("error-elsewhere"),
        CoreError::ElsewhereFailed => loc.tr("error-elsewhere-failed"),
        CoreError::WrongPartCount { expected, got } => loc.tr_args(
            "error-wrong-part-count",
            &[("expected", (*expected).into()), ("got", (*got).into())],
        ),
        // Limits counted only to one past (the search's spent budget, a
        // sum's component's moves) are no number the user asked for: say
        // "more than", and what to try instead.
        CoreError::TooLarge {
            limit: limit @ (Limit::SolverBudget | COMPONENT_MOVES_LIMIT),
            max,
            ..
        } => loc.tr_args(
            match *limit {
                COMPONENT_MOVES_LIMIT => "error-sum-component-moves",
                _ => "error-search-too-large",
            },
            &[("max", Arg::Str(max.to_string()))],
        ),
        CoreError::TooLarge { limit, max, asked } => {
            let what = loc.tr(&limit_id(*limit));
            loc.tr_args(
                "error-too-large",
                &[
                    ("what", what.into()),
                    ("max", Arg::Str(max.to_string())),
                    ("asked", Arg::Str(asked.to_string())),
                ],
            )
        }
    }
}

/// The message naming a limit: `limit-NAME`. A game's own limit is data
/// in its file; its words' presence in every language is checked by
/// `crates/i18n/tests/limits.rs` through the registry.
fn limit_id(limit: Limit) -> String {
    format!("limit-{}", limit.as_str())
}
