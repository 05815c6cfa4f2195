//! The Grundy-strip screen's game: the set and a [`Session`] of
//! `subtraction:S` on several heaps (the person moves first, the computer
//! second), in the play panels' one reducer ([`ScreenGame`]).
//!
//! [`Session`]: nimatron_core::session::Session

use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, Position};

use super::url::{GrundyQuery, QueryError};
use crate::play::panels::screen_game::{GameAction, GameQuery, ScreenGame};
use crate::screens::nav;
use crate::screens::query::list;

/// The screen's state; its setup is the set (sorted, a valid
/// `SubtractionSet`).
pub type State = ScreenGame<GrundyQuery>;

/// What changes the state.
pub type Action = GameAction<GrundyQuery>;

impl GameQuery for GrundyQuery {
    type Setup = Vec<u64>;
    type Problem = QueryError;

    fn start(self) -> (Vec<u64>, Session, Vec<QueryError>) {
        let game = format!("subtraction:{}", list(&self.set));
        let (start, perfect) = (
            Position::new(self.heaps),
            Opponent::Computer(Strength::Perfect),
        );
        let session = nav::new_session(&game, start, Convention::Normal, First::Me, perfect);
        (self.set, session, self.problems)
    }
}

#[cfg(test)]
mod tests {
    use nimatron_core::session::Seat;
    use yew::Reducible;

    use super::*;
    use crate::play::panels::session::SessionMove;
    use crate::screens::query::FromQuery;

    #[test]
    fn turns_and_legal_moves() {
        let s = State::from_hash("#/grundy?set=2,5&heaps=6,1");
        let s = s.reduce(Action::Take(1, 2));
        assert_eq!(s.session.cursor, 0);
        let s = s.reduce(Action::Take(0, 3));
        assert_eq!(s.session.cursor, 0);
        let s = s.reduce(Action::Take(0, 5));
        assert_eq!(s.heaps(), &[1, 1]);
        assert!(s.is_over() && !s.computer_to_move());
        assert_eq!(
            s.ending().map(|e| e.winner),
            Some(Seat::A),
            "the person won"
        );
        let s = s.reduce(Action::ComputerMove(1, Position::new(vec![0, 1])));
        assert_eq!(s.session.cursor, 1);
        let s = s.reduce(Action::Session(SessionMove::Restart));
        assert_eq!(s.heaps(), &[6, 1]);
        let s = s.reduce(Action::Take(0, 2));
        assert!(s.computer_to_move());
        let s = s.reduce(Action::Take(0, 2));
        assert_eq!(s.heaps(), &[4, 1]);
        let s = s.reduce(Action::ComputerMove(2, Position::new(vec![2, 1])));
        assert_eq!(s.heaps(), &[4, 1], "a stale ply");
        let s = s.reduce(Action::ComputerMove(1, Position::new(vec![2, 1])));
        assert_eq!(s.heaps(), &[2, 1]);
        // The core's computer answers with a move of the set.
        let s = s
            .reduce(Action::Take(0, 2))
            .reduce(Action::Session(SessionMove::Restart));
        let s = s.reduce(Action::Take(1, 2));
        assert_eq!(s.session.cursor, 0);
        let s = s.reduce(Action::Take(0, 5));
        assert!(!s.computer_to_move());
        let s = State::from_hash("#/grundy?set=1,3,4&heaps=5,7,9").reduce(Action::Take(0, 1));
        let (ply, to) = nav::computer_reply(&s.session).expect("a move");
        assert_eq!(s.reduce(Action::ComputerMove(ply, to)).session.cursor, 2);
    }
}
