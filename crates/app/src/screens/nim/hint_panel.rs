//! The hint, shown on request: the winning move(s) for the player to move,
//! or that none exists and why (`data-testid="hint-result"`; each move is a
//! `data-testid="hint-move"` with `data-heap` (from 0) and `data-take`).

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::nim;
use yew::prelude::*;

use super::words;
use crate::i18n::use_i18n;

/// Winning moves listed at once (Nim has at most one per heap, or two in
/// the misère ending).
pub const MAX_LISTED_MOVES: usize = 50;

/// Props of [`HintPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct HintPanelProps {
    /// The position.
    pub heaps: Rc<Vec<u64>>,
    /// Normal or misère.
    pub convention: Convention,
}

/// The hint box.
#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let i18n = use_i18n();
    let heaps: &[u64] = &props.heaps;
    let moves = nim::winning_moves(heaps, props.convention);
    let why = match props.convention {
        // Rule: misère with only 0- and 1-heaps is decided by parity.
        Convention::Misere if heaps.iter().all(|&h| h <= 1) => "nim-misere-endgame",
        // Rule: otherwise (both conventions) a lost position has nim-sum 0.
        _ => "nim-hint-normal-zero",
    };
    html! {
        <div class="hint-box" data-testid="hint-result" role="status">
            if moves.is_empty() {
                <p><strong>{ i18n.tr("nim-hint-none") }</strong>{ " " }{ i18n.tr(why) }</p>
            } else {
                <p><strong>{ i18n.tr_args("nim-hint-moves", &[("count", moves.len().into())]) }</strong></p>
                <ul class="hint-moves">
                    { for moves.iter().take(MAX_LISTED_MOVES).map(|mv| html! {
                        <li data-testid="hint-move" data-heap={mv.heap.to_string()} data-take={mv.take.to_string()}>
                            { words::winning_move(&i18n, heaps, *mv) }
                        </li>
                    }) }
                </ul>
            }
        </div>
    }
}
