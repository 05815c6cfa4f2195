//! Every game Nimatron knows, one line each, and the one way to name a game
//! in text: `NAME` or `NAME:PARAMS` (`nim`, `take:3`, `subtraction:1,3,4`,
//! `kayles`, `fibonacci`). The CLI's `GAME` argument, the app's `game=` and
//! a widget's `data-game` all go through [`game`].
//!
//! Adding a game: its file in `games/` exports an [`Entry`]; add it to
//! [`GAMES`] below, and its words (`game-NAME-title`, `-summary`, `-rules`,
//! `-theorem`) to each language in `crates/i18n/locales/*/games.ftl`.
//!
//! ```
//! use nimatron_core::{registry, Convention, Outcome, Position};
//! let kayles = registry::game("kayles").unwrap();
//! let a = kayles.analyze(&"5,7".parse().unwrap(), Convention::Normal).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert!(registry::game("chess").is_err());
//! ```

use crate::engine::AnyGame;
use crate::games;
use crate::position::shorten;
use crate::ruleset::Board;
use crate::session::First;
use crate::{Convention, CoreError};

/// Which shelf of the catalogue a game sits on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Family {
    /// Nim and games that change its rule of moving.
    Nim,
    /// Subtraction games: a set of amounts.
    Subtraction,
    /// Take-and-break games: rows that split.
    TakeAndBreak,
    /// Sums of games of different kinds.
    Sums,
    /// Games on boards and graphs (Chomp, n-dimensional Nim, Graph Nim).
    Boards,
}

/// Makes a game from its parameters (the text after `:`, if any).
pub type Make = fn(Option<&str>) -> Result<Box<dyn AnyGame>, CoreError>;

/// A registered game.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    /// The name before `:` (`take`).
    pub name: &'static str,
    /// Its shelf in the catalogue.
    pub family: Family,
    /// The parameters' syntax, empty when it takes none.
    pub params: &'static str,
    /// The position's syntax.
    pub position: &'static str,
    /// An example: the game text and a position.
    pub example: (&'static str, &'static str),
    /// The board the example is drawn on (the example game's
    /// [`AnyGame::board`]; a test checks that they agree). The catalogue's
    /// thumbnails read it without making the game.
    pub example_board: Board,
    /// Who moves first when the catalogue plays the example against the
    /// computer: [`First::Me`] for an N-position; [`First::Computer`] for
    /// a P-position, since every move from it leaves an N-position. Either
    /// way the student's first position is one they can win (issue 30; a
    /// test in the app checks every card's link).
    pub example_first: First,
    /// Makes the game.
    pub make: Make,
}

/// What a list of the games shows of each: its [`Entry`] without the
/// constructor. [`LISTINGS`] is built from [`GAMES`] at compile time and
/// holds no code: a page that lists the games without playing them (the
/// home page's own small module) links none of the games' code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Listing {
    /// The name before `:` (`take`).
    pub name: &'static str,
    /// Its shelf in the catalogue.
    pub family: Family,
    /// An example: the game text and a position.
    pub example: (&'static str, &'static str),
    /// The board the example is drawn on.
    pub example_board: Board,
    /// Who moves first when the example is played ([`Entry::example_first`]).
    pub example_first: First,
}

/// Every game's [`Listing`], in [`GAMES`]' order.
pub const LISTINGS: [Listing; GAMES.len()] = {
    let mut out = [Listing {
        name: "",
        family: Family::Nim,
        example: ("", ""),
        example_board: Board::List,
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

/// Every game, one line each, in the catalogue's order.
pub const GAMES: &[Entry] = &[
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
    let text = text.trim();
    let (name, params) = match text.split_once(':') {
        Some((n, p)) => (n.trim(), Some(p.trim())),
        None => (text, None),
    };
    let entry = GAMES
        .iter()
        .find(|e| e.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| CoreError::UnknownGame {
            given: shorten(text),
        })?;
    (entry.make)(params)
}

/// The position a game opens at when none is given: the registry's
/// example when `game` is the example's own game; else the game's own
/// start ([`AnyGame::start`]: a graph's every vertex, a board's every
/// cell); else the example when this game reads it (heaps fit any
/// parameters); else `None`.
///
/// ```
/// use nimatron_core::registry::start_position;
/// assert_eq!(start_position("kayles").unwrap().to_string(), "5,7");
/// assert_eq!(start_position("take:5").unwrap().to_string(), "19");
/// assert_eq!(start_position("node-kayles:path:3").unwrap().to_string(), "0,1,2");
/// ```
pub fn start_position(game_text: &str) -> Option<crate::Position> {
    let game = game(game_text).ok()?;
    let entry = entry(name_of(game_text))?;
    let example = entry.example.1.parse::<crate::Position>().ok();
    if game.spec() == entry.example.0 {
        return example;
    }
    if let Some(start) = game.start() {
        return Some(start);
    }
    example.filter(|p| game.is_terminal(p).is_ok())
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
    let (Ok(game), Some(entry)) = (game(game_text), entry(name_of(game_text))) else {
        return First::Me;
    };
    match start_position(game_text) {
        // Rule: the example, in normal play: the catalogue's choice.
        Some(_) if convention == Convention::Normal && game.spec() == entry.example.0 => {
            entry.example_first
        }
        // Rule: elsewhere the position decides: the student first on an
        // N-position, the computer first on a P-position (or one too
        // large to judge, where the student keeps the first move).
        Some(start) => match game.outcome(&start, convention) {
            Ok(crate::Outcome::P) => First::Computer,
            Ok(crate::Outcome::N) | Err(_) => First::Me,
        },
        None => First::Me,
    }
}

/// The name of a game text, before its parameters: `take` for `take:3`.
pub fn name_of(text: &str) -> &str {
    text.split(':').next().unwrap_or_default().trim()
}

/// The entry named `name` (without parameters).
pub fn entry(name: &str) -> Option<&'static Entry> {
    GAMES.iter().find(|e| e.name.eq_ignore_ascii_case(name))
}

/// One number parameter (`take:3`).
pub fn number_param(name: &str, params: Option<&str>) -> Result<u64, CoreError> {
    let bad = || CoreError::BadGameParameter {
        given: shorten(&format!("{name}:{}", params.unwrap_or_default())),
    };
    let p = params.ok_or_else(bad)?.trim();
    if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    p.parse().map_err(|_| bad())
}

/// A list of numbers (`subtraction:1,3,4`).
pub fn list_param(name: &str, params: Option<&str>) -> Result<Vec<u64>, CoreError> {
    let p = params.ok_or_else(|| CoreError::BadGameParameter {
        given: name.to_string(),
    })?;
    p.split(',')
        .map(|n| number_param(name, Some(n)))
        .collect::<Result<_, _>>()
        .map_err(|_| CoreError::BadGameParameter {
            given: shorten(&format!("{name}:{p}")),
        })
}

/// No parameter allowed (`nim`, `kayles`).
pub fn no_params(name: &str, params: Option<&str>) -> Result<(), CoreError> {
    match params {
        None => Ok(()),
        Some(p) => Err(CoreError::BadGameParameter {
            given: shorten(&format!("{name}:{p}")),
        }),
    }
}
