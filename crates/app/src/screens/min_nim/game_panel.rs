//! A game on the computed table against the computer (the person moves
//! first; the computer plays the seed's rule): the position, its outcome
//! for the player to move, one button per move, and the value history —
//! the remoteness after every move, drawn as a line.

use std::rc::Rc;

use yew::prelude::*;

use super::cell_info::{letter, position_text};
use super::state::{Action, State};
use crate::i18n::use_i18n;

/// Props of [`GamePanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct GamePanelProps {
    /// The screen's state (its [`super::view::View`] holds the values).
    pub state: Rc<State>,
    /// Moves and restart.
    pub on_action: Callback<Action>,
}

/// The remoteness of each position of the game, as an SVG polyline.
fn chart(values: &[u32]) -> Html {
    let max = values.iter().copied().max().unwrap_or(0).max(1);
    let (w, h) = (300.0, 80.0);
    let step = if values.len() > 1 {
        w / (values.len() - 1) as f64
    } else {
        0.0
    };
    let points: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            format!(
                "{:.1},{:.1}",
                i as f64 * step,
                h - f64::from(v) / f64::from(max) * h
            )
        })
        .collect();
    html! {
        <svg class="value-chart" viewBox="-4 -4 308 88" aria-hidden="true">
            <polyline points={points.join(" ")} />
            { for points.iter().map(|p| {
                let (x, y) = p.split_once(',').unwrap_or(("0", "0"));
                html! { <circle cx={x.to_string()} cy={y.to_string()} r="3" /> }
            }) }
        </svg>
    }
}

/// The game card.
#[component]
pub fn GamePanel(props: &GamePanelProps) -> Html {
    let i18n = use_i18n();
    let state = &props.state;
    let at = state.position();
    let Some((outcome, distance)) = state.view.get(at) else {
        return html! {};
    };
    let moves = state.legal_moves();
    let status = if moves.is_empty() {
        // Normal play: the player to move cannot move and has lost.
        i18n.tr(if state.person_won() {
            "min-nim-you-win"
        } else {
            "min-nim-computer-wins"
        })
    } else if state.computer_to_move() {
        i18n.tr("min-nim-thinking")
    } else {
        i18n.tr("min-nim-your-turn")
    };
    let values: Vec<u32> = state
        .game()
        .iter()
        .filter_map(|p| state.view.get(*p).map(|(_, d)| d))
        .collect();
    let history: Vec<String> = values.iter().map(u32::to_string).collect();
    let can_move = !state.computer_to_move();
    let restart = {
        let cb = props.on_action.clone();
        Callback::from(move |_| cb.emit(Action::Restart))
    };
    html! {
        <div class="card min-nim-game">
            <h2>{ i18n.tr("min-nim-game-title") }</h2>
            <p class="heap-count" data-testid="position">{ position_text(at) }</p>
            <p class="status" data-testid="status" role="status">{ status }</p>
            <p class={classes!("outcome", if letter(outcome) == "N" { "is-n" } else { "is-p" })} data-testid="outcome">
                { i18n.tr_args("min-nim-outcome", &[("outcome", letter(outcome).into()), ("distance", u64::from(distance).into())]) }
            </p>
            <div class="take-buttons" role="group" aria-label={i18n.tr("min-nim-moves-label")}>
                { for moves.into_iter().map(|to| {
                    let cb = props.on_action.clone();
                    let heap = (0..3).find(|&i| to[i] != at[i]).unwrap_or(0);
                    html! {
                        <button type="button" class="button button-small" data-testid="min-nim-move"
                            disabled={!can_move}
                            onclick={Callback::from(move |_| cb.emit(Action::Move(to)))}>
                            { i18n.tr_args("min-nim-move", &[("heap", (heap as u64 + 1).into()), ("take", (at[heap] - to[heap]).into())]) }
                        </button>
                    }
                }) }
            </div>
            <button type="button" class="button button-small" data-testid="min-nim-restart" onclick={restart}>
                { i18n.tr("min-nim-restart") }</button>
            <h3>{ i18n.tr("min-nim-chart-title") }</h3>
            { chart(&values) }
            <p class="hint" data-testid="value-history">
                { i18n.tr_args("min-nim-chart-values", &[("values", history.join(" → ").into())]) }
            </p>
        </div>
    }
}
