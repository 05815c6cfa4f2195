//! Rows from which a move removes a run of adjacent objects (octal games,
//! Dawson's Kayles, Grundy's game: `Board::Runs`), and Circular Nim's ring
//! that opens into such rows (`Board::Ring`). A click removes the object
//! clicked and as many neighbours as chosen (clockwise on the ring, to the
//! right in a row), a length the game allows; with 0 (Grundy's game) it
//! splits the row just after the object clicked. The core judges the move.
//!
//! Why SVG for the ring: objects around a circle need positions, and the
//! CSP forbids inline styles; SVG attributes place them. Hooks: the board
//! `play-runs`, the choice `run-length` (radios by value), the ring's
//! objects `ring-pin` (`data-pin`, from the top, clockwise), a row's
//! `play-row` with `.play-pin` buttons as on the rows board.

use nimatron_core::ruleset::Board as Kind;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::BoardProps;
use super::list::ListBoard;
use super::rows::{pin_button, pin_rows};
use super::targets::{after_knock, after_ring, run_start};
use crate::engine;
use crate::i18n::{I18n, use_i18n};

/// Objects drawn on a ring at most (past it, the list of moves: a circle
/// has only as many moves as the runs allowed).
pub const MAX_ON_RING: u64 = 40;

/// The runs board.
#[component]
pub fn RunsBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let chosen = use_state(|| None::<u64>);
    // The run lengths allowed (bit k: k objects), and whether the position
    // starts with Circular Nim's circle.
    let (lengths, ring) = match engine::game(&props.game).map(|g| g.board()) {
        // Bits 1..=most (at most 62, so the shift never overflows).
        Ok(Kind::Ring(most)) => ((1u64 << (most.clamp(1, 62) + 1)) - 2, true),
        Ok(Kind::Runs(mask)) => (mask.max(1), false),
        _ => (0b10, false),
    };
    let allowed: Vec<u64> = (0..64).filter(|k| lengths >> k & 1 == 1).collect();
    let first = allowed.first().copied().unwrap_or(1);
    let count = chosen.filter(|c| allowed.contains(c)).unwrap_or(first);
    let numbers = props.position.numbers();
    let circle = if ring {
        numbers.first().copied().unwrap_or(0)
    } else {
        0
    };
    if circle > MAX_ON_RING {
        return html! { <ListBoard ..props.clone() /> };
    }
    // The position a click on object `pin` (of row `i`) asks for.
    let target = |i: usize, pin: u64| match (ring, count) {
        (true, _) => after_ring(numbers, i, pin, count),
        // Rule: a run of none splits the row after the object clicked.
        (false, 0) => after_knock(numbers, i, pin + 1, 0),
        (false, _) => after_knock(numbers, i, pin, count),
    };
    let name = format!("{}run-length", props.prefix);
    let choices = allowed.iter().map(|&k| {
        let chosen = chosen.clone();
        let onchange = Callback::from(move |e: Event| {
            if e.target_unchecked_into::<HtmlInputElement>().checked() {
                chosen.set(Some(k));
            }
        });
        let label = match k {
            0 => i18n.tr("play-runs-split"),
            k => k.to_string(),
        };
        html! {
            <label>
                <input type="radio" name={name.clone()} value={k.to_string()} checked={k == count} {onchange} />
                { label }
            </label>
        }
    });
    let drawing = if circle > 0 {
        ring_of(props, circle, count, &target(0, 0), &i18n)
    } else {
        let rows = if ring {
            numbers.get(1..).unwrap_or_default()
        } else {
            numbers
        };
        rows_of(props, rows, count, &target, &i18n)
    };
    let help = match (ring, lengths) {
        (true, _) => i18n.tr("play-ring-help"),
        (false, 1) => i18n.tr("play-runs-split-only"),
        (false, l) if l & 1 == 1 => {
            format!(
                "{} {}",
                i18n.tr("play-runs-help"),
                i18n.tr("play-runs-split-help")
            )
        }
        (false, _) => i18n.tr("play-runs-help"),
    };
    html! {
        <div class="play-board-hint" data-testid="play-runs">
            <p class="note">{ help }</p>
            <fieldset class="play-run-length" data-testid="run-length">
                <legend>{ i18n.tr("play-run-length") }</legend>
                { for choices }
            </fieldset>
            { drawing }
        </div>
    }
}

/// The circle: every object asks for the same row (the circle is
/// symmetric), named by where the run starts.
fn ring_of(
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

/// The rows (after Circular Nim's leading 0: the rows the circle became).
fn rows_of(
    props: &BoardProps,
    rows: &[u64],
    count: u64,
    target: &dyn Fn(usize, u64) -> nimatron_core::Position,
    i18n: &I18n,
) -> Html {
    pin_rows(rows, i18n, |i, n, pin| {
        let (to, aria) = match count {
            0 => (
                target(i, pin),
                i18n.tr_args(
                    "play-runs-split-after",
                    &[("pin", (pin + 1).into()), ("row", (i + 1).into())],
                ),
            ),
            _ => {
                let start = run_start(pin, n, count);
                let aria = i18n.tr_args(
                    "play-run-remove-row",
                    &[
                        ("count", count.into()),
                        ("pin", (start + 1).into()),
                        ("row", (i + 1).into()),
                    ],
                );
                (target(i, start), aria)
            }
        };
        pin_button(
            pin,
            props.disabled,
            props.on_move.reform(move |_: MouseEvent| to.clone()),
            aria,
        )
    })
}
