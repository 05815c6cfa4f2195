//! The Grundy heatmap, computed without freezing the page: the core's table
//! (up to its stated work limit, about 320×320) is solved a slice at a time
//! in timer callbacks of at most [`SLICE_MS`], and the grid shows progress
//! until it is ready. The whole table takes a few hundred milliseconds in
//! the browser, which in one piece would be a long main-thread task.

use std::cell::Cell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use nimatron_core::Convention;
use nimatron_core::games::wythoff::table::ChunkedTable;
use yew::prelude::*;

use super::cells::HeatMap;

/// Longest slice of work between two frames, in milliseconds.
pub const SLICE_MS: f64 = 20.0;
/// Cells solved between two clock readings.
const CELLS_PER_READING: u64 = 256;

/// Where the heatmap is.
#[derive(Debug, Clone, PartialEq)]
pub enum Heat {
    /// Not asked for (another view).
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

/// Runs one slice and schedules the next until the table is done (or the
/// size or view changed, which sets `cancel`).
fn slice(mut solver: ChunkedTable, n: u64, out: UseStateHandle<Heat>, cancel: Rc<Cell<bool>>) {
    Timeout::new(0, move || {
        if cancel.get() {
            return;
        }
        let start = js_sys::Date::now();
        let mut progress = solver.step(CELLS_PER_READING);
        while !progress.is_complete() && js_sys::Date::now() - start < SLICE_MS {
            progress = solver.step(CELLS_PER_READING);
        }
        if !progress.is_complete() {
            out.set(Heat::Computing {
                done: progress.done,
                total: progress.total,
            });
            slice(solver, n, out, cancel);
            return;
        }
        // Reading the values out is its own slice.
        if let Ok(table) = solver.finish() {
            Timeout::new(0, move || {
                if !cancel.get() {
                    out.set(Heat::Ready(Rc::new(HeatMap::from_table(&table, n))));
                }
            })
            .forget();
        }
    })
    .forget();
}

/// The heatmap of a grid of `size`, computed in slices while `on`.
#[hook]
pub fn use_heat(size: u64, on: bool) -> Heat {
    let heat = use_state(|| Heat::Off);
    {
        let heat = heat.clone();
        use_effect_with((size, on), move |&(size, on)| {
            let cancel = Rc::new(Cell::new(false));
            let n = HeatMap::side(size);
            match on
                .then(|| ChunkedTable::new(n - 1, n - 1, Convention::Normal))
                .flatten()
            {
                Some(solver) => {
                    heat.set(Heat::Computing {
                        done: 0,
                        total: n * n,
                    });
                    slice(solver, n, heat, cancel.clone());
                }
                None => heat.set(Heat::Off),
            }
            move || cancel.set(true)
        });
    }
    (*heat).clone()
}
