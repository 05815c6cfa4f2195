//! Every game Nimatron knows, one line each, and the one way to name a game
//! in text: `NAME` or `NAME:PARAMS` (`nim`, `take:3`, `subtraction:1,3,4`,
//! `kayles`, `fibonacci`). The CLI's `GAME` argument, the app's `game=` and
//! a widget's `data-game` all go through [`game`].
//!
//! This is the one file that names every game; a game file names only
//! [`crate::catalogue`] (its [`Entry`] type and parameter parsers), never
//! this list. Adding a game: its file in `games/` exports an [`Entry`];
//! add it to `ALL` below (the array's length is its count), and its words to each language in
//! `crates/i18n/locales/*/`: `game-NAME-title`, `-summary` in `games.ftl`;
//! `-rules`, `-theorem` (and `-about`) in its own `game-NAME.ftl`, registered
//! in `crates/i18n/src/resources.rs`.
//!
//! ```
//! use nimatron_core::{registry, Convention, Outcome, Position};
//! let kayles = registry::game("kayles").unwrap();
//! let a = kayles.analyze(&"5,7".parse().unwrap(), Convention::Normal).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert!(registry::game("chess").is_err());
//! ```

use crate::catalogue::{entry_in, game_in, made_with_engine, made_with_rules, start_position_in};
use crate::engine::AnyGame;
use crate::first::First;
use crate::games;
use crate::ruleset::Board;
use crate::{Convention, CoreError};

pub use crate::catalogue::{
    Entry, Family, Listing, Make, list_param, name_of, no_params, number_param,
};

/// Every game's [`Listing`], in [`GAMES`]' order.
pub const LISTINGS: [Listing; GAMES.len()] = {
    let mut out = [Listing {
        name: "",
        family: Family::Nim,
        example: ("", ""),
        example_board: || Board::List,
        example_first: First::Me,
    }; GAMES.len()];
    let mut i = 0;
    while i < GAMES.len() {
        let e = &GAMES[i];
        out[i] = Listing {
            name: e.name,
            family: e.family,
            example: e.example,
            example_board: e.example_board,
            example_first: e.example_first,
        };
        i += 1;
    }
    out
};

/// Every game's example, as text (`take:3`), in [`GAMES`]' order: what a
/// list of the games' names needs, with no game's code (a [`Listing`]
/// draws its example's board, and links the code that draws it).
pub const EXAMPLES: [&str; GAMES.len()] = {
    let mut out = [""; GAMES.len()];
    let mut i = 0;
    while i < GAMES.len() {
        out[i] = GAMES[i].example.0;
        i += 1;
    }
    out
};

/// Every game of [`GAMES`] made with its rules alone
/// ([`crate::engine::RulesOnly`]). A page that plays every game and asks
/// its worker for every answer of the engine makes its games from this
/// list, so it links no game's copy of the engine.
pub const RULES: [Entry; GAMES.len()] = made_with_rules(ALL);

/// Every game, one line each, in the catalogue's order, made with the
/// whole engine.
pub const GAMES: &[Entry] = &made_with_engine(ALL);

/// Every game, one line each, in the catalogue's order, with both its
/// constructors.
const ALL: [Entry; 21] = [
    games::nim::rules::ENTRY,
    games::wythoff::rules::ENTRY,
    games::subtraction::take_rules::ENTRY,
    games::subtraction::set_rules::ENTRY,
    games::min_nim::rules::ENTRY,
    games::moore::ENTRY,
    games::greedy::ENTRY,
    games::equal::ENTRY,
    games::building::ENTRY,
    games::candy::ENTRY,
    games::fibonacci::ENTRY,
    games::kayles::ENTRY,
    games::circular::ENTRY,
    games::octal::DAWSON,
    games::octal::ENTRY,
    games::octal::GRUNDY,
    games::chomp::ENTRY,
    games::nd_nim::ENTRY,
    games::graph::arc_kayles::ENTRY,
    games::graph::node_kayles::ENTRY,
    games::sum::ENTRY,
];

/// The registered game named by `text` (`NAME` or `NAME:PARAMS`; the name
/// is case-insensitive, spaces around it are ignored).
pub fn game(text: &str) -> Result<Box<dyn AnyGame>, CoreError> {
    game_in(GAMES, text)
}

/// `text` with the parameters a bare name lacks
/// ([`crate::catalogue::completed_in`]).
///
/// ```
/// use nimatron_core::registry::completed;
/// assert_eq!(completed("take"), "take:3");
/// assert_eq!(completed("Building:"), "building:6,3");
/// assert_eq!(completed("take:5"), "take:5");
/// assert_eq!(completed("kayles"), "kayles");
/// assert_eq!(completed("nope"), "nope");
/// ```
pub fn completed(text: &str) -> String {
    crate::catalogue::completed_in(GAMES, text)
}

/// The position a registered game opens at when none is given
/// ([`crate::catalogue::start_position_in`]).
///
/// ```
/// use nimatron_core::registry::start_position;
/// assert_eq!(start_position("kayles").unwrap().to_string(), "5,7");
/// assert_eq!(start_position("take:5").unwrap().to_string(), "19");
/// assert_eq!(start_position("node-kayles:path:3").unwrap().to_string(), "0,1,2");
/// ```
pub fn start_position(game_text: &str) -> Option<crate::Position> {
    start_position_in(GAMES, game_text)
}

/// Who moves first when a link names a game and neither a position nor
/// who starts (`#/play?game=wythoff`): whoever leaves the student a
/// position they can win, as the catalogue's cards do (issue 30).
///
/// ```
/// use nimatron_core::{Convention, registry::linked_first, session::First};
/// // Wythoff's example 5,3 is a P-position: the computer moves first.
/// assert_eq!(linked_first("wythoff", Convention::Normal), First::Computer);
/// assert_eq!(linked_first("take:4", Convention::Normal), First::Me);
/// ```
pub fn linked_first(game_text: &str, convention: Convention) -> First {
    crate::catalogue::linked_first_in(GAMES, game_text, convention)
}

/// The entry named `name` (without parameters).
pub fn entry(name: &str) -> Option<&'static Entry> {
    entry_in(GAMES, name)
}
