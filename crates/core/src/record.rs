//! A game record: a start and the position after each move, as a link or a
//! pasted text gives them, replayed through the session's own rule so that
//! a record is trusted exactly as far as its moves are legal.
//!
//! Why here and not in a face: the app (`moves=` in a URL, a pasted
//! record) and the CLI (`nimatron review`) read records from untrusted
//! text, and both must stop at the same move for the same reason.

use crate::engine::AnyGame;
use crate::session::{MAX_MOVES, MoveError, Opponent, Session};
use crate::{Convention, CoreError, Position, Refusal};

/// The first move of a record that cannot be played, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// Its number, counting from 1.
    pub number: usize,
    /// The position the record gives after it.
    pub given: Position,
    /// Why it is not played.
    pub why: Why,
}

/// Why a move of a record is not played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// No move leads there; the game's rule it breaks, when the game names
    /// one.
    NotAMove(Option<Refusal>),
    /// The game was already over.
    GameOver,
    /// The position itself is refused (past a limit, not of the game).
    Refused(CoreError),
    /// The record is longer than [`MAX_MOVES`]: this move is the first past it.
    TooLong,
}

/// A record replayed: every legal move up to the first that is not, which
/// is kept as [`Stop`] (nothing before it is lost).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    /// The start in the game's normal form.
    pub start: Position,
    /// The position after each legal move, in order, in normal form.
    pub played: Vec<Position>,
    /// The first move that could not be played, if any.
    pub stop: Option<Stop>,
}

/// Replays `moves` from `start`. An error only when the start itself is
/// refused; a bad move ends the replay with [`Replayed::stop`].
pub fn replay(
    game: &dyn AnyGame,
    start: &Position,
    moves: &[Position],
    convention: Convention,
) -> Result<Replayed, CoreError> {
    // A friend at both seats: nobody moves by itself, and the session's
    // `play` is the one rule of what a move is.
    let mut session = Session::new(
        game,
        start,
        convention,
        crate::first::First::Me,
        Opponent::Friend,
    )?;
    let start = session.start.clone();
    let mut stop = None;
    for (i, to) in moves.iter().enumerate() {
        // Rule: at most MAX_MOVES moves are kept; the session would fold
        // older ones into its start, which a record must not do.
        if i >= MAX_MOVES {
            stop = Some(Stop {
                number: i + 1,
                given: to.clone(),
                why: Why::TooLong,
            });
            break;
        }
        let from = session.position().clone();
        if let Err(error) = session.play(game, to) {
            let why = match error {
                MoveError::Illegal => Why::NotAMove(game.refusal(&from, to)),
                MoveError::Over => Why::GameOver,
                MoveError::Core(e) => Why::Refused(e),
            };
            stop = Some(Stop {
                number: i + 1,
                given: to.clone(),
                why,
            });
            break;
        }
    }
    Ok(Replayed {
        start,
        played: session.played,
        stop,
    })
}

/// The moves of a record written as text: positions in the game's syntax,
/// separated by `;` (a link's `moves=`) or by line breaks (a pasted
/// record, one move per line). Every entry is a position, the empty one
/// too (Node Kayles' last move leaves nothing: `2;`), so entries are never
/// skipped; only the one line break that ends a pasted text is not an
/// entry, and an empty text is no moves. The first entry that is not a
/// position is an error naming its number. Past [`MAX_MOVES`] + 1 entries
/// nothing more is read (the replay stops there, [`Why::TooLong`]).
pub fn parse_moves(text: &str) -> Result<Vec<Position>, (usize, CoreError)> {
    let text = text.strip_suffix('\n').unwrap_or(text);
    let text = text.strip_suffix('\r').unwrap_or(text);
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split([';', '\n'])
        .take(MAX_MOVES + 1)
        .enumerate()
        .map(|(i, t)| t.trim().parse::<Position>().map_err(|e| (i + 1, e)))
        .collect()
}

/// A record's moves as a link writes them (`moves=`): `;` between moves.
pub fn moves_param(played: &[Position]) -> String {
    played
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(";")
}

/// A record's moves as text to copy: one move per line, each the position
/// after it, ending with a line break; [`parse_moves`] reads it back.
pub fn moves_text(played: &[Position]) -> String {
    played.iter().map(|p| format!("{p}\n")).collect()
}
