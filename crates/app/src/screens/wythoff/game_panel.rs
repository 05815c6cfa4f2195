//! Beside the grid: the shared [`StatusLine`] (whose turn it is, who
//! won) and [`Seats`] (the opponent and who moves first), and
//! the hints (the winning moves lit on the grid). Who wins from here, the
//! winning moves to play, undo and a new game are the play screen's
//! panels ([`crate::play::panels::session`]), set below by the screen.

use yew::prelude::*;

use crate::components::use_ids;

use super::state::{Action, PartProps};
use crate::i18n::use_i18n;
use crate::play::panels::seats::Seats;
use crate::play::panels::status::StatusLine;

/// The game card (`data-testid`: `hint`, and the shared status line's
/// `status`, the seats' `opponent`, `first-me|computer|auto`).
#[component]
pub fn GamePanel(props: &PartProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let s = &props.state;
    let send = |a: Action| props.dispatch.reform(move |_: MouseEvent| a.clone());
    let help = AttrValue::from(i18n.tr("wythoff-click-help"));
    // Rule: exam mode turns the hints off unless the teacher allows them.
    let allowed = props.exam.allows_hint();
    html! {
        <section class="wy-game" aria-labelledby={ids.id("wy-game-title")}>
            <h2 id={ids.id("wy-game-title")}>{ i18n.tr("wythoff-game-title") }</h2>
            <StatusLine session={s.session.clone()} over={s.over()} thinking={s.computers_turn()} {help} />
            <Seats first={s.session.first} opponent={s.session.opponent}
                on_first={props.dispatch.reform(Action::SetFirst)} on_opponent={props.dispatch.reform(Action::SetOpponent)} />
            <div class="wy-actions">
                <button type="button" class="button" data-testid="hint" aria-pressed={(s.hints && allowed).to_string()}
                    onclick={send(Action::ToggleHints)} disabled={!allowed}
                    title={(!allowed).then(|| i18n.tr("exam-hint-off"))}>
                    { i18n.tr(if s.hints && allowed { "wythoff-hide-hints" } else { "wythoff-show-hints" }) }
                </button>
            </div>
            if s.over() {
                <p class="note">{ i18n.tr("wythoff-click-to-start") }</p>
            }
        </section>
    }
}
