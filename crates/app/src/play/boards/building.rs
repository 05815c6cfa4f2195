//! Building Nim: the heaps drawn by the heaps board, and the stones still
//! to place beside them. While stones wait, a button per heap places one
//! there (phase 1, the hint's placement outlined); once every stone is
//! placed, the heaps board plays Nim on them (phase 2), its clicks,
//! keyboard, badge and hint included.
//!
//! Why the heaps board with Nim's name: phase 2 is Nim on the heaps, and
//! the heaps board already draws and plays Nim. The position is read as
//! `Board::Building` says (the heaps, then the stones left): [`split`]
//! takes the last number off and [`with_left`] puts it back, and
//! [`place`] is a click's target in phase 1; the core still judges every
//! move.

use nimatron_core::Position;
use yew::prelude::*;

use super::heaps::HeapsBoard;
use super::props::{BoardProps, LastMove};
use crate::i18n::use_i18n;

/// A Building Nim position's heaps and the stones still to place (its
/// last number; none for an empty position).
pub fn split(numbers: &[u64]) -> (&[u64], u64) {
    match numbers.split_last() {
        Some((&left, heaps)) => (heaps, left),
        None => (&[], 0),
    }
}

/// The position of `heaps` with `left` stones still to place.
pub fn with_left(heaps: &[u64], left: u64) -> Position {
    let mut numbers = heaps.to_vec();
    numbers.push(left);
    Position::new(numbers)
}

/// The target of placing one waiting stone on heap `heap` (that heap one
/// higher, one stone fewer left), or `None` when no stone waits or there
/// is no such heap.
pub fn place(numbers: &[u64], heap: usize) -> Option<Position> {
    let (heaps, left) = split(numbers);
    let mut higher = heaps.to_vec();
    let stones = higher.get_mut(heap)?;
    *stones = stones.checked_add(1)?;
    Some(with_left(&higher, left.checked_sub(1)?))
}

/// The heaps of a Building Nim position, without the stones left.
fn heaps_of(position: &Position) -> Position {
    Position::new(split(position.numbers()).0.to_vec())
}

/// The Building board.
#[component]
pub fn BuildingBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let numbers = props.position.numbers();
    let (heaps, left) = split(numbers);
    // The heaps board sees the heaps only, and plays only in phase 2: none
    // left goes back on every position it asks for.
    let on_move = props
        .on_move
        .reform(|to: Position| with_left(to.numbers(), 0));
    let last = props.last.as_ref().map(|l| LastMove {
        before: heaps_of(&l.before),
        ..l.clone()
    });
    let hinted = std::rc::Rc::new(props.hinted.iter().map(heaps_of).collect::<Vec<_>>());
    let board = html! {
        <HeapsBoard game="nim" position={Position::new(heaps.to_vec())} {on_move} {last} {hinted}
            prefix={props.prefix.clone()} waiting={props.waiting} disabled={props.disabled || left > 0} />
    };
    if left == 0 {
        return html! {
            <div class="play-building" data-testid="play-building">
                <p class="note">{ i18n.tr("play-building-nim") }</p>
                { board }
            </div>
        };
    }
    // While stones wait the heaps are only shown: the heaps board's help on
    // taking stones is hidden (`web/boards.css`).
    html! {
        <div class="play-building is-placing" data-testid="play-building">
            <p class="play-building-left" data-testid="building-left">
                { i18n.tr_args("play-building-left", &[("left", left.into())]) }
            </p>
            <div class="play-takes" role="group">
                { for (0..heaps.len()).filter_map(|i| {
                    // Rule (phase 1): one waiting stone onto heap i.
                    let to = place(numbers, i)?;
                    // The hint's move is this placement: outlined.
                    let hinted = props.hinted.contains(&to).then_some("is-hinted");
                    let onclick = props.on_move.reform(move |_: MouseEvent| to.clone());
                    Some(html! {
                        <button type="button" class={classes!("button", "button-small", hinted)} data-testid="building-place"
                            data-heap={i.to_string()} disabled={props.disabled} {onclick}>
                            { i18n.tr_args("play-building-place", &[("heap", (i + 1).into())]) }
                        </button>
                    })
                }) }
            </div>
            { board }
        </div>
    }
}
