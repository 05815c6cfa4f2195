//! The play screen's side effects, each a hook around `use_effect_with`
//! (never inside `reduce`).
//!
//! Why here: the reducer stays pure and natively testable, and each effect
//! has one owner — the computer's turn is the app's one timer
//! ([`crate::engine::use_computer_turn`]: a pause, then the core's
//! `computer_move` with a `SplitMix64` seeded from `Math.random`), and
//! persistence writes the URL (`position=` after every move, undo and
//! redo, with `history.replaceState`) and the game's storage key.
//! Widgets pass `sync = false`: they never touch the location or storage.

use yew::prelude::*;

use super::state::{Action, State, game_of};
use super::storage;
use super::url::PlayQuery;
use crate::dom;
use crate::engine::{Turn, use_computer_turn};
use crate::route::HashUrl;

/// When the computer is to move, waits `delay_ms` and dispatches its move.
/// The pause is cancelled when the session moves on first (undo, a new
/// game), and a move for a ply that has passed is ignored by the reducer.
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<State>, delay_ms: u32) {
    let turn = state.session.as_ref().and_then(|s| {
        let game = game_of(s)?;
        if !s.computer_to_move(game.as_ref()) {
            return None;
        }
        Some(Turn {
            game: s.game.clone(),
            position: s.position().clone(),
            convention: s.convention,
            strength: s.strength()?,
            ply: s.cursor,
        })
    });
    let dispatcher = state.dispatcher();
    let on_move =
        Callback::from(move |(ply, to)| dispatcher.dispatch(Action::ComputerMove { ply, to }));
    use_computer_turn(turn, delay_ms, on_move);
}

/// Reads what storage holds for the game `query` names (nothing when
/// `sync` is off or the game is unknown).
pub fn stored_for(query: &PlayQuery, sync: bool) -> storage::Found {
    if !sync {
        return storage::Found::Missing;
    }
    match crate::engine::game(&query.game_text()) {
        Ok(game) => storage::decode(
            dom::load_item(&storage::key(game.name())).as_deref(),
            game.as_ref(),
        ),
        Err(_) => storage::Found::Missing,
    }
}

/// Keeps the URL and the game's storage key in step with the session.
/// Off when `sync` is false (widgets, component tests). A URL the screen
/// refused (bad game or position) is left as typed, so the user sees it.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<State>, sync: bool) {
    let hash = state.to_query().map(|q| q.to_url().to_hash());
    let stored = state.session.as_ref().and_then(|s| {
        let game = game_of(s)?;
        Some((storage::key(game.name()), storage::encode(s, state.score)))
    });
    use_effect_with((hash, stored, sync), |(hash, stored, sync)| {
        if !*sync {
            return;
        }
        if let Some(hash) = hash {
            let current = HashUrl::parse(&dom::current_hash());
            let next = HashUrl::parse(hash).keeping_globals_of(&current);
            dom::replace_hash(&next.to_hash());
        }
        if let Some((key, value)) = stored {
            dom::store_item(key, value);
        }
    });
}
