//! Chomp as a bar of squares, the bottom row first in the position and
//! drawn at the bottom, the poisoned square at the bottom left. A click on
//! a square asks to eat it with every square above it and to its right;
//! pointing at a square shades that bite first.
//!
//! Why `is_move` per square: which squares may be picked (never the
//! poison) is the game's rule, so only the squares the core accepts are
//! buttons; the bite itself is plain geometry on the rows' lengths.

use yew::prelude::*;

use super::list::ListBoard;
use super::props::BoardProps;
use super::targets::after_bite;
use crate::engine;
use crate::i18n::use_i18n;

/// Most rows or columns drawn (the core's Chomp limit is below it).
pub const MAX_SIDE: u64 = 30;

/// The Chomp board.
#[component]
pub fn ChompBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let aim = use_state(|| None::<(usize, u64)>);
    let rows = match props.position.parts() {
        [rows] => rows.clone(),
        _ => return html! { <ListBoard ..props.clone() /> },
    };
    let width = rows.first().copied().unwrap_or(0);
    if rows.len() as u64 > MAX_SIDE || width > MAX_SIDE {
        return html! { <ListBoard ..props.clone() /> };
    }
    let game = engine::game(&props.game).ok();
    let bitten = |i: usize, j: u64| aim.is_some_and(|(r, c)| i >= r && j >= c);
    html! {
        <div class="play-chomp">
            <p class="note">{ i18n.tr("play-chomp-help") }</p>
            <div class="play-chomp-bar" role="group" data-testid="play-chomp"
                aria-label={i18n.tr("play-chomp-label")} onmouseleave={{
                    let aim = aim.clone();
                    Callback::from(move |_: MouseEvent| aim.set(None))
                }}>
                { for (0..rows.len()).rev().map(|i| html! {
                    <div class="play-chomp-row">
                        { for (0..rows[i]).map(|j| {
                            let poison = i == 0 && j == 0;
                            let to = after_bite(&rows, i, j);
                            let allowed = game.as_ref()
                                .is_some_and(|g| g.is_move(&props.position, &to).unwrap_or(false));
                            let class = classes!("play-chomp-square", poison.then_some("is-poison"),
                                bitten(i, j).then_some("is-bitten"));
                            if allowed {
                                let onclick = props.on_move.reform(move |_: MouseEvent| to.clone());
                                let aim_on = {
                                    let aim = aim.clone();
                                    Callback::from(move |_: MouseEvent| aim.set(Some((i, j))))
                                };
                                let focus_on = {
                                    let aim = aim.clone();
                                    Callback::from(move |_: FocusEvent| aim.set(Some((i, j))))
                                };
                                html! {
                                    <button type="button" {class} disabled={props.disabled} {onclick}
                                        onmouseenter={aim_on} onfocus={focus_on}
                                        data-row={i.to_string()} data-col={j.to_string()} data-testid="chomp-square"
                                        aria-label={i18n.tr_args("play-chomp-square", &[("row", (i + 1).into()), ("col", (j + 1).into())])}>
                                    </button>
                                }
                            } else if poison {
                                html! {
                                    <span {class} data-row="0" data-col="0" role="img"
                                        aria-label={i18n.tr("play-chomp-poison")}>{ "☠" }</span>
                                }
                            } else {
                                html! { <span {class}></span> }
                            }
                        }) }
                    </div>
                }) }
            </div>
        </div>
    }
}
