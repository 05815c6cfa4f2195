//! The generic solver for finite impartial games (CORE HELPER: implement).
//!
//! Outcome, remoteness and Grundy value of any position, by memoised search
//! over canonical positions, bounded by a budget of positions.

use crate::Convention;
use crate::Outcome;
use crate::game::Game;

/// Values of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Values {
    /// N or P for the player to move.
    pub outcome: Outcome,
    /// Terminal 0; N: 1 + least remoteness among P-children; P: 1 + greatest
    /// remoteness among children.
    pub remoteness: u64,
    /// Normal play only.
    pub grundy: Option<u64>,
}

/// Values of `position`, or `None` when more than `budget` canonical
/// positions would have to be explored.
pub fn solve<G: Game>(
    _game: &G,
    _position: &G::Position,
    _convention: Convention,
    _budget: usize,
) -> Option<Values> {
    todo!("core helper")
}

/// Remoteness within [`crate::limits::SOLVER_BUDGET`], else `None`.
pub fn remoteness_within_budget<G: Game>(
    game: &G,
    position: &G::Position,
    convention: Convention,
) -> Option<u64> {
    solve(game, position, convention, crate::limits::SOLVER_BUDGET).map(|v| v.remoteness)
}
