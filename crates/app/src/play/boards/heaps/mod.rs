//! Heaps of stones, the one board of every heap game (Nim on its own
//! screen and on the play screen, take:K, subtraction sets, Min Nim): a
//! column of SVG stones per heap, top stone first, all drawn to one scale;
//! a click (or Enter on a focused stone) asks to take it and every stone
//! above it, arrow keys choose the heap and the count, and a heap too big
//! to draw has a "take how many" field. Whether a take is a move of the
//! game (take:3 refuses four) is the core's answer, shown by the screen.
//!
//! The last move leaves a fading badge on the heaps it changed, and the
//! hint's moves outline the stones they take. Hooks: each heap
//! `data-testid="heap"` with `data-size` and `data-heap` (from 0), each
//! stone `data-testid="stone"` with `data-take`.
//!
//! Why capped: see [`geometry`]; at most [`MAX_DRAWN`] heaps are drawn,
//! and the exact size is printed under every column.

pub mod big_take;
pub mod column;
pub mod geometry;
pub mod several;

use nimatron_core::board::{Board, take_between};
use wasm_bindgen::JsCast;
use web_sys::{Element, Node, SvgElement};
use yew::prelude::*;

use std::rc::Rc;

use self::column::{HeapColumn, Took};
use self::several::SeveralTakes;
use super::props::{BoardProps, MAX_DRAWN};
use super::targets::after_take;
use crate::engine;
use crate::i18n::use_i18n;

/// The heaps board.
///
/// Each column is its own component ([`HeapColumn`]) with props that name
/// only its heap, and the click callback is made once (it reads the latest
/// position from a ref): a move redraws the columns that changed, not
/// every stone of 64 heaps with its localised label.
///
/// A keyboard player keeps the focus on the board: when a move (the
/// computer's, say) removes the focused stone, the first stone left is
/// focused instead of dropping the player at the top of the page.
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
    // A game that takes from several heaps at once (`Board::SeveralHeaps`):
    // a click marks a take on its heap (the same stone again unmarks it),
    // and one button plays every mark as one move. A new position clears
    // the marks.
    let several = engine::game(&props.game).is_ok_and(|g| g.board() == Board::SeveralHeaps);
    let marks = use_state(Vec::<(usize, u64)>::new);
    let on_mark = use_callback(marks.clone(), |(i, take): (usize, u64), marks| {
        let mut next = (**marks).clone();
        let old = next.iter().position(|m| m.0 == i).map(|at| next.remove(at));
        if old != Some((i, take)) {
            next.push((i, take));
        }
        marks.set(next);
    });
    {
        let marks = marks.clone();
        use_effect_with(props.position.clone(), move |_| marks.set(Vec::new()));
    }
    let on_take = if several { on_mark } else { on_take };
    let board_ref = use_node_ref();
    let had_focus = use_mut_ref(|| false);
    {
        let board_ref = board_ref.clone();
        let had_focus = had_focus.clone();
        use_effect_with(props.position.clone(), move |_| {
            let lost = gloo::utils::document()
                .active_element()
                .is_none_or(|a| a.tag_name().eq_ignore_ascii_case("body"));
            if !*had_focus.borrow() || !lost {
                return;
            }
            let stone = board_ref
                .cast::<Element>()
                .and_then(|b| b.query_selector("[data-testid=stone]").ok().flatten());
            if let Some(el) = stone.as_ref().and_then(|s| s.dyn_ref::<SvgElement>()) {
                let _ = el.focus();
            }
        });
    }
    let onfocusin = {
        let had_focus = had_focus.clone();
        Callback::from(move |_: FocusEvent| *had_focus.borrow_mut() = true)
    };
    let onfocusout = {
        let board_ref = board_ref.clone();
        Callback::from(move |e: FocusEvent| {
            // Focus went elsewhere on the page (a removed stone has no
            // related target: the board keeps its claim).
            if let Some(next) = e.related_target().and_then(|t| t.dyn_into::<Node>().ok()) {
                let inside = board_ref
                    .cast::<Node>()
                    .is_some_and(|b| b.contains(Some(&next)));
                if !inside {
                    *had_focus.borrow_mut() = false;
                }
            }
        })
    };
    let shown = &heaps[..heaps.len().min(MAX_DRAWN)];
    if shown.is_empty() {
        return html! { <p class="board-empty">{ i18n.tr("play-no-heaps") }</p> };
    }
    let cap = geometry::cap(shown.len());
    let tallest = shown.iter().map(|&h| geometry::rows(h, cap)).max();
    let slot_em = geometry::slot_em(tallest.unwrap_or(0));
    // The last move's and the hint's takes (moves lowering one heap).
    let last = props.last.as_ref();
    let took = last.and_then(|l| take_between(l.before.numbers(), heaps));
    let hinted: Vec<_> = props
        .hinted
        .iter()
        .filter_map(|to| take_between(heaps, to.numbers()))
        .collect();
    html! {
        <>
            <ol class={classes!("board", (shown.len() > 8).then_some("board-many"), props.waiting.then_some("is-waiting"))}
                aria-label={i18n.tr("play-heaps-label")} aria-busy={props.waiting.to_string()}
                ref={board_ref} {onfocusin} {onfocusout}>
                { for shown.iter().enumerate().map(|(index, &size)| html! {
                    <HeapColumn key={index} {index} {size} {cap} {slot_em} on_take={on_take.clone()}
                        prefix={props.prefix.clone()} disabled={props.disabled}
                        took={took.zip(last).filter(|(m, _)| m.heap == index).map(|(m, l)| Took { take: m.take, ply: l.ply, by_computer: l.by_computer })}
                        hinted={marks.iter().find(|m| m.0 == index).map(|m| m.1).or_else(|| hinted.iter().find(|m| m.heap == index).map(|m| m.take))} />
                }) }
            </ol>
            if several {
                <SeveralTakes heaps={Rc::new(heaps.to_vec())} marks={(*marks).clone()} on_move={props.on_move.clone()}
                    disabled={props.disabled} on_clear={let marks = marks.clone(); Callback::from(move |()| marks.set(Vec::new()))} />
            }
            if heaps.len() > shown.len() {
                <p class="note">
                    { i18n.tr_args("play-heaps-not-drawn", &[
                        ("shown", shown.len().into()),
                        ("total", heaps.len().into()),
                    ]) }
                </p>
            }
            <p class="note keyboard-help">
                { i18n.tr(if several { "play-heaps-several-help" } else { "play-heaps-help" }) }
                if !i18n.touch() {
                    { " " }{ i18n.tr("play-heaps-keyboard-help") }
                }
            </p>
        </>
    }
}
