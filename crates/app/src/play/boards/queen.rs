//! Wythoff's game as a queen on a grid: the queen stands on (a, b) and
//! moves left, down or diagonally down-left; a click on a square asks to
//! move there.
//!
//! Why `is_move` per square: which squares the queen reaches is the
//! game's rule, so only the squares the core accepts are buttons. Past
//! [`MAX_SIDE`] squares a side the list of moves is shown instead.

use nimatron_core::Position;
use yew::prelude::*;

use super::list::ListBoard;
use super::props::BoardProps;
use crate::engine;
use crate::i18n::use_i18n;

/// Largest grid side drawn.
pub const MAX_SIDE: u64 = 24;

/// The queen board.
#[component]
pub fn QueenBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let (a, b) = match props.position.numbers() {
        [a, b] => (*a, *b),
        _ => return html! { <ListBoard ..props.clone() /> },
    };
    if a.max(b) >= MAX_SIDE {
        return html! { <ListBoard ..props.clone() /> };
    }
    let game = engine::game(&props.game).ok();
    let side = a.max(b) + 1;
    html! {
        <div class="play-queen">
            <p class="note">{ i18n.tr("play-queen-help") }</p>
            <table class="play-queen-grid" data-testid="play-queen">
                <caption class="visually-hidden">
                    { i18n.tr_args("play-queen-caption", &[("x", a.into()), ("y", b.into())]) }
                </caption>
                <tbody>
                    { for (0..side).rev().map(|y| html! {
                        <tr>
                            <th scope="row" class="play-queen-axis">{ y.to_string() }</th>
                            { for (0..side).map(|x| {
                                let to = Position::new(vec![x, y]);
                                let here = x == a && y == b;
                                let reachable = !here && game.as_ref()
                                    .is_some_and(|g| g.is_move(&props.position, &to).unwrap_or(false));
                                let dark = (x + y) % 2 == 1;
                                let class = classes!("play-square", dark.then_some("is-dark"), here.then_some("is-queen"), reachable.then_some("is-reachable"));
                                if reachable {
                                    let onclick = props.on_move.reform(move |_: MouseEvent| to.clone());
                                    html! {
                                        <td {class}>
                                            <button type="button" class="play-square-button" disabled={props.disabled} {onclick}
                                                aria-label={i18n.tr_args("play-queen-cell", &[("x", x.into()), ("y", y.into())])}
                                                data-x={x.to_string()} data-y={y.to_string()}>
                                            </button>
                                        </td>
                                    }
                                } else {
                                    html! { <td {class}>{ if here { "♛" } else { "" } }</td> }
                                }
                            }) }
                        </tr>
                    }) }
                    <tr>
                        <td></td>
                        { for (0..side).map(|x| html! { <th scope="col" class="play-queen-axis">{ x.to_string() }</th> }) }
                    </tr>
                </tbody>
            </table>
        </div>
    }
}
