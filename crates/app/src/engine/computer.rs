//! The computer's turn, for every screen: after a short pause (so a person
//! sees their own move land first), the core chooses the move
//! (`AnyGame::computer_move`, with randomness from the browser) and the
//! screen hears it with the ply it was chosen at; a screen ignores a move
//! for a ply that has passed (an undo, a new game). Leaving the turn (the
//! state moved on) cancels the pause. A screen whose move comes from
//! values it holds (Min Nim) uses the same pause ([`use_after_pause`]).

use gloo::timers::callback::Timeout;
use nimatron_core::computer::{SplitMix64, Strength};
use nimatron_core::{Convention, CoreError, Position};
use yew::prelude::*;

use super::asked::when_told;
use super::games::game;

/// The computer's pause before it moves, in milliseconds.
pub const COMPUTER_DELAY_MS: u32 = 600;

/// Whose turn, and where: what the computer needs to choose a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// The game's text (`take:3`).
    pub game: String,
    /// The position to move from.
    pub position: Position,
    /// Normal or misère.
    pub convention: Convention,
    /// How well it plays.
    pub strength: Strength,
    /// Moves played so far (the move is for this ply).
    pub ply: usize,
}

/// While `pending` is `Some`, waits `delay_ms` and then hands it to
/// `then`: the one computer timer. [`use_computer_turn`] chooses the move
/// when it ends; Min Nim passes the `(ply, position)` it chose from its
/// worker's values (so no table is built on the page).
#[hook]
pub fn use_after_pause<T, F>(pending: Option<T>, delay_ms: u32, then: F)
where
    T: PartialEq + Clone + 'static,
    F: FnOnce(T) + 'static,
{
    use_effect_with(pending, move |pending| {
        let timer = pending
            .clone()
            .map(|value| Timeout::new(delay_ms, move || then(value)));
        move || drop(timer)
    });
}

/// While `turn` is `Some`, waits `delay_ms` and then emits the computer's
/// move as `(ply, position after it)`. Nothing is emitted when the game is
/// over or the core refuses the position.
#[hook]
pub fn use_computer_turn(turn: Option<Turn>, delay_ms: u32, on_move: Callback<(usize, Position)>) {
    use_after_pause(turn, delay_ms, move |turn: Turn| {
        let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
        choose(turn, seed, on_move);
    });
}

/// The computer's move from `turn`, its randomness from `seed`, emitted
/// as `(ply, position after it)`.
fn choose(turn: Turn, seed: u64, on_move: Callback<(usize, Position)>) {
    let mut rng = SplitMix64::new(seed);
    let chosen = game(&turn.game)
        .and_then(|g| g.computer_move(&turn.position, turn.convention, turn.strength, &mut rng));
    match chosen {
        Ok(Some(to)) => on_move.emit((turn.ply, to)),
        // Rule: where the worker has the engine, the move comes with its
        // answer: the same seed asks the same question, which it then reads.
        Err(CoreError::Elsewhere) => when_told(move || choose(turn, seed, on_move)),
        // The game is over, or the core refused the position: no move.
        Ok(None) | Err(_) => {}
    }
}
