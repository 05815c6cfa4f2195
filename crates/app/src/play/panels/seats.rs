//! Who plays: the opponent (the computer at a strength, or a friend) and,
//! against the computer, who moves first. One chooser for every screen
//! that plays a game with live settings (Nim, Wythoff); the play screen's
//! setup form offers the same choices in the same words.
//!
//! Why choices take effect at once: each is a new game on the screen that
//! owns the session (its reducer decides what carries over); this panel
//! holds no state. Hooks: `opponent` (a select with the core's codes),
//! `first-me`, `first-computer`, `first-auto` (radios).

use nimatron_core::session::{First, Opponent};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::components::use_ids;
use crate::i18n::use_i18n;

/// The words of who moves first: `seats-first-` and the core's code.
pub fn first_label(f: First) -> String {
    format!("seats-first-{}", f.code())
}

/// The words of an opponent: `seats-opponent-` and the core's code.
pub fn opponent_label(o: Opponent) -> String {
    format!("seats-opponent-{}", o.code())
}

/// Props of [`Seats`].
#[derive(Debug, Properties, PartialEq)]
pub struct SeatsProps {
    /// Who moves first.
    pub first: First,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// A who-moves-first choice.
    pub on_first: Callback<First>,
    /// An opponent choice.
    pub on_opponent: Callback<Opponent>,
}

/// The opponent and, against the computer, who moves first.
#[component]
pub fn Seats(props: &SeatsProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let on_opponent = {
        let cb = props.on_opponent.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(o) = Opponent::from_code(&select.value()) {
                cb.emit(o);
            }
        })
    };
    html! {
        <div class="seats">
            <label class="field-label" for={ids.id("opponent")}>{ i18n.tr("seats-opponent-label") }</label>
            <select id={ids.id("opponent")} class="select" data-testid="opponent" onchange={on_opponent}>
                { for Opponent::ALL.into_iter().map(|o| html! {
                    <option value={o.code()} selected={o == props.opponent}>{ i18n.tr(&opponent_label(o)) }</option>
                }) }
            </select>
            // Rule: with a friend, both seats are people; who starts is
            // simply whoever clicks first.
            if props.opponent.is_computer() {
                <fieldset class="choice">
                    <legend class="field-label">{ i18n.tr("seats-first-label") }</legend>
                    { for First::ALL.into_iter().map(|f| html! {
                        <label class="radio">
                            <input type="radio" name={ids.id("first")} value={f.code()}
                                data-testid={format!("first-{}", f.code())}
                                checked={f == props.first} onchange={props.on_first.reform(move |_: Event| f)} />
                            { i18n.tr(&first_label(f)) }
                        </label>
                    }) }
                    if props.first == First::Auto {
                        <p class="hint">{ i18n.tr("seats-first-auto-note") }</p>
                    }
                </fieldset>
            }
        </div>
    }
}
