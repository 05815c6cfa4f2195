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
//! * [`analyze`] — one [`Analysis`] for any [`GameSpec`] and position.
//! * [`games::nim`] — Bouton's rule, [`games::nim::winning_moves`],
//!   [`games::nim::recommended_move`], and the remoteness closed form with
//!   [`games::nim::best_move`] for the computer opponent.
//! * [`games::subtraction`] — `take:K` and explicit sets: Grundy sequences
//!   as iterators, periodicity, [`games::subtraction::sequence`].
//! * [`games::wythoff`] — cold pairs, partners, winning moves.
//! * [`games::min_nim`] — [`games::min_nim::MinNimTable`] (chunked builder
//!   for a web worker, optimal moves, `--dump` cells).
//! * [`games::take_break`] — take-and-break games (octal codes such as Kayles
//!   `0.77`, Grundy's game): the rare-value Grundy engine
//!   ([`games::take_break::RareValueBuilder`], chunked), the octal periodicity
//!   theorem, and the published statistics.
//! * [`explain::bouton`] — Bouton's method as data, step by step.
//! * [`solver`] — the brute force behind the tests (and the fallback).
//! * [`limits`] — every stated limit; past one, [`CoreError::TooLarge`].
//!
//! ```
//! use nimatron_core::{analyze, Convention, GameSpec, Outcome};
//! let nim: GameSpec = "nim".parse().unwrap();
//! let a = analyze(&nim, &[3, 4, 5], Convention::Normal).unwrap();
//! assert_eq!(a.outcome, Outcome::N);
//! assert_eq!(a.nim_sum, Some(2));
//! assert_eq!(a.winning_moves[0].to, vec![1, 4, 5]);
//! ```
#![warn(missing_docs)]

pub mod analysis;
pub mod convention;
pub mod error;
pub mod explain;
pub mod game;
pub mod games;
pub mod limits;
pub mod nimber;
pub mod solver;
pub mod spec;

pub use analysis::{Analysis, Move, analyze};
pub use convention::{Convention, Outcome};
pub use error::CoreError;
pub use nimber::{Nimber, mex};
pub use spec::GameSpec;
