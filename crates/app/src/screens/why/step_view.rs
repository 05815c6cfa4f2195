//! One step of the parts' walk: its sentences (the same the CLI prints,
//! from `nimatron_i18n::why`) above the picture that makes them visible:
//! the parts drawn small, Bouton's binary table of their values (the
//! app's one [`BitsGrid`]), the move's pieces. A part whose value comes
//! from its game's sequence links to that sequence.
//!
//! The element carries `data-testid="why-step"` and `aria-live="polite"`.

use std::rc::Rc;

use nimatron_core::board::Board;
use nimatron_core::explain::bouton::Step;
use nimatron_core::explain::why::{MiserePlay, Why, WhyStep};
use nimatron_core::parts::ValueFrom;
use nimatron_i18n::why::why_sentences;
use yew::prelude::*;

use super::parts_view::{DrawnPart, PartsView};
use crate::components::bits_grid::{BitsGrid, GridMarks};
use crate::components::use_ids;
use crate::engine;
use crate::i18n::{I18n, use_i18n};
use crate::route::HashUrl;

/// Props of [`StepView`].
#[derive(Debug, Properties, PartialEq)]
pub struct StepViewProps {
    /// The whole walk.
    pub why: Rc<Why>,
    /// The step on show.
    pub step: WhyStep,
    /// Its index (0-based) among `count`.
    pub index: usize,
    /// How many steps the walk has.
    pub count: usize,
}

/// The name of a step's kind, for the list of steps and the heading.
pub fn step_title(i18n: &I18n, step: &WhyStep) -> String {
    i18n.tr(match step {
        WhyStep::Parts => "why-kind-parts",
        WhyStep::Value { .. } => "why-kind-value",
        WhyStep::Bouton(Step::Binary { .. }) => "why-kind-binary",
        WhyStep::Bouton(Step::Columns { .. }) => "why-kind-columns",
        WhyStep::Bouton(Step::NimSum { .. }) => "why-kind-nim-sum",
        WhyStep::Bouton(_) => "why-kind-leading",
        WhyStep::Target => "why-kind-target",
        WhyStep::Move => "why-kind-move",
        WhyStep::Result => "why-kind-result",
        WhyStep::EveryMoveLoses => "why-kind-loses",
        WhyStep::Over => "why-kind-over",
        WhyStep::Misere(MiserePlay::NoTheorem) => "why-kind-misere",
        WhyStep::Misere(MiserePlay::Words) => "why-kind-misere-words",
        WhyStep::Misere(MiserePlay::Product) => "why-kind-misere-product",
        WhyStep::Misere(MiserePlay::Move) => "why-kind-misere-move",
    })
}

/// The current step.
#[component]
pub fn StepView(props: &StepViewProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    // A sum's components are made among this build's games.
    let sentences = why_sentences(
        &i18n,
        &props.why,
        &props.step,
        crate::engine::installed::make,
    );
    let of = i18n.tr_args(
        "bouton-step-of",
        &[
            ("n", (props.index + 1).into()),
            ("count", props.count.into()),
        ],
    );
    html! {
        <section class="bouton-step why-step" data-testid="why-step" aria-live="polite"
            aria-labelledby={ids.id("why-step-title")}>
            <h3 id={ids.id("why-step-title")}>
                <span class="bouton-step-of">{ of }</span>{ " " }
                <span class="bouton-step-name">{ step_title(&i18n, &props.step) }</span>
            </h3>
            { for sentences.iter().map(|s| html! { <p>{ s.as_str() }</p> }) }
            { picture(&i18n, &props.why, &props.step) }
        </section>
    }
}

/// The parts of `w`, named and drawn, with their values when `values`,
/// part `marked` highlighted.
fn drawn(i18n: &I18n, w: &Why, values: bool, marked: Option<usize>) -> Vec<DrawnPart> {
    w.parts
        .iter()
        .enumerate()
        .map(|(i, p)| DrawnPart {
            name: i18n.tr_args("why-part-n", &[("n", (i + 1).into())]),
            position: p.position.clone(),
            value: values.then_some(p.grundy),
            marked: marked == Some(i),
        })
        .collect()
}

/// What the parts of a position of `game` are, as its board draws them
/// (the `kind` of `why-table-part`): `row` for rows of pins or objects,
/// `heap` for heaps, `other` for anything else (a sum's components).
fn parts_are(game: &str) -> &'static str {
    match engine::game(game).map(|g| g.board()) {
        Ok(Board::Rows | Board::Runs(_) | Board::Ring(_)) => "row",
        Ok(Board::Heaps | Board::SeveralHeaps | Board::HeapWithMemory) => "heap",
        _ => "other",
    }
}

