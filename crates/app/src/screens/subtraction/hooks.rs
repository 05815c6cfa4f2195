//! The screen's side effects, each a hook around `use_effect_with` (never
//! inside `reduce`): the computer's move after a short visible pause (the
//! app's one computer timer), and loading a new game when the URL changes.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{Action, State};
use super::url::SubtractionQuery;
use crate::engine::use_computer_turn;
use crate::route::HashUrl;
use crate::screens::nav::computer_turn;

/// When the computer is to move, waits `think_ms` and dispatches the move
/// the core chooses. The pause is cancelled when the game changes first
/// (undo, restart, a new URL).
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<State>, think_ms: u32) {
    let dispatcher = state.dispatcher();
    use_computer_turn(
        computer_turn(&state.session),
        think_ms,
        Callback::from(move |(ply, to)| dispatcher.dispatch(Action::ComputerMove(ply, to))),
    );
}

/// On every `hashchange` (a new `nav`), starts the game the URL names.
#[hook]
pub fn use_load_on_nav(state: &UseReducerHandle<State>, url: Rc<HashUrl>, nav: u64) {
    crate::screens::nav::use_load_on_nav(state, url, nav, |url| {
        Action::Load(SubtractionQuery::from_url(url))
    });
}
