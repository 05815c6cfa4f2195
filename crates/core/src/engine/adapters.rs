//! A [`Ruleset`] seen as the solver's [`Game`], two ways.
//!
//! * Every `Ruleset` is a `Game` (the blanket impl below), with its
//!   canonical forms, canonical children and bound: the solver the faces
//!   call when a game has no theorem. No game implements `Game` by hand.
//! * [`Naive`] uses only [`Ruleset::moves`]: the plain rules, no canonical
//!   form, no bound, no shortcut. It is the brute force that the tests
//!   prove every fast path (and the canonical forms) against.

use crate::game::Game;
use crate::ruleset::Ruleset;

/// The solver's view of a game: its rules with its canonical forms.
impl<R: Ruleset> Game for R {
    type Position = R::Position;

    fn moves(&self, position: &R::Position) -> Vec<R::Position> {
        Ruleset::moves(self, position)
    }

    fn canonical(&self, position: &R::Position) -> R::Position {
        Ruleset::canonical(self, position)
    }

    fn canonical_moves(&self, position: &R::Position) -> Vec<R::Position> {
        Ruleset::canonical_moves(self, position)
    }

    fn reachable_bound(&self, position: &R::Position) -> Option<u128> {
        Ruleset::reachable_bound(self, position)
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

    // Rule: no canonical form: every position is its own class.
    fn canonical(&self, position: &R::Position) -> R::Position {
        position.clone()
    }

    fn canonical_moves(&self, position: &R::Position) -> Vec<R::Position> {
        self.0.moves(position)
    }

    // Rule: no bound: the solver finds out by searching.
    fn reachable_bound(&self, _: &R::Position) -> Option<u128> {
        None
    }
}
