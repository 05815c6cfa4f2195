//! Who wins at the end: the normal convention (the last player to move wins)
//! or misère (the last player to move loses), and the two outcome classes.

use std::fmt;

/// The play convention.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Convention {
    /// The player who makes the last move wins.
    #[default]
    Normal,
    /// The player who makes the last move loses.
    Misere,
}

impl Convention {
    /// `Misere` when `misere` is true.
    pub fn from_misere(misere: bool) -> Self {
        if misere {
            Convention::Misere
        } else {
            Convention::Normal
        }
    }

    /// True for misère play.
    pub fn is_misere(self) -> bool {
        self == Convention::Misere
    }
}

/// The outcome class of a position, for the player about to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The Next player (the one to move) wins with best play.
    N,
    /// The Previous player (the one who just moved) wins with best play.
    P,
}

impl Outcome {
    /// True for an N-position (the player to move can force a win).
    pub fn is_n(self) -> bool {
        self == Outcome::N
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::N => "N",
            Outcome::P => "P",
        })
    }
}
