//! The Grundy heatmap, computed without freezing the page: the core's
//! table (up to its stated work limit, about 320×320) is a job of the
//! app's worker ([`crate::jobs`]); the grid shows its progress until the
//! values arrive, and leaving the heat view cancels it.

use std::rc::Rc;

use nimatron_core::job::JobRequest;
use yew::prelude::*;

use super::cells::HeatMap;
use crate::jobs::{JobState, use_job};

/// Where the heatmap is.
#[derive(Debug, Clone, PartialEq)]
pub enum Heat {
    /// Not asked for (another view), or the job failed.
    Off,
    /// Being computed: cells done of the total.
    Computing {
        /// Cells solved.
        done: u64,
        /// Cells in the table.
        total: u64,
    },
    /// Ready.
    Ready(Rc<HeatMap>),
}

impl Heat {
    /// The map, when ready.
    pub fn map(&self) -> Option<Rc<HeatMap>> {
        match self {
            Heat::Ready(h) => Some(h.clone()),
            _ => None,
        }
    }
}

/// The heatmap of a grid of `size`, computed in the worker while `on`.
#[hook]
pub fn use_heat(size: u64, on: bool) -> Heat {
    let n = HeatMap::side(size);
    let job = use_job(on.then_some(JobRequest::WythoffGrundy { n }));
    let map = use_memo(job.clone(), move |job| match job {
        JobState::Done { cells, .. } => Some(Rc::new(HeatMap::from_cells(n, cells.to_vec()))),
        _ => None,
    });
    match (job, (*map).clone()) {
        (JobState::Done { .. }, Some(map)) if map.n == n => Heat::Ready(map),
        (JobState::Running { done, total }, _) => Heat::Computing { done, total },
        _ => Heat::Off,
    }
}
