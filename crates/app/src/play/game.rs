//! The app's one reducer over the core's [`Session`]: one action type
//! ([`GameAction`]) and one function that applies it ([`step`]), for the
//! play screen and every teaching screen that plays (Nim, Wythoff,
//! simplified Nim, the Grundy strip, Min Nim). Each screen keeps its
//! `Session` beside its own teaching state, routes every
//! [`GameAction`] here, and adds only what is its own after it (the play
//! screen's score and refusals, Wythoff's keyboard cursor).
//!
//! Why one: a move, the computer's move, undo, redo, the history list and
//! "play again" are the same on every screen; written once, a rule fixed
//! here (whose turn, a stale computer move, undo past the computer's
//! answer) is fixed everywhere, and a new kind of session move (a review
//! of the moves, a branch) is one more arm here. The rules themselves are
//! the core's (`nimatron_core::session`); this only routes to them and
//! says, as data, why a person's move did not play ([`MoveProblem`]).
//!
//! Why a function and not a `Reducible`: each screen's state is its own
//! (yew's one reducer per screen); [`reduce_with`] gives them the same
//! shape around it.

use std::rc::Rc;

use nimatron_core::session::{MoveError, Session};
use nimatron_core::{Position, record};

use super::problems::MoveProblem;
use crate::engine;

/// What changes a game on any screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameAction {
    /// The person plays to this position (a board, a Play button).
    Play(Position),
    /// The computer's move, chosen at `ply` (stale once the game moved on).
    Computer {
        /// The ply it was chosen at.
        ply: usize,
        /// The position after it.
        to: Position,
    },
    /// To the position after this many moves (the history list).
    GoTo(usize),
    /// Back to the person's last turn.
    Undo,
    /// On to the person's next turn.
    Redo,
    /// The same start, nothing played ("play again").
    Restart,
    /// A game record from the start (a link's `moves=`, a pasted record):
    /// its moves replace the line on the board, the cursor at its end.
    Replay(Vec<Position>),
}

/// What [`step`] did: `Ok(true)` when the session changed, `Ok(false)`
/// when nothing did and nothing is to be said (a stale computer move,
/// nothing to undo), `Err` with why a person's move did not play.
pub type Stepped = Result<bool, MoveProblem>;

/// Applies `action` to `session`.
pub fn step(session: &mut Session, action: &GameAction) -> Stepped {
    let target = match action {
        GameAction::Play(to) => return play(session, to, None),
        GameAction::Computer { ply, to } => return play(session, to, Some(*ply)),
        GameAction::GoTo(ply) => (*ply <= session.played.len()).then_some(*ply),
        // Rule: against the computer, undo and redo skip its moves (the
        // session's targets), so the person is back on their own turn.
        GameAction::Undo => session.undo_target(),
        GameAction::Redo => session.redo_target(),
        GameAction::Replay(moves) => return replay(session, moves),
        GameAction::Restart => {
            let changed = !session.played.is_empty();
            session.restart();
            return Ok(changed);
        }
    };
    Ok(target.map(|ply| session.go_to(ply)).is_some())
}

/// Plays `to` for the person (`computer_ply` none) or the computer.
fn play(session: &mut Session, to: &Position, computer_ply: Option<usize>) -> Stepped {
    let Ok(game) = engine::game(&session.game) else {
        return Ok(false);
    };
    // Rule: the turn is the session's (`Session::in_turn`). A click on the
    // computer's turn is told; a stale computer move is dropped silently.
    if !session.in_turn(game.as_ref(), computer_ply) {
        return match computer_ply {
            None => Err(MoveProblem::NotYourTurn),
            Some(_) => Ok(false),
        };
    }
    match session.play(game.as_ref(), to) {
        Ok(()) => Ok(true),
        // Rule: the computer's moves come from the core; one refused is
        // dropped, never told as the person's mistake.
        Err(_) if computer_ply.is_some() => Ok(false),
        Err(MoveError::Illegal) => Err(MoveProblem::Illegal {
            to: to.to_string(),
            why: game.refusal(session.position(), to),
        }),
        Err(MoveError::Over) => Err(MoveProblem::Over),
        Err(MoveError::Core(e)) => Err(MoveProblem::Core(e)),
    }
}

/// Replays `moves` from the session's start through the core's record
/// rule (`record::replay`). Rule: a record is trusted as far as its moves
/// are legal; the first bad one is told ([`MoveProblem::Record`]) and
/// every move before it stays on the board.
fn replay(session: &mut Session, moves: &[Position]) -> Stepped {
    let Ok(game) = engine::game(&session.game) else {
        return Ok(false);
    };
    let replayed = record::replay(game.as_ref(), &session.start, moves, session.convention)
        .map_err(MoveProblem::Core)?;
    let changed = session.played != replayed.played || session.cursor != replayed.played.len();
    session.cursor = replayed.played.len();
    session.played = replayed.played;
    match replayed.stop {
        Some(stop) => Err(MoveProblem::Record {
            stop,
            from: session.position().clone(),
        }),
        None => Ok(changed),
    }
}

/// A screen's reducer step: `change` edits a copy of `state` and says
/// whether it did; the same `Rc` comes back when nothing changed (so
/// nothing is drawn again).
pub fn reduce_with<S: Clone + PartialEq>(
    state: Rc<S>,
    change: impl FnOnce(&mut S) -> bool,
) -> Rc<S> {
    let mut next = (*state).clone();
    if change(&mut next) && next != *state {
        Rc::new(next)
    } else {
        state
    }
}
