//! One step of Bouton's method, rendered richly: its sentences (the same
//! the CLI prints, from `nimatron_i18n::bouton`) above the picture that
//! makes them visible — the binary table with the right rows and columns
//! marked, the ⊕ computation of a winning move, the misère comparison.
//!
//! The element carries `data-testid="bouton-step"` and `aria-live="polite"`:
//! a screen reader reads the new step when the learner moves.

use std::rc::Rc;

use nimatron_core::Outcome;
use nimatron_core::explain::bouton::{BoutonExplanation, Step};
use nimatron_i18n::bouton::step_sentences;
use nimatron_i18n::{Arg, outcome_words};
use yew::prelude::*;

use crate::components::use_ids;

use super::misere_view::MisereView;
use super::move_view::MoveView;
use super::words;
use crate::components::bits_grid::{BitsGrid, GridMarks};
use crate::i18n::{I18n, use_i18n};

/// Props of [`StepView`].
#[derive(Debug, Properties, PartialEq)]
pub struct StepViewProps {
    /// The whole explanation (the step refers to its heaps).
    pub explanation: Rc<BoutonExplanation>,
    /// The step on show.
    pub step: Step,
    /// Its index (0-based) among `count`.
    pub index: usize,
    /// How many steps the walk has.
    pub count: usize,
}

/// The current step.
#[component]
pub fn StepView(props: &StepViewProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let e = &props.explanation;
    let sentences = step_sentences(&i18n, e, &props.step);
    // Lemma 1 lists the heaps after its rule, the verdict its moves (as
    // indented lines): show those as a list.
    let split = match props.step {
        Step::AllColumnsEven { .. } => sentences.len().min(1),
        _ => sentences
            .iter()
            .take_while(|s| !s.starts_with("  "))
            .count(),
    };
    let (lines, items) = sentences.split_at(split);
    let title = words::step_title(&i18n, &props.step);
    let of = i18n.tr_args(
        "bouton-step-of",
        &[
            ("n", (props.index + 1).into()),
            ("count", props.count.into()),
        ],
    );
    html! {
        <section class={classes!("bouton-step", kind_class(&props.step))}
            data-testid="bouton-step" aria-live="polite" aria-labelledby={ids.id("bouton-step-title")}>
            <h3 id={ids.id("bouton-step-title")}>
                <span class="bouton-step-of">{ of }</span>{ " " }
                <span class="bouton-step-name">{ title }</span>
            </h3>
            { for lines.iter().map(|s| html! { <p>{ s.as_str() }</p> }) }
            if !items.is_empty() {
                <ul class="bouton-moves">
                    { for items.iter().map(|s| html! { <li>{ s.trim() }</li> }) }
                </ul>
            }
            { picture(&i18n, e, &props.step) }
        </section>
    }
}

fn kind_class(step: &Step) -> &'static str {
    match step {
        Step::Verdict {
            outcome: Outcome::N,
            ..
        } => "is-n",
        Step::Verdict { .. } => "is-p",
        _ => "",
    }
}

/// The picture under the sentences.
fn picture(i18n: &I18n, e: &Rc<BoutonExplanation>, step: &Step) -> Html {
    let heaps = Rc::new(e.heaps.clone());
    let width = e.width;
    let grid = |caption: String, marks: GridMarks| {
        html! {
            <BitsGrid heaps={heaps.clone()} {width} caption={AttrValue::from(caption)} {marks} />
        }
    };
    let binary_caption = || {
        i18n.tr_args(
            "bouton-caption-binary",
            &[("heaps", words::heaps_text(&e.heaps).into())],
        )
    };
    let counted = GridMarks {
        counts: true,
        odd: true,
        ..GridMarks::default()
    };
    match step {
        Step::Binary { .. } | Step::PowersOfTwo { .. } => {
            grid(binary_caption(), GridMarks::default())
        }
        Step::Columns { odd, .. } => html! {
            <>
                { grid(i18n.tr("bouton-caption-columns"), counted) }
                { pairing(i18n, odd.len()) }
            </>
        },
        Step::NimSum { value } => html! {
            <>
                { grid(i18n.tr("bouton-caption-columns"), GridMarks { nim_sum: Some(*value), ..counted }) }
                <p class="bouton-big-sum" aria-hidden="true">
                    { "⊕ = " }<strong>{ value.to_string() }</strong>
                    <span class="bouton-binary">
                        { format!(" ({:0w$b}₂)", value, w = width as usize) }
                    </span>
                </p>
            </>
        },
        Step::AllColumnsEven { .. } => html! {
            <>
                { grid(i18n.tr("bouton-caption-columns"), GridMarks { nim_sum: Some(0), ..counted.clone() }) }
                { pairing(i18n, 0) }
                if let (Some(example), Some((heap, after))) =
                    (words::lemma1_example(i18n, &e.heaps), words::lemma1_move(&e.heaps))
                {
                    <p class="bouton-example">{ example }</p>
                    <BitsGrid heaps={Rc::new(after.clone())} {width}
                        caption={AttrValue::from(i18n.tr("bouton-caption-broken"))}
                        marks={GridMarks {
                            nim_sum: Some(nimatron_core::games::nim::nim_sum(&after)),
                            rows: vec![heap],
                            ..counted.clone()
                        }} />
                }
            </>
        },
        Step::LeadingBit { column, heaps } => grid(
            i18n.tr("bouton-caption-leading"),
            GridMarks {
                nim_sum: Some(e.nim_sum),
                leading: Some(*column),
                rows: heaps.clone(),
                ..counted
            },
        ),
        Step::Move(c) => html! {
            <MoveView explanation={e.clone()} candidate={c.clone()} />
        },
        Step::MisereSwitch(s) => html! { <MisereView switch={s.clone()} heaps={heaps.clone()} /> },
        Step::MisereEnding { .. } => grid(binary_caption(), counted),
        Step::Verdict { outcome, .. } => html! {
            <p class={classes!("bouton-verdict", if *outcome == Outcome::N { "is-n" } else { "is-p" })}
                aria-hidden="true">
                <span class="bouton-badge">
                    { i18n.tr(if *outcome == Outcome::N { "outcome-n-short" } else { "outcome-p-short" }) }
                </span>
                { outcome_words(i18n, *outcome, e.is_over()) }
            </p>
        },
    }
}

/// "Perfectly paired (PA)" or how many columns are odd.
fn pairing(i18n: &I18n, odd: usize) -> Html {
    let (class, text) = if odd == 0 {
        ("is-paired", i18n.tr("bouton-paired"))
    } else {
        (
            "is-unpaired",
            i18n.tr_args("bouton-not-paired", &[("count", Arg::from(odd))]),
        )
    };
    html! { <p class={classes!("bouton-pairing", class)}>{ text }</p> }
}
