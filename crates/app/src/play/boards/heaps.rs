//! Heaps of stones (Nim, take:K, subtraction sets, Min Nim): a column of
//! stones per heap, top stone first; a click on a stone asks to take it
//! and every stone above it. Whether that is a move of the game (take:3
//! refuses four) is the core's answer, shown by the screen.
//!
//! Why capped: a heap may hold 2^64 stones. At most [`MAX_ITEMS`] are
//! drawn (the top ones, a gap, and the bottom stone that takes all) and
//! the exact size is printed under every column; with many heaps, fewer
//! per column ([`cap`]), so the board stays about [`STONES_DRAWN`] buttons
//! and a click redraws it within a frame.

use yew::prelude::*;

use super::targets::after_take;
use super::{BoardProps, MAX_DRAWN, MAX_ITEMS};
use crate::i18n::use_i18n;

/// Stones drawn on the whole board, about (each column keeps at least
/// [`MIN_ITEMS`]).
pub const STONES_DRAWN: u64 = 960;
/// Stones drawn at least in a column that has more.
pub const MIN_ITEMS: u64 = 8;

/// Stones drawn at most in each of `heaps` columns.
pub fn cap(heaps: usize) -> u64 {
    (STONES_DRAWN / (heaps.max(1) as u64)).clamp(MIN_ITEMS, MAX_ITEMS)
}

/// What a column draws with at most `cap` stones: the takes of its stones,
/// top first, and the stones not drawn (between the last two).
pub fn column(size: u64, cap: u64) -> (Vec<u64>, u64) {
    let cap = cap.max(3);
    column_with(size, cap, cap - 2)
}

/// What a column draws when every stone is drawn up to `all_up_to`, and a
/// bigger heap shows its `top` stones, a gap, and its bottom stone (take
/// all): the takes of its stones, top first, and the stones not drawn.
/// (The Nim screen draws 30, or 24 and the bottom one.)
pub fn column_with(size: u64, all_up_to: u64, top: u64) -> (Vec<u64>, u64) {
    if size <= all_up_to {
        ((1..=size).collect(), 0)
    } else {
        let mut takes: Vec<u64> = (1..=top).collect();
        takes.push(size);
        (takes, size - top - 1)
    }
}

/// The heaps board.
///
/// Each column is its own component ([`HeapColumn`]) with props that name
/// only its heap, and the click callback is made once (it reads the latest
/// position from a ref): a move redraws the one column that changed, not
/// every stone of 64 heaps with its localised label.
#[component]
pub fn HeapsBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let heaps = props.position.numbers();
    // The latest position and `on_move`, for the one click callback.
    let latest = use_mut_ref(|| (props.position.clone(), props.on_move.clone()));
    *latest.borrow_mut() = (props.position.clone(), props.on_move.clone());
    let on_take = use_callback((), move |(i, take): (usize, u64), ()| {
        let (position, on_move) = latest.borrow().clone();
        on_move.emit(after_take(position.numbers(), i, take));
    });
    let cap = cap(heaps.len().min(MAX_DRAWN));
    let tall = heaps
        .iter()
        .take(MAX_DRAWN)
        .map(|&h| column(h, cap).0.len())
        .max()
        .unwrap_or(0);
    let size_class = match tall {
        0..=12 => "is-large",
        13..=30 => "is-medium",
        _ => "is-small",
    };
    html! {
        <div class="play-board-hint">
            <p class="note">{ i18n.tr("play-heaps-help") }</p>
            <div class={classes!("play-heaps", size_class)} data-testid="play-heaps">
                { for heaps.iter().take(MAX_DRAWN).enumerate().map(|(index, &size)| html! {
                    <HeapColumn {index} {size} {cap} disabled={props.disabled} on_take={on_take.clone()} />
                }) }
            </div>
        </div>
    }
}

/// Props of [`HeapColumn`].
#[derive(Debug, Properties, PartialEq)]
struct HeapColumnProps {
    /// The heap's place (from 0).
    index: usize,
    /// Its size.
    size: u64,
    /// Stones drawn at most.
    cap: u64,
    /// No moves now.
    disabled: bool,
    /// Takes `(heap, stones)`.
    on_take: Callback<(usize, u64)>,
}

/// One heap: its stones (top first) and its size.
#[component]
fn HeapColumn(props: &HeapColumnProps) -> Html {
    let i18n = use_i18n();
    let (i, size) = (props.index, props.size);
    let (takes, hidden) = column(size, props.cap);
    let label = i18n.tr_args(
        "play-heap-label",
        &[("heap", (i + 1).into()), ("size", size.into())],
    );
    html! {
        <div class="play-heap" role="group" aria-label={label} data-testid="play-heap" data-size={size.to_string()}>
            <div class="play-stones">
                { for takes.iter().enumerate().map(|(k, &take)| {
                    let on_take = props.on_take.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_take.emit((i, take)));
                    let gap = (hidden > 0 && k + 1 == takes.len()).then(|| html! {
                        <span class="play-stones-gap">{ i18n.tr_args("play-heap-hidden", &[("hidden", hidden.into())]) }</span>
                    });
                    html! {
                        <>
                            { for gap }
                            <button type="button" class="play-stone" data-take={take.to_string()}
                                disabled={props.disabled} {onclick}
                                aria-label={i18n.tr_args("play-stone-take", &[("take", take.into()), ("heap", (i + 1).into())])}>
                            </button>
                        </>
                    }
                }) }
            </div>
            <span class="play-heap-size" aria-hidden="true">{ size.to_string() }</span>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_capped_and_keep_the_take_all_stone() {
        assert_eq!(column(3, MAX_ITEMS), (vec![1, 2, 3], 0));
        assert_eq!(column(0, MAX_ITEMS), (vec![], 0));
        let (takes, hidden) = column(u64::MAX, MAX_ITEMS);
        assert_eq!(takes.len() as u64, MAX_ITEMS - 1);
        assert_eq!(takes.last(), Some(&u64::MAX));
        assert_eq!(hidden, u64::MAX - (MAX_ITEMS - 2) - 1);
        // Many heaps: fewer stones each, the take-all stone kept.
        assert_eq!(cap(3), MAX_ITEMS);
        assert_eq!(cap(64), 15);
        assert_eq!(cap(100), 9);
        assert_eq!(cap(1000), MIN_ITEMS);
        let (takes, hidden) = column(1000, cap(64));
        assert_eq!(takes, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1000]);
        assert_eq!(hidden, 1000 - 13 - 1);
        assert_eq!(column(15, cap(64)).0.len(), 15);
        // The Nim screen's columns: every stone up to 30, else 24 + 1.
        assert_eq!(column_with(30, 30, 24).0.len(), 30);
        let (takes, hidden) = column_with(100, 30, 24);
        assert_eq!((takes.len(), takes.last(), hidden), (25, Some(&100), 75));
    }
}
