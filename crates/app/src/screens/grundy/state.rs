//! The Grundy-strip screen's game: the set and a [`Session`] of
//! `subtraction:S` on several heaps (the person moves first, the computer
//! second), in the play panels' one reducer ([`ScreenGame`]). What the
//! board offers and says is read from the core, never worked out here:
//! the takes are the game's moves ([`State::takes`]) and the teaching
//! line is its analysis ([`State::teaching_line`]).
//!
//! [`Session`]: nimatron_core::session::Session

use nimatron_core::computer::Strength;
use nimatron_core::games::nim::{NimMove, move_between};
use nimatron_core::session::{First, Opponent, Session};
use nimatron_core::{Convention, Position};

use super::url::{GrundyQuery, QueryError};
use crate::engine;
use crate::play::cache;
use crate::play::panels::screen_game::{GameQuery, ScreenAction, ScreenGame};
use crate::screens::nav;
use crate::screens::query::list;

/// The screen's state; its setup is the set (sorted, a valid
/// `SubtractionSet`).
pub type State = ScreenGame<GrundyQuery>;

/// What changes the state.
pub type Action = ScreenAction<GrundyQuery>;

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

/// Most moves asked of the core for the take buttons (a set of at most a
/// few removals on each of the few heaps a URL may give).
const MAX_TAKES: usize = 4096;

impl State {
    /// The takes the core allows from each heap now (ascending), one
    /// button each: the game's own moves, said as takes.
    pub fn takes(&self) -> Vec<Vec<u64>> {
        let heaps = self.heaps();
        let mut takes = vec![Vec::new(); heaps.len()];
        let moves = engine::game(&self.session.game)
            .and_then(|g| g.moves(self.session.position(), MAX_TAKES))
            .unwrap_or_default();
        for m in moves
            .iter()
            .filter_map(|to| move_between(heaps, to.numbers()))
        {
            takes[m.heap].push(m.take);
        }
        takes.iter_mut().for_each(|t| t.sort_unstable());
        takes
    }

    /// The screen's teaching line from the core's analysis of the
    /// position: its Grundy value (the XOR of the heaps' values) and,
    /// when it is not 0, the winning move that zeroes it, first by heap
    /// then smallest take. `None` when the analysis gives no value.
    pub fn teaching_line(&self) -> Option<(u64, Option<NimMove>)> {
        let s = &self.session;
        let answer = cache::analyze(&s.game, s.position(), s.convention);
        let analysis = answer.as_ref().as_ref().ok()?;
        let heaps = self.heaps();
        let first = analysis
            .winning_moves
            .iter()
            .filter_map(|m| move_between(heaps, m.to.numbers()))
            .min_by_key(|m| (m.heap, m.take));
        Some((analysis.grundy?, first))
    }
}
