//! The play screen's side effects, each a hook around `use_effect_with`
//! (never inside `reduce`).
//!
//! Why here: the reducer stays pure and natively testable, and each effect
//! has one owner — persistence writes the URL (`position=` after every move, undo and
//! redo, with `history.replaceState`) and the game's storage key.
//! Widgets pass `sync = false`: they never touch the location or storage.

use yew::prelude::*;

use super::state::{State, game_of};
use super::storage;
use super::url::PlayQuery;
use crate::dom;
use crate::route::HashUrl;
use crate::screens::nav::use_url_sync;

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
    use_url_sync(sync, hash, |hash| hash.as_deref().map(HashUrl::parse));
    use_effect_with((stored, sync), |(stored, sync)| {
        if let (Some((key, value)), true) = (stored, *sync) {
            dom::store_item(key, value);
        }
    });
}
