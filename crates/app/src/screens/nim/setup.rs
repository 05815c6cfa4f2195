//! The game's settings: the rule (the `misere` switch), who moves first,
//! the opponent, exam mode, and the sample game presets. Hooks:
//! `misere`, `first-me|first-computer|first-auto`, `opponent`, `exam`,
//! `sample-normal`, `sample-misere`.

use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, Strength};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::use_ids;

use crate::i18n::use_i18n;

/// Props of [`Setup`].
#[derive(Debug, Properties, PartialEq)]
pub struct SetupProps {
    /// Normal or misère.
    pub convention: Convention,
    /// Who moves first.
    pub first: First,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// Exam mode.
    pub exam: bool,
    /// The rule switch.
    pub on_convention: Callback<Convention>,
    /// A who-moves-first choice.
    pub on_first: Callback<First>,
    /// An opponent choice.
    pub on_opponent: Callback<Opponent>,
    /// The exam switch.
    pub on_exam: Callback<bool>,
    /// A sample game button.
    pub on_sample: Callback<Convention>,
}

fn first_label(f: First) -> &'static str {
    match f {
        First::Me => "nim-first-me",
        First::Computer => "nim-first-computer",
        First::Auto => "nim-first-auto",
    }
}

fn opponent_label(o: Opponent) -> &'static str {
    match o {
        Opponent::Computer(Strength::Perfect) => "nim-opponent-perfect",
        Opponent::Computer(Strength::Strong) => "nim-opponent-strong",
        Opponent::Computer(Strength::Beginner) => "nim-opponent-beginner",
        Opponent::Friend => "nim-opponent-friend",
    }
}

/// The settings card.
#[component]
pub fn Setup(props: &SetupProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let checked = |e: Event| e.target_unchecked_into::<HtmlInputElement>().checked();
    let on_rule = props
        .on_convention
        .reform(move |e| Convention::from_misere(checked(e)));
    let on_exam = props.on_exam.reform(checked);
    let on_opponent = {
        let cb = props.on_opponent.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(o) = Opponent::from_code(&select.value()) {
                cb.emit(o);
            }
        })
    };
    let sample = |c: Convention| props.on_sample.reform(move |_: MouseEvent| c);
    html! {
        <section class="setup" aria-labelledby={ids.id("setup-title")}>
            <h2 id={ids.id("setup-title")}>{ i18n.tr("nim-setup-title") }</h2>
            <label class="toggle">
                <input class="switch" type="checkbox" role="switch" data-testid="misere"
                    checked={props.convention.is_misere()} onchange={on_rule} />
                <span class="toggle-label">{ i18n.tr("nim-misere-toggle") }</span>
            </label>
            <p class="convention-note">
                { i18n.tr(if props.convention.is_misere() { "convention-misere" } else { "convention-normal" }) }
            </p>

            <label class="field-label" for={ids.id("opponent")}>{ i18n.tr("nim-opponent-label") }</label>
            <select id={ids.id("opponent")} class="select" data-testid="opponent" onchange={on_opponent}>
                { for Opponent::ALL.into_iter().map(|o| html! {
                    <option value={o.code()} selected={o == props.opponent}>{ i18n.tr(opponent_label(o)) }</option>
                }) }
            </select>

            if props.opponent.is_computer() {
                <fieldset class="choice">
                    <legend class="field-label">{ i18n.tr("nim-first-label") }</legend>
                    { for First::ALL.into_iter().map(|f| {
                        let onchange = props.on_first.reform(move |_: Event| f);
                        html! {
                            <label class="radio">
                                <input type="radio" name="first" value={f.code()}
                                    data-testid={format!("first-{}", f.code())}
                                    checked={f == props.first} {onchange} />
                                { i18n.tr(first_label(f)) }
                            </label>
                        }
                    }) }
                    if props.first == First::Auto {
                        <p class="hint">{ i18n.tr("nim-first-auto-note") }</p>
                    }
                </fieldset>
            }

            <label class="toggle">
                <input class="switch" type="checkbox" role="switch" data-testid="exam"
                    checked={props.exam} onchange={on_exam} />
                <span class="toggle-label">{ i18n.tr("nim-exam-toggle") }</span>
            </label>

            <h3>{ i18n.tr("nim-sample-title") }</h3>
            <p class="hint">{ i18n.tr("nim-sample-intro") }</p>
            <div class="button-row">
                <button type="button" class="button button-small" data-testid="sample-normal" onclick={sample(Convention::Normal)}>
                    { i18n.tr("nim-sample-normal") }
                </button>
                <button type="button" class="button button-small" data-testid="sample-misere" onclick={sample(Convention::Misere)}>
                    { i18n.tr("nim-sample-misere") }
                </button>
            </div>
        </section>
    }
}
