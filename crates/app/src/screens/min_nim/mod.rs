//! The Min Nim screen (`#/min-nim?heaps=10,10,10&set=1,2,3`): the seed's
//! table of N/P and distance for every position in a box, computed off the
//! main thread by a web worker (progress bar, cancel), then explored — a
//! slice as a heatmap, a hovered cell's moves and values — and played
//! against the computer, which follows the seed's rule, through the core's
//! session and the play screen's panels (`game_panel.rs`).
//!
//! Data flow: the URL names the box and the removals, and the position in
//! play once a move is on the board (`url::played_url`, written after each
//! move, undo or restart by `nav::use_played_url`, so a reload or the
//! Share panel gives back the board); its job runs in the worker through
//! `hooks::use_table_worker`. The
//! table stays there (2 bytes a cell for 300³): the page asks it for the
//! slice it draws and the positions it shows (`view.rs`), kilobytes.

pub mod cell_info;
pub mod game_panel;
pub mod heatmap;
pub mod hooks;
pub mod state;
pub mod url;
pub mod view;

use nimatron_core::Position;
use nimatron_core::limits::MAX_MIN_NIM_CELLS;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::TextField;
use crate::components::use_ids;
use crate::components::{ScreenFrame, refused};
use crate::engine::{COMPUTER_DELAY_MS, use_after_pause};

use self::cell_info::CellInfo;
use self::game_panel::game_panel;
use self::heatmap::Heatmap;
use self::state::{Action, State};
use crate::i18n::use_i18n;
use crate::jobs::JobState;
use crate::play::exam::{ExamSwitch, use_exam};
use crate::play::game::GameAction;
use crate::screens::nav::{ScreenProps, submit_fields, use_played_url, use_screen_reducer};
use crate::screens::query::list;

/// The bytes of the page's WebAssembly memory (what the page's program
/// holds, the values it asked for among them).
fn page_memory_bytes() -> u32 {
    use wasm_bindgen::JsCast;
    wasm_bindgen::memory()
        .unchecked_into::<js_sys::WebAssembly::Memory>()
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length()
}

