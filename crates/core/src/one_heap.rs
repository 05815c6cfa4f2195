//! The rule of a game played on one heap, as far as its Grundy sequence
//! goes: what a game says of itself ([`crate::Ruleset::one_heap`]) and what
//! [`crate::sequence`] and [`crate::job`] read. A file of its own because
//! games and the engine name it, and the sequence module names the
//! registry (and so every game).

use crate::games::subtraction::SubtractionSet;
use crate::games::take_break::TakeBreak;

/// The rule of a game played on one heap, as far as its sequence goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OneHeap {
    /// Nim: `G(n) = n`, never periodic.
    Nim,
    /// `take:K`: `G(n) = n mod (K + 1)`.
    TakeUpTo(u64),
    /// A subtraction game (explicit sets; a Min Nim heap).
    Subtraction(SubtractionSet),
    /// A take-and-break game (Kayles, octal codes, Grundy's game): its
    /// values come from the rare-value engine.
    TakeBreak(TakeBreak),
}
