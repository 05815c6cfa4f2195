//! The position: heaps side by side, bottom-aligned, drawn to one scale.

use std::rc::Rc;

use nimatron_core::games::nim::NimMove;
use yew::prelude::*;

use super::column::{Column, MAX_DRAWN_HEAPS, slot_em};
use super::heap::HeapView;
use crate::i18n::use_i18n;

/// Props of [`Board`].
#[derive(Debug, Properties, PartialEq)]
pub struct BoardProps {
    /// The heap sizes, in order.
    pub heaps: Rc<Vec<u64>>,
    /// Called when the user takes stones.
    pub on_take: Callback<NimMove>,
}

/// The heaps of the position (the first [`MAX_DRAWN_HEAPS`] of them).
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let shown = &props.heaps[..props.heaps.len().min(MAX_DRAWN_HEAPS)];
    if shown.is_empty() {
        return html! { <p class="board-empty">{ i18n.tr("nim-no-heaps") }</p> };
    }
    let tallest = shown
        .iter()
        .map(|&h| Column::of(h).rows())
        .max()
        .unwrap_or(0);
    let slot = slot_em(tallest);
    html! {
        <>
            <ol class={classes!("board", (shown.len() > 8).then_some("board-many"))} aria-label={i18n.tr("nim-board-label")}>
                { for shown.iter().enumerate().map(|(index, &size)| html! {
                    <HeapView key={index} {index} {size} slot_em={slot} on_take={props.on_take.clone()} />
                }) }
            </ol>
            if props.heaps.len() > shown.len() {
                <p class="note">
                    { i18n.tr_args("nim-heaps-not-drawn", &[
                        ("shown", shown.len().into()),
                        ("total", props.heaps.len().into()),
                    ]) }
                </p>
            }
        </>
    }
}
