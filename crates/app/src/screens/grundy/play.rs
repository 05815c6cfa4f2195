//! A game of several heaps with the set `S` against the computer (the
//! person first): the board (each heap with its Grundy value and one
//! button per allowed removal), the play screen's status line, and its
//! analysis and history panels, whose outcome line is the screen's own:
//! the Grundy sum and the move that makes it 0.

use std::rc::Rc;

use nimatron_core::games::subtraction::PeriodicSequence;
use yew::prelude::*;

use super::state::{Action, State};
use crate::i18n::use_i18n;
use crate::play::exam::Exam;
use crate::play::panels::analysis::ScreenWords;
use crate::play::panels::game_over::GameOver;
use crate::play::panels::session::SessionPanels;
use crate::play::panels::status::StatusLine;

/// Props of [`Play`].
#[derive(Debug, Properties, PartialEq)]
pub struct PlayProps {
    /// The game.
    pub state: Rc<State>,
    /// The set's Grundy sequence (each heap's value).
    pub seq: Rc<PeriodicSequence>,
    /// Moves, undo and restart.
    pub on_action: Callback<Action>,
    /// Exam mode: no Grundy values beside the heaps, no analysis.
    #[prop_or_default]
    pub exam: Exam,
}

/// The game's board and panels.
#[component]
pub fn Play(props: &PlayProps) -> Html {
    let i18n = use_i18n();
    let state = &props.state;
    let heaps = state.heaps();
    // The teaching line is the core's analysis said as a Grundy sum (none
    // when it gives no value: the core's own outcome words then).
    let outcome = state.teaching_line().map(|(sum, winning)| match winning {
        Some(m) => i18n.tr_args(
            "grundy-outcome-n",
            &[
                ("sum", sum.into()),
                ("heap", (m.heap as u64 + 1).into()),
                ("take", m.take.into()),
            ],
        ),
        None => i18n.tr_args("grundy-outcome-p", &[("sum", sum.into())]),
    });
    let can_move = !state.computer_to_move();
    let takes = state.takes();
    let rows = heaps.iter().enumerate().map(|(i, &h)| {
        let allowed = takes.get(i).cloned().unwrap_or_default();
        let buttons = allowed.into_iter().map(|s| {
            let cb = props.on_action.clone();
            html! {
                <button type="button" class="button button-small" data-testid="grundy-take"
                    data-heap={i.to_string()} data-take={s.to_string()} disabled={!can_move}
                    onclick={Callback::from(move |_| cb.emit(Action::Take(i, s)))}>
                    { format!("−{s}") }
                </button>
            }
        });
        html! {
            <li class="grundy-heap" data-testid="grundy-heap" data-size={h.to_string()}>
                <span>{ if props.exam.shows_analysis() {
                    i18n.tr_args("grundy-heap", &[
                        ("heap", (i as u64 + 1).into()), ("size", h.into()), ("g", props.seq.get(h).into())])
                } else {
                    i18n.tr_args("exam-heap", &[("heap", (i as u64 + 1).into()), ("size", h.into())])
                } }</span>
                <span class="take-buttons">{ for buttons }</span>
            </li>
        }
    });
    html! {
        <>
            <div class="card grundy-play">
                <h2>{ i18n.tr("grundy-play-title") }</h2>
                <StatusLine session={state.session.clone()} over={state.is_over()} thinking={state.computer_to_move()} />
                <ul class="grundy-heaps">{ for rows }</ul>
                <GameOver session={state.session.clone()} on_move={props.on_action.reform(Action::Game)} summary={props.exam.shows_analysis()} />
            </div>
            <SessionPanels session={state.session.clone()} on_move={props.on_action.reform(Action::Game)}
                disabled={!can_move || state.is_over()} exam={props.exam} words={ScreenWords { outcome: outcome.map(AttrValue::from), ..ScreenWords::default() }} />
        </>
    }
}
