//! A [`Ruleset`] seen as the solver's [`Game`], two ways.
//!
//! * [`Fast`] uses the game's canonical forms and canonical children: the
//!   solver the faces call when a game has no theorem.
//! * [`Naive`] uses only [`Ruleset::moves`]: the plain rules, no canonical
//!   form, no bound, no shortcut. It is the brute force that the tests
//!   prove every fast path (and `Fast` itself) against.

use crate::game::Game;
use crate::ruleset::Ruleset;

/// The solver's view of a game, with its canonical forms.
#[derive(Debug)]
pub struct Fast<'a, R>(pub &'a R);

impl<R: Ruleset> Game for Fast<'_, R> {
    type Position = R::Position;

    fn moves(&self, position: &R::Position) -> Vec<R::Position> {
        self.0.moves(position)
    }

    fn canonical(&self, position: &R::Position) -> R::Position {
        self.0.canonical(position)
    }

    fn canonical_moves(&self, position: &R::Position) -> Vec<R::Position> {
        self.0.canonical_moves(position)
    }

    fn reachable_bound(&self, position: &R::Position) -> Option<u128> {
        self.0.reachable_bound(position)
    }
}

/// The solver's view of a game by its plain rules only.
#[derive(Debug)]
pub struct Naive<'a, R>(pub &'a R);

impl<R: Ruleset> Game for Naive<'_, R> {
    type Position = R::Position;

    fn moves(&self, position: &R::Position) -> Vec<R::Position> {
        self.0.moves(position)
    }
}
