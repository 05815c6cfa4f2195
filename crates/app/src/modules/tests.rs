//! Every module draws every game it makes on a board it carries.

use nimatron_core::catalogue::game_in;
use nimatron_core::registry::{Entry, name_of};

use super::heaps::HeapsModule;
use super::home::HomeModule;
use super::min_nim::MinNimModule;
use super::nim::NimModule;
use super::play::PlayModule;
use super::subtraction::SubtractionModule;
use super::wythoff::WythoffModule;
use super::{Module, plays};
use crate::play::boards::{self, installed};
use crate::route::HashUrl;

/// The game texts a module's play screen may show of `name`: its
/// catalogue example, its bare name (the registry completes it, where the
/// game has defaults), and texts with other parameters, as links and the
/// setup panel give them.
fn texts(games: &'static [Entry], name: &str, example: &str) -> Vec<String> {
    let mut texts = vec![example.to_string()];
    if game_in(games, name).is_ok() {
        texts.push(name.to_string());
    }
    let params: &[&str] = match name {
        "take" => &["1", "2", "3", "10", "100"],
        "subtraction" => &["1", "1,3,4", "2,5,7", "1,2,3,4,5,6,7,8,9,10"],
        "octal" => &[
            "0.07", "0.137", "0.6", "4.7", "0.777", "0.16", "0.344", "0.106",
        ],
        "min-nim" => &["1,2,3", "1,3,4", "2,3,5", "1,5,9"],
        _ => &[],
    };
    texts.extend(params.iter().map(|p| format!("{name}:{p}")));
    texts
}

/// Every game of `M`, with every text above, is drawn on one of `M`'s boards.
fn draws_every_game<M: Module>() {
    for entry in M::GAMES {
        for text in texts(M::GAMES, entry.name, entry.example.0) {
            let game = game_in(M::GAMES, &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(name_of(&text), entry.name);
            let kind = game.board();
            assert!(
                M::BOARDS.iter().any(|d| (d.draws)(&kind)),
                "{}: {text} is drawn on {kind:?}, which the module does not carry",
                std::any::type_name::<M>(),
            );
        }
        let kind = (entry.example_board)();
        assert!(
            M::BOARDS.iter().any(|d| (d.draws)(&kind)),
            "{}'s example: {kind:?}",
            entry.name
        );
    }
}

/// Runs the check `$check::<M>()` for every module `M`: the one list of
/// the modules these tests know.
macro_rules! for_every_module {
    ($check:ident) => {
        $check::<HomeModule>();
        $check::<NimModule>();
        $check::<WythoffModule>();
        $check::<HeapsModule>();
        $check::<SubtractionModule>();
        $check::<MinNimModule>();
        $check::<PlayModule>();
    };
}

#[test]
fn every_module_carries_the_boards_of_its_games() {
    for_every_module!(draws_every_game);
}

#[test]
fn every_board_the_whole_app_knows_is_in_its_table() {
    // Every game's example, each on a board of the table.
    for entry in nimatron_core::registry::LISTINGS.iter() {
        let kind = (entry.example_board)();
        assert!(
            boards::ALL.iter().any(|d| (d.draws)(&kind)),
            "{}: {kind:?}",
            entry.name
        );
    }
}

#[test]
fn a_game_whose_board_the_module_lacks_is_handed_over() {
    // Natively every game is made; only the boards are a module's here.
    installed::install(&[boards::HEAPS]);
    let plays_game = |game: &str| plays(&HashUrl::parse(&format!("#/play?game={game}")));
    assert!(plays_game("nim"));
    assert!(plays_game("take:3"));
    // Kayles is drawn in rows, Wythoff with a queen: the whole app's.
    assert!(!plays_game("kayles"));
    assert!(!plays_game("wythoff"));
    installed::install(boards::ALL);
    assert!(plays_game("kayles"));
}

/// Every game of `M` has its page's words (rules, theorem) in `M`'s files.
fn speaks_of_every_game<M: Module>() {
    for entry in M::GAMES {
        let file = nimatron_i18n::resources::game_words_file(entry.name)
            .unwrap_or_else(|| panic!("{}: no words file", entry.name));
        assert!(
            M::WORDS.iter().any(|w| w.name == file.name),
            "{}: {} lacks {}",
            std::any::type_name::<M>(),
            entry.name,
            file.name,
        );
    }
}

#[test]
fn every_module_carries_the_words_of_its_games() {
    for_every_module!(speaks_of_every_game);
}

#[test]
fn every_game_has_its_words_file() {
    for entry in nimatron_core::registry::LISTINGS.iter() {
        assert!(
            nimatron_i18n::resources::game_words_file(entry.name).is_some(),
            "{}",
            entry.name
        );
    }
}
