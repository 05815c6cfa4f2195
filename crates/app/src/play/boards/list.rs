//! Every move from here as a button: the board of a game with no drawing
//! of its own (`Board::List`, the default of a new game), and the fallback
//! of the other boards past their drawing limits.
//!
//! Why a list: `moves(position, limit)` is the one thing every game
//! answers, so no registered game is ever unplayable.

use yew::prelude::*;

use super::props::BoardProps;
use crate::engine;
use crate::i18n::use_i18n;

/// Moves listed at most.
pub const MAX_LISTED: usize = 200;

/// The list board.
#[component]
pub fn ListBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let moves = engine::game(&props.game)
        .and_then(|g| g.moves(&props.position, MAX_LISTED))
        .unwrap_or_default();
    html! {
        <div class="play-list" data-testid="play-list">
            <h3 class="play-subtitle">{ i18n.tr("play-list-title") }</h3>
            if moves.is_empty() {
                <p class="note">{ i18n.tr("play-list-none") }</p>
            }
            <ul class="play-move-list">
                { for moves.iter().map(|to| {
                    let on_move = props.on_move.clone();
                    let target = to.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_move.emit(target.clone()));
                    html! {
                        <li>
                            <button type="button" class="button button-small" disabled={props.disabled} {onclick}>
                                { i18n.tr_args("play-move-to", &[("position", to.to_string().into())]) }
                            </button>
                        </li>
                    }
                }) }
            </ul>
            if moves.len() >= MAX_LISTED {
                <p class="note">{ i18n.tr_args("play-list-more", &[("shown", MAX_LISTED.into())]) }</p>
            }
        </div>
    }
}
