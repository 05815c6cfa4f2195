//! The generic solver for finite impartial games: the brute force that every
//! closed form of [`crate::games`] is proved against, and the fallback for
//! values that have no closed form (remoteness, misère sums).
//!
//! Two engines, one set of rules ([`rules`]):
//!
//! * [`solve`] — memoised search over [`Game::canonical`] positions, with an
//!   explicit stack (no recursion, so no depth limit) and a budget of
//!   canonical positions: past it the answer is `None`, never a freeze.
//! * [`table`] — a flat table for bounded product spaces (positions are
//!   vectors with `x_i <= bound_i`, moves only decrease coordinates), solved
//!   cell by cell in increasing flat index, resumable in chunks. Wythoff's
//!   Grundy/remoteness tables and Min Nim use it.
//!
//! The rules (Steinhaus' remoteness, as in the Min Nim seed):
//! a terminal position has remoteness 0 and is P under normal play, N under
//! misère; an N-position has remoteness 1 + the least remoteness of its
//! P-children; a P-position 1 + the greatest remoteness of its children.
//! A consequence the table relies on: the outcome is the parity of the
//! remoteness (normal play: P ⟺ even; misère: P ⟺ odd).
//!
//! ```
//! use nimatron_core::{games::nim::Nim, solver, Convention, Outcome};
//! let v = solver::solve(&Nim, &vec![3, 4, 5], Convention::Normal, 1000).unwrap();
//! assert_eq!(v.outcome, Outcome::N);
//! assert_eq!(v.grundy, Some(2));
//! assert!(solver::solve(&Nim, &vec![30, 40, 50], Convention::Normal, 10).is_none());
//! ```

pub mod rules;
mod search;
pub mod table;

use crate::Convention;
use crate::game::Game;

pub use rules::Values;
pub use search::Solver;

/// Values of `position`, or `None` when more than `budget` canonical
/// positions would have to be explored (or more than
/// `budget ×` [`crate::limits::SOLVER_MOVES_PER_POSITION`] moves generated, or the game's
/// [`Game::reachable_bound`] already exceeds `budget`).
pub fn solve<G: Game>(
    game: &G,
    position: &G::Position,
    convention: Convention,
    budget: usize,
) -> Option<Values> {
    Solver::new(game, convention, budget).solve(position)
}
