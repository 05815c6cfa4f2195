//! Rows of pins (Kayles): a click knocks one pin down; with the "two
//! neighbours" box ticked, or with Shift-click, the pin and its right-hand
//! neighbour fall together (the last pin of a row pairs with its left
//! neighbour). A knocked row splits in two; the core judges the move.
//!
//! Why rows are drawn from the position alone: the target is plain
//! arithmetic on the row (`left = pin`, `right = n - pin - count`), and
//! whether the game allows it is `is_move`'s answer, not the board's.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::props::{BoardProps, MAX_DRAWN, MAX_ITEMS};
use super::targets::{after_knock, pair_start};
use crate::i18n::{I18n, use_i18n};

/// The rows board.
#[component]
pub fn RowsBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let pair = use_state(|| false);
    let rows = props.position.numbers().to_vec();
    let toggle_id = format!("{}rows-pair", props.prefix);
    let on_toggle = {
        let pair = pair.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            pair.set(on);
        })
    };
    html! {
        <div class="play-board-hint">
            <p class="note">{ i18n.tr("play-rows-help") }</p>
            <p class="play-toggle">
                <input type="checkbox" id={toggle_id.clone()} checked={*pair} onchange={on_toggle} data-testid="rows-pair" />
                <label for={toggle_id}>{ i18n.tr("play-rows-pair") }</label>
            </p>
            { pin_rows(&rows, &i18n, |i, n, pin| {
                let rows = rows.clone();
                let on_move = props.on_move.clone();
                let pair_on = *pair;
                let onclick = Callback::from(move |e: MouseEvent| {
                    let (start, count) = if pair_on || e.shift_key() {
                        (pair_start(pin, n), 2)
                    } else {
                        (pin, 1)
                    };
                    on_move.emit(after_knock(&rows, i, start, count));
                });
                let aria = if *pair && n >= 2 {
                    let start = pair_start(pin, n);
                    i18n.tr_args("play-pin-knock-pair", &[("pin", (start + 1).into()), ("next", (start + 2).into()), ("row", (i + 1).into())])
                } else {
                    i18n.tr_args("play-pin-knock", &[("pin", (pin + 1).into()), ("row", (i + 1).into())])
                };
                pin_button(pin, props.disabled, onclick, aria)
            }) }
        </div>
    }
}

/// Rows of pins (`play-rows`; each `play-row` with its size, at most
/// [`MAX_DRAWN`] rows of [`MAX_ITEMS`] pins drawn), each pin drawn by
/// `pin(row, size, pin)`: the rows board's and the ring board's rows.
pub fn pin_rows(rows: &[u64], i18n: &I18n, pin: impl Fn(usize, u64, u64) -> Html) -> Html {
    html! {
        <div class="play-rows" data-testid="play-rows">
            { for rows.iter().take(MAX_DRAWN).enumerate().map(|(i, &n)| {
                let label = i18n.tr_args("play-row-label", &[("row", (i + 1).into()), ("size", n.into())]);
                html! {
                    <div class="play-row" role="group" aria-label={label} data-testid="play-row" data-size={n.to_string()}>
                        <div class="play-pins">
                            { for (0..n.min(MAX_ITEMS)).map(|p| pin(i, n, p)) }
                        </div>
                        <span class="play-row-size" aria-hidden="true">{ n.to_string() }</span>
                    </div>
                }
            }) }
        </div>
    }
}

/// One pin's button (`.play-pin`, `data-pin` from 0).
pub fn pin_button(pin: u64, disabled: bool, onclick: Callback<MouseEvent>, aria: String) -> Html {
    marked_pin_button(pin, disabled, onclick, aria, false, None)
}

/// One pin's button, `.is-marked` when a click being pointed at (or
/// focused) elsewhere in its row would take it too; `on_point` hears the
/// pointer or the focus come (`Some(pin)`) and go (`None`).
pub fn marked_pin_button(
    pin: u64,
    disabled: bool,
    onclick: Callback<MouseEvent>,
    aria: String,
    marked: bool,
    on_point: Option<Callback<Option<u64>>>,
) -> Html {
    let enter: Option<Callback<MouseEvent>> =
        on_point.clone().map(|cb| cb.reform(move |_| Some(pin)));
    let leave: Option<Callback<MouseEvent>> = on_point.clone().map(|cb| cb.reform(|_| None));
    let focus: Option<Callback<FocusEvent>> =
        on_point.clone().map(|cb| cb.reform(move |_| Some(pin)));
    let blur: Option<Callback<FocusEvent>> = on_point.map(|cb| cb.reform(|_| None));
    html! {
        <button type="button" class={classes!("play-pin", marked.then_some("is-marked"))} data-pin={pin.to_string()}
            {disabled} {onclick} aria-label={aria}
            onmouseenter={enter} onmouseleave={leave} onfocus={focus} onblur={blur}>
        </button>
    }
}
