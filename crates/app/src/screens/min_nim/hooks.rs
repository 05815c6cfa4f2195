//! The Min Nim screen's side effects: the job that computes the table in
//! the app's worker (started per job, dropped on cancel, on a new job and
//! on leaving the screen).

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};
use yew::prelude::*;

use super::state::{Action, Job, State};
use crate::jobs::{self, protocol::Reply};

/// Runs the job of the current epoch in the app's worker; leaving the
/// epoch (cancel, a new job, leaving the screen) drops it, which
/// terminates the worker.
#[hook]
pub fn use_table_worker(state: &UseReducerHandle<State>) {
    let running = matches!(state.job, Job::Running { .. });
    let deps = (state.epoch, running, state.request);
    let dispatcher = state.dispatcher();
    use_effect_with(deps, move |&(epoch, running, request)| {
        let job = running
            .then(|| {
                let on_reply = Callback::from(move |(reply, ms): (Reply, u64)| match reply {
                    Reply::Ready => {}
                    Reply::Progress(done, total) => {
                        dispatcher.dispatch(Action::Progress(epoch, done, total));
                    }
                    Reply::Done(cells) => {
                        let table = MinNimRule::new(&request.set).ok().and_then(|rule| {
                            MinNimTable::from_distances(
                                request.dims,
                                &rule,
                                Convention::Normal,
                                cells,
                            )
                        });
                        dispatcher.dispatch(match table {
                            Some(t) => Action::Done(epoch, Rc::new(t), ms),
                            None => Action::Failed(epoch),
                        });
                    }
                    Reply::Failed => dispatcher.dispatch(Action::Failed(epoch)),
                });
                jobs::spawn(request.job(), on_reply)
            })
            .flatten();
        move || drop(job)
    });
}
