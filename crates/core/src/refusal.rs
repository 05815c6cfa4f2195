//! Why a proposed move is not a move, as data: the rule that forbids it,
//! for games whose rule is made of parts a reader can be pointed at (an
//! octal code's digits, Grundy's "unequal"). The faces word it; a game
//! with nothing more to say than "not a move" gives none.
//!
//! Why a leaf: the app's refusal message and the CLI read it without the
//! engine; the games that give one build it next to the rule it cites.

/// How a run of objects leaves its row, the three kinds of move an octal
/// digit allows or forbids (bits 1, 2 and 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RunWay {
    /// The run is the whole row: nothing is left (bit 1).
    Whole,
    /// One non-empty row is left: the run was taken from an end (bit 2).
    OneLeft,
    /// Two non-empty rows are left: the run was taken from inside (bit 4).
    TwoLeft,
}

impl RunWay {
    /// The bit of an octal digit that allows this way.
    pub fn bit(self) -> u8 {
        match self {
            RunWay::Whole => 1,
            RunWay::OneLeft => 2,
            RunWay::TwoLeft => 4,
        }
    }

    /// The way a row of `n` becomes the rows `a` and `b` (0: no row).
    pub fn of(a: u64, b: u64) -> RunWay {
        match (a.min(b), a.max(b)) {
            (0, 0) => RunWay::Whole,
            (0, _) => RunWay::OneLeft,
            _ => RunWay::TwoLeft,
        }
    }

    /// Every way digit `digit` allows, in bit order.
    pub fn allowed_by(digit: u8) -> Vec<RunWay> {
        [RunWay::Whole, RunWay::OneLeft, RunWay::TwoLeft]
            .into_iter()
            .filter(|w| digit & w.bit() != 0)
            .collect()
    }
}

/// The rule a proposed move breaks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// An octal game: digit `k` of `code` (`digit`) does not allow taking
    /// `k` objects in the way `way`.
    OctalDigit {
        /// The code, as written (`0.137`).
        code: String,
        /// The objects the move takes.
        k: u64,
        /// Digit `k` of the code (0 past its last digit).
        digit: u8,
        /// How the move would leave the row.
        way: RunWay,
    },
    /// Grundy's game: a move takes nothing, it splits a row.
    GrundyTakes,
    /// Grundy's game: the two rows of a split must differ in size.
    GrundyEqual,
}
