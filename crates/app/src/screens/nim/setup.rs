//! The game's settings: the rule (the `misere` switch), the shared seats
//! (opponent, who moves first; the screen puts them in), exam mode (the
//! shared [`ExamSwitch`] of every screen that plays), and the sample game
//! presets. Hooks: `misere`, `sample-normal`, `sample-misere` (and the
//! seats' and the exam switch's own).

use nimatron_core::Convention;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::use_ids;

use crate::i18n::use_i18n;
use crate::play::exam::{Exam, ExamSwitch};

/// Props of [`Setup`].
#[derive(Debug, Properties, PartialEq)]
pub struct SetupProps {
    /// Normal or misère.
    pub convention: Convention,
    /// Exam mode.
    pub exam: Exam,
    /// The rule switch.
    pub on_convention: Callback<Convention>,
    /// The exam switch.
    pub on_exam: Callback<Exam>,
    /// A sample game button.
    pub on_sample: Callback<Convention>,
    /// The shared [`Seats`](crate::play::panels::seats::Seats), given by
    /// the screen.
    pub children: Html,
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

            { props.children.clone() }

            <ExamSwitch exam={props.exam} on_change={props.on_exam.clone()} />

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
