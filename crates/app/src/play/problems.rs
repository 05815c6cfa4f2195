//! What the play screen tells the user went wrong or was ignored: a move
//! that did not play, a URL value or a stored game it could not use.
//!
//! Why a file of its own: the reducer (`state.rs`) makes these and the
//! words (`words.rs`) say them; kept apart, neither names the other.

use nimatron_core::CoreError;

/// Something the screen tells the user once, until dismissed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The stored game could not be used and was ignored.
    StorageIgnored,
    /// A URL value the screen does not know (`first=maybe`): the default
    /// was used.
    UnknownValue {
        /// The parameter.
        key: String,
        /// The value given.
        value: String,
    },
}

/// Why a click or a typed move did not play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveProblem {
    /// Not a move of this game from here (the position asked for).
    Illegal {
        /// The position the click asked for.
        to: String,
        /// The rule it breaks, when the game can name it (an octal
        /// code's digit).
        why: Option<nimatron_core::Refusal>,
    },
    /// The game is over.
    Over,
    /// It is the computer's turn.
    NotYourTurn,
    /// The core refused (a limit).
    Core(CoreError),
    /// A game record (a link's `moves=`, a pasted record) stopped at a
    /// move that is not one; the moves before it are on the board.
    Record {
        /// The move that stopped it, and why.
        stop: nimatron_core::record::Stop,
        /// The last legal position, before that move.
        from: nimatron_core::Position,
    },
    /// A pasted record's line that is no position: its number (from 1)
    /// and the core's reason.
    RecordText(usize, CoreError),
}
