//! Beside the grid: whose turn it is, the shared [`Seats`] (the opponent
//! and who moves first), and
//! the hints (the winning moves lit on the grid). Who wins from here, the
//! winning moves to play, undo and a new game are the play screen's
//! panels ([`crate::play::panels::session`]), set below by the screen.

use yew::prelude::*;

use crate::components::use_ids;

use nimatron_core::session::Seat;

use super::state::{Action, PartProps};
use crate::i18n::use_i18n;
use crate::play::panels::seats::Seats;

/// The game card (`data-testid`: `turn`, `game-over`, `hint`, and the
/// shared seats' `opponent`, `first-me|computer|auto`).
#[component]
pub fn GamePanel(props: &PartProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let s = &props.state;
    let send = |a: Action| props.dispatch.reform(move |_: MouseEvent| a.clone());
    let name = |p: Seat| -> String {
        match (s.session.computer_seat(), p) {
            (Some(c), p) if c == p => i18n.tr("wythoff-player-computer"),
            (Some(_), _) => i18n.tr("wythoff-player-you"),
            (None, Seat::A) => i18n.tr("wythoff-player-1"),
            (None, Seat::B) => i18n.tr("wythoff-player-2"),
        }
    };
    let turn = if let Some(w) = s.winner() {
        html! { <p class="wy-game-over" data-testid="game-over" aria-live="polite">{ i18n.tr_args("wythoff-winner", &[("who", name(w).into())]) }</p> }
    } else if s.over() {
        html! { <p class="wy-game-over" data-testid="game-over">{ i18n.tr("wythoff-at-home") }</p> }
    } else if s.computers_turn() {
        html! { <p class="wy-turn" data-testid="turn">{ i18n.tr("wythoff-computer-thinking") }</p> }
    } else {
        html! { <p class="wy-turn" data-testid="turn">{ i18n.tr_args("wythoff-to-move", &[("who", name(s.session.to_move()).into())]) }</p> }
    };
    html! {
        <section class="wy-game" aria-labelledby={ids.id("wy-game-title")}>
            <h2 id={ids.id("wy-game-title")}>{ i18n.tr("wythoff-game-title") }</h2>
            { turn }
            <Seats first={s.session.first} opponent={s.session.opponent}
                on_first={props.dispatch.reform(Action::SetFirst)} on_opponent={props.dispatch.reform(Action::SetOpponent)} />
            <div class="wy-actions">
                <button type="button" class="button" data-testid="hint" aria-pressed={s.hints.to_string()} onclick={send(Action::ToggleHints)}>
                    { i18n.tr(if s.hints { "wythoff-hide-hints" } else { "wythoff-show-hints" }) }
                </button>
            </div>
            if s.over() {
                <p class="note">{ i18n.tr("wythoff-click-to-start") }</p>
            }
        </section>
    }
}
