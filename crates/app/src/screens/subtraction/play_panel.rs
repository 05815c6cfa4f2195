//! The game itself: the heap (or the running total of a counting-up
//! game), one button per allowed take and the play screen's status line
//! (whose turn, in the screen's words between two people); beside it the
//! play screen's analysis and history panels, in the screen's words
//! (Proposition 1's take, "Say 4", "You: took 3 (19 → 16)").

use std::rc::Rc;

use nimatron_core::Position;
use yew::prelude::*;

use super::state::{Action, heap};
use super::url::{Presentation, SubtractionQuery};
use super::words;
use crate::i18n::use_i18n;
use crate::play::panels::analysis::ScreenWords;
use crate::play::panels::game_over::GameOver;
use crate::play::panels::screen_game::GameProps;
use crate::play::panels::session::SessionPanels;
use crate::play::panels::status::StatusLine;

/// Heaps up to this size are drawn stone by stone.
const MAX_DRAWN_STONES: u64 = 100;

/// The board and its buttons.
#[component]
pub fn PlayPanel(props: &GameProps<SubtractionQuery>) -> Html {
    let i18n = use_i18n();
    let state = &props.state;
    let counting = state.setup.presentation != Presentation::Heap;
    let left = state.remaining();
    let can_move = state.ending().is_none() && !state.computer_to_move();
    let outcome = words::outcome(&i18n, state);
    let move_words = {
        let (i18n, state) = (i18n.clone(), state.clone());
        Callback::from(move |to: Position| {
            words::take_words(&i18n, &state, state.remaining().saturating_sub(heap(&to)))
        })
    };
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
        let label = words::take_words(&i18n, state, take);
        html! {
            <button type="button" class="button take-button" data-testid="take"
                data-take={take.to_string()} disabled={!can_move}
                onclick={Callback::from(move |_| on_action.emit(Action::Take(0, take)))}>
                { label }
            </button>
        }
    });

    html! {
        <>
        <div class="card play-card">
            { board }
            <StatusLine session={state.session.clone()} over={over} thinking={state.computer_to_move()}
                turn_words={words::friends_turn(&i18n, state).map(AttrValue::from)} />
            <div class="take-buttons" role="group" aria-label={i18n.tr("subtraction-takes-label")}>
                { for buttons }
            </div>
            <GameOver session={state.session.clone()} on_move={props.on_action.reform(Action::Game)} summary={props.exam.shows_analysis()} />
        </div>
        <SessionPanels session={state.session.clone()} on_move={props.on_action.reform(Action::Game)}
            disabled={!can_move} exam={props.exam}
            words={ScreenWords { outcome: Some(outcome.into()), badge: false, moves: Some(move_words) }}
            history_words={Rc::new(words::history(&i18n, state))}
            start_words={words::history_start(&i18n, state)} />
        </>
    }
}
