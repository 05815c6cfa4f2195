//! The screen's side effects, each a hook around `use_effect_with` (never
//! inside `reduce`): the computer's move after a short visible pause, and
//! loading a new game when the URL changes.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use nimatron_core::games::subtraction::simplified::computer_take;
use yew::prelude::*;

use super::state::{Action, State};
use super::url::SubtractionQuery;
use crate::route::HashUrl;

/// When the computer is to move, waits `think_ms` and dispatches the move
/// the core chooses. The timer is dropped — cancelled — when the game
/// changes first (undo, restart, a new URL).
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<State>, think_ms: u32) {
    let dispatcher = state.dispatcher();
    let deps = (
        state.computer_to_move(),
        state.takes.len(),
        state.remaining(),
        state.setup,
    );
    use_effect_with(deps, move |(thinking, ply, left, setup)| {
        let mut timer = None;
        if *thinking {
            let (ply, left, setup) = (*ply, *left, *setup);
            timer = Some(Timeout::new(think_ms, move || {
                if let Some(take) = computer_take(setup.k, left, setup.convention) {
                    dispatcher.dispatch(Action::ComputerTake { ply, take });
                }
            }));
        }
        move || drop(timer)
    });
}

/// On every `hashchange` (a new `nav`), starts the game the URL names.
#[hook]
pub fn use_load_on_nav(state: &UseReducerHandle<State>, url: Rc<HashUrl>, nav: u64) {
    crate::screens::nav::use_load_on_nav(state, url, nav, |url| {
        Action::Load(SubtractionQuery::from_url(url))
    });
}
