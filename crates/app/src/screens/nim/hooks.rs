//! The Nim screen's side effect around `use_effect_with` (never inside
//! `reduce`): keeping the URL and local storage in step with the game (the
//! computer's turn is the screens' shared one,
//! [`crate::screens::nav::use_computer_moves`]).

use yew::prelude::*;

use super::state::State;
use super::storage;
use super::url::NimQuery;
use crate::dom;
use crate::route::HashUrl;
use crate::screens::query::FromUrl;

/// Writes the game into the URL (replacing the history entry, keeping
/// `lang=`) and into local storage, and the score into local storage.
/// Off when `sync` is false (component tests). A URL the screen refused
/// is left alone until the user changes the game. `nav` (bumped on every
/// `hashchange`) rewrites the URL even when the game did not change, so a
/// bare `#/nim` (the menu's link) shows the resumed game's URL.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<State>, sync: bool, nav: u64) {
    let hash = state.to_url().to_hash();
    let follow = sync && state.url_follows_state();
    let written = use_mut_ref(String::new);
    use_effect_with((hash, follow, nav), move |(hash, follow, _)| {
        if !*follow {
            return;
        }
        let current = HashUrl::parse(&dom::current_hash());
        // Only a new game, or a bare URL, is written: a link just
        // navigated to is never overwritten by the game it replaces.
        if *written.borrow() == *hash && !NimQuery::from_url(&current).bare {
            return;
        }
        written.borrow_mut().clone_from(hash);
        let next = HashUrl::parse(hash).keeping_globals_of(&current);
        dom::replace_hash(&next.to_hash());
        let query = hash.split_once('?').map(|(_, q)| q).unwrap_or_default();
        dom::store_item(storage::GAME_KEY, &storage::encode_game(query));
    });
    use_effect_with((state.score, sync), |(score, sync)| {
        if *sync {
            dom::store_item(storage::SCORE_KEY, &storage::encode_score(*score));
        }
    });
}