/// The Min Nim screen.
#[component]
pub fn MinNimScreen(props: &ScreenProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    use_played_url(props, &state.session, url::played_url);
    let exam = use_exam(props);
    let job = hooks::use_table_worker(&state);
    let dispatch = state.dispatcher().to_callback();
    // The computer's move, from the values the page asked the worker for
    // (the core would build the table on the page to choose it).
    let chosen = state
        .computer_move()
        .map(|to| (state.session.cursor, Position::new(to.to_vec())));
    let on_computer = dispatch.reform(|(ply, to)| Action::Game(GameAction::Computer { ply, to }));
    let think_ms = props.think_ms.unwrap_or(COMPUTER_DELAY_MS);
    use_after_pause(chosen, think_ms, move |chosen| on_computer.emit(chosen));

    let (heaps_ref, set_ref) = (use_node_ref(), use_node_ref());
    let fields = vec![("heaps", heaps_ref.clone()), ("set", set_ref.clone())];
    let on_submit = submit_fields(&state, "/min-nim", fields, Action::Load);
    let on_slice = dispatch.reform(|e: InputEvent| {
        let input: HtmlInputElement = e.target_unchecked_into();
        Action::Slice(input.value().parse().unwrap_or(0))
    });
    let on_hover = dispatch.reform(Action::Hover);

    let req = state.request;
    let cells: u64 = req.dims.iter().map(|n| n + 1).product();
    let problems: Vec<String> = state
        .problems
        .iter()
        .map(|p| p.words(&i18n, "min-nim"))
        .collect();
    let instead = i18n.tr_args(
        "min-nim-error-instead",
        &[
            ("heaps", list(&req.dims).into()),
            ("set", list(&req.set).into()),
        ],
    );
    let on_retry = {
        let (dispatch, retry) = (dispatch.clone(), job.retry.clone());
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Retry);
            retry.emit(());
        })
    };
    // The box's cells are the job's units.
    let progress = |done: u64| {
        html! {
            <div class="min-nim-job">
                <progress data-testid="progress" max={cells.to_string()} value={done.to_string()} />
                <span>{ i18n.tr_args("min-nim-progress", &[("done", done.into()), ("total", cells.into())]) }</span>
                <button type="button" class="button button-small" data-testid="cancel" onclick={dispatch.reform(|_| Action::Cancel)}>
                    { i18n.tr("min-nim-cancel") }</button>
            </div>
        }
    };
    let done = matches!(job.state, JobState::Done { .. });
    let job = match (job.state, state.cancelled) {
        (_, true) | (JobState::Failed, _) => html! {
            <div class="min-nim-job">
                <span data-testid="job-status">
                    { i18n.tr(if state.cancelled { "min-nim-cancelled" } else { "min-nim-failed" }) }</span>
                <button type="button" class="button button-small" data-testid="retry"
                    onclick={on_retry}>{ i18n.tr("min-nim-retry") }</button>
            </div>
        },
        (
            JobState::Done {
                ms, worker_bytes, ..
            },
            _,
        ) if state.view.slice.is_some() => html! {
            <p class="min-nim-job" data-testid="compute-time" data-ms={ms.to_string()}
                data-worker-bytes={worker_bytes.to_string()} data-page-bytes={page_memory_bytes().to_string()}>
                { i18n.tr_args("min-nim-done", &[("cells", cells.into()), ("ms", ms.into())]) }
            </p>
        },
        (JobState::Done { .. }, _) => html! {},
        // Idle only until the job's effect starts it.
        (JobState::Idle, _) => progress(0),
        (JobState::Running { done, .. }, _) => progress(done),
    };

    // The slice on the page (while another is asked for, the last one
    // stays drawn, so the slider is never unmounted under the pointer).
    let shown = state.view.slice.clone().filter(|_| done);
    let explore = shown.zip(state.rule()).map(|((c, values), rule)| {
        let hovered = state.hover.map(|(a, b)| [a, b, c]);
        html! {
            <div class="min-nim-layout">
                // Exam mode hides the table's slices: they colour every
                // position won or lost.
                if exam.exam.shows_analysis() {
                <div class="card min-nim-explore">
                    <h2>{ i18n.tr("min-nim-slice-title") }</h2>
                    <label class="field-label" for={ids.id("min-nim-slice")}>
                        { i18n.tr_args("min-nim-slice-label", &[("c", state.slice.into())]) }</label>
                    <input id={ids.id("min-nim-slice")} type="range" min="0" max={req.dims[2].to_string()}
                        value={state.slice.to_string()} oninput={on_slice} data-testid="slice" />
                    <Heatmap dims={req.dims} slice={c} values={values} on_hover={on_hover} />
                    if let Some(at) = hovered {
                        <CellInfo view={state.view.clone()} rule={rule} at={at} />
                    } else {
                        <p class="hint">{ i18n.tr("min-nim-hover-hint") }</p>
                    }
                </div>
                }
                { game_panel(&state, &dispatch, &i18n, exam.exam) }
            </div>
        }
    });

    html! {
        <ScreenFrame class="min-nim" title_id="min-nim-title" title={i18n.tr("min-nim-title")} lede={i18n.tr("min-nim-lede")} errors={refused(&problems, &instead)}>
            <div class="card min-nim-input">
                <form class="gog-form" onsubmit={on_submit}>
                    <TextField id="min-nim-heaps" label={i18n.tr("min-nim-field-heaps")} testid="field-heaps" value={list(&req.dims)} input_ref={heaps_ref.clone()} />
                    <TextField id="min-nim-set" label={i18n.tr("min-nim-field-set")} testid="field-set" value={list(&req.set)} input_ref={set_ref.clone()} />
                    <button type="submit" class="button button-primary" data-testid="compute">
                        { i18n.tr("min-nim-compute") }</button>
                </form>
                <p class="hint" data-testid="memory">
                    { i18n.tr_args("min-nim-memory", &[
                        ("cells", cells.into()), ("max", MAX_MIN_NIM_CELLS.into()),
                    ]) }
                </p>
                { job }
                <ExamSwitch exam={exam.exam} on_change={exam.set.clone()} />
            </div>
            if let Some(explore) = explore { { explore } }
        </ScreenFrame>
    }
}
