//! The game itself: the heap (or the running total of a counting-up
//! game), one button per allowed take, whose turn it is, and the outcome
//! for the player to move.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{Action, State};
use super::url::Presentation;
use super::words;
use crate::i18n::use_i18n;

/// Heaps up to this size are drawn stone by stone.
const MAX_DRAWN_STONES: u64 = 100;

/// Props of [`PlayPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct PlayPanelProps {
    /// The game.
    pub state: Rc<State>,
    /// Moves, undo, restart.
    pub on_action: Callback<Action>,
}

/// The board and its buttons.
#[component]
pub fn PlayPanel(props: &PlayPanelProps) -> Html {
    let i18n = use_i18n();
    let state = &props.state;
    let counting = state.setup.presentation != Presentation::Heap;
    let left = state.remaining();
    let can_move = state.ending().is_none() && !state.computer_to_move();
    let (outcome, is_n) = words::outcome(&i18n, state);
    let over = state.ending().is_some();

    let board = if counting {
        html! {
            <p class="count-total" data-testid="total">
                { i18n.tr_args("subtraction-total", &[
                    ("total", state.total().into()), ("goal", state.setup.n.into())]) }
            </p>
        }
    } else {
        html! {
            <div class="single-heap">
                <p class="heap-count" data-testid="stones-left">
                    { i18n.tr_args("subtraction-stones-left", &[("count", left.into())]) }
                </p>
                if left <= MAX_DRAWN_STONES {
                    <div class="stone-row" aria-hidden="true">
                        { for (0..left).map(|i| html! {
                            <span class={classes!("dot", ((left - i) <= state.setup.k).then_some("dot-reach"))} />
                        }) }
                    </div>
                }
            </div>
        }
    };

    let buttons = state.allowed().map(|take| {
        let on_action = props.on_action.clone();
        let label = if counting {
            i18n.tr_args(
                "subtraction-say",
                &[("number", (state.total() + take).into())],
            )
        } else {
            i18n.tr_args("subtraction-take", &[("count", take.into())])
        };
        html! {
            <button type="button" class="button take-button" data-testid="take"
                data-take={take.to_string()} disabled={!can_move}
                onclick={Callback::from(move |_| on_action.emit(Action::Take(take)))}>
                { label }
            </button>
        }
    });

    let undo = {
        let on_action = props.on_action.clone();
        Callback::from(move |_| on_action.emit(Action::Undo))
    };
    let restart = {
        let on_action = props.on_action.clone();
        Callback::from(move |_| on_action.emit(Action::Restart))
    };

    html! {
        <div class="card play-card">
            { board }
            <p class={classes!("status", over.then_some("is-over"))} data-testid="status"
                role="status" aria-live="polite">
                { words::status(&i18n, state) }
            </p>
            <div class="take-buttons" role="group" aria-label={i18n.tr("subtraction-takes-label")}>
                { for buttons }
            </div>
            <p class={classes!("outcome", if is_n { "is-n" } else { "is-p" })} data-testid="outcome">
                { outcome }
            </p>
            <div class="button-row">
                <button type="button" class="button button-small" data-testid="undo"
                    disabled={state.session.undo_target().is_none()} onclick={undo}>
                    { i18n.tr("subtraction-undo") }
                </button>
                <button type="button" class="button button-small" data-testid="restart"
                    onclick={restart}>
                    { i18n.tr("subtraction-restart") }
                </button>
            </div>
        </div>
    }
}
