//! The Min Nim screen's reducer: the request, the worker job, the table
//! once it arrives, the slice and cell explored, and a game played on the
//! table against the computer (the person moves first), as the core's
//! [`Session`] of `min-nim:R1,R2,R3`, moved by the play screen's
//! [`SessionMove`]s.
//!
//! Every job has an `epoch`; a worker's message names the epoch it was
//! started for, so a late message from a cancelled job changes nothing.
//!
//! The table stays in the worker: the state holds a [`View`] (the slice
//! shown, the positions asked for) and says what to ask next
//! ([`State::wanted_slice`], [`State::wanted_cells`]).

use std::rc::Rc;

use nimatron_core::computer::Strength;
use nimatron_core::games::min_nim::MinNimRule;
use nimatron_core::job::JobQuery;
use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, Position};
use yew::prelude::*;

use super::request::Request;
use super::url::{MinNimQuery, QueryError};
use super::view::View;
use crate::play::panels::session::{SessionMove, apply, reduce_with};
use crate::screens::nav::{self, Mover};

/// Where the computation stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Job {
    /// The worker is computing: `done` of `total` cells.
    Running {
        /// Cells done.
        done: u64,
        /// All cells.
        total: u64,
    },
    /// The user cancelled.
    Cancelled,
    /// The worker could not start or failed.
    Failed,
    /// The table is in the worker: how long it took (ms, from the request
    /// to the first slice's values on the page) and the bytes of the
    /// worker's memory.
    Ready {
        /// Milliseconds.
        ms: u64,
        /// Bytes of the worker's WebAssembly memory.
        worker_bytes: u64,
    },
}

/// The screen's state.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The table asked for.
    pub request: Request,
    /// What the URL asked for that was refused.
    pub problems: Vec<QueryError>,
    /// The current job's number.
    pub epoch: u64,
    /// The job.
    pub job: Job,
    /// The slice shown: heap 3 fixed at this size.
    pub slice: u64,
    /// The cell under the pointer, `(heap 1, heap 2)` in the slice.
    pub hover: Option<(u64, u64)>,
    /// The game against the computer, from the box's corner.
    pub session: Session,
    /// What the page holds of the worker's table.
    pub view: View,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A new URL: a new job.
    Load(MinNimQuery),
    /// Progress of job `epoch`.
    Progress(u64, u64, u64),
    /// Job `epoch` finished: ms, bytes of the worker's memory.
    Done(u64, u64, u64),
    /// Job `epoch` answered a question, ms after the request.
    Answer(u64, JobQuery, Rc<Vec<u32>>, u64),
    /// Job `epoch` failed.
    Failed(u64),
    /// Stop the job (the worker is terminated).
    Cancel,
    /// Compute again.
    Retry,
    /// Show another slice.
    Slice(u64),
    /// The pointer is over a cell (or left).
    Hover(Option<(u64, u64)>),
    /// The computer's move, chosen after `ply` moves.
    ComputerMove(usize, Position),
    /// A move, undo, redo or restart from the board or the play screen's
    /// panels.
    Session(SessionMove),
}

impl State {
    /// The first state: a job starts at once.
    pub fn from_query(query: MinNimQuery, epoch: u64) -> Self {
        let dims = query.request.dims;
        State {
            request: query.request,
            problems: query.problems,
            epoch,
            job: Job::Running {
                done: 0,
                total: dims.iter().map(|n| n + 1).product(),
            },
            slice: dims[2],
            hover: None,
            session: nav::new_session(
                &query.request.game(),
                Position::new(dims.to_vec()),
                Convention::Normal,
                First::Me,
                Opponent::Computer(Strength::Perfect),
            ),
            view: View::new(dims),
        }
    }

    /// True once the worker holds the table.
    pub fn ready(&self) -> bool {
        matches!(self.job, Job::Ready { .. })
    }

