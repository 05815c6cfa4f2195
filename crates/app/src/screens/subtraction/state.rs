//! The simplified-Nim screen's game: a setup (from the URL) and the game
//! played since, as the core's [`Session`] of the game `take:K` on one
//! heap, in the play panels' one reducer ([`ScreenGame`]). Everything
//! else — the heap left, whose turn, the winner — is derived from the
//! session, so it cannot disagree with the moves.
//!
//! Seats: `Seat::A` moves first. Against the computer, the computer holds
//! seat A when it starts, seat B otherwise; with a friend, seat A is
//! "player 1".

use nimatron_core::Position;
use nimatron_core::session::Session;

use super::url::{QueryError, Setup, SubtractionQuery};
use crate::play::panels::screen_game::{GameQuery, ScreenAction, ScreenGame};
use crate::screens::nav;

/// The screen's state: the game being played (its setup) and its moves.
pub type State = ScreenGame<SubtractionQuery>;

/// What changes the state; a take is from heap 0.
pub type Action = ScreenAction<SubtractionQuery>;

impl GameQuery for SubtractionQuery {
    type Setup = Setup;
    type Problem = QueryError;

    fn start(self) -> (Setup, Session, Vec<QueryError>) {
        let setup = self.setup;
        let session = nav::new_session(
            &setup.game(),
            Position::new(vec![self.position.unwrap_or(setup.n)]),
            setup.convention,
            setup.first,
            setup.opponent,
        );
        (setup, session, self.problems)
    }
}

impl State {
    /// Stones left (or, counting up, how far from the goal).
    pub fn remaining(&self) -> u64 {
        heap(self.session.position())
    }

    /// The total said so far in a counting-up game (stones taken).
    pub fn total(&self) -> u64 {
        self.setup.n.saturating_sub(self.remaining())
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
