//! The Min Nim screen's side effects: the web worker that computes the
//! table (started per job, terminated on cancel, on a new job and on
//! leaving the screen), and the computer's move after a short pause.

use std::cell::Cell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use nimatron_core::Convention;
use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use super::protocol::{Reply, WORKER_URL};
use super::state::{Action, Job, State};

/// The worker's message and error handlers, kept alive while it runs.
type Handlers = (Closure<dyn Fn(MessageEvent)>, Closure<dyn Fn(JsValue)>);

/// Milliseconds since the page loaded (0 when there is no clock).
fn now_ms() -> f64 {
    gloo::utils::window().performance().map_or(0.0, |p| p.now())
}

/// Runs the job of the current epoch in a web worker.
#[hook]
pub fn use_table_worker(state: &UseReducerHandle<State>) {
    let running = matches!(state.job, Job::Running { .. });
    let deps = (state.epoch, running, state.request);
    let dispatcher = state.dispatcher();
    use_effect_with(deps, move |(epoch, running, request)| {
        let mut worker: Option<Worker> = None;
        let mut handler: Option<Handlers> = None;
        let dispatcher_for_error = dispatcher.clone();
        if *running {
            let (epoch, request) = (*epoch, *request);
            match Worker::new(WORKER_URL) {
                Ok(w) => {
                    let started = Rc::new(Cell::new(now_ms()));
                    let sender = w.clone();
                    let on_message =
                        Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                            match Reply::from_js(&e.data()) {
                                Reply::Ready => {
                                    started.set(now_ms());
                                    if sender.post_message(&request.to_js()).is_err() {
                                        dispatcher.dispatch(Action::Failed(epoch));
                                    }
                                }
                                Reply::Progress(done, total) => {
                                    dispatcher.dispatch(Action::Progress(epoch, done, total));
                                }
                                Reply::Done(cells) => {
                                    let table =
                                        MinNimRule::new(&request.set).ok().and_then(|rule| {
                                            MinNimTable::from_distances(
                                                request.dims,
                                                &rule,
                                                Convention::Normal,
                                                cells,
                                            )
                                        });
                                    let ms = (now_ms() - started.get()).max(0.0) as u64;
                                    dispatcher.dispatch(match table {
                                        Some(t) => Action::Done(epoch, Rc::new(t), ms),
                                        None => Action::Failed(epoch),
                                    });
                                }
                                Reply::Failed => dispatcher.dispatch(Action::Failed(epoch)),
                            }
                        });
                    w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                    // A worker script that cannot load or run: say so.
                    let failed = dispatcher_for_error.clone();
                    let on_error = Closure::<dyn Fn(JsValue)>::new(move |_| {
                        failed.dispatch(Action::Failed(epoch));
                    });
                    w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
                    worker = Some(w);
                    handler = Some((on_message, on_error));
                }
                Err(_) => dispatcher.dispatch(Action::Failed(epoch)),
            }
        }
        move || {
            // Cancel = terminate: the worker stops mid-loop.
            if let Some(w) = worker {
                w.set_onmessage(None);
                w.set_onerror(None);
                w.terminate();
            }
            drop(handler);
        }
    });
}

/// When the computer is to move, waits `think_ms` and plays the seed's
/// optimal move (the core's `optimal_move`).
#[hook]
pub fn use_computer_player(state: &UseReducerHandle<State>, think_ms: u32) {
    let dispatcher = state.dispatcher();
    let deps = (
        state.computer_to_move(),
        state.game.len(),
        state.position(),
        state.table().cloned(),
    );
    use_effect_with(deps, move |(thinking, ply, at, table)| {
        let mut timer = None;
        if let (true, Some(table)) = (*thinking, table.clone()) {
            let (ply, at) = (*ply, *at);
            timer = Some(Timeout::new(think_ms, move || {
                if let Some(to) = table.optimal_move(at[0], at[1], at[2]) {
                    dispatcher.dispatch(Action::ComputerMove(ply, to));
                }
            }));
        }
        move || drop(timer)
    });
}
