//! The Min Nim screen's side effects: the job that computes the table,
//! run by the app's one job runner ([`crate::jobs::use_job`]: a new
//! request, cancel and leaving the screen drop it, which terminates the
//! worker and frees the table), and the questions the page asks the
//! finished job (the slice shown, the positions it lacks). The computer's
//! move, chosen from those values, waits the app's one pause
//! ([`crate::engine::use_after_pause`]).

use nimatron_core::job::JobQuery;
use yew::prelude::*;

use super::state::{Action, State};
use crate::jobs::{Job, JobState, use_job};

/// Runs the table's job and, once it is done, asks it for what the page
/// shows and lacks; the answers go to the reducer.
#[hook]
pub fn use_table_worker(state: &UseReducerHandle<State>) -> Job {
    let on_answer = state.dispatcher().to_callback().reform(Action::Answer);
    let job = use_job(state.job(), on_answer);
    let done = matches!(job.state, JobState::Done { .. });
    let ask = job.ask.clone();
    use_effect_with((done, state.wanted_slice()), move |&(done, c)| {
        if let (true, Some(c)) = (done, c) {
            ask.emit(JobQuery::MinNimSlice { c });
        }
    });
    let ask = job.ask.clone();
    use_effect_with((done, state.wanted_cells()), move |(done, cells)| {
        if *done && !cells.is_empty() {
            ask.emit(JobQuery::MinNimCells {
                positions: cells.clone(),
            });
        }
    });
    job
}
