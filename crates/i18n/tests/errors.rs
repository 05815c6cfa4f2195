//! The core's errors in words: an error about a game is told with that
//! game's own syntax, in both languages, for every registered game (a new
//! game without its `game-NAME-position` or `game-NAME-params` words fails
//! here, not in front of a learner).

use nimatron_core::CoreError;
use nimatron_core::registry::GAMES;
use nimatron_i18n::{Lang, Localizer, core_error, position_error};

const LANGS: [Lang; 2] = [Lang::En, Lang::Es];

fn no_missing_words(text: &str) {
    // A missing message shows as `[its-id]` (Localizer::tr).
    let id_shown = text.split('[').skip(1).any(|rest| {
        let id: String = rest.chars().take_while(|&c| c != ']').collect();
        !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c == '-')
    });
    assert!(
        !id_shown && !text.contains("{ $"),
        "a message id or variable shows: {text}"
    );
}

#[test]
fn a_refused_position_names_its_game_and_the_games_syntax() {
    for lang in LANGS {
        let loc = Localizer::new(lang);
        for e in GAMES {
            let error = CoreError::BadPosition {
                given: "9,x".into(),
            };
            let text = position_error(&loc, e.example.0, &error);
            no_missing_words(&text);
            let title = loc.tr(&format!("game-{}-title", e.name));
            let syntax = loc.tr(&format!("game-{}-position", e.name));
            assert!(text.contains(&title), "{lang:?} {}: {text}", e.name);
            assert!(text.contains(&syntax), "{lang:?} {}: {text}", e.name);
            assert!(text.contains("9,x"), "{text}");
        }
    }
}

#[test]
fn other_errors_about_a_position_are_told_as_the_core_says() {
    let loc = Localizer::new(Lang::En);
    let error = CoreError::WrongHeapCount {
        expected: 2,
        got: 1,
    };
    assert_eq!(
        position_error(&loc, "wythoff", &error),
        core_error(&loc, &error)
    );
    assert_eq!(
        core_error(&loc, &error),
        "This game is played on 2 heaps, but one was given."
    );
    let parts = CoreError::WrongPartCount {
        expected: 2,
        got: 3,
    };
    assert!(core_error(&loc, &parts).starts_with("This sum has 2 components"));
    assert!(core_error(&loc, &parts).ends_with("but 3 were given."));
}

#[test]
fn a_components_refusal_names_the_component_and_its_game() {
    let inner = CoreError::BadPosition {
        given: "3,5".into(),
    };
    let error = CoreError::InComponent {
        place: 2,
        game: "chomp".into(),
        error: Box::new(inner.clone()),
    };
    for lang in LANGS {
        let loc = Localizer::new(lang);
        let text = position_error(&loc, "sum:nim+chomp", &error);
        no_missing_words(&text);
        assert!(text.contains(" 2 ") && text.contains("(chomp)"), "{text}");
        assert!(
            text.ends_with(&position_error(&loc, "chomp", &inner)),
            "{text}"
        );
    }
}

#[test]
fn bad_parameters_are_told_with_the_games_parameter_syntax() {
    for lang in LANGS {
        let loc = Localizer::new(lang);
        for e in GAMES {
            let params = format!("game-{}-params", e.name);
            let wrong = core_error(
                &loc,
                &CoreError::BadGameParameter {
                    given: format!("{}:zz", e.name),
                },
            );
            let missing = core_error(
                &loc,
                &CoreError::BadGameParameter {
                    given: format!("{}:", e.name),
                },
            );
            no_missing_words(&wrong);
            no_missing_words(&missing);
            if e.params.is_empty() {
                // `nim:zz`: the game takes none; write just its name.
                assert!(!loc.has(&params), "{}", e.name);
                assert!(
                    wrong.contains(&format!("“{}”", e.name))
                        || wrong.contains(&format!("«{}»", e.name))
                );
            } else {
                let syntax = loc.tr(&params);
                assert!(wrong.contains(&syntax), "{lang:?}: {wrong}");
                assert!(wrong.contains(&format!("{}:zz", e.name)), "{wrong}");
                // `take` alone: the message shows the example to copy.
                assert!(missing.contains(e.example.0), "{lang:?}: {missing}");
            }
        }
    }
}

#[test]
fn an_unknown_game_lists_every_registered_game() {
    let loc = Localizer::new(Lang::Es);
    let text = core_error(
        &loc,
        &CoreError::UnknownGame {
            given: "chess".into(),
        },
    );
    for e in GAMES {
        assert!(text.contains(e.name), "{} missing from: {text}", e.name);
    }
    assert!(
        text.contains("take:…") && text.contains("«chess»"),
        "{text}"
    );
}

/// Two limits are not numbers the user asked for: the search's spent
/// budget (the message says the position is too large for the search and
/// what to try) and a sum's component, whose moves are counted only to one
/// past the limit (the message says "more than"). Neither names the count
/// where it stopped.
#[test]
fn limits_nobody_asked_for_say_what_to_try_not_where_they_stopped() {
    use nimatron_core::games::sum::COMPONENT_MOVES_LIMIT;
    use nimatron_core::limits::Limit;
    for (limit, max, en, es) in [
        (
            Limit::SolverBudget,
            250_000,
            "smaller position",
            "más pequeña",
        ),
        (COMPONENT_MOVES_LIMIT, 4096, "more than 4096", "más de 4096"),
    ] {
        let error = CoreError::TooLarge {
            limit,
            max,
            asked: max + 1,
        };
        for (lang, words) in [(Lang::En, en), (Lang::Es, es)] {
            let text = core_error(&Localizer::new(lang), &error);
            no_missing_words(&text);
            assert!(
                text.contains(words) && text.contains(&max.to_string()),
                "{text}"
            );
            assert!(!text.contains(&(max + 1).to_string()), "{text}");
        }
    }
}
