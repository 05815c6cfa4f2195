//! The games of the family, each with its theorem as a fast path.
//!
//! | game | outcome | Grundy | remoteness |
//! |---|---|---|---|
//! | [`nim`] | Bouton (any heaps) | nim-sum | closed form (proved in [`nim::remoteness()`]) |
//! | [`subtraction`] `take:K` | `n mod (K+1)`, misère rule proved in [`subtraction::take`] | XOR of residues | closed form for one heap, else solver |
//! | [`subtraction`] explicit `S` | periodic sequences (any heap) | XOR | 1-D table for one heap, else solver |
//! | [`wythoff`] | golden-ratio pairs (any `u64`) | table | table |
//! | [`min_nim`] | Sprague–Grundy (normal), table (misère) | XOR | table |
//! | [`circular`] | circle of 4+ lost; rows by the 0.777 table (normal), solver (misère) | table | solver |
//! | [`kayles`] | Sprague–Grundy (normal), misère quotient (misère, any rows) | period 12 from 71 | solver |
//! | [`octal`] (`octal:CODE`, `dawson`, `grundy`) | Sprague–Grundy (normal), misère quotient where it covers the heaps, else solver (misère) | from the [`take_break`] engine, any size once a period is proved | solver |
//! | [`take_break`] (engine) | — | the one octal-code parser and rare-value engine: heap values of `kayles`, `octal`, `dawson`, `grundy`, and long sequences | — |
//! | [`sum`] | Sprague–Grundy (normal), solver (misère) | XOR of the components | solver |
//! | [`moore`] `moore:K[,R]` | Moore's digit sums mod K+1 (both conventions; with `R`: K = 1 or heaps ≤ R, else solver) | K = 1 only | K = 1 unlimited, else solver |
//! | [`greedy`] | parity of the largest heaps (both conventions, any heaps) | solver | solver |
//! | [`equal`] | Nim with an empty heap, Wythoff for two heaps, else solver | same | same |
//! | [`building`] `building:N,S` | Bouton in phase 2, search with Bouton leaves in phase 1 | same | Nim's in phase 2, else solver |
//! | [`candy`] | Bouton; candy scores as facts (search, ≤ 40 candies) | nim-sum | Nim's |
//! | [`fibonacci`] | Zeckendorf (normal), solver (misère) | solver | solver |
//! | [`nd_nim`] | XOR of connected pieces, a straight piece of n is worth n (normal); solver | same | solver |
//! | [`graph`] Arc/Node Kayles | XOR of connected pieces, paths by Dawson's Kayles (normal); solver | same | solver |
//! | [`chomp`] | strategy stealing (rectangles), lines, two rows (normal); solver | lines; solver | solver |
//!
//! Each game is a [`crate::Ruleset`] with one line in [`crate::registry`].
//! Every fast path is proved against an independent oracle (the rules
//! written again, no engine code) by `crates/core/tests/independent_proof.rs`
//! and against the naive solver by `crates/core/tests/registry.rs`, for
//! every registered game; the files
//! beside it (`nim.rs`, `take.rs`, `subtraction_sets.rs`, `wythoff.rs`,
//! `min_nim.rs`) test each game's own functions and the seeds' examples.

mod bitset;
pub mod building;
pub mod candy;
pub mod chomp;
pub mod circular;
pub mod equal;
pub mod fibonacci;
pub mod graph;
pub mod greedy;
mod heap_rules;
mod heaps;
pub mod kayles;
pub mod min_nim;
pub mod moore;
pub mod nd_nim;
pub mod nim;
pub mod octal;
pub mod subtraction;
pub mod sum;
pub mod take_break;
pub mod wythoff;
