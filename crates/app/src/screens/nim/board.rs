//! The position: heaps side by side, bottom-aligned, drawn to one scale.

use std::rc::Rc;

use nimatron_core::games::nim::NimMove;
use wasm_bindgen::JsCast;
use web_sys::{Element, Node, SvgElement};
use yew::prelude::*;

use super::column::{MAX_DRAWN_HEAPS, rows, slot_em};
use super::heap::HeapView;
use crate::i18n::use_i18n;

/// Props of [`Board`].
#[derive(Debug, Properties, PartialEq)]
pub struct BoardProps {
    /// The heap sizes, in order.
    pub heaps: Rc<Vec<u64>>,
    /// Called when the user takes stones.
    pub on_take: Callback<NimMove>,
    /// The last move, for its animation.
    #[prop_or_default]
    pub last: Option<NimMove>,
    /// Moves played so far.
    #[prop_or_default]
    pub ply: usize,
    /// The last move was the computer's.
    #[prop_or_default]
    pub by_computer: bool,
    /// The computer is thinking: the board waits.
    #[prop_or_default]
    pub waiting: bool,
    /// The moves the hint shows (their stones are outlined).
    #[prop_or_default]
    pub hinted: Rc<Vec<NimMove>>,
}

/// The heaps of the position (the first [`MAX_DRAWN_HEAPS`] of them).
///
/// A keyboard player keeps the focus on the board: when a move (the
/// computer's, say) removes the focused stone, the first stone left is
/// focused instead of dropping the player at the top of the page.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let board_ref = use_node_ref();
    let had_focus = use_mut_ref(|| false);
    {
        let board_ref = board_ref.clone();
        let had_focus = had_focus.clone();
        use_effect_with(props.ply, move |_| {
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
    let shown = &props.heaps[..props.heaps.len().min(MAX_DRAWN_HEAPS)];
    if shown.is_empty() {
        return html! { <p class="board-empty">{ i18n.tr("nim-no-heaps") }</p> };
    }
    let tallest = shown.iter().map(|&h| rows(h)).max().unwrap_or(0);
    let slot = slot_em(tallest);
    html! {
        <>
            <ol class={classes!("board", (shown.len() > 8).then_some("board-many"), props.waiting.then_some("is-waiting"))} aria-label={i18n.tr("nim-board-label")} aria-busy={props.waiting.to_string()} ref={board_ref} {onfocusin} {onfocusout}>
                { for shown.iter().enumerate().map(|(index, &size)| {
                    let took = props.last.filter(|m| m.heap == index).map(|m| m.take);
                    let hinted = props.hinted.iter().find(|m| m.heap == index).map(|m| m.take);
                    html! {
                        <HeapView key={index} {index} {size} slot_em={slot} on_take={props.on_take.clone()}
                            {took} ply={props.ply} by_computer={props.by_computer} {hinted} />
                    }
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
