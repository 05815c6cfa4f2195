//! The simplified-Nim screen's one reducer: a setup (from the URL) and the
//! takes played since. Everything else — the heap left, whose turn, the
//! winner — is derived, so it cannot disagree with the moves.
//!
//! Seats: seat 0 moves first. Against the computer, the computer holds
//! seat 0 when it starts, seat 1 otherwise; with a friend, seat 0 is
//! "player 1".

use std::rc::Rc;

use nimatron_core::Convention;
use yew::prelude::*;

use super::url::{First, Opponent, QueryError, Setup, SubtractionQuery};

/// The screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The game being played.
    pub setup: Setup,
    /// The takes so far, in order. Invariant: each is in `1..=k` and they
    /// sum to at most `setup.n`.
    pub takes: Vec<u64>,
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
    /// The computer's take, chosen for the position after `ply` moves
    /// (stale choices are ignored).
    ComputerTake {
        /// Moves made when the choice was made.
        ply: usize,
        /// Stones taken.
        take: u64,
    },
    /// Take back the last move (and the computer's answer before it).
    Undo,
    /// Start the same game again.
    Restart,
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    /// The seat that won.
    pub winner: usize,
}

impl State {
    /// The first state for a URL query.
    pub fn from_query(query: SubtractionQuery) -> Self {
        State {
            setup: query.setup,
            takes: Vec::new(),
            problems: query.problems,
        }
    }

    /// Stones left (or, counting up, how far from the goal).
    pub fn remaining(&self) -> u64 {
        let taken: u64 = self.takes.iter().sum();
        self.setup.n.saturating_sub(taken)
    }

    /// The total said so far in a counting-up game (stones taken).
    pub fn total(&self) -> u64 {
        self.setup.n - self.remaining()
    }

    /// The seat to move (0 or 1).
    pub fn to_move(&self) -> usize {
        self.takes.len() % 2
    }

    /// The computer's seat, if it plays.
    pub fn computer_seat(&self) -> Option<usize> {
        match (self.setup.opponent, self.setup.first) {
            (Opponent::Friend, _) => None,
            (Opponent::Computer, First::Computer) => Some(0),
            (Opponent::Computer, First::Me) => Some(1),
        }
    }

    /// True when the game is on and the computer is to move.
    pub fn computer_to_move(&self) -> bool {
        self.ending().is_none() && self.computer_seat() == Some(self.to_move())
    }

    /// The result, once the heap is empty.
    pub fn ending(&self) -> Option<Ending> {
        if self.remaining() > 0 || self.takes.is_empty() {
            return None;
        }
        let last = (self.takes.len() - 1) % 2;
        let winner = match self.setup.convention {
            // Rule: normal play — whoever takes the last stone wins.
            Convention::Normal => last,
            // Rule: misère — whoever takes the last stone loses.
            Convention::Misere => 1 - last,
        };
        Some(Ending { winner })
    }

    /// The takes allowed now: `1..=min(k, remaining)`.
    pub fn allowed(&self) -> std::ops::RangeInclusive<u64> {
        1..=self.setup.k.min(self.remaining())
    }

    fn play(&mut self, take: u64) {
        if self.ending().is_none() && self.allowed().contains(&take) {
            self.takes.push(take);
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(query) => next = State::from_query(query),
            Action::Take(take) => {
                if !self.computer_to_move() {
                    next.play(take);
                }
            }
            Action::ComputerTake { ply, take } => {
                if self.computer_to_move() && ply == self.takes.len() {
                    next.play(take);
                }
            }
            Action::Undo => {
                next.takes.pop();
                // Against the computer, go back to the person's turn.
                if next.computer_to_move() && !next.takes.is_empty() {
                    next.takes.pop();
                }
            }
            Action::Restart => next.takes.clear(),
        }
        if next == *self { self } else { Rc::new(next) }
    }
}
