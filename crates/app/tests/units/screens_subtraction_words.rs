//! Tests of `screens::subtraction::words` (`crates/app/src/screens/subtraction/words.rs`).
use nimatron_app::screens::subtraction::state::State;
use nimatron_app::screens::subtraction::url::QueryError;
use nimatron_i18n::Localizer;

use nimatron_i18n::Lang;
use yew::Reducible;

use nimatron_app::screens::query::FromQuery;
use nimatron_app::screens::subtraction::state::Action;
use nimatron_app::screens::subtraction::words::*;

/// Whether an outcome line names an N-position (either language).
fn is_n(text: &str) -> bool {
    text.starts_with("N-position") || text.starts_with("Posición N")
}

#[test]
fn the_seeds_outcomes_in_both_languages() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        let text = outcome(&loc, &State::from_hash("#/subtraction?n=19&k=3"));
        assert!(
            is_n(&text) && text.contains('N') && text.contains('3'),
            "{text}"
        );
        let text = outcome(&loc, &State::from_hash("#/subtraction?n=666&k=7"));
        assert!(is_n(&text) && text.contains('2'), "{text}");
        let text = outcome(&loc, &State::from_hash("#/subtraction?n=16&k=3"));
        assert!(!is_n(&text) && text.contains('P'), "{text}");
        // Game 21: the first player is lost (21 ≡ 1 mod 4); after a
        // slip to 1, the answer is to say 4.
        let text = outcome(&loc, &State::from_hash("#/subtraction?preset=21"));
        assert!(!is_n(&text) && text.contains('P'), "{text}");
        let after =
            State::from_hash("#/subtraction?preset=21&vs=friend").reduce(Action::Take(0, 1));
        assert!(outcome(&loc, &after).contains('4'));
        // Game of 100: say 1 first.
        let text = outcome(&loc, &State::from_hash("#/subtraction?preset=100"));
        assert!(text.contains('1'), "{text}");
        for e in [
            QueryError::BadN("x".into()),
            QueryError::BadK("x".into()),
            QueryError::BadPreset("x".into()),
            QueryError::BadOpponent("x".into()),
            QueryError::BadFirst("x".into()),
            QueryError::BadPosition("x".into(), 21),
        ] {
            assert!(query_error(&loc, &e).contains('x'));
        }
        let text = query_error(&loc, &QueryError::BadPosition("22".into(), 21));
        assert!(text.contains("22") && text.contains("21"), "{text}");
    }
}

#[test]
fn counting_up_starts_the_history_at_zero() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        let start = |hash| history_start(&loc, &State::from_hash(hash)).map(|w| w.to_string());
        let zero = loc.tr_args("play-history-start", &[("position", 0u64.into())]);
        assert_eq!(
            start("#/subtraction?preset=21").as_deref(),
            Some(zero.as_str())
        );
        assert_eq!(
            start("#/subtraction?preset=100").as_deref(),
            Some(zero.as_str())
        );
        // With a heap on screen the shared "Start: 19" stays.
        assert_eq!(start("#/subtraction?n=19&k=3"), None);
    }
}

#[test]
fn only_two_people_get_the_screens_own_turn_words() {
    let loc = Localizer::new(Lang::En);
    let friend = State::from_hash("#/subtraction?n=5&k=3&vs=friend");
    let turn = |s: &State| friends_turn(&loc, s);
    assert_eq!(turn(&friend).as_deref(), Some("Player 1’s turn."));
    let next = friend.reduce(Action::Take(0, 1));
    assert_eq!(turn(&next).as_deref(), Some("Player 2’s turn."));
    // Against the computer the play screen's status line speaks.
    assert_eq!(turn(&State::from_hash("#/subtraction?n=5&k=3")), None);
}
