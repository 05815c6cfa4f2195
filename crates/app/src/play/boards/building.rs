//! Building Nim: the heaps drawn by the heaps board, and the stones still
//! to place beside them. While stones wait, a button per heap places one
//! there (phase 1, the hint's placement outlined); once every stone is
//! placed, the heaps board plays Nim on them (phase 2), its clicks,
//! keyboard, badge and hint included.
//!
//! Why the heaps board with Nim's name: phase 2 is Nim on the heaps, and
//! the heaps board already draws and plays Nim. The position's last number
//! (the stones left) is split off and put back by the core's
//! [`split`] and [`place`]; the core still judges every move.

use nimatron_core::Position;
use nimatron_core::engine::boards::building::{none_left, place, split};
use yew::prelude::*;

use super::heaps::HeapsBoard;
use super::props::{BoardProps, LastMove};
use crate::i18n::use_i18n;

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
    // The heaps board sees the heaps only; the stones left (0 in phase 2)
    // go back on every position it asks for.
    let on_move = props
        .on_move
        .reform(|to: Position| Position::new(none_left(to.numbers())));
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
                    let to = Position::new(place(numbers, i)?);
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
