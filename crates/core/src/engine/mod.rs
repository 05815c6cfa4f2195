//! The engine: everything written once for every game. A [`Ruleset`] gets
//! [`AnyGame`] for free (a blanket impl), and the faces hold games only as
//! `dyn AnyGame`, so they never name a game's own types.
//!
//! * [`analysis`](analyze) — outcome, Grundy value, remoteness, winning
//!   moves: each from the game's fast path when it has one, else from the
//!   solver within [`crate::limits::SOLVER_BUDGET`].
//! * [`computer`] — the computer opponent, at three strengths.
//! * [`proof`] — the check that every fast path equals the naive solver.
//! * [`RulesOnly`] — a game with its rules and none of this, for a page
//!   that asks the worker instead.

mod adapters;
mod analyze;
mod any_game;
pub mod computer;
mod memo_cache;
#[cfg(any(test, feature = "proof"))]
pub mod proof;
mod rules_only;

pub use adapters::Naive;
pub use analyze::{Depth, analyze, analyze_to};
pub use any_game::AnyGame;
pub use rules_only::{RulesOnly, rules_only, with_engine};
