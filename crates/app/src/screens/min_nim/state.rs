//! The Min Nim screen's reducer: the request, whether its job was
//! cancelled, the slice and cell explored, and a game played on the table
//! against the computer (the person moves first), as the core's
//! [`Session`] of `min-nim:R1,R2,R3`, moved by the app's one reducer
//! over a session ([`game::step`]).
//!
//! The job runs through the app's one job runner ([`crate::jobs::use_job`]);
//! its answers come back tagged with the job's request, so a late answer
//! from a job the page has replaced changes nothing.
//!
//! The table stays in the worker: the state holds a [`View`] (the slice
//! shown, the positions asked for) and says what to ask next
//! ([`State::wanted_slice`], [`State::wanted_cells`]).

use std::rc::Rc;

use nimatron_core::computer::Strength;
use nimatron_core::games::min_nim::MinNimRule;
use nimatron_core::job::{JobQuery, JobRequest};
use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, Position};
use yew::prelude::*;

use super::url::{MinNimQuery, QueryError, Request};
use super::view::View;
use crate::jobs::Answer;
use crate::play::game::{self, GameAction, reduce_with};
use crate::screens::nav;

/// The screen's state.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The table asked for.
    pub request: Request,
    /// What the URL asked for that was refused.
    pub problems: Vec<QueryError>,
    /// The person cancelled the job (until Retry or another URL).
    pub cancelled: bool,
    /// The slice shown: heap 3 fixed at this size.
    pub slice: u64,
    /// The cell under the pointer, `(heap 1, heap 2)` in the slice.
    pub hover: Option<(u64, u64)>,
    /// The game against the computer, from the box's corner or the URL's
    /// position.
    pub session: Session,
    /// What the page holds of the worker's table.
    pub view: View,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A new URL: a new job.
    Load(MinNimQuery),
    /// The finished job answered a question.
    Answer(Answer),
    /// Stop the job (the worker is terminated).
    Cancel,
    /// Compute again.
    Retry,
    /// Show another slice.
    Slice(u64),
    /// The pointer is over a cell (or left).
    Hover(Option<(u64, u64)>),
    /// A move (the board's, the computer's), undo, redo or restart from
    /// the play screen's panels: the app's one reducer ([`game::step`]).
    Game(GameAction),
}

impl State {
    /// The first state: a job starts at once.
    pub fn from_query(query: MinNimQuery) -> Self {
        let dims = query.request.dims;
        State {
            request: query.request,
            problems: query.problems,
            cancelled: false,
            slice: dims[2],
            hover: None,
            session: nav::new_session(
                &query.request.game(),
                Position::new(query.position.unwrap_or(dims).to_vec()),
                Convention::Normal,
                First::Me,
                Opponent::Computer(Strength::Perfect),
            ),
            view: View::new(dims),
        }
    }

    /// The worker's job for the table (normal play, as the seed plays),
    /// none once cancelled.
    pub fn job(&self) -> Option<JobRequest> {
        (!self.cancelled).then_some(JobRequest::MinNim {
            dims: self.request.dims,
            removals: self.request.set,
            misere: false,
        })
    }

    /// The rule (the request was checked before its job ran).
    pub fn rule(&self) -> Option<MinNimRule> {
        MinNimRule::new(&self.request.set).ok()
    }

    /// True once the slice shown is on the page.
    pub fn shown(&self) -> bool {
        self.view
            .slice
            .as_ref()
            .is_some_and(|(c, _)| *c == self.slice)
    }

    /// The slice to ask the finished job for, when the page lacks it.
    pub fn wanted_slice(&self) -> Option<u64> {
        (!self.shown()).then_some(self.slice)
    }

    /// The positions to ask the finished job for: the hovered cell, the
    /// game's position and the positions one move from them, and the game
    /// so far (its value history), those the page lacks.
    pub fn wanted_cells(&self) -> Vec<[u64; 3]> {
        let Some(rule) = self.rule() else {
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
        if !self.computer_to_move() {
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
        let (job, dims) = (self.job(), self.request.dims);
        reduce_with(self, |next| {
            match action {
                Action::Load(query) => *next = State::from_query(query),
                // An answer from the job of another request (or of one
                // since cancelled) is stale.
                Action::Answer(answer) if Some(&answer.request) == job.as_ref() => {
                    match answer.query {
                        JobQuery::MinNimSlice { c } => next.view.slice = Some((c, answer.cells)),
                        JobQuery::MinNimCells { positions } => {
                            next.view = next.view.learn(&positions, &answer.cells);
                        }
                    }
                }
                Action::Cancel => next.cancelled = true,
                Action::Retry => {
                    next.cancelled = false;
                    next.problems.clear();
                }
                Action::Slice(c) => next.slice = c.min(dims[2]),
                Action::Hover(cell) => next.hover = cell,
                Action::Game(action) => {
                    return game::step(&mut next.session, &action).unwrap_or(false);
                }
                _ => return false,
            }
            true
        })
    }
}
