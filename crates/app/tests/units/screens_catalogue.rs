//! Tests of `screens::catalogue` (`crates/app/src/screens/catalogue/mod.rs`).
use nimatron_core::computer::Strength;
use nimatron_core::registry::{self};
use nimatron_core::session::Opponent;
use nimatron_core::{Outcome, Position};

use nimatron_app::play::state::new_session;
use nimatron_app::play::url::PlayQuery;
use nimatron_app::screens::query::FromUrl;

use nimatron_app::screens::catalogue::*;

#[test]
fn every_game_sits_on_a_shelf() {
    for entry in registry::LISTINGS {
        assert!(
            SHELVES.iter().any(|(f, _)| *f == entry.family),
            "{}",
            entry.name
        );
    }
}

/// Issue 30, point 4: a card's "Play" link opens a game the student can
/// win against the perfect computer. Wherever the link puts the student
/// first to move (after the computer's first move, if the link lets it
/// start), the position is an N-position. Every card of the registry.
#[test]
fn every_play_link_gives_the_student_a_won_position() {
    let mut lost = Vec::new();
    for entry in registry::LISTINGS.iter() {
        let url = play_link(entry);
        let query = PlayQuery::from_url(&url);
        let mut session = new_session(&query).expect(entry.name);
        let game = registry::game(&session.game).expect(entry.name);
        assert_eq!(
            session.opponent,
            Opponent::Computer(Strength::Perfect),
            "{}: the link plays the perfect computer",
            entry.name
        );
        if session.computer_to_move(game.as_ref()) {
            let to: Position = game
                .computer_move(
                    session.position(),
                    session.convention,
                    Strength::Perfect,
                    &mut nimatron_core::computer::SplitMix64::new(1),
                )
                .expect(entry.name)
                .expect("the computer has a move");
            session.play(game.as_ref(), &to).expect(entry.name);
        }
        let outcome = game
            .outcome(session.position(), session.convention)
            .expect(entry.name);
        if outcome != Outcome::N {
            lost.push(format!("{} {}", session.game, session.position()));
        }
    }
    assert!(lost.is_empty(), "the student starts lost on: {lost:?}");
}

/// The table `build.rs` wrote for the cards is the core's own answer, for
/// every game (a card's numbers are the example's).
#[test]
fn the_cards_parameters_are_the_core_s() {
    for entry in registry::LISTINGS.iter() {
        let game = registry::game(entry.example.0).expect(entry.name);
        assert_eq!(
            words::example_parameters(entry.name),
            game.parameters(),
            "{}",
            entry.name
        );
    }
}

/// Issue 30: a card's title and summary are the play screen's for its
/// example, in its own numbers ("Take 1 to 3", never "Take 1 to K"; the
/// play screen's words are checked for letters in `play_words.rs`).
#[test]
fn a_card_speaks_its_example_s_numbers() {
    use nimatron_app::play::words::{own_summary, own_title};
    use nimatron_i18n::{Lang, Localizer};
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for entry in registry::LISTINGS.iter() {
            let spec = entry.example.0;
            assert_eq!(
                words::card_title(&loc, entry),
                own_title(&loc, spec),
                "{spec}"
            );
            assert_eq!(
                words::card_summary(&loc, entry),
                own_summary(&loc, spec),
                "{spec}"
            );
        }
        let take = registry::LISTINGS
            .iter()
            .find(|e| e.name == "take")
            .unwrap();
        assert!(words::card_title(&loc, take).ends_with(" 3"), "{lang:?}");
    }
}
