//! The Grundy-strip screen's reducer: the set, the game as the core's
//! [`Session`] of `subtraction:S` on several heaps (the person moves
//! first, the computer second) and what the URL refused.

use std::rc::Rc;

use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent, Seat, Session};
use nimatron_core::{Convention, Position};
use yew::prelude::*;

use super::url::{GrundyQuery, QueryError};
use crate::play::panels::session::{SessionMove, apply, reduce_with};
use crate::screens::nav::{self, Mover};
use crate::screens::query::FromQuery;
use crate::screens::query::list;

/// The screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The removals, sorted. Invariant: a valid `SubtractionSet`.
    pub set: Vec<u64>,
    /// The game against the computer, from the URL's heaps.
    pub session: Session,
    /// What the URL asked for that was refused.
    pub problems: Vec<QueryError>,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A new URL: a new game.
    Load(GrundyQuery),
    /// The person takes `take` from heap `heap`.
    Take(usize, u64),
    /// The computer's move, chosen after `ply` moves.
    ComputerMove(usize, Position),
    /// Undo, redo, a Play button, start again (the shared panels).
    Session(SessionMove),
}

impl FromQuery for State {
    type Query = GrundyQuery;

    /// The first state.
    fn from_query(q: GrundyQuery) -> Self {
        let session = nav::new_session(
            &format!("subtraction:{}", list(&q.set)),
            Position::new(q.heaps),
            Convention::Normal,
            First::Me,
            Opponent::Computer(Strength::Perfect),
        );
        State {
            set: q.set,
            session,
            problems: q.problems,
        }
    }
}

impl State {
    /// The heaps now.
    pub fn heaps(&self) -> &[u64] {
        self.session.position().numbers()
    }

    /// True when some move is left.
    pub fn can_move(&self) -> bool {
        !nav::is_over(&self.session)
    }

    /// The computer moves second.
    pub fn computer_to_move(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }

    /// True when the person (who moves first) has won: the game is over
    /// with the computer to move (normal play).
    pub fn person_won(&self) -> bool {
        !self.can_move() && self.session.to_move() == Seat::B
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        reduce_with(self, |next| match action {
            Action::Load(q) => {
                *next = State::from_query(q);
                true
            }
            Action::Take(heap, take) => {
                let mut to = next.heaps().to_vec();
                match to.get_mut(heap).and_then(|h| h.checked_sub(take)) {
                    Some(left) => {
                        to[heap] = left;
                        nav::play(&mut next.session, Mover::Person, &Position::new(to))
                    }
                    None => false,
                }
            }
            Action::ComputerMove(ply, to) => {
                nav::play(&mut next.session, Mover::Computer(ply), &to)
            }
            Action::Session(m) => apply(&mut next.session, &m),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens::query::FromUrl;

    fn heaps(text: &str) -> Position {
        text.parse().unwrap_or_default()
    }

    #[test]
    fn turns_and_legal_moves() {
        let q = GrundyQuery::from_hash("#/grundy?set=2,5&heaps=6,1");
        let s = Rc::new(State::from_query(q));
        let s = s.reduce(Action::Take(1, 2));
        assert_eq!(s.session.cursor, 0);
        let s = s.reduce(Action::Take(0, 3));
        assert_eq!(s.session.cursor, 0);
        let s = s.reduce(Action::Take(0, 5));
        assert_eq!(s.heaps(), &[1, 1]);
        assert!(!s.can_move() && !s.computer_to_move() && s.person_won());
        let s = s.reduce(Action::ComputerMove(1, heaps("0,1")));
        assert_eq!(s.session.cursor, 1);
        let s = s.reduce(Action::Session(SessionMove::Restart));
        assert_eq!(s.heaps(), &[6, 1]);
        let s = s.reduce(Action::Take(0, 2));
        assert!(s.computer_to_move());
        let s = s.reduce(Action::Take(0, 2));
        assert_eq!(s.heaps(), &[4, 1]);
        let s = s.reduce(Action::ComputerMove(2, heaps("2,1")));
        assert_eq!(s.heaps(), &[4, 1], "a stale ply");
        let s = s.reduce(Action::ComputerMove(1, heaps("2,1")));
        assert_eq!(s.heaps(), &[2, 1]);
        // The core's computer answers with a move of the set.
        let s = s
            .reduce(Action::Take(0, 2))
            .reduce(Action::Session(SessionMove::Restart));
        let s = s.reduce(Action::Take(1, 2));
        assert_eq!(s.session.cursor, 0);
        let s = s.reduce(Action::Take(0, 5));
        assert!(!s.computer_to_move());
        let s = Rc::new(State::from_query(GrundyQuery::from_hash(
            "#/grundy?set=1,3,4&heaps=5,7,9",
        )))
        .reduce(Action::Take(0, 1));
        let (ply, to) = nav::computer_reply(&s.session).expect("a move");
        assert_eq!(s.reduce(Action::ComputerMove(ply, to)).session.cursor, 2);
    }
}
