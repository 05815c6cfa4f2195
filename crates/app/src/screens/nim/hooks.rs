//! The Nim screen's side effects around `use_effect_with` (never inside
//! `reduce`): keeping the URL ([`use_url_sync`]) and local storage (the
//! play screen's entry for `nim`, [`use_stored_session`]) in step with the
//! game (the computer's turn is the screens' shared one,
//! [`crate::screens::nav::use_computer_moves`]).

use yew::prelude::*;

use super::state::State;
use crate::play::hooks::use_stored_session;
use crate::screens::nav::use_url_sync;

/// Writes the game into the URL (replacing the history entry, keeping
/// `lang=`) and, with the score, into local storage. Off when `sync` is
/// false (component tests). A URL the screen refused is left alone (and
/// nothing stored) until the user changes the game. A link just navigated
/// to is never overwritten: its game replaces the one on screen first;
/// a bare `#/nim` (the menu's link, `bare_nav` its navigation) is
/// rewritten to show the resumed game's URL.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<State>, sync: bool, bare_nav: Option<u64>) {
    let follow = sync && state.url_follows_state();
    use_url_sync(follow, (state.to_url(), bare_nav), |(url, _)| {
        Some(url.clone())
    });
    let session = follow.then(|| state.session().clone());
    use_stored_session(session, state.play.score, sync);
}
