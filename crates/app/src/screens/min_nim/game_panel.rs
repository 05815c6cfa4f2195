//! A game on the computed table against the computer (the person moves
//! first; the computer plays the seed's rule on the page's values): the
//! position, whose turn, one button per move, and the distances so far —
//! beside the play screen's panels (analysis, history with undo, the
//! value-history chart), handed the outcome and distance of each position
//! played from the values the page asked the worker for, so the core
//! builds no table on the page.

use std::rc::Rc;

use nimatron_core::Position;
use yew::prelude::*;

use super::cell_info::position_text;
use super::state::{Action, State, three};
use super::view::View;
use crate::i18n::I18n;
use crate::play::exam::Exam;
use crate::play::game::GameAction;
use crate::play::panels::analysis::ScreenWords;
use crate::play::panels::chart::{Point, points_with};
use crate::play::panels::game_over::GameOver;
use crate::play::panels::session::SessionPanels;
use crate::play::panels::status::StatusLine;

/// The game's board card and the play screen's panels, from the screen's
/// state (its [`View`] holds the values); `on_action` hears moves, undo
/// and restart.
pub fn game_panel(state: &State, on_action: &Callback<Action>, i18n: &I18n, exam: Exam) -> Html {
    let at = state.position();
    let (Some((outcome, distance)), Some(rule)) = (state.view.get(at), state.rule()) else {
        return html! {};
    };
    let moves = View::with_children(&rule, at).split_off(1);
    let values = points_with(&state.session, |ply, p| {
        let known = three(p).and_then(|p| state.view.get(p));
        let (outcome, remoteness) = (known.map(|v| v.0), known.map(|v| u64::from(v.1)));
        Point {
            ply,
            outcome,
            remoteness,
        }
    });
    let history: Vec<String> = values
        .iter()
        .filter_map(|p| p.remoteness.map(|d| d.to_string()))
        .collect();
    let words = ScreenWords {
        outcome: Some(
            i18n.tr_args(
                "min-nim-outcome",
                &[
                    ("outcome", outcome.to_string().into()),
                    ("distance", u64::from(distance).into()),
                ],
            )
            .into(),
        ),
        ..ScreenWords::default()
    };
    let can_move = !state.computer_to_move() && !moves.is_empty();
    let on_move = on_action.reform(Action::Game);
    html! {
        <>
            <div class="card min-nim-game">
                <h2>{ i18n.tr("min-nim-game-title") }</h2>
                <p class="heap-count" data-testid="position">{ position_text(at) }</p>
                <StatusLine session={state.session.clone()} over={moves.is_empty()} thinking={state.computer_to_move()} />
                <div class="take-buttons" role="group" aria-label={i18n.tr("min-nim-moves-label")}>
                    { for moves.into_iter().map(|to| {
                        let heap = (0..3).find(|&i| to[i] != at[i]).unwrap_or(0);
                        let play = GameAction::Play(Position::new(to.to_vec()));
                        html! {
                            <button type="button" class="button button-small" data-testid="min-nim-move"
                                disabled={!can_move} onclick={on_move.reform(move |_| play.clone())}>
                                { i18n.tr_args("min-nim-move", &[("heap", (heap as u64 + 1).into()), ("take", (at[heap] - to[heap]).into())]) }
                            </button>
                        }
                    }) }
                </div>
                <GameOver session={state.session.clone()} on_move={on_move.clone()} summary={exam.shows_analysis()} />
                // Exam mode: the distances say who wins.
                if exam.shows_analysis() {
                    <p class="hint" data-testid="value-history">
                        { i18n.tr_args("min-nim-chart-values", &[("values", history.join(" → ").into())]) }
                    </p>
                }
            </div>
            <SessionPanels session={state.session.clone()} {on_move} disabled={!can_move} {words} {exam}
                values={Rc::new(values)} />
        </>
    }
}
