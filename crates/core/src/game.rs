//! What the generic solver needs to know about a game: its moves. Positions
//! with no move are terminal; the convention decides who won there.

use std::hash::Hash;

/// A finite impartial game: both players have the same moves, and every
/// play ends.
pub trait Game {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// Every position reachable in one move (duplicates allowed).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// A representative of the positions equivalent to `position` (for
    /// example heaps sorted, empty heaps dropped), so the memo stores each
    /// class once. Every value the solver computes must be the same for
    /// equivalent positions. The default is the position itself.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }
}
