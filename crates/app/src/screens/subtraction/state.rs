//! The simplified-Nim screen's one reducer: a setup (from the URL) and the
//! game played since, as the core's [`Session`] of the game `take:K` on one
//! heap. Everything else — the heap left, whose turn, the winner — is
//! derived from the session, so it cannot disagree with the moves.
//!
//! Seats: [`Seat::A`] moves first. Against the computer, the computer holds
//! seat A when it starts, seat B otherwise; with a friend, seat A is
//! "player 1".

use std::rc::Rc;

use nimatron_core::Position;
use nimatron_core::session::{Ending, Seat, Session};
use yew::prelude::*;

use super::url::{QueryError, Setup, SubtractionQuery};
use crate::play::panels::session::{SessionMove, apply, reduce_with};
use crate::screens::nav::{self, Mover};
use crate::screens::query::FromQuery;

/// The screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The game being played.
    pub setup: Setup,
    /// The game: a heap of `setup.n` and the moves played on it.
    pub session: Session,
    /// What the URL asked for that was refused.
    pub problems: Vec<QueryError>,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A new URL: a new game.
    Load(SubtractionQuery),
    /// The person to move takes this many (ignored if not allowed, or if
    /// it is the computer's turn).
    Take(u64),
    /// The computer's move, chosen for the position after `ply` moves
    /// (stale choices are ignored).
    ComputerMove(usize, Position),
    /// Undo, redo, a Play button, start again (the shared panels).
    Session(SessionMove),
}

impl FromQuery for State {
    type Query = SubtractionQuery;

    /// The first state for a URL query.
    fn from_query(query: SubtractionQuery) -> Self {
        let setup = query.setup;
        let session = nav::new_session(
            &setup.game(),
            Position::new(vec![setup.n]),
            setup.convention,
            setup.first,
            setup.opponent,
        );
        State {
            setup,
            session,
            problems: query.problems,
        }
    }
}

impl State {
    /// Stones left (or, counting up, how far from the goal).
    pub fn remaining(&self) -> u64 {
        heap(self.session.position())
    }

    /// The takes so far, in order.
    pub fn takes(&self) -> Vec<u64> {
        let mut before = heap(&self.session.start);
        (1..=self.session.cursor)
            .map(|ply| {
                let after = heap(self.session.position_after(ply));
                let take = before.saturating_sub(after);
                before = after;
                take
            })
            .collect()
    }

    /// The total said so far in a counting-up game (stones taken).
    pub fn total(&self) -> u64 {
        self.setup.n.saturating_sub(self.remaining())
    }

    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        self.session.to_move()
    }

    /// The computer's seat, if it plays.
    pub fn computer_seat(&self) -> Option<Seat> {
        self.session.computer_seat()
    }

    /// True when the game is on and the computer is to move.
    pub fn computer_to_move(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }

    /// The result, once the heap is empty.
    pub fn ending(&self) -> Option<Ending> {
        nav::ending(&self.session)
    }

    /// The takes allowed now: `1..=min(k, remaining)`.
    pub fn allowed(&self) -> std::ops::RangeInclusive<u64> {
        1..=self.setup.k.min(self.remaining())
    }
}

/// The one heap of a position.
pub fn heap(p: &Position) -> u64 {
    p.numbers().first().copied().unwrap_or(0)
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        reduce_with(self, |next| match action {
            Action::Load(query) => {
                *next = State::from_query(query);
                true
            }
            Action::Take(take) => {
                let to = next
                    .remaining()
                    .checked_sub(take)
                    .map(|h| Position::new(vec![h]));
                to.is_some_and(|to| nav::play(&mut next.session, Mover::Person, &to))
            }
            Action::ComputerMove(ply, to) => {
                nav::play(&mut next.session, Mover::Computer(ply), &to)
            }
            Action::Session(m) => apply(&mut next.session, &m),
        })
    }
}
