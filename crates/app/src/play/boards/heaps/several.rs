//! The takes marked on several heaps (Moore's Nim with K > 1, Equal Nim),
//! played as one move: a button says from how many heaps it takes, and
//! another clears them. Whether the marks make a move is the core's answer
//! (Equal Nim takes the same from every heap, Moore's at most K heaps).

use std::rc::Rc;

use nimatron_core::Position;
use yew::prelude::*;

use super::super::targets::after_takes;
use crate::i18n::use_i18n;

/// Props of [`SeveralTakes`].
#[derive(Debug, Properties, PartialEq)]
pub struct SeveralTakesProps {
    /// The heaps on the board.
    pub heaps: Rc<Vec<u64>>,
    /// The marked takes: (heap, stones), one per heap.
    pub marks: Vec<(usize, u64)>,
    /// Plays the marked takes.
    pub on_move: Callback<Position>,
    /// Clears the marks.
    pub on_clear: Callback<()>,
    /// No moves now.
    pub disabled: bool,
}

/// The "take the marked stones" and "clear" buttons.
#[component]
pub fn SeveralTakes(props: &SeveralTakesProps) -> Html {
    let i18n = use_i18n();
    let none = props.marks.is_empty();
    let onclick = {
        let to = after_takes(&props.heaps, &props.marks);
        props.on_move.reform(move |_: MouseEvent| to.clone())
    };
    html! {
        <p class="several-takes">
            <button type="button" class="button" data-testid="play-marked" disabled={none || props.disabled} {onclick}>
                { i18n.tr_args("play-heaps-play-marked", &[("heaps", props.marks.len().into())]) }
            </button>
            { " " }
            <button type="button" class="button button-small" data-testid="clear-marked" disabled={none}
                onclick={props.on_clear.reform(|_: MouseEvent| ())}>
                { i18n.tr("play-heaps-clear-marked") }
            </button>
        </p>
    }
}
