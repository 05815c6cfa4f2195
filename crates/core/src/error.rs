//! Errors of the core, as data: the faces (CLI, app) turn them into words in
//! the user's language through the localisation layer, so no English text
//! lives here beyond the `Display` used by tests and logs.

use std::fmt;

use crate::limits::Limit;

/// Why the core refused a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CoreError {
    /// The game name is not in the registry ([`crate::registry`]).
    UnknownGame {
        /// What was given.
        given: String,
    },
    /// The game's parameters are malformed (e.g. `take:0`, an empty or
    /// zero-containing subtraction set, Min Nim removals not `r1<r2<r3`).
    BadGameParameter {
        /// The whole game text that was given.
        given: String,
    },
    /// The text is not a position of the game (not numbers separated by
    /// commas, or not a shape the game knows).
    BadPosition {
        /// What was given (cut to 40 characters).
        given: String,
    },
    /// The game is not played on one heap, so it has no sequence of values
    /// by heap size.
    NoSequence {
        /// The game's text.
        game: String,
    },
    /// The game's positions do not split into independent parts, so the
    /// walk of [`crate::explain::why`] does not apply to it.
    NoParts {
        /// The game's text.
        game: String,
    },
    /// The position has the wrong number of heaps for the game.
    WrongHeapCount {
        /// How many heaps the game needs.
        expected: usize,
        /// How many were given.
        got: usize,
    },
    /// A sum's position has the wrong number of components (`3,4` for
    /// `sum:nim+kayles`, which needs `3,4+5`).
    WrongPartCount {
        /// How many components the sum has.
        expected: usize,
        /// How many were given.
        got: usize,
    },
    /// A component of a sum refused its part of the position (`3,5` is no
    /// Chomp bar in `sum:nim+chomp 3+3,5`).
    InComponent {
        /// The component's place, from 1.
        place: usize,
        /// The component's game text (`chomp`).
        game: String,
        /// Its reason.
        error: Box<CoreError>,
    },
    /// The game was made with its rules alone ([`crate::engine::RulesOnly`]):
    /// the engine that answers this is elsewhere (the page's worker).
    Elsewhere,
    /// The engine elsewhere could not start (no worker on the page): what
    /// it answers will not come.
    ElsewhereFailed,
    /// A stated limit was exceeded; nothing was allocated past it.
    TooLarge {
        /// Which limit.
        limit: Limit,
        /// The limit's value.
        max: u128,
        /// What was asked (saturated when it does not fit).
        asked: u128,
    },
}

impl fmt::Display for CoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoreError::UnknownGame { given } => write!(f, "unknown game '{given}'"),
            CoreError::BadGameParameter { given } => write!(f, "bad game parameters in '{given}'"),
            CoreError::InComponent { place, game, error } => {
                write!(f, "component {place} ({game}): {error}")
            }
            CoreError::WrongPartCount { expected, got } => {
                write!(f, "the sum has {expected} components, {got} given")
            }
            CoreError::BadPosition { given } => {
                write!(f, "'{given}' is not a position of this game")
            }
            CoreError::NoSequence { game } => write!(f, "'{game}' has no one-heap sequence"),
            CoreError::NoParts { game } => write!(f, "'{game}' does not split into parts"),
            CoreError::WrongHeapCount { expected, got } => {
                write!(f, "this game needs {expected} heaps, got {got}")
            }
            CoreError::Elsewhere => write!(f, "the engine answers this elsewhere"),
            CoreError::ElsewhereFailed => write!(f, "the engine elsewhere could not start"),
            CoreError::TooLarge { limit, max, asked } => {
                write!(f, "{limit:?}: {asked} is past the limit of {max}")
            }
        }
    }
}

impl std::error::Error for CoreError {}