    /// The rule (the request was checked before its job ran).
    pub fn rule(&self) -> Option<MinNimRule> {
        MinNimRule::new(&self.request.set).ok()
    }

    /// True once the slice shown is on the page.
    pub fn shown(&self) -> bool {
        self.ready()
            && self
                .view
                .slice
                .as_ref()
                .is_some_and(|(c, _)| *c == self.slice)
    }

    /// The slice to ask the worker for, when the page lacks it.
    pub fn wanted_slice(&self) -> Option<u64> {
        (self.ready() && !self.shown()).then_some(self.slice)
    }

    /// The positions to ask the worker for: the hovered cell, the game's
    /// position and the positions one move from them, and the game so far
    /// (its value history), those the page lacks.
    pub fn wanted_cells(&self) -> Vec<[u64; 3]> {
        let Some(rule) = self.rule().filter(|_| self.ready()) else {
            return Vec::new();
        };
        let mut all = self.game();
        all.extend(View::with_children(&rule, self.position()));
        // The hovered cell is in the slice drawn (which may still be the
        // previous one while the next is on its way).
        let drawn = self.view.slice.as_ref().map(|(c, _)| *c);
        if let Some(((a, b), c)) = self.hover.zip(drawn) {
            all.extend(View::with_children(&rule, [a, b, c]));
        }
        self.view.missing(&all)
    }

    /// The computer's move (the seed's rule on the page's values), when it
    /// is its turn and the values are there.
    pub fn computer_move(&self) -> Option<[u64; 3]> {
        if !self.ready() || !self.computer_to_move() {
            return None;
        }
        self.view.optimal_move(&self.rule()?, self.position())
    }

    /// The position on the board.
    pub fn position(&self) -> [u64; 3] {
        three(self.session.position()).unwrap_or(self.request.dims)
    }

    /// The positions of the game so far, from the start.
    pub fn game(&self) -> Vec<[u64; 3]> {
        (0..=self.session.cursor)
            .filter_map(|ply| three(self.session.position_after(ply)))
            .collect()
    }

    /// True when it is the computer's turn and it can move.
    pub fn computer_to_move(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }
}

/// A position of three heaps.
pub fn three(p: &Position) -> Option<[u64; 3]> {
    p.numbers().try_into().ok()
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let (epoch, request) = (self.epoch, self.request);
        let running = matches!(self.job, Job::Running { .. });
        let ready = self.ready();
        reduce_with(self, |next| {
            match action {
                Action::Load(query) => *next = State::from_query(query, epoch + 1),
                Action::Progress(e, done, total) if e == epoch && running => {
                    next.job = Job::Running { done, total };
                }
                Action::Done(e, ms, worker_bytes) if e == epoch && running => {
                    next.job = Job::Ready { ms, worker_bytes };
                }
                Action::Answer(e, query, values, at) if e == epoch && ready => match query {
                    JobQuery::MinNimSlice { c } => {
                        if let Job::Ready { ms, .. } = &mut next.job
                            && next.view.slice.is_none()
                        {
                            // The first values drawn: the table's time.
                            *ms = at;
                        }
                        next.view.slice = Some((c, values));
                    }
                    JobQuery::MinNimCells { positions } => {
                        next.view = next.view.learn(&positions, &values);
                    }
                },
                Action::Failed(e) if e == epoch && running => next.job = Job::Failed,
                Action::Cancel if running => next.job = Job::Cancelled,
                Action::Retry if !running => {
                    let problems = Vec::new();
                    *next = State::from_query(MinNimQuery { request, problems }, epoch + 1);
                }
                Action::Slice(c) => next.slice = c.min(request.dims[2]),
                Action::Hover(cell) => next.hover = cell,
                Action::ComputerMove(ply, to) => {
                    return nav::play(&mut next.session, Mover::Computer(ply), &to);
                }
                Action::Session(m) => return apply(&mut next.session, &m),
                _ => return false,
            }
            true
        })
    }
}
