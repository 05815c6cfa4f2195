//! The misère screen (`#/misere?game=kayles&upto=300`, issue 28): the
//! misère quotient of a take-and-break game (Kayles, Dawson's Kayles, any
//! octal code, Grundy's game), computed heap by heap in the app's worker
//! (progress bar, cancel), then shown: the result card and presentation
//! ([`card`]), Φ heap by heap ([`phi`]), the multiplication table
//! ([`table`]) and a box where a sum of heaps is judged ([`sum_box`]).
//!
//! Everything shown comes from the core: the quotient from the worker's
//! job (`JobRequest::Quotient`, its cells read back by
//! `misere::cells::from_cells`), the report from `QuotientReport`, a sum's
//! answer from `misere::sum`. The screen only draws.

pub mod card;
pub mod phi;
pub mod sum_box;
pub mod table;
pub mod url;

use std::rc::Rc;

use nimatron_core::games::take_break::misere::MAX_QUOTIENT_HEAP;
use nimatron_core::games::take_break::misere::QuotientReport;
use nimatron_core::games::take_break::misere::cells::from_cells;
use nimatron_core::job::quotient_rule_of;
use nimatron_i18n::core_error;
use yew::prelude::*;

use self::card::ResultCard;
use self::phi::PhiList;
use self::sum_box::SumBox;
use self::table::ProductTable;
use self::url::{MisereQuery, QueryError, to_url};
use crate::components::text_field::keep_typed;
use crate::components::{
    ErrorBanner, JobHooks, JobStatus, JobStep, PresetLinks, ScreenFrame, TextField, links,
};
use crate::i18n::use_i18n;
use crate::jobs::{Cancellable, JobState, use_cancellable_job};
use crate::screens::nav::{ScreenProps, submit_to, use_url_sync};
use crate::screens::query::FromUrl;

/// The examples: label id and URL.
const PRESETS: &[(&str, &str)] = &[
    ("misere-preset-kayles", "#/misere?game=kayles&sum=5,7"),
    ("misere-preset-dawson", "#/misere?game=dawson&upto=60"),
    ("misere-preset-0137", "#/misere?game=octal:0.137"),
    ("misere-preset-nim3", "#/misere?game=octal:0.333&sum=1,2,3"),
    ("misere-preset-075", "#/misere?game=octal:0.75"),
];

/// The progress card's hooks and words.
const HOOKS: JobHooks = JobHooks {
    progress: ("misere-progress", "misere-progress"),
    cancel: ("misere-cancel", "misere-cancel"),
    cancelled: ("misere-cancelled", "misere-cancelled"),
    again: ("misere-again", "misere-again"),
};

/// The misère screen.
#[component]
pub fn MisereScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    let query = use_memo((props.url.clone(), props.nav), |(url, _)| {
        MisereQuery::from_url(url)
    });
    // A cancelled request stays cancelled until asked for again.
    let request = query.request();
    let Cancellable {
        state: job,
        cancel: on_cancel,
        again: on_again,
        forget,
    } = use_cancellable_job(request.clone());
    // The quotient and its report, once per computed job.
    let done = match &job {
        JobState::Done { cells, .. } => Some(cells.clone()),
        _ => None,
    };
    let quotient = use_memo((query.game.clone(), done), |(game, cells)| {
        let rule = quotient_rule_of(&*crate::engine::game(game).ok()?)?;
        let (q, normal) = from_cells(rule, cells.as_ref()?)?;
        let report = QuotientReport::with_normal(game, &q, normal);
        Some((Rc::new(q), Rc::new(report)))
    });
    // The sum box's text, as typed, kept in the URL (shareable).
    let sum = use_state(|| query.sum.clone());
    {
        let sum = sum.clone();
        use_effect_with(query.clone(), move |q| sum.set(q.sum.clone()));
    }
    {
        let query = query.clone();
        use_url_sync(props.sync_url, (*sum).clone(), move |sum| {
            to_url(&query.game, &query.upto_text, sum)
        });
    }

    let (game_ref, upto_ref) = (use_node_ref(), use_node_ref());
    let onsubmit = submit_to(
        "/misere",
        vec![("game", game_ref.clone()), ("upto", upto_ref.clone())],
        forget,
    );

    let problems: Vec<String> = query
        .problems
        .iter()
        .map(|p| match p {
            QueryError::BadUpto(g) => i18n.tr_args(
                "misere-error-upto",
                &[
                    ("given", g.as_str().into()),
                    ("max", MAX_QUOTIENT_HEAP.into()),
                ],
            ),
            QueryError::NotCovered(g) => {
                i18n.tr_args("misere-error-not-covered", &[("given", g.as_str().into())])
            }
            QueryError::Core(e) => core_error(&i18n, e),
        })
        .collect();
    let body = match (&job, (*quotient).clone()) {
        // Refused: the banner says why; nothing is computed.
        (JobState::Idle, _) if request.is_none() => html! {},
        (JobState::Idle, _) => html! {
            <JobStatus step={JobStep::Cancelled} hooks={HOOKS} {on_cancel} {on_again} />
        },
        (JobState::Running { done, total }, _) => html! {
            <JobStatus step={JobStep::Running { done: *done, total: *total }} hooks={HOOKS} {on_cancel} {on_again} />
        },
        (JobState::Failed, _) | (JobState::Done { .. }, None) => html! {
            <ErrorBanner message={i18n.tr("misere-failed")} />
        },
        (JobState::Done { ms, .. }, Some((q, report))) => {
            let oninput = keep_typed(&sum);
            html! {
                <>
                    <p class="note" data-testid="misere-ms" data-ms={ms.to_string()}>
                        { i18n.tr_args("misere-done", &[("upto", report.upto.into()), ("ms", (*ms).into())]) }</p>
                    <div class="misere-panels">
                        <ResultCard report={report.clone()} />
                        <SumBox quotient={q.clone()} game={AttrValue::from(query.game.clone())}
                            text={AttrValue::from((*sum).clone())} {oninput} />
                    </div>
                    <PhiList report={report.clone()} />
                    <ProductTable quotient={q} />
                </>
            }
        }
    };
    html! {
        <ScreenFrame class="misere" title_id="misere-title" title={i18n.tr("misere-title")} lede={i18n.tr("misere-lede")} errors={problems}>
            <div class="card gog-input">
                <form class="gog-form" {onsubmit}>
                    <TextField id="misere-game" label={i18n.tr("misere-field-game")} testid="misere-game" value={query.game.clone()} input_ref={game_ref.clone()} />
                    <TextField id="misere-upto" label={i18n.tr("misere-field-upto")} testid="misere-upto" value={query.upto_text.clone()} input_ref={upto_ref.clone()} numeric=true />
                    <button type="submit" class="button button-primary" data-testid="misere-compute">
                        { i18n.tr("misere-compute") }</button>
                </form>
                <p class="hint">{ i18n.tr_args("misere-limits", &[("max", MAX_QUOTIENT_HEAP.into())]) }</p>
                <PresetLinks class="gog-presets" label={i18n.tr("misere-presets-label")} links={links(PRESETS)} />
            </div>
            { body }
        </ScreenFrame>
    }
}