/// The picture under the sentences.
fn picture(i18n: &I18n, w: &Rc<Why>, step: &WhyStep) -> Html {
    let values = Rc::new(w.bouton.heaps.clone());
    let width = w.bouton.width;
    let labels: Vec<AttrValue> = (0..w.parts.len())
        .map(|i| AttrValue::from(i18n.tr_args("why-part-n", &[("n", (i + 1).into())])))
        .collect();
    let heads = Some((
        AttrValue::from(i18n.tr_args("why-table-part", &[("kind", parts_are(&w.game).into())])),
        AttrValue::from(i18n.tr("why-table-value")),
    ));
    let grid = |caption: &str, marks: GridMarks| {
        html! {
            <BitsGrid heaps={values.clone()} {width} caption={AttrValue::from(i18n.tr(caption))}
                {marks} labels={labels.clone()} heads={heads.clone()} />
        }
    };
    let counted = GridMarks {
        counts: true,
        odd: true,
        ..GridMarks::default()
    };
    match step {
        WhyStep::Parts => html! { <PartsView parts={drawn(i18n, w, false, None)} /> },
        WhyStep::Value { index } => {
            let Some(part) = w.parts.get(*index) else {
                return Html::default();
            };
            let link = match part.from {
                ValueFrom::Sequence { heap } => Some((
                    HashUrl::new("/grundy-sequences")
                        .with("game", part.game.clone())
                        .with("upto", heap.max(1).to_string())
                        .to_hash(),
                    heap,
                )),
                ValueFrom::Rule | ValueFrom::Component => None,
            };
            html! {
                <>
                    <PartsView parts={drawn(i18n, w, true, Some(*index))} />
                    if let Some((href, heap)) = link {
                        <p><a class="button button-small" href={href} data-testid="why-sequence-link">
                            { i18n.tr_args("why-sequence-link", &[("heap", heap.into())]) }
                        </a></p>
                    }
                </>
            }
        }
        WhyStep::Bouton(Step::Binary { .. }) => {
            grid("bouton-caption-columns", GridMarks::default())
        }
        WhyStep::Bouton(Step::Columns { .. }) => grid("bouton-caption-columns", counted),
        WhyStep::Bouton(Step::NimSum { value }) => html! {
            <>
                { grid("bouton-caption-columns", GridMarks { nim_sum: Some(*value), ..counted }) }
                <p class="bouton-big-sum" aria-hidden="true">
                    { "⊕ = " }<strong data-testid="why-nim-sum">{ value.to_string() }</strong>
                </p>
            </>
        },
        WhyStep::Bouton(Step::LeadingBit { column, heaps }) => grid(
            "bouton-caption-leading",
            GridMarks {
                nim_sum: Some(w.nim_sum()),
                leading: Some(*column),
                rows: heaps.clone(),
                ..counted
            },
        ),
        WhyStep::Bouton(_) => Html::default(),
        WhyStep::Target | WhyStep::EveryMoveLoses => grid(
            "bouton-caption-columns",
            GridMarks {
                nim_sum: Some(w.nim_sum()),
                leading: w.bouton.leading_bit,
                rows: w.target.iter().map(|t| t.part).collect(),
                ..counted
            },
        ),
        WhyStep::Move => match &w.target {
            Some(t) => {
                let pieces: Vec<DrawnPart> =
                    t.to.pieces
                        .iter()
                        .map(|p| DrawnPart {
                            name: "→".into(),
                            position: p.position.clone(),
                            value: Some(p.grundy),
                            marked: true,
                        })
                        .collect();
                html! {
                    <div class="why-move" data-testid="why-move">
                        <PartsView parts={drawn(i18n, w, true, Some(t.part)).into_iter().filter(|p| p.marked).collect::<Vec<_>>()} />
                        <PartsView parts={pieces} />
                    </div>
                }
            }
            None => Html::default(),
        },
        WhyStep::Result => match &w.target {
            Some(t) => html! {
                <p class="bouton-big-sum" data-testid="why-result">
                    <strong>{ nimatron_i18n::position_text(i18n, &t.result) }</strong>
                    { " — ⊕ = 0" }
                </p>
            },
            None => Html::default(),
        },
        // Misère through the quotient: the word, and where the move goes.
        WhyStep::Misere(MiserePlay::Product) => match &w.misere {
            Some(m) => html! {
                <p class="bouton-big-sum" data-testid="why-misere-word" data-value={m.word.clone()}
                    data-outcome={if m.p { "P" } else { "N" }}>
                    <strong><code>{ m.word.clone() }</code></strong>{ if m.p { " ∈ P" } else { " ∉ P" } }
                </p>
            },
            None => Html::default(),
        },
        WhyStep::Misere(MiserePlay::Move) => {
            match w.misere.as_ref().and_then(|m| m.result.as_ref()) {
                Some(r) => html! {
                    <p class="bouton-big-sum" data-testid="why-misere-result">
                        <strong>{ nimatron_i18n::position_text(i18n, r) }</strong>
                    </p>
                },
                None => Html::default(),
            }
        }
        WhyStep::Over | WhyStep::Misere(_) => Html::default(),
    }
}
