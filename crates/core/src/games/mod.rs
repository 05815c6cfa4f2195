//! The games of the family, each with its theorem as a fast path.
//! `tests/closed_forms.rs` proves every fast path against [`crate::solver`].

pub mod min_nim;
pub mod nim;
pub mod subtraction;
pub mod wythoff;
