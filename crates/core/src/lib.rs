//! # nimatron-core
//!
//! The solver behind Nimatron: impartial games of the Nim family, their
//! outcomes (N/P), remoteness, Grundy values and every winning move.
//!
//! Each game has its theorem as a fast path (Bouton's nim-sum, `n mod (k+1)`,
//! Wythoff's golden-ratio pairs, ...) and the generic [`solver`] as its proof:
//! the tests check every closed form against brute force on all small
//! positions.
//!
//! This crate knows nothing about screens: no wasm-bindgen, web-sys or yew
//! (a test reads `Cargo.toml` to keep it so). The web app and the CLI are
//! thin faces on it.
//!
//! Where to start:
//!
//! * [`registry`] — every game, one line each; [`registry::game`] turns
//!   `nim`, `take:3`, `kayles` into a [`engine::AnyGame`].
//! * [`Ruleset`] — the one trait a game implements (rules, position
//!   syntax, theorems as fast paths); [`engine`] does everything else once:
//!   analysis, the computer opponent, the proof of every fast path.
//! * [`Position`] — the one text syntax of positions (`3,4,5`).
//! * [`session`] — a game being played: moves, undo/redo, seats, score.
//! * [`job`] — long computations in chunks, with progress and cancel.
//! * [`sequence`] — the Grundy sequence of any one-heap game and its
//!   report (largest value, rare values, period).
//! * [`worksheet`] — positions for a class, stable for a seed, with answers.
//! * [`games`] — one module per game with its theorem.
//! * [`games::take_break`] — the rare-value Grundy engine for long
//!   sequences of octal games and Grundy's game (chunked, with the octal
//!   periodicity theorem and the published statistics).
//! * [`explain::bouton`] — Bouton's method as data, step by step.
//! * [`solver`] — the brute force behind the tests (and the fallback).
//! * [`limits`] — every stated limit; past one, [`CoreError::TooLarge`].
//! * [`trig`] — cosine and sine for drawing on a circle, without the C
//!   maths library.
//!
//! ```
//! use nimatron_core::{analyze, Convention, Outcome};
//! let a = analyze("nim", "3,4,5", Convention::Normal).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert_eq!(a.nim_sum, Some(2));
//! assert_eq!(a.winning_moves[0].position, "1,4,5");
//! ```
#![warn(missing_docs)]

pub mod analysis;
pub mod board;
pub mod catalogue;
pub mod convention;
pub mod engine;
pub mod error;
pub mod explain;
pub mod first;
pub mod game;
pub mod games;
pub mod job;
pub mod limits;
pub mod nimber;
pub mod one_heap;
pub mod parts;
pub mod position;
pub mod record;
pub mod refusal;
pub mod registry;
pub mod review;
pub mod ruleset;
pub mod sequence;
pub mod session;
pub mod solver;
pub mod trig;
pub mod wide;
pub mod worksheet;

pub use analysis::{Analysis, Fact, FactKey, FactValue, Move};
pub use convention::{Convention, Outcome};
pub use engine::AnyGame;
pub use engine::computer::{self as computer, Strength};
pub use error::CoreError;
pub use nimber::{Nimber, mex};
pub use position::Position;
pub use refusal::{Refusal, RunWay};
pub use ruleset::{Board, Ruleset};

/// Analyses a position given as text (`analyze("nim", "3,4,5", …)`): the
/// game through [`registry::game`], the position through [`Position`].
pub fn analyze(game: &str, position: &str, convention: Convention) -> Result<Analysis, CoreError> {
    registry::game(game)?.analyze(&position.parse()?, convention)
}
