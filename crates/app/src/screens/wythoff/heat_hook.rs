//! The Grundy heatmap, computed without freezing the page: the core's
//! table (up to its stated work limit, about 320×320) is a job of the
//! app's worker ([`crate::jobs`]); the grid shows its progress until the
//! values arrive, and leaving the heat view cancels it.

use std::rc::Rc;

use nimatron_core::job::JobRequest;
use yew::prelude::*;

use super::cells::HeatMap;
use crate::jobs::{JobState, use_job};

/// The heatmap of a grid of `size`, computed in the worker while `on`:
/// the map once ready, and the cells `(done, total)` while computing.
#[hook]
pub fn use_heat(size: u64, on: bool) -> (Option<Rc<HeatMap>>, Option<(u64, u64)>) {
    let n = HeatMap::side(size);
    let job = use_job(
        on.then_some(JobRequest::WythoffGrundy { n }),
        Callback::noop(),
    )
    .state;
    let map = use_memo(job.clone(), move |job| match job {
        JobState::Done { cells, .. } => Some(Rc::new(HeatMap::from_cells(n, cells.to_vec()))),
        _ => None,
    });
    let progress = match job {
        JobState::Running { done, total } => Some((done, total)),
        _ => None,
    };
    ((*map).clone().filter(|m| m.n == n), progress)
}
