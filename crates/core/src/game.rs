//! What the generic solver needs to know about a game: its moves. Positions
//! with no move are terminal; the convention decides who won there.
//!
//! No game implements this trait: a game implements only
//! [`crate::ruleset::Ruleset`], and every `Ruleset` is a `Game` through the
//! blanket impl in `engine/adapters.rs` (beside `Naive`, the plain-rules
//! view the proofs use).

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
    /// equivalent positions ([`crate::ruleset::Ruleset::canonical`]).
    fn canonical(&self, position: &Self::Position) -> Self::Position;

    /// The canonical forms of the positions one move away from `position`,
    /// which is itself canonical (duplicates allowed): what the solver
    /// walks ([`crate::ruleset::Ruleset::canonical_moves`]).
    fn canonical_moves(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// An upper bound on the number of canonical positions reachable from
    /// `position` (itself included), or `None` when unknown: the solver
    /// refuses at once when it is past its budget, instead of generating
    /// moves (a Nim heap of `u64::MAX` stones has that many)
    /// ([`crate::ruleset::Ruleset::reachable_bound`]).
    fn reachable_bound(&self, position: &Self::Position) -> Option<u128>;
}
