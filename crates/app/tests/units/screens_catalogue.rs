//! Tests of `screens::catalogue` (`crates/app/src/screens/catalogue/mod.rs`).
use nimatron_core::computer::Strength;
use nimatron_core::registry::{self};
use nimatron_core::session::Opponent;
use nimatron_core::{FactValue, Outcome, Position};

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

/// The cards' table (`screens/catalogue/example_parameters.rs`) is the
/// core's own answer, for every game (a card's numbers are the example's).
#[test]
fn the_cards_parameters_are_the_core_s() {
    for entry in registry::LISTINGS.iter() {
        let game = registry::game(entry.example.0).expect(entry.name);
        assert_eq!(
            example_parameters::example_parameters(entry.name),
            game.parameters(),
            "{}",
            entry.name
        );
    }
}

/// The cards' table as the core writes it today: the file's whole text.
/// Why a file and not a build script: a build script's dependency on the
/// core compiled the whole core once more, natively, in every build of the
/// app (the checks, the tests, each release profile), about a minute of
/// every CI run.
fn example_parameters_source() -> String {
    let mut arms = String::new();
    for entry in registry::GAMES {
        let game = registry::game(entry.example.0).expect(entry.name);
        let values: Vec<String> = game
            .parameters()
            .iter()
            .map(|(name, value)| match value {
                FactValue::Number(n) => format!("({name:?}, FactValue::Number({n}))"),
                FactValue::Numbers(ns) => format!("({name:?}, FactValue::Numbers(vec!{ns:?}))"),
            })
            .collect();
        if !values.is_empty() {
            arms.push_str(&format!(
                "        {:?} => vec![{}],\n",
                entry.name,
                values.join(", ")
            ));
        }
    }
    format!(
        "//! The parameters of each game's example in the registry\n\
         //! (`AnyGame::parameters`), as data: the home page's module draws the\n\
         //! catalogue's cards in their examples' own numbers and links no game's\n\
         //! code to ask them. Written by `scripts/refresh-example-parameters.sh`\n\
         //! from the core; `tests/units/screens_catalogue.rs` fails while it is\n\
         //! not the core's answer (a game added, an example changed).\n\
         \n\
         use nimatron_core::FactValue;\n\
         \n\
         /// The parameters of the registry's example of the game `name`; empty\n\
         /// for a game without any.\n\
         #[rustfmt::skip]\n\
         pub fn example_parameters(name: &str) -> Vec<(&'static str, FactValue)> {{\n    \
         match name {{\n{arms}        _ => Vec::new(),\n    }}\n}}\n"
    )
}

/// The checked-in table is the one the core gives today. With
/// `NIMATRON_REFRESH` set (`scripts/refresh-example-parameters.sh`) the
/// test writes it instead.
#[test]
fn the_cards_parameters_file_is_the_core_s_answer() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/screens/catalogue/example_parameters.rs"
    );
    let written = std::fs::read_to_string(path).unwrap_or_default();
    let fresh = example_parameters_source();
    if written == fresh {
        return;
    }
    if std::env::var_os("NIMATRON_REFRESH").is_some() {
        std::fs::write(path, fresh).expect(path);
        return;
    }
    panic!("{path} is not the core's answer today: run scripts/refresh-example-parameters.sh");
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
