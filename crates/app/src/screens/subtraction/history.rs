//! The moves played so far, one line each: who took how many (heap) or who
//! said which number (counting up).

use std::rc::Rc;

use nimatron_core::session::Seat;
use yew::prelude::*;

use super::state::State;
use super::url::Presentation;
use super::words::seat_name;
use crate::i18n::use_i18n;

/// Props of [`History`].
#[derive(Debug, Properties, PartialEq)]
pub struct HistoryProps {
    /// The game.
    pub state: Rc<State>,
}

/// The move list.
#[component]
pub fn History(props: &HistoryProps) -> Html {
    let i18n = use_i18n();
    let state = &props.state;
    let counting = state.setup.presentation != Presentation::Heap;
    let mut before = state.setup.n;
    let lines: Vec<Html> = state
        .takes()
        .into_iter()
        .enumerate()
        .map(|(ply, take)| {
            let who = seat_name(&i18n, state, Seat::of_ply(ply));
            let after = before.saturating_sub(take);
            let text = if counting {
                let said = state.setup.n - after;
                i18n.tr_args(
                    "subtraction-history-say",
                    &[("who", who.into()), ("said", said.into())],
                )
            } else {
                i18n.tr_args(
                    "subtraction-history-take",
                    &[
                        ("who", who.into()),
                        ("take", take.into()),
                        ("from", before.into()),
                        ("to", after.into()),
                    ],
                )
            };
            before = after;
            html! { <li data-testid="history-move">{ text }</li> }
        })
        .collect();
    html! {
        <div class="card sub-history-card">
            <h2>{ i18n.tr("subtraction-history-title") }</h2>
            if lines.is_empty() {
                <p class="hint">{ i18n.tr("subtraction-history-empty") }</p>
            } else {
                <ol class="move-list">{ for lines }</ol>
            }
        </div>
    }
}
