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

use nimatron_core::Position;
use nimatron_core::ruleset::Board as Kind;
use nimatron_core::trig::cos_sin;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::list::ListBoard;
use super::props::{BoardProps, MAX_DRAWN, MAX_ITEMS};
use super::rows::{marked_pin_button, pin_rows};
use super::targets::{after_knock, after_ring, run_start};
use crate::decimal::{fixed, trimmed};
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
    // The pin pointed at or focused (row, pin): its run is highlighted.
    let pointed = use_state(|| None::<(usize, u64)>);
    // The run lengths the game allows (bit k: k objects), whether the
    // position starts with Circular Nim's circle, and which of those
    // lengths some click on the board plays from here (the core judges).
    let (lengths, ring, playable) = (*use_memo(
        (props.game.clone(), props.position.clone()),
        |(game, position)| lengths_here(game, position),
    ))
    .clone();
    let allowed: Vec<u64> = (0..64).filter(|k| lengths >> k & 1 == 1).collect();
    // Rule: the length chosen is one a click can play; the first such is
    // the default (0.137's 1 goes only as a whole row of one: never here).
    let default = playable.first().or(allowed.first()).copied().unwrap_or(1);
    let count = chosen.filter(|c| playable.contains(c)).unwrap_or(default);
    let numbers = props.position.numbers();
    let circle = if ring {
        numbers.first().copied().unwrap_or(0)
    } else {
        0
    };
    if circle > MAX_ON_RING {
        return html! { <ListBoard ..props.clone() /> };
    }
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
        // A length no click plays from here is offered, but disabled.
        let disabled = !playable.contains(&k);
        html! {
            <label class={classes!(disabled.then_some("is-disabled"))}>
                <input type="radio" name={name.clone()} value={k.to_string()} checked={k == count} {disabled} {onchange} />
                { label }
            </label>
        }
    });
    let target = |i: usize, pin: u64| click_target(numbers, ring, i, pin, count);
    let drawing = if circle > 0 {
        ring_of(props, circle, count, &target(0, 0), &i18n)
    } else {
        let on_point = {
            let pointed = pointed.clone();
            Callback::from(move |at: Option<(usize, u64)>| pointed.set(at))
        };
        rows_of(
            props,
            rows_of_position(numbers, ring),
            count,
            &target,
            &i18n,
            *pointed,
            &on_point,
        )
    };
    let help = match (ring, lengths, allowed.as_slice()) {
        (true, _, _) => i18n.tr("play-ring-help"),
        (false, 1, _) => i18n.tr("play-runs-split-only"),
        // One length only (Dawson's Kayles: 2): no choice to make.
        (false, _, &[k]) => i18n.tr_args("play-runs-help-fixed", &[("count", k.into())]),
        (false, l, _) if l & 1 == 1 => {
            format!(
                "{} {}",
                i18n.tr("play-runs-help"),
                i18n.tr("play-runs-split-help")
            )
        }
        (false, _, _) => i18n.tr("play-runs-help"),
    };
    html! {
        <div class="play-board-hint" data-testid="play-runs">
            <p class="note">{ help }</p>
            // A choice of one is no choice: Grundy's game only splits,
            // Dawson's Kayles only knocks two.
            if allowed.len() > 1 {
                <fieldset class="play-run-length" data-testid="run-length">
                    <legend>{ i18n.tr("play-run-length") }</legend>
                    { for choices }
                </fieldset>
            }
            { drawing }
        </div>
    }
}

/// The rows drawn (after Circular Nim's leading 0: the rows the circle
/// became).
fn rows_of_position(numbers: &[u64], ring: bool) -> &[u64] {
    if ring {
        numbers.get(1..).unwrap_or_default()
    } else {
        numbers
    }
}

/// The position a click on object `pin` of row `i` asks for, removing
/// `count` objects (0: a split after it).
fn click_target(numbers: &[u64], ring: bool, i: usize, pin: u64, count: u64) -> Position {
    match (ring, count) {
        (true, _) => after_ring(numbers, i, pin, count),
        // Rule: a run of none splits the row after the object clicked.
        (false, 0) => after_knock(numbers, i, pin + 1, 0),
        (false, _) => after_knock(numbers, i, pin, count),
    }
}

