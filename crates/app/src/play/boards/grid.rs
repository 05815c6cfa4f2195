//! n-dimensional Nim on a 2-D board (a one-row board is 1 × k): the cells
//! in rows and columns, a piece where the position has `1`. A move names
//! a run of pieces along one row or column: click its first piece, then
//! its last (the same piece again takes it alone); Escape forgets the
//! first. Boards of more dimensions get the list of moves.
//!
//! Why the board only proposes: the run is plain geometry (the cells
//! between the two clicks); whether it is a move (pieces contiguous, no
//! gap) is `is_move`'s answer, and a refused run comes back as the core's
//! message. The board's sizes come with the game's board (`Board::Grid`).

use nimatron_core::Position;
use nimatron_core::board::Board;
use yew::prelude::*;

use super::list::ListBoard;
use super::props::BoardProps;
use crate::engine;
use crate::i18n::use_i18n;

/// The flags after emptying the cells from `a` to `b` (row-major indices
/// of one row or column of a `cols`-wide board), or `None` when the two
/// cells share no row or column.
pub fn after_run(flags: &[u64], cols: usize, a: usize, b: usize) -> Option<Position> {
    let (lo, hi) = (a.min(b), a.max(b));
    let step = if lo / cols == hi / cols {
        1
    } else if lo % cols == hi % cols {
        cols
    } else {
        return None;
    };
    let mut next = flags.to_vec();
    for cell in (lo..=hi).step_by(step) {
        if let Some(f) = next.get_mut(cell) {
            *f = 0;
        }
    }
    Some(Position::new(next))
}

/// The 2-D board.
#[component]
pub fn GridBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let first = use_state(|| None::<usize>);
    {
        // A new position: the half-made move is gone.
        let first = first.clone();
        use_effect_with(props.position.clone(), move |_| first.set(None));
    }
    let dims = match engine::game(&props.game).map(|g| g.board()) {
        Ok(Board::Grid { dims }) => dims,
        _ => return html! { <ListBoard ..props.clone() /> },
    };
    let (rows, cols) = match dims.as_slice() {
        [k] => (1, *k as usize),
        [r, c] => (*r as usize, *c as usize),
        _ => return html! { <ListBoard ..props.clone() /> },
    };
    let flags = match props.position.parts() {
        [flags] if flags.len() == rows * cols => flags.clone(),
        _ => return html! { <ListBoard ..props.clone() /> },
    };
    let onkeydown = {
        let first = first.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && first.is_some() {
                e.prevent_default();
                first.set(None);
            }
        })
    };
    let status = match *first {
        Some(cell) => i18n.tr_args(
            "play-grid-first",
            &[
                ("row", (cell / cols + 1).into()),
                ("col", (cell % cols + 1).into()),
            ],
        ),
        None => String::new(),
    };
    html! {
        <div class="play-grid-board">
            <p class="note">{ i18n.tr("play-grid-help") }</p>
            <div class="play-cells" role="group" data-testid="play-cells" {onkeydown}
                aria-label={i18n.tr_args("play-grid-label", &[("rows", rows.into()), ("cols", cols.into())])}>
                { for (0..rows).map(|r| html! {
                    <div class="play-cell-row">
                        { for (0..cols).map(|c| {
                            let cell = r * cols + c;
                            if flags[cell] == 0 {
                                return html! { <span class="play-cell is-empty" data-cell={cell.to_string()}></span> };
                            }
                            let chosen = *first == Some(cell);
                            let onclick = {
                                let first = first.clone();
                                let flags = flags.clone();
                                let on_move = props.on_move.clone();
                                Callback::from(move |_: MouseEvent| match *first {
                                    None => first.set(Some(cell)),
                                    Some(a) => match after_run(&flags, cols, a, cell) {
                                        Some(to) => {
                                            first.set(None);
                                            on_move.emit(to);
                                        }
                                        // Not in line with the first: start again here.
                                        None => first.set(Some(cell)),
                                    },
                                })
                            };
                            let label = i18n.tr_args("play-grid-piece", &[("row", (r + 1).into()), ("col", (c + 1).into())]);
                            html! {
                                <button type="button" class={classes!("play-cell", chosen.then_some("is-chosen"))}
                                    disabled={props.disabled} {onclick} aria-pressed={chosen.to_string()}
                                    aria-label={label} data-cell={cell.to_string()} data-testid="grid-piece">
                                </button>
                            }
                        }) }
                    </div>
                }) }
            </div>
            <p class="note" role="status">{ status }</p>
        </div>
    }
}
