//! The games of the family, each with its theorem as a fast path.
//!
//! | game | outcome | Grundy | remoteness |
//! |---|---|---|---|
//! | [`nim`] | Bouton (any heaps) | nim-sum | closed form (proved in [`nim::remoteness()`]) |
//! | [`subtraction`] `take:K` | `n mod (K+1)`, misère rule proved in [`subtraction::take`] | XOR of residues | closed form for one heap, else solver |
//! | [`subtraction`] explicit `S` | periodic sequences (any heap) | XOR | 1-D table for one heap, else solver |
//! | [`wythoff`] | golden-ratio pairs (any `u64`) | table | table |
//! | [`min_nim`] | Sprague–Grundy (normal), table (misère) | XOR | table |
//! | [`octal`] codes `0.77`, `0.07`, `4.07`, … | — | rare-value engine; periodicity theorem | — |
//! | [`octal`] Grundy's game | — | rare-value engine (no period theorem) | — |
//!
//! Every fast path is proved against [`crate::solver`] by the tests in
//! `crates/core/tests/` (one file per game: `nim.rs`, `take.rs`,
//! `subtraction_sets.rs`, `wythoff.rs`, `min_nim.rs`, `octal.rs` — the
//! rare-value engine against the plain quadratic [`octal::naive`]).

mod heaps;
pub mod min_nim;
pub mod nim;
pub mod take_break;
pub mod subtraction;
pub mod wythoff;
