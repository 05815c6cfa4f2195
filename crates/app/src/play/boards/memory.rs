//! One heap with a memory (Fibonacci Nim): how to play, the heap, "at
//! most N may be taken now", how its position is written (`17,3`: the
//! heap, then the last take), and a button for each take the core lists.
//!
//! Why the buttons come from `moves`: the limit (twice the last take, not
//! the whole heap on the first move) is the game's rule, so the board
//! offers exactly the core's moves (at most [`MAX_ITEMS`]; the move field
//! plays any other).

use nimatron_core::Position;
use yew::prelude::*;

use super::props::{BoardProps, MAX_ITEMS};
use crate::engine;
use crate::i18n::use_i18n;

/// The takes the core's moves from `position` make (heap before minus
/// heap after), in the core's order.
pub fn takes(position: &Position, moves: &[Position]) -> Vec<(u64, Position)> {
    let heap = position.numbers().first().copied().unwrap_or(0);
    moves
        .iter()
        .filter_map(|m| {
            let after = m.numbers().first().copied()?;
            Some((heap.checked_sub(after)?, m.clone()))
        })
        .collect()
}

/// The Fibonacci board.
#[component]
pub fn MemoryBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let heap = props.position.numbers().first().copied().unwrap_or(0);
    let moves = engine::game(&props.game)
        .and_then(|g| g.moves(&props.position, MAX_ITEMS as usize))
        .unwrap_or_default();
    let takes = takes(&props.position, &moves);
    let last = props.position.numbers().get(1).copied().unwrap_or(0);
    let max = props
        .max_take
        .or_else(|| takes.iter().map(|(t, _)| *t).max())
        .unwrap_or(0);
    html! {
        <div class="play-memory" data-testid="play-memory">
            <p class="note" data-testid="memory-help">{ i18n.tr("play-memory-help") }</p>
            <div class="play-memory-heap" aria-hidden="true">
                { for (0..heap.min(MAX_ITEMS)).map(|_| html! { <span class="play-dot"></span> }) }
            </div>
            <p class="play-memory-size" data-testid="memory-size">
                { i18n.tr_args("play-memory-heap", &[("size", heap.into())]) }
            </p>
            <p class="play-memory-max" data-testid="memory-max">
                { i18n.tr_args("play-memory-max", &[("max", max.into())]) }
            </p>
            // The notation the title and the URL use: the heap, then the
            // last take (`17,3`).
            <p class="hint" data-testid="memory-notation">
                { i18n.tr_args("play-memory-notation", &[("heap", heap.into()), ("last", last.into())]) }
            </p>
            <div class="play-takes">
                { for takes.into_iter().map(|(take, to)| {
                    let onclick = props.on_move.reform(move |_: MouseEvent| to.clone());
                    html! {
                        <button type="button" class="button button-small play-take" data-take={take.to_string()}
                            disabled={props.disabled} {onclick}>
                            { i18n.tr_args("play-memory-take", &[("take", take.into())]) }
                        </button>
                    }
                }) }
            </div>
        </div>
    }
}
