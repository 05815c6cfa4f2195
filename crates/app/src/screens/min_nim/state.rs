//! The Min Nim screen's reducer: the request, the worker job, the table
//! once it arrives, the slice and cell explored, and a game played on the
//! table against the computer (the person moves first).
//!
//! Every job has an `epoch`; a worker's message names the epoch it was
//! started for, so a late message from a cancelled job changes nothing.

use std::rc::Rc;

use nimatron_core::games::min_nim::MinNimTable;
use yew::prelude::*;

use super::request::Request;
use super::url::{MinNimQuery, QueryError};

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
    /// The table, and how long it took (ms, from request to table).
    Ready {
        /// The table.
        table: Rc<MinNimTable>,
        /// Milliseconds.
        ms: u64,
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
    /// The positions of the game, from the start. Invariant: non-empty.
    pub game: Vec<[u64; 3]>,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A new URL: a new job.
    Load(MinNimQuery),
    /// Progress of job `epoch`.
    Progress(u64, u64, u64),
    /// Job `epoch` finished.
    Done(u64, Rc<MinNimTable>, u64),
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
    /// The person moves to this position.
    Move([u64; 3]),
    /// The computer's move, chosen after `ply` moves.
    ComputerMove(usize, [u64; 3]),
    /// Start the game again.
    Restart,
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
            game: vec![dims],
        }
    }

    /// The table, when ready.
    pub fn table(&self) -> Option<&Rc<MinNimTable>> {
        match &self.job {
            Job::Ready { table, .. } => Some(table),
            _ => None,
        }
    }

    /// The position on the board.
    pub fn position(&self) -> [u64; 3] {
        self.game.last().copied().unwrap_or(self.request.dims)
    }

    /// True when it is the computer's turn (odd ply) and it can move.
    pub fn computer_to_move(&self) -> bool {
        self.game.len().is_multiple_of(2) && self.legal_moves().next().is_some()
    }

    /// The positions one move away: heap 1, 2, 3, each with r1, r2, r3.
    pub fn legal_moves(&self) -> impl Iterator<Item = [u64; 3]> + '_ {
        let here = self.position();
        let set = self.request.set;
        (0..3).flat_map(move |heap| {
            set.into_iter().filter_map(move |r| {
                let mut to = here;
                to[heap] = here[heap].checked_sub(r)?;
                Some(to)
            })
        })
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        let running = matches!(self.job, Job::Running { .. });
        match action {
            Action::Load(query) => next = State::from_query(query, self.epoch + 1),
            Action::Progress(epoch, done, total) if epoch == self.epoch && running => {
                next.job = Job::Running { done, total };
            }
            Action::Done(epoch, table, ms) if epoch == self.epoch && running => {
                next.job = Job::Ready { table, ms };
            }
            Action::Failed(epoch) if epoch == self.epoch && running => next.job = Job::Failed,
            Action::Cancel if running => next.job = Job::Cancelled,
            Action::Retry if !running => {
                let query = MinNimQuery {
                    request: self.request,
                    problems: Vec::new(),
                };
                next = State::from_query(query, self.epoch + 1);
            }
            Action::Slice(c) => next.slice = c.min(self.request.dims[2]),
            Action::Hover(cell) => next.hover = cell,
            Action::Move(to) if !self.computer_to_move() && self.legal_moves().any(|m| m == to) => {
                next.game.push(to);
            }
            Action::ComputerMove(ply, to)
                if ply == self.game.len()
                    && self.computer_to_move()
                    && self.legal_moves().any(|m| m == to) =>
            {
                next.game.push(to);
            }
            Action::Restart => next.game.truncate(1),
            _ => return self,
        }
        if next == *self { self } else { Rc::new(next) }
    }
}

#[cfg(test)]
mod tests {
    use nimatron_core::Convention;
    use nimatron_core::games::min_nim::MinNimRule;

    use super::*;
    use crate::route::HashUrl;

    fn start() -> Rc<State> {
        let q = MinNimQuery::from_url(&HashUrl::parse("#/min-nim?heaps=3,3,3&set=1,2,3"));
        Rc::new(State::from_query(q, 1))
    }

    fn table() -> Rc<MinNimTable> {
        let rule = MinNimRule::new(&[1, 2, 3]).expect("rule");
        Rc::new(MinNimTable::compute([3, 3, 3], &rule, Convention::Normal).expect("table"))
    }

    #[test]
    fn jobs_ignore_stale_messages_and_cancel() {
        let s = start();
        assert!(matches!(s.job, Job::Running { done: 0, total: 64 }));
        let s = s.reduce(Action::Progress(0, 5, 64));
        assert!(matches!(s.job, Job::Running { done: 0, .. }));
        let s = s.reduce(Action::Progress(1, 32, 64));
        assert!(matches!(s.job, Job::Running { done: 32, .. }));
        let s = s.reduce(Action::Cancel);
        assert_eq!(s.job, Job::Cancelled);
        let s = s.reduce(Action::Done(1, table(), 3));
        assert_eq!(s.job, Job::Cancelled);
        let s = s.reduce(Action::Retry);
        assert_eq!(s.epoch, 2);
        let s = s.reduce(Action::Done(2, table(), 3));
        assert!(s.table().is_some());
    }

    #[test]
    fn moves_follow_the_rule_and_turns() {
        let s = start();
        assert_eq!(s.legal_moves().count(), 9);
        let s = s.reduce(Action::Move([3, 3, 5]));
        assert_eq!(s.game.len(), 1);
        let s = s.reduce(Action::Move([0, 3, 3]));
        assert_eq!(s.position(), [0, 3, 3]);
        assert!(s.computer_to_move());
        let s = s.reduce(Action::Move([0, 2, 3]));
        assert_eq!(s.game.len(), 2);
        let s = s.reduce(Action::ComputerMove(1, [0, 2, 3]));
        assert_eq!(s.game.len(), 2);
        let s = s.reduce(Action::ComputerMove(2, [0, 2, 3]));
        assert_eq!(s.position(), [0, 2, 3]);
        let s = s.reduce(Action::Restart);
        assert_eq!(s.position(), [3, 3, 3]);
        assert_eq!(s.reduce(Action::Slice(99)).slice, 3);
    }
}
