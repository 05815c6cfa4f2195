//! The games this build of the app makes. The whole app makes every
//! registered game (`nimatron_core::registry::GAMES`); a screen's own
//! small module (`crate::modules`) makes only the games its screens play,
//! so the linker leaves every other game's code out of it. The app makes
//! a game only through here (never through the core's `registry::game`,
//! which names them all); a module asked for a game it does not make
//! hands over to the whole app, which does.

use std::cell::Cell;

use nimatron_core::catalogue::{
    completed_in, entry_in, game_in, linked_first_in, linked_first_of, start_position_in,
};
use nimatron_core::registry::{Entry, name_of};
use nimatron_core::session::First;
use nimatron_core::{AnyGame, Convention, CoreError, Position};

/// Before a start installs its games: none in the browser (naming the
/// registry here would link every game into every module); natively, where
/// only the app's unit tests run it and size is no matter, every game.
#[cfg(target_arch = "wasm32")]
const NONE_YET: &[Entry] = &[];
#[cfg(not(target_arch = "wasm32"))]
const NONE_YET: &[Entry] = nimatron_core::registry::GAMES;

thread_local! {
    /// Set once, by the build's start (`crate::start`, `crate::modules::start`).
    static GAMES: Cell<&'static [Entry]> = const { Cell::new(NONE_YET) };
    /// The games this build's screens draw, when fewer than it makes;
    /// empty: every game it makes.
    static DRAWN: Cell<&'static [Entry]> = const { Cell::new(&[]) };
}

/// Makes `games` the games this build makes (its start does, once).
pub fn install(games: &'static [Entry]) {
    GAMES.with(|g| g.set(games));
}

/// Makes `games` the only ones this build's screens draw, of those it
/// makes (empty: all). The sums' module makes every game, for a sum's
/// parts, but draws only sums.
pub fn install_drawn(games: &'static [Entry]) {
    DRAWN.with(|d| d.set(games));
}

/// The games this build makes.
fn games() -> &'static [Entry] {
    GAMES.with(Cell::get)
}

/// Whether this build makes the game `text` names (`take:3`: `take`).
pub fn makes(text: &str) -> bool {
    entry_in(games(), name_of(text)).is_some()
}

/// Whether this build's screens draw the game `text` names: one it
/// makes, among those it draws.
pub fn draws(text: &str) -> bool {
    let drawn = DRAWN.with(Cell::get);
    makes(text) && (drawn.is_empty() || entry_in(drawn, name_of(text)).is_some())
}

/// Whether `text` names a game of the app that this build does not draw:
/// a small module's form given another game goes to its address, and the
/// whole app takes over there (`crate::hand_over`) instead of calling the
/// game unknown. Only the games' names are read (`registry::EXAMPLES`),
/// none of their code.
pub fn elsewhere(text: &str) -> bool {
    let name = name_of(text);
    !draws(text)
        && nimatron_core::registry::EXAMPLES
            .iter()
            .any(|e| name_of(e).eq_ignore_ascii_case(name))
}

/// The game `text` names (`registry::game`, among this build's games).
pub fn make(text: &str) -> Result<Box<dyn AnyGame>, CoreError> {
    game_in(games(), text)
}

/// `text` with the parameters a bare name lacks (`registry::completed`).
pub fn completed(text: &str) -> String {
    completed_in(games(), text)
}

/// Where the game opens when no position is given
/// (`registry::start_position`).
pub fn start_position(game_text: &str) -> Option<Position> {
    start_position_in(games(), game_text)
}

/// Who moves first when a link names only the game
/// (`registry::linked_first`).
pub fn linked_first(game_text: &str, convention: Convention) -> First {
    linked_first_in(games(), game_text, convention)
}

/// [`linked_first`] of a game already made (the page's own, which may ask
/// the worker for the start's outcome).
pub fn linked_first_of_game(game: &dyn AnyGame, convention: Convention) -> First {
    linked_first_of(games(), game, convention)
}
