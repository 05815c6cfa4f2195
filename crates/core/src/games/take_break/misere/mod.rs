//! Misère quotients of take-and-break games (Plambeck, *Taming the wild in
//! impartial combinatorial games*, INTEGERS 5 (2005); Plambeck and Siegel,
//! *Misère quotients for impartial games*, JCTA 115 (2008); Siegel,
//! *Combinatorial Game Theory* (2013), ch. V).
//!
//! A finite commutative monoid `Q`, its P-portion `P` and a map `Φ` from
//! heaps to `Q`: a sum of heaps is a misère P-position exactly when the
//! product of its heaps' images lies in `P`. Why a folder: the monoids
//! ([`monoid`]), a candidate and its reduction ([`candidate`]), the finite
//! proof that a candidate is right ([`verify`]), the presentation
//! ([`presentation`]) and the heap-by-heap builder with its stopping rule
//! and limits ([`quotient`]) are separate jobs. Nothing here is taken on
//! trust: `crates/core/tests/misere_quotient.rs` checks every quotient
//! against a misère search written from the octal digits alone.

pub mod cache;
pub mod candidate;
pub mod cells;
pub mod factors;
pub mod monoid;
pub mod one_move;
pub mod presentation;
pub mod quotient;
pub mod report;
pub mod shipped;
pub mod sum;
pub mod verify;

pub use cache::{ANALYSIS_UPTO, analysis_quotient, misere_outcome};
pub use one_move::winning_move;
pub use presentation::Presentation;
pub use quotient::{
    MAX_QUOTIENT_HEAP, MAX_QUOTIENT_WORK, QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK, Quotient,
    QuotientBuilder, Stop, quotient,
};
pub use report::{PeriodPair, QuotientReport};
