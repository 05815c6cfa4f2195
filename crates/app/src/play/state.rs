//! The play screen's one reducer: a [`Session`] of any registered game (the
//! core's pure game record) plus what the screen says about it — why the
//! URL or storage was refused, why a click was not a move, the score, the
//! hint.
//!
//! Why a reducer over the core's session: every rule (whose turn, what is
//! a move, undo skipping the computer's moves, the end of the game) lives
//! in `nimatron_core::session` and is tested there; this module only routes
//! actions to it and keeps the refusals as data, so messages are written in
//! whatever language is on screen. `reduce` is pure: the computer's timer,
//! the URL and storage are effects in `hooks.rs`.

use std::rc::Rc;

use nimatron_core::session::{Score, Session};
use nimatron_core::{AnyGame, CoreError, Position, record};
use yew::prelude::*;

use super::game::{self, GameAction};
pub use super::problems::{MoveProblem, Notice};
use super::storage::Found;
use super::url::PlayQuery;
use crate::engine;
use crate::screens::nav;

/// Everything the play screen shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The session, or `None` when the game or position asked for was
    /// refused (then [`State::error`] says why).
    pub session: Option<Session>,
    /// The query that opened the screen (to refill the setup form when
    /// the session could not be made).
    pub query: PlayQuery,
    /// Why the URL's game or position was refused.
    pub error: Option<CoreError>,
    /// Why the setup form's game or position was refused (the session on
    /// screen is kept).
    pub setup_error: Option<CoreError>,
    /// Why the last click did not play.
    pub move_error: Option<MoveProblem>,
    /// Messages about the URL and storage.
    pub notices: Vec<Notice>,
    /// Games won and lost against the computer, for this game name.
    pub score: Score,
    /// The hint is shown.
    pub hint: bool,
    /// This game's result is already in the score: it counts once, even
    /// when the end is undone and played again.
    scored: bool,
}

/// What changes the play screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A new URL (or widget attributes): open what it asks for, resuming
    /// `stored` when it is the same game.
    Load(PlayQuery, Found),
    /// The setup form: a new game (nothing resumed), with the score kept
    /// for that game's name.
    Apply(PlayQuery, Score),
    /// A move, the computer's move, undo, redo, the history list, play
    /// again: the app's one reducer over the session ([`game::step`]).
    Game(GameAction),
    /// Typed text that is no position (the core's reason).
    BadText(CoreError),
    /// Show or hide the hint.
    ToggleHint,
    /// Forget the notices and the last refused move.
    DismissNotices,
    /// The worker has answered: who moves first is read again where it
    /// read the start's outcome and nothing is played yet.
    Reseat,
}

/// The shared game of `session` (the registry's, cached by its text).
pub fn game_of(session: &Session) -> Option<Rc<dyn AnyGame>> {
    engine::game(&session.game).ok()
}

/// A new session for `query`, or the core's reason to refuse it.
pub fn new_session(query: &PlayQuery) -> Result<Session, CoreError> {
    let game = engine::game(&query.game_text())?;
    let start: Position = query.position_text().parse()?;
    Session::new(
        game.as_ref(),
        &start,
        query.convention(),
        query.first,
        query.opponent,
    )
}

/// True when `stored` is a game of what `query` asks for: the same game,
/// settings and current position (or no position asked). A link to a new
/// position starts afresh; a reload resumes with the history.
fn resumes(stored: &Session, fresh: &Session, query: &PlayQuery) -> bool {
    stored.game == fresh.game
        && stored.convention == fresh.convention
        && stored.first == fresh.first
        && stored.opponent == fresh.opponent
        && match query.moves {
            // Rule: a record in the link is the game; storage resumes only
            // that same game (its computer's seat kept).
            Some(_) => {
                stored.start == fresh.start
                    && stored.played == fresh.played
                    && stored.cursor == fresh.cursor
            }
            None => query.position.is_none() || stored.position() == &fresh.start,
        }
}

/// Replays the record of `query` (`moves=`, `at=`) on `session`, fresh
/// from its start: the moves through [`GameAction::Replay`], the cursor
/// through [`GameAction::GoTo`]. Returns why the record stopped early; an
/// `at=` that is no move number is a notice (the record opens at its end).
fn replay_record(
    session: &mut Session,
    query: &PlayQuery,
    notices: &mut Vec<Notice>,
) -> Option<MoveProblem> {
    let text = query.moves.as_deref()?;
    let moves = match record::parse_moves(text) {
        Ok(moves) => moves,
        Err((number, e)) => return Some(MoveProblem::RecordText(number, e)),
    };
    let problem = game::step(session, &GameAction::Replay(moves)).err();
    if let Some(at) = &query.at {
        match at.parse::<usize>() {
            Ok(ply) if ply <= session.played.len() => {
                let _ = game::step(session, &GameAction::GoTo(ply));
            }
            _ => notices.push(Notice::UnknownValue {
                key: "at".to_string(),
                value: at.clone(),
            }),
        }
    }
    problem
}

