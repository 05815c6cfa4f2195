//! The sequence screen (`#/grundy-sequences?game=grundy&upto=1048576`): the Grundy
//! values of one heap of every size up to `upto`, for any one-heap game of
//! the registry, computed in the app's worker (progress bar, cancel) and
//! drawn as research papers draw them: G(n) against n, rare values marked,
//! the pre-period and period banded, with the statistics, a "what is G(n)?"
//! lookup and the values as a text file.
//!
//! Everything shown comes from the core: the values from the worker's job
//! (`nimatron_core::job`), the statistics and the period from the core's
//! report on those values. The screen only draws.

pub mod download;
pub mod lookup;
pub mod plot;
pub mod raster;
pub mod span;
pub mod stats;
pub mod url;

use std::rc::Rc;

use nimatron_core::sequence::{SequencePeriod, report_of};
use nimatron_i18n::core_error;
use yew::prelude::*;

use self::lookup::Lookup;
use self::plot::Plot;
use self::raster::Bands;
use self::stats::StatsPanel;
use self::url::{MAX_UPTO, QueryError, SequenceQuery};
use crate::components::ErrorBanner;
use crate::components::TextField;
use crate::components::{JobHooks, JobStatus, JobStep};
use crate::components::{PresetLinks, links};
use crate::components::{ScreenFrame, refused};
use crate::i18n::use_i18n;
use crate::jobs::{Cancellable, JobState, use_cancellable_job};
use crate::route::HashUrl;
use crate::screens::nav::{ScreenProps, submit_to};
use crate::screens::query::FromUrl;

/// The examples: label id and URL.
const PRESETS: &[(&str, &str)] = &[
    (
        "seq-preset-grundy",
        "#/grundy-sequences?game=grundy&upto=1048575",
    ),
    (
        "seq-preset-kayles",
        "#/grundy-sequences?game=kayles&upto=200",
    ),
    (
        "seq-preset-dawson",
        "#/grundy-sequences?game=dawson&upto=300",
    ),
    (
        "seq-preset-0137",
        "#/grundy-sequences?game=octal:0.137&upto=10000",
    ),
    (
        "seq-preset-134",
        "#/grundy-sequences?game=subtraction:1,3,4&upto=100",
    ),
];

/// The progress card's hooks and words.
const HOOKS: JobHooks = JobHooks {
    progress: ("progress", "seq-progress"),
    cancel: ("cancel", "seq-cancel"),
    cancelled: ("cancelled", "seq-cancelled"),
    again: ("compute-again", "seq-again"),
};

