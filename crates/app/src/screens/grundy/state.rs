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
