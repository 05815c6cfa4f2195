//! Circular Nim's board: the circle of objects drawn as a ring, and, once
//! a move has broken it, the rows it became. A click removes the object
//! clicked and as many neighbours as chosen (clockwise on the ring, to the
//! right in a row), from 1 up to the most the game allows
//! (`Board::Ring`); the core judges the move.
//!
//! Why SVG for the ring: objects around a circle need positions, and the
//! CSP forbids inline styles; SVG attributes place them. Hooks: the board
//! `play-ring`, the choice `ring-count` (radios by value), the ring's
//! objects `ring-pin` (`data-pin`, from the top, clockwise), a row's
//! `play-row` with `.play-pin` buttons as on the rows board.

use nimatron_core::ruleset::Board as Kind;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::BoardProps;
use super::list::ListBoard;
use super::rows::{pin_button, pin_rows};
use super::targets::{after_ring, run_start};
use crate::engine;
use crate::i18n::{I18n, use_i18n};

/// Objects drawn on a ring at most (past it, the list of moves: a circle
/// has only as many moves as the runs allowed).
pub const MAX_ON_RING: u64 = 40;

/// The ring board.
#[component]
pub fn RingBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let count = use_state(|| 1u64);
    let most = match engine::game(&props.game).map(|g| g.board()) {
        Ok(Kind::Ring(most)) => u64::from(most.max(1)),
        _ => 1,
    };
    let chosen = (*count).min(most);
    let numbers = props.position.numbers();
    let circle = numbers.first().copied().unwrap_or(0);
    if circle > MAX_ON_RING {
        return html! { <ListBoard ..props.clone() /> };
    }
    // The position a click on object `pin` (of row `i`) asks for.
    let target = |i: usize, pin: u64| after_ring(numbers, i, pin, chosen);
    let name = format!("{}ring-count", props.prefix);
    let counts = (1..=most).map(|k| {
        let count = count.clone();
        let onchange = Callback::from(move |e: Event| {
            if e.target_unchecked_into::<HtmlInputElement>().checked() {
                count.set(k);
            }
        });
        html! {
            <label>
                <input type="radio" name={name.clone()} value={k.to_string()} checked={k == chosen} {onchange} />
                { k.to_string() }
            </label>
        }
    });
    let drawing = if circle > 0 {
        ring(props, circle, chosen, &target(0, 0), &i18n)
    } else {
        rows(props, &numbers[1..], chosen, &target, &i18n)
    };
    html! {
        <div class="play-board-hint" data-testid="play-ring">
            <p class="note">{ i18n.tr("play-ring-help") }</p>
            <fieldset class="play-ring-count" data-testid="ring-count">
                <legend>{ i18n.tr("play-ring-count") }</legend>
                { for counts }
            </fieldset>
            { drawing }
        </div>
    }
}

/// The circle: every object asks for the same row (the circle is
/// symmetric), named by where the run starts.
fn ring(
    props: &BoardProps,
    circle: u64,
    count: u64,
    to: &nimatron_core::Position,
    i18n: &I18n,
) -> Html {
    const CENTRE: f64 = 100.0;
    const RADIUS: f64 = 80.0;
    let step = std::f64::consts::TAU / circle as f64;
    // Objects as big as their share of the ring allows.
    let r = (RADIUS * (step / 2.0).sin() * 0.8).clamp(3.0, 14.0);
    let pins = (0..circle).map(|pin| {
        let angle = step * pin as f64 - std::f64::consts::FRAC_PI_2;
        let (x, y) = (CENTRE + RADIUS * angle.cos(), CENTRE + RADIUS * angle.sin());
        let disabled = props.disabled;
        let play = {
            let (on_move, to) = (props.on_move.clone(), to.clone());
            move || {
                if !disabled {
                    on_move.emit(to.clone());
                }
            }
        };
        let onclick = {
            let play = play.clone();
            Callback::from(move |_: MouseEvent| play())
        };
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                play();
            }
        });
        let label = i18n.tr_args(
            "play-ring-remove",
            &[("count", count.into()), ("pin", (pin + 1).into())],
        );
        html! {
            <circle class="ring-pin" data-testid="ring-pin" data-pin={pin.to_string()}
                cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={format!("{r:.1}")}
                tabindex="0" role="button" aria-label={label}
                aria-disabled={disabled.then_some("true")} {onclick} {onkeydown} />
        }
    });
    html! {
        <svg class="play-ring" viewBox="0 0 200 200" role="group"
            aria-label={i18n.tr_args("play-ring-label", &[("size", circle.into())])}>
            <circle class="ring-track" cx="100" cy="100" r={RADIUS.to_string()} />
            { for pins }
            <text class="ring-size" x="100" y="108" text-anchor="middle" aria-hidden="true">{ circle.to_string() }</text>
        </svg>
    }
}

/// The rows the circle became (the position after its leading 0).
fn rows(
    props: &BoardProps,
    rows: &[u64],
    count: u64,
    target: &dyn Fn(usize, u64) -> nimatron_core::Position,
    i18n: &I18n,
) -> Html {
    pin_rows(rows, i18n, |i, n, pin| {
        let start = run_start(pin, n, count);
        let to = target(i, start);
        let aria = i18n.tr_args(
            "play-ring-remove-row",
            &[
                ("count", count.into()),
                ("pin", (start + 1).into()),
                ("row", (i + 1).into()),
            ],
        );
        pin_button(
            pin,
            props.disabled,
            props.on_move.reform(move |_: MouseEvent| to.clone()),
            aria,
        )
    })
}
