//! The Min Nim screen's reducer: the request, the worker job, the table
//! once it arrives, the slice and cell explored, and a game played on the
//! table against the computer (the person moves first), as the core's
//! [`Session`] of `min-nim:R1,R2,R3`.
//!
//! Every job has an `epoch`; a worker's message names the epoch it was
//! started for, so a late message from a cancelled job changes nothing.

use std::rc::Rc;

use nimatron_core::computer::Strength;
use nimatron_core::games::min_nim::MinNimTable;
use nimatron_core::session::{First, Opponent, Seat, Session};
use nimatron_core::{Convention, Position};
use yew::prelude::*;

use super::request::Request;
use super::url::{MinNimQuery, QueryError};
use crate::engine;
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
    /// The game against the computer, from the box's corner.
    pub session: Session,
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
    ComputerMove(usize, Position),
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
            session: nav::new_session(
                &query.request.game(),
                Position::new(dims.to_vec()),
                Convention::Normal,
                First::Me,
                Opponent::Computer(Strength::Perfect),
            ),
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

    /// True when the person (who moves first) has won: the game is over
    /// with the computer to move (normal play).
    pub fn person_won(&self) -> bool {
        nav::is_over(&self.session) && self.session.to_move() == Seat::B
    }

    /// The positions one move away (the core's moves: heap 1, 2, 3, each
    /// with r1, r2, r3).
    pub fn legal_moves(&self) -> Vec<[u64; 3]> {
        engine::game(&self.session.game)
            .and_then(|g| g.moves(self.session.position(), 9))
            .map(|moves| moves.iter().filter_map(three).collect())
            .unwrap_or_default()
    }
}

/// A position of three heaps.
fn three(p: &Position) -> Option<[u64; 3]> {
    p.numbers().try_into().ok()
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
            Action::Move(to) => {
                if !nav::play(
                    &mut next.session,
                    Mover::Person,
                    &Position::new(to.to_vec()),
                ) {
                    return self;
                }
            }
            Action::ComputerMove(ply, to) => {
                if !nav::play(&mut next.session, Mover::Computer(ply), &to) {
                    return self;
                }
            }
            Action::Restart => next.session.restart(),
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
    use crate::screens::query::FromUrl;

    fn start() -> Rc<State> {
        let q = MinNimQuery::from_hash("#/min-nim?heaps=3,3,3&set=1,2,3");
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
        assert_eq!(s.legal_moves().len(), 9);
        let s = s.reduce(Action::Move([3, 3, 5]));
        assert_eq!(s.game().len(), 1);
        let s = s.reduce(Action::Move([0, 3, 3]));
        assert_eq!(s.position(), [0, 3, 3]);
        assert!(s.computer_to_move());
        let s = s.reduce(Action::Move([0, 2, 3]));
        assert_eq!(s.game().len(), 2);
        let to = |t: &str| t.parse::<Position>().unwrap_or_default();
        let s = s.reduce(Action::ComputerMove(0, to("0,2,3")));
        assert_eq!(s.game().len(), 2, "a stale ply");
        let s = s.reduce(Action::ComputerMove(1, to("0,2,3")));
        assert_eq!(s.position(), [0, 2, 3]);
        assert_eq!(s.game(), vec![[3, 3, 3], [0, 3, 3], [0, 2, 3]]);
        // The core's computer plays the seed's optimal move.
        let before = start().reduce(Action::Move([2, 3, 3]));
        let (ply, reply) = nav::computer_reply(&before.session).expect("a move");
        let at = [2, 3, 3];
        assert_eq!(
            Some(reply.numbers()),
            table()
                .optimal_move(at[0], at[1], at[2])
                .as_ref()
                .map(|m| &m[..])
        );
        assert_eq!(
            before.reduce(Action::ComputerMove(ply, reply)).game().len(),
            3
        );
        let s = s.reduce(Action::Restart);
        assert_eq!(s.position(), [3, 3, 3]);
        assert_eq!(s.reduce(Action::Slice(99)).slice, 3);
    }
}