/// The sequence screen.
#[component]
pub fn SequenceScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    let query = use_memo((props.url.clone(), props.nav), |(url, _)| {
        SequenceQuery::from_url(url)
    });
    // A cancelled request stays cancelled until asked for again.
    let request = query.request();
    let Cancellable {
        state: job,
        cancel: on_cancel,
        again: on_again,
        forget,
    } = use_cancellable_job(Some(request));
    let hover = use_state(|| None::<u64>);
    // The core's report on the values, once per computed sequence (the
    // same cells compare equal by their pointer, whatever the length).
    let done = match &job {
        JobState::Done { cells, .. } => Some(cells.clone()),
        _ => None,
    };
    let report = use_memo((query.game.clone(), done), |(game, cells)| {
        cells.as_ref().map(|c| {
            // Made among this build's games (`crate::engine`).
            crate::engine::game(game)
                .and_then(|g| report_of(&*g, c))
                .map(Rc::new)
        })
    });

    let (game_ref, upto_ref) = (use_node_ref(), use_node_ref());
    let onsubmit = submit_to(
        "/grundy-sequences",
        vec![("game", game_ref.clone()), ("upto", upto_ref.clone())],
        forget,
    );
    let on_hover = {
        let hover = hover.clone();
        Callback::from(move |n: Option<u64>| hover.set(n))
    };

    let problems: Vec<String> = query
        .problems
        .iter()
        .map(|p| match p {
            QueryError::BadUpto(g) => i18n.tr_args(
                "seq-error-upto",
                &[("given", g.as_str().into()), ("max", MAX_UPTO.into())],
            ),
            QueryError::Core(e) => core_error(&i18n, e),
        })
        .collect();
    let instead = i18n.tr_args(
        "seq-error-instead",
        &[
            ("game", query.game.as_str().into()),
            ("upto", query.upto.into()),
        ],
    );
    let game = AttrValue::from(query.game.clone());
    let body = match (&job, (*report).clone()) {
        (JobState::Idle, _) => html! {
            <JobStatus step={JobStep::Cancelled} hooks={HOOKS} {on_cancel} {on_again} />
        },
        (JobState::Running { done, total }, _) => html! {
            <JobStatus step={JobStep::Running { done: *done, total: *total }} hooks={HOOKS} {on_cancel} {on_again} />
        },
        (JobState::Failed, _) => html! {
            <ErrorBanner message={i18n.tr("seq-failed")} />
        },
        // The report is made from these very cells, in the same render.
        (JobState::Done { .. }, None) => html! {},
        (JobState::Done { .. }, Some(Err(e))) => html! {
            <ErrorBanner message={core_error(&i18n, &e)} />
        },
        (JobState::Done { cells, ms, .. }, Some(Ok(report))) => {
            let rare = report.rare;
            let period = match report.period {
                SequencePeriod::Proven {
                    preperiod, period, ..
                } => Some((preperiod, period)),
                SequencePeriod::NotFound { .. } => None,
            };
            let hovered = hover.and_then(|n| cells.get(n as usize).map(|v| (n, *v)));
            let on_download = {
                let (cells, game) = (cells.clone(), query.game.clone());
                Callback::from(move |_: MouseEvent| {
                    download::offer(&cells, &download::file_name(&game, cells.len()));
                })
            };
            html! {
                <>
                    <div class="card seq-result" data-testid="sequence-done"
                        data-count={cells.len().to_string()}>
                        <p class="note" data-testid="sequence-ms" data-ms={ms.to_string()}>{ i18n.tr_args("seq-done", &[("count", (cells.len() as u64).into()), ("ms", (*ms).into())]) }</p>
                        <Plot values={cells.clone()} top={report.max_value} {rare}
                            bands={Bands { period }} {on_hover} />
                        <p class="note seq-hover" data-testid="hover-value" aria-live="off">
                            { match hovered {
                                Some((n, v)) => i18n.tr_args("seq-hover", &[("n", n.into()), ("value", u64::from(v).into())]),
                                None => i18n.tr("seq-hover-none"),
                            } }
                        </p>
                        <p class="note">{ i18n.tr("seq-legend") }</p>
                    </div>
                    <div class="seq-panels">
                        <StatsPanel report={report.clone()} />
                        <div class="card">
                            <Lookup game={game.clone()} values={cells.clone()} />
                            <button type="button" class="button" data-testid="download" onclick={on_download}>
                                { i18n.tr("seq-download") }</button>
                            <p><a class="link-alone" href={HashUrl::new("/play").with("game", query.game.as_str()).to_hash()} data-testid="play-link">
                                { i18n.tr("seq-play-link") }</a></p>
                        </div>
                    </div>
                </>
            }
        }
    };
    html! {
        <ScreenFrame class="sequence" title_id="seq-title" title={i18n.tr("seq-title")} lede={i18n.tr("seq-lede")} errors={refused(&problems, &instead)}>
            <div class="card gog-input">
                <form class="gog-form" {onsubmit}>
                    <TextField id="seq-game" label={i18n.tr("seq-field-game")} testid="field-game" value={query.game.clone()} input_ref={game_ref.clone()} />
                    <TextField id="seq-upto" label={i18n.tr("seq-field-upto")} testid="field-upto" value={query.upto.to_string()} input_ref={upto_ref.clone()} numeric=true />
                    <button type="submit" class="button button-primary" data-testid="compute">
                        { i18n.tr("seq-compute") }</button>
                </form>
                <p class="hint">{ i18n.tr_args("seq-limits", &[("max", MAX_UPTO.into())]) }</p>
                <PresetLinks class="gog-presets" label={i18n.tr("seq-presets-label")} links={links(PRESETS)} />
            </div>
            { body }
        </ScreenFrame>
    }
}
