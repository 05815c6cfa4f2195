//! What a game file needs to describe itself to the catalogue: its
//! [`Entry`] (name, shelf, syntax, example, constructor) and the parsers
//! of its parameters; and the lookup of a game by its text in a list of
//! entries ([`game_in`]).
//!
//! Why a module of its own, apart from [`crate::registry`]: every game file
//! names these types, and the registry names every game file. Kept here,
//! in a file that names no game, a game never depends on the list it sits
//! in, and the registry is the one file that knows every game (no import
//! circle; `crates/architecture` checks both).

use crate::engine::AnyGame;
use crate::first::First;
use crate::position::{Position, shorten};
use crate::ruleset::Board;
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

/// Makes a game from its parameters (the text after `:`, if any). The
/// second argument is the list of games it was found in: a game made of
/// other games (a sum) makes its parts from it, without naming the
/// registry.
pub type Make = fn(Option<&str>, &'static [Entry]) -> Result<Box<dyn AnyGame>, CoreError>;

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
    /// The board the example is drawn on, with its data (the example
    /// game's [`AnyGame::board`]; a test checks that they agree). The
    /// catalogue's thumbnails call it without making the game through the
    /// registry, so the home page links only this, not every game's code.
    pub example_board: fn() -> Board,
    /// Who moves first when the catalogue plays the example against the
    /// computer: [`First::Me`] for an N-position; [`First::Computer`] for
    /// a P-position, since every move from it leaves an N-position. Either
    /// way the student's first position is one they can win (issue 30; a
    /// test in the app checks every card's link).
    pub example_first: First,
    /// Makes the game, with the whole engine.
    pub make: Make,
    /// Makes the game with its rules alone
    /// ([`crate::engine::RulesOnly`]): every engine question answered
    /// [`CoreError::Elsewhere`]. [`crate::registry::RULES`] lists these.
    pub rules: Make,
}

/// What a list of the games shows of each: its [`Entry`] without the
/// constructor. [`crate::registry::LISTINGS`] is built from
/// [`crate::registry::GAMES`] at compile time and
/// holds no code: a page that lists the games without playing them (the
/// home page's own small module) links none of the games' code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(
    unpredictable_function_pointer_comparisons,
    reason = "`example_board` is one function per game: a false \"differs\" only draws a card again"
)]
pub struct Listing {
    /// The name before `:` (`take`).
    pub name: &'static str,
    /// Its shelf in the catalogue.
    pub family: Family,
    /// An example: the game text and a position.
    pub example: (&'static str, &'static str),
    /// The board the example is drawn on ([`Entry::example_board`]).
    pub example_board: fn() -> Board,
    /// Who moves first when the example is played ([`Entry::example_first`]).
    pub example_first: First,
}

/// `entries` made with the whole engine: each one's `rules` is its
/// `make`. A list keeps one constructor per game, so a build links only
/// the copy of each game it makes (a function named in a list is linked
/// whether or not it is called).
pub const fn made_with_engine<const N: usize>(entries: [Entry; N]) -> [Entry; N] {
    made_with(entries, false)
}

/// `entries` made with their rules alone ([`Entry::rules`]): each one's
/// `make` is its `rules`, so a build of this list links no game's copy of
/// the engine.
pub const fn made_with_rules<const N: usize>(entries: [Entry; N]) -> [Entry; N] {
    made_with(entries, true)
}

/// `entries` with one constructor each: `rules` when `rules_alone`, else
/// `make`.
const fn made_with<const N: usize>(entries: [Entry; N], rules_alone: bool) -> [Entry; N] {
    let mut out = entries;
    let mut i = 0;
    while i < N {
        let make = if rules_alone {
            entries[i].rules
        } else {
            entries[i].make
        };
        out[i].make = make;
        out[i].rules = make;
        i += 1;
    }
    out
}

/// The game of `games` named by `text` (`NAME` or `NAME:PARAMS`; the name
/// is case-insensitive, spaces around it are ignored).
pub fn game_in(games: &'static [Entry], text: &str) -> Result<Box<dyn AnyGame>, CoreError> {
    let text = text.trim();
    let (name, params) = match text.split_once(':') {
        Some((n, p)) => (n.trim(), Some(p.trim())),
        None => (text, None),
    };
    let entry = entry_in(games, name).ok_or_else(|| CoreError::UnknownGame {
        given: shorten(text),
    })?;
    (entry.make)(params, games)
}

/// `text` with the parameters a bare name lacks: a link or a typed
/// `take` opens the catalogue's `take:3`, since a game without its numbers
/// cannot be played; every other text is returned as written (trimmed).
pub fn completed_in(games: &'static [Entry], text: &str) -> String {
    let text = text.trim();
    let bare = text.trim_end_matches(':').trim();
    match entry_in(games, bare) {
        // Rule: the name alone (or with an empty `:`) of a game whose
        // parameters are needed takes the example's.
        Some(entry) if !bare.contains(':') && game_in(games, bare).is_err() => {
            entry.example.0.to_string()
        }
        _ => text.to_string(),
    }
}

/// The entry of `games` named `name` (without parameters).
pub fn entry_in<'a>(games: &'a [Entry], name: &str) -> Option<&'a Entry> {
    games.iter().find(|e| e.name.eq_ignore_ascii_case(name))
}

/// The position a game of `games` opens at when none is given: the
/// example when `game_text` is the example's own game; else the game's
/// own start ([`AnyGame::start`]: a graph's every vertex, a board's every
/// cell); else the example when this game reads it (heaps fit any
/// parameters); else `None`.
pub fn start_position_in(games: &'static [Entry], game_text: &str) -> Option<Position> {
    let game = game_in(games, game_text).ok()?;
    let entry = entry_in(games, name_of(game_text))?;
    let example = entry.example.1.parse::<Position>().ok();
    if game.spec() == entry.example.0 {
        return example;
    }
    if let Some(start) = game.start() {
        return Some(start);
    }
    example.filter(|p| game.is_terminal(p).is_ok())
}

/// Who moves first when a link names a game of `games` and neither a
/// position nor who starts ([`crate::registry::linked_first`]).
pub fn linked_first_in(games: &'static [Entry], game_text: &str, convention: Convention) -> First {
    match game_in(games, game_text) {
        Ok(game) => linked_first_of(games, game.as_ref(), convention),
        Err(_) => First::Me,
    }
}

/// [`linked_first_in`] of a game already made, whose outcome it asks (a
/// page that asks its worker for outcomes hands its own game).
pub fn linked_first_of(
    games: &'static [Entry],
    game: &dyn AnyGame,
    convention: Convention,
) -> First {
    let spec = game.spec();
    let Some(entry) = entry_in(games, game.name()) else {
        return First::Me;
    };
    match start_position_in(games, &spec) {
        // Rule: the example, in normal play: the catalogue's choice.
        Some(_) if convention == Convention::Normal && spec == entry.example.0 => {
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