impl State {
    /// The state for `query`, resuming `stored` when it is the same game.
    pub fn open(query: PlayQuery, stored: Found) -> Self {
        let mut notices: Vec<Notice> = query
            .unknown
            .iter()
            .map(|(key, value)| Notice::UnknownValue {
                key: key.clone(),
                value: value.clone(),
            })
            .collect();
        let (stored, score) = match stored {
            Found::Missing => (None, Score::default()),
            Found::Unreadable => {
                notices.push(Notice::StorageIgnored);
                (None, Score::default())
            }
            Found::Session(s, score) => (Some(*s), score),
        };
        let mut move_error = None;
        let (session, error) = match new_session(&query) {
            Ok(mut fresh) => {
                // A record in the link: replayed through the one reducer,
                // its first bad move told at the board.
                if let Some(problem) = replay_record(&mut fresh, &query, &mut notices) {
                    move_error = Some(problem);
                }
                match stored {
                    Some(s) if resumes(&s, &fresh, &query) => (Some(s), None),
                    _ => (Some(fresh), None),
                }
            }
            Err(e) => (None, Some(e)),
        };
        State {
            // A finished game opened from a link or storage is not scored
            // again.
            scored: session.as_ref().and_then(nav::ending).is_some(),
            session,
            query,
            error,
            setup_error: None,
            move_error,
            notices,
            score,
            hint: false,
        }
    }

    /// The state of a session a screen made itself (the Nim screen's
    /// `moves=`, its sample game), with `score`.
    pub fn resume(session: Session, score: Score) -> Self {
        State::open(
            State::query_of(&session),
            Found::Session(Box::new(session), score),
        )
    }

    /// Puts `session` on screen in place of the one there (a new game):
    /// errors, hint and the last refusal are forgotten, the score is
    /// `score`.
    pub fn start(&mut self, session: Session, score: Score) {
        self.scored = nav::ending(&session).is_some();
        self.session = Some(session);
        self.score = score;
        self.error = None;
        self.setup_error = None;
        self.move_error = None;
        self.hint = false;
    }

    /// The query that describes `s` (its game, position and settings).
    pub fn query_of(s: &Session) -> PlayQuery {
        Self::query_at(s, s.position())
    }

    /// The query of `s`'s game and settings at `position`, no record.
    pub fn query_at(s: &Session, position: &Position) -> PlayQuery {
        PlayQuery {
            game: Some(s.game.clone()),
            position: Some(position.to_string()),
            misere: s.convention.is_misere(),
            first: s.first,
            opponent: s.opponent,
            moves: None,
            at: None,
            unknown: Vec::new(),
            linked: false,
        }
    }

    /// The query that describes `s` as a game record: its start, every
    /// move played (the redo tail too) and, when not at the end, the
    /// cursor. Nothing played: the start alone.
    pub fn record_of(s: &Session) -> PlayQuery {
        PlayQuery {
            moves: (!s.played.is_empty()).then(|| record::moves_param(&s.played)),
            at: (s.cursor < s.played.len()).then(|| s.cursor.to_string()),
            ..Self::query_at(s, &s.start)
        }
    }

    /// True when the computer is to move (its timer runs).
    pub fn computer_to_move(&self) -> bool {
        self.session.as_ref().and_then(nav::computer_turn).is_some()
    }

    /// True when nobody can move.
    pub fn is_over(&self) -> bool {
        self.session.as_ref().is_none_or(nav::is_over)
    }

    /// Applies `action` to the session (the app's one reducer,
    /// [`game::step`]) and adds what the play screen says about it: why a
    /// move did not play, the hint put away, the score.
    fn step(&mut self, action: &GameAction) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        match game::step(session, action) {
            Ok(false) => {}
            Ok(true) => {
                self.move_error = None;
                self.hint = false;
                // Rule: a new game from the start counts again when it ends.
                if *action == GameAction::Restart {
                    self.scored = false;
                }
                // Rule: a game against the computer counts once, when a
                // move ends it (not a redo or the history list reaching an
                // end), even when the end is undone and played again.
                let moved = matches!(action, GameAction::Play(_) | GameAction::Computer { .. });
                if let (true, Some(end), Some(seat), false) = (
                    moved,
                    nav::ending(session),
                    session.computer_seat(),
                    self.scored,
                ) {
                    self.scored = true;
                    self.score.record(end, seat);
                }
            }
            Err(problem) => self.move_error = Some(problem),
        }
    }

    /// Who moves first, read again now that the engine may answer the
    /// start's outcome (the worker's, `engine::asked`): First::Auto's seat,
    /// and a link's rule ([`PlayQuery::linked`]). Only before any move,
    /// against the computer. True when the seats changed.
    fn reseat(&mut self) -> bool {
        let Some(session) = self.session.as_mut() else {
            return false;
        };
        if !session.played.is_empty() || !session.opponent.is_computer() {
            return false;
        }
        let Some(game) = game_of(session) else {
            return false;
        };
        let first = if self.query.linked {
            engine::installed::linked_first_of_game(game.as_ref(), session.convention)
        } else {
            session.first
        };
        let before = (session.first, session.computer);
        session.set_first(game.as_ref(), first);
        (session.first, session.computer) != before
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(query, stored) => next = State::open(query, stored),
            Action::Apply(query, score) => match new_session(&query) {
                Ok(session) => {
                    next.start(session, score);
                    next.query = query;
                }
                Err(e) => next.setup_error = Some(e),
            },
            Action::Game(action) => next.step(&action),
            Action::BadText(e) => next.move_error = Some(MoveProblem::Core(e)),
            Action::ToggleHint => next.hint = !next.hint,
            Action::Reseat => {
                if !next.reseat() {
                    return self;
                }
            }
            Action::DismissNotices => {
                next.notices.clear();
                next.move_error = None;
            }
        }
        Rc::new(next)
    }
}
