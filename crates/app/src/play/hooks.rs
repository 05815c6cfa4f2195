//! The play screen's side effects, each a hook around `use_effect_with`
//! (never inside `reduce`).
//!
//! Why here: the reducer stays pure and natively testable, and each effect
//! has one owner — persistence writes the URL (the game record: `position=` its start,
//! `moves=` and `at=`, after every move, undo and redo, with `history.replaceState`) and the game's storage key.
//! Widgets pass `sync = false`: they never touch the location or storage.

use nimatron_core::session::{Score, Session};
use yew::prelude::*;

use super::state::{State, game_of};
use super::storage;
use super::url::PlayQuery;
use crate::screens::nav::use_url_sync;

/// Reads what storage holds for the game `query` names (nothing when
/// `sync` is off or the game is unknown).
pub fn stored_for(query: &PlayQuery, sync: bool) -> storage::Found {
    match (sync, crate::engine::game(&query.game_text())) {
        (true, Ok(game)) => stored(game.as_ref()),
        _ => storage::Found::Missing,
    }
}

/// What storage holds for `game` (the play screen's, and the Nim screen's
/// in the same entry).
pub fn stored(game: &dyn nimatron_core::AnyGame) -> storage::Found {
    storage::decode(
        crate::deferred::load_item(&storage::key(game.name())).as_deref(),
        game,
    )
}

/// Keeps the URL and the game's storage key in step with the session.
/// Off when `sync` is false (widgets, component tests). A URL the screen
/// refused (bad game or position) is left as typed, so the user sees it.
///
/// Only a change of the session or the score writes, and the URL and the
/// JSON are built and written just after the render
/// ([`crate::deferred`]), so a click's redraw does not wait for them.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<State>, sync: bool) {
    let session = state.session.clone();
    use_url_sync(sync, session.clone(), |session| {
        session.as_ref().map(|s| State::record_of(s).to_url())
    });
    use_stored_session(session, state.score, sync);
}

/// Writes `session` and `score` under their game's key after each change
/// (the play screen, and the Nim screen in the same entry).
#[hook]
pub fn use_stored_session(session: Option<Session>, score: Score, sync: bool) {
    use_effect_with((session, score, sync), |(session, score, sync)| {
        if let (Some(session), true) = (session, *sync)
            && let Some(game) = game_of(session)
        {
            let (session, score) = (session.clone(), *score);
            crate::deferred::store_soon(storage::key(game.name()), move || {
                Some(storage::encode(&session, score))
            });
        }
    });
}
