//! The Min Nim screen's side effects: the job that computes the table in
//! the app's worker (started per job, dropped on cancel, on a new job and
//! on leaving the screen), the questions the page asks the finished job
//! (the slice shown, the positions it lacks). The computer's move, chosen
//! from those values, waits the app's one pause
//! ([`crate::engine::use_chosen_move`]).

use std::cell::RefCell;
use std::rc::Rc;

use nimatron_core::job::JobQuery;
use yew::prelude::*;

use super::state::{Action, Job, State};
use crate::jobs::{self, protocol::Reply};

/// The running job, shared by the effect that owns it and those that ask it.
type Handle = Rc<RefCell<Option<Rc<jobs::Running>>>>;

/// Runs the job of the current epoch in the app's worker; leaving the
/// epoch (cancel, a new job, leaving the screen) drops it, which
/// terminates the worker and frees the table. Once the job is done, asks
/// it for what the page shows and lacks.
#[hook]
pub fn use_table_worker(state: &UseReducerHandle<State>) {
    let handle: Handle = use_mut_ref(|| None);
    let running = matches!(state.job, Job::Running { .. });
    let cancelled = matches!(state.job, Job::Cancelled | Job::Failed);
    let deps = (state.epoch, cancelled, state.request);
    let dispatcher = state.dispatcher();
    {
        let handle = handle.clone();
        use_effect_with(deps, move |&(epoch, cancelled, request)| {
            let job = (running && !cancelled)
                .then(|| {
                    let on_reply = Callback::from(move |(reply, ms): (Reply, u64)| match reply {
                        Reply::Ready => {}
                        Reply::Progress(done, total) => {
                            dispatcher.dispatch(Action::Progress(epoch, done, total));
                        }
                        Reply::Done(_, worker_bytes) => {
                            dispatcher.dispatch(Action::Done(epoch, ms, worker_bytes));
                        }
                        Reply::Answer(query, values) => {
                            dispatcher.dispatch(Action::Answer(epoch, query, Rc::new(values), ms));
                        }
                        Reply::Failed => dispatcher.dispatch(Action::Failed(epoch)),
                    });
                    jobs::spawn(request.job(), on_reply)
                })
                .flatten()
                .map(Rc::new);
            *handle.borrow_mut() = job.clone();
            let handle = handle.clone();
            move || {
                handle.borrow_mut().take();
                drop(job);
            }
        });
    }
    let ask = move |query: JobQuery| {
        if let Some(job) = handle.borrow().as_ref() {
            job.ask(&query);
        }
    };
    {
        let ask = ask.clone();
        use_effect_with((state.epoch, state.wanted_slice()), move |(_, c)| {
            if let Some(c) = *c {
                ask(JobQuery::MinNimSlice { c });
            }
        });
    }
    use_effect_with((state.epoch, state.wanted_cells()), move |(_, cells)| {
        if !cells.is_empty() {
            ask(JobQuery::MinNimCells {
                positions: cells.clone(),
            });
        }
    });
}
