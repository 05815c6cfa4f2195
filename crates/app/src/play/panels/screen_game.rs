//! One reducer for the teaching screens whose whole state is a game read
//! from their URL (the Grundy strip's heaps, simplified Nim's one heap):
//! what the URL set up, the core's [`Session`] started from it, and what
//! the URL refused.
//!
//! Why one: those screens differ in their board and their teaching parts,
//! not in how a game moves. A take from a heap, the computer's move and
//! the shared panels' moves are the app's one [`GameAction`], applied by
//! its one reducer ([`game::step`]), so the screens keep no reducer of
//! their own, only what their words read from the game ([`GameQuery`] and
//! methods on `ScreenGame<TheirQuery>`).

use std::fmt::Debug;
use std::rc::Rc;

use nimatron_core::Position;
use nimatron_core::session::{Ending, Session};
use yew::prelude::*;

use crate::play::game::{self, GameAction, reduce_with};
use crate::screens::nav;
use crate::screens::query::{FromQuery, FromUrl};

/// A screen's URL query that starts a game.
pub trait GameQuery: FromUrl + Clone + PartialEq + Debug {
    /// What the screen shows beside the game (a set, a heap and `k`).
    type Setup: Clone + PartialEq + Debug;
    /// A refused URL value.
    type Problem: Clone + PartialEq + Debug;

    /// The setup, the game it starts and the refused values.
    fn start(self) -> (Self::Setup, Session, Vec<Self::Problem>);
}

/// A screen's state: its setup and the game played on it.
#[derive(Debug, Clone, PartialEq)]
pub struct ScreenGame<Q: GameQuery> {
    /// What the URL set up.
    pub setup: Q::Setup,
    /// The game since.
    pub session: Session,
    /// What the URL asked for that was refused.
    pub problems: Vec<Q::Problem>,
}

/// What changes a [`ScreenGame`].
#[derive(Debug, Clone, PartialEq)]
pub enum ScreenAction<Q> {
    /// A new URL: a new game.
    Load(Q),
    /// The person takes this many from this heap (ignored when not
    /// allowed, or on the computer's turn).
    Take(usize, u64),
    /// A move, the computer's move, undo, redo, a Play button, start
    /// again (the app's one reducer, [`game::step`]).
    Game(GameAction),
}

/// Props of a screen's board over its [`ScreenGame`].
#[derive(Debug, Properties, PartialEq)]
pub struct GameProps<Q: GameQuery> {
    /// The game.
    pub state: Rc<ScreenGame<Q>>,
    /// Moves, undo, restart.
    pub on_action: Callback<ScreenAction<Q>>,
    /// Exam mode (`play::exam`).
    #[prop_or_default]
    pub exam: crate::play::exam::Exam,
}

impl<Q: GameQuery> FromQuery for ScreenGame<Q> {
    type Query = Q;

    fn from_query(query: Q) -> Self {
        let (setup, session, problems) = query.start();
        ScreenGame {
            setup,
            session,
            problems,
        }
    }
}

impl<Q: GameQuery> ScreenGame<Q> {
    /// The heaps now.
    pub fn heaps(&self) -> &[u64] {
        self.session.position().numbers()
    }

    /// True when the game is on and the computer is to move.
    pub fn computer_to_move(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }

    /// True when nobody can move.
    pub fn is_over(&self) -> bool {
        nav::is_over(&self.session)
    }

    /// The result, once the game is over.
    pub fn ending(&self) -> Option<Ending> {
        nav::ending(&self.session)
    }

    /// The position after taking `take` from heap `heap`, if there is
    /// such a heap with that many.
    fn after_take(&self, heap: usize, take: u64) -> Option<Position> {
        let mut to = self.heaps().to_vec();
        let left = to.get(heap)?.checked_sub(take)?;
        to[heap] = left;
        Some(Position::new(to))
    }
}

impl<Q: GameQuery> Reducible for ScreenGame<Q> {
    type Action = ScreenAction<Q>;

    fn reduce(self: Rc<Self>, action: ScreenAction<Q>) -> Rc<Self> {
        reduce_with(self, |next| match action {
            ScreenAction::Load(query) => {
                *next = ScreenGame::from_query(query);
                true
            }
            // Rule: these screens show no refusal of a click (their
            // buttons offer only the takes allowed).
            ScreenAction::Take(heap, take) => next.after_take(heap, take).is_some_and(|to| {
                game::step(&mut next.session, &GameAction::Play(to)).unwrap_or(false)
            }),
            ScreenAction::Game(action) => game::step(&mut next.session, &action).unwrap_or(false),
        })
    }
}