/// The run lengths `game` allows (a mask), whether its position opens
/// with a circle, and the lengths some click on the board would play from
/// `position` (the core's `is_move` judges each click; a row's clicks are
/// tried once per size, the other rows being the same).
fn lengths_here(game: &str, position: &Position) -> (u64, bool, Vec<u64>) {
    let Ok(game) = engine::game(game) else {
        return (0b10, false, vec![1]);
    };
    let (lengths, ring) = match game.board() {
        // Bits 1..=most (at most 62, so the shift never overflows).
        Kind::Ring(most) => ((1u64 << (most.clamp(1, 62) + 1)) - 2, true),
        Kind::Runs(mask) => (mask.max(1), false),
        _ => (0b10, false),
    };
    let numbers = position.numbers();
    let plays = |to: Position| game.is_move(position, &to).unwrap_or(false);
    let circle = if ring {
        numbers.first().copied().unwrap_or(0)
    } else {
        0
    };
    let rows = rows_of_position(numbers, ring);
    let playable = (0..64u64)
        .filter(|k| lengths >> k & 1 == 1)
        .filter(|&k| {
            if circle > 0 {
                return plays(click_target(numbers, ring, 0, 0, k));
            }
            let mut seen = std::collections::HashSet::new();
            rows.iter()
                .take(MAX_DRAWN)
                .enumerate()
                .filter(|(_, n)| seen.insert(**n))
                .any(|(i, &n)| {
                    (0..n.min(MAX_ITEMS)).any(|pin| {
                        let start = if k == 0 { pin } else { run_start(pin, n, k) };
                        plays(click_target(numbers, ring, i, start, k))
                    })
                })
        })
        .collect();
    (lengths, ring, playable)
}

/// The circle: every object asks for the same row (the circle is
/// symmetric), named by where the run starts.
fn ring_of(props: &BoardProps, circle: u64, count: u64, to: &Position, i18n: &I18n) -> Html {
    const CENTRE: f64 = 100.0;
    const RADIUS: f64 = 80.0;
    let step = std::f64::consts::TAU / circle as f64;
    // Objects as big as their share of the ring allows.
    let r = (RADIUS * cos_sin(step / 2.0).1 * 0.8).clamp(3.0, 14.0);
    let pins = (0..circle).map(|pin| {
        let (cos, sin) = cos_sin(step * pin as f64 - std::f64::consts::FRAC_PI_2);
        let (x, y) = (CENTRE + RADIUS * cos, CENTRE + RADIUS * sin);
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
                cx={fixed(x, 1)} cy={fixed(y, 1)} r={fixed(r, 1)}
                tabindex="0" role="button" aria-label={label}
                aria-disabled={disabled.then_some("true")} {onclick} {onkeydown} />
        }
    });
    html! {
        <svg class="play-ring" viewBox="0 0 200 200" role="group"
            aria-label={i18n.tr_args("play-ring-label", &[("size", circle.into())])}>
            <circle class="ring-track" cx="100" cy="100" r={trimmed(RADIUS, 1)} />
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
    target: &dyn Fn(usize, u64) -> Position,
    i18n: &I18n,
    pointed: Option<(usize, u64)>,
    on_point: &Callback<Option<(usize, u64)>>,
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
        // Rule: the highlight is exactly what a click takes: the run of
        // `count` that the pin pointed at in this row would remove.
        let marked = match (pointed, count) {
            (Some((row, at)), 1..) if row == i => {
                let start = run_start(at, n, count);
                (start..start + count).contains(&pin)
            }
            _ => false,
        };
        let on_point = on_point.reform(move |at: Option<u64>| at.map(|at| (i, at)));
        marked_pin_button(
            pin,
            props.disabled,
            props.on_move.reform(move |_: MouseEvent| to.clone()),
            aria,
            marked,
            Some(on_point),
        )
    })
}
