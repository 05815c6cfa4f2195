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

#[cfg(test)]
mod tests {
    use nimatron_core::Convention;
    use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};

    use super::*;
    use crate::screens::query::FromUrl;

    fn start() -> Rc<State> {
        let q = MinNimQuery::from_hash("#/min-nim?heaps=3,3,3&set=1,2,3");
        Rc::new(State::from_query(q, 1))
    }

    fn table() -> MinNimTable {
        let rule = MinNimRule::new(&[1, 2, 3]).expect("rule");
        MinNimTable::compute([3, 3, 3], &rule, Convention::Normal).expect("table")
    }

    /// The worker's answers to what the state wants, from `table`.
    fn answer(s: Rc<State>, table: &MinNimTable) -> Rc<State> {
        let mut s = s;
        if let Some(c) = s.wanted_slice() {
            let values = Rc::new(table.slice(c).expect("in the box"));
            let epoch = s.epoch;
            s = s.reduce(Action::Answer(
                epoch,
                JobQuery::MinNimSlice { c },
                values,
                9,
            ));
        }
        let positions = s.wanted_cells();
        let values = positions
            .iter()
            .map(|p| table.get(p[0], p[1], p[2]).map_or(u32::MAX, |v| v.1))
            .collect();
        let (query, epoch) = (JobQuery::MinNimCells { positions }, s.epoch);
        s.reduce(Action::Answer(epoch, query, Rc::new(values), 9))
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
        let s = s.reduce(Action::Done(1, 3, 64));
        assert_eq!(s.job, Job::Cancelled);
        let s = s.reduce(Action::Retry);
        assert_eq!(s.epoch, 2);
        assert_eq!(s.wanted_slice(), None, "nothing to ask before the end");
        let s = s.reduce(Action::Done(2, 3, 64));
        assert!(s.ready());
        assert_eq!(s.wanted_slice(), Some(3));
        // The first slice's arrival is the table's time; a stale answer
        // changes nothing.
        let values = Rc::new(table().slice(3).expect("slice"));
        let query = JobQuery::MinNimSlice { c: 3 };
        let stale = s
            .clone()
            .reduce(Action::Answer(1, query.clone(), values.clone(), 5));
        assert!(!stale.shown());
        let s = s.reduce(Action::Answer(2, query, values, 5));
        assert!(s.shown());
        assert_eq!(
            s.job,
            Job::Ready {
                ms: 5,
                worker_bytes: 64
            }
        );
        assert_eq!(s.wanted_slice(), None);
        let s = s.reduce(Action::Slice(1));
        assert_eq!(s.wanted_slice(), Some(1));
    }

    /// The page asks for what it shows, and once answered reads the
    /// table's values and plays the table's move.
    #[test]
    fn the_page_asks_for_what_it_shows() {
        let t = table();
        let s = start().reduce(Action::Done(1, 3, 64));
        // The corner and its 9 children (the corner is in the game).
        assert_eq!(s.wanted_cells().len(), 10);
        let s = answer(s, &t);
        assert!(s.wanted_cells().is_empty());
        assert_eq!(s.view.get([3, 3, 3]), t.get(3, 3, 3));
        let s = s.reduce(Action::Hover(Some((1, 2))));
        // (1, 2, 3) is in the slice shown; its children on heap 3 are not.
        assert_eq!(s.wanted_cells(), vec![[1, 2, 2], [1, 2, 1], [1, 2, 0]]);
        let s = answer(s, &t);
        assert!(s.wanted_cells().is_empty());
        let s = s.reduce(play([0, 3, 3]));
        assert_eq!(s.computer_move(), None, "its children are not known yet");
        let s = answer(s, &t);
        assert_eq!(s.computer_move(), t.optimal_move(0, 3, 3));
    }

    /// The person's move through the play screen's [`SessionMove`].
    fn play(to: [u64; 3]) -> Action {
        Action::Session(SessionMove::Play(Position::new(to.to_vec())))
    }

    #[test]
    fn moves_go_through_the_session() {
        let to = |t: &str| t.parse::<Position>().unwrap_or_default();
        let s = start().reduce(play([0, 3, 3]));
        assert!(s.computer_to_move());
        let s = s.reduce(Action::ComputerMove(0, to("0,2,3")));
        assert_eq!(s.position(), [0, 3, 3], "a stale ply");
        let s = s.reduce(Action::ComputerMove(1, to("0,2,3")));
        assert_eq!(s.game(), vec![[3, 3, 3], [0, 3, 3], [0, 2, 3]]);
        // Undo takes back the computer's answer too.
        let undone = s.clone().reduce(Action::Session(SessionMove::Undo));
        assert_eq!(undone.position(), [3, 3, 3]);
        // The core's computer plays the seed's optimal move.
        let before = start().reduce(play([2, 3, 3]));
        let (ply, reply) = nav::computer_reply(&before.session).expect("a move");
        let at = [2, 3, 3];
        let want = table().optimal_move(at[0], at[1], at[2]);
        assert_eq!(Some(reply.numbers()), want.as_ref().map(|m| &m[..]));
        // The page's own answer, from the values it asked for, agrees.
        let asked = answer(before.clone().reduce(Action::Done(1, 3, 64)), &table());
        assert_eq!(asked.computer_move(), want);
        assert_eq!(
            before.reduce(Action::ComputerMove(ply, reply)).game().len(),
            3
        );
        let s = s.reduce(Action::Session(SessionMove::Restart));
        assert_eq!(s.position(), [3, 3, 3]);
        assert_eq!(s.reduce(Action::Slice(99)).slice, 3);
    }
}
