//! The Nim screen's state and its reducer (yew's `function_todomvc`
//! pattern): components dispatch an [`Action`], [`State::reduce`] returns
//! the next state. No side effects here: the URL, local storage and the
//! computer's thinking timer live in the screen's effects, and randomness
//! is drawn by the caller and passed in ([`Action::NewGame`],
//! [`Action::ComputerMove`]), so every transition is a plain function the
//! tests below can check.
//!
//! The game itself (positions played, cursor, seats) is the core's one
//! [`Session`], moved by the play screen's one [`apply`]; this adds
//! what the screen shows around it: the "heaps" field, refused input, exam
//! mode, the hint, the sample game's commentary and the score tally.

use std::rc::Rc;

use nimatron_core::games::nim::{self, NimMove, positions_of};
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, Opponent, Score, Session};
use nimatron_core::{Convention, Position, Strength};
use yew::Reducible;

use super::sample::{SAMPLE_HEAPS, sample_moves};
use super::storage::Stored;
use super::url::{DEFAULT_HEAPS, GameUrlError, NimQuery, PositionError, format_heaps, parse_heaps};
use crate::play::panels::session::{SessionMove, apply};
use crate::play::state::game_of;
use crate::route::HashUrl;
use crate::screens::nav::{self, Mover};
use crate::screens::query::FromQuery;
use crate::screens::query::FromUrl;

pub use super::action::Action;
pub use super::random::{MAX_RANDOM_HEAPS, random_heaps, random_sizes};

/// Stones in a heap added with "Add a heap".
pub const NEW_HEAP_SIZE: u64 = 3;

/// Why the URL was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlError {
    /// `heaps=` is not a position.
    Position(PositionError),
    /// Another part of the game is not valid.
    Game(GameUrlError),
}

/// A message about local storage, shown once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    /// The stored game could not be read and was reset.
    GameReset,
    /// The stored score could not be read and was reset.
    ScoreReset,
}

/// A new game of Nim from `heaps` (at most [`MAX_HEAPS`], which every
/// caller checks first), nothing played.
fn new_session(heaps: &[u64], convention: Convention, first: First, opponent: Opponent) -> Session {
    let start = Position::new(heaps.iter().copied().take(MAX_HEAPS).collect());
    nav::new_session("nim", start, convention, first, opponent)
}

/// `session` with `moves` played (all of them in effect); a move that is
/// not legal where it falls ends the list.
fn with_moves(mut session: Session, moves: &[NimMove]) -> Session {
    let Some(game) = game_of(&session) else {
        return session;
    };
    for to in positions_of(session.start.numbers(), moves).unwrap_or_default() {
        if session.play(game.as_ref(), &Position::new(to)).is_err() {
            break;
        }
    }
    session
}

/// The seed's sample game under `convention`, at its start, with its moves
/// ready to be replayed.
fn sample_session(convention: Convention) -> Session {
    let mut session = with_moves(
        new_session(&SAMPLE_HEAPS, convention, First::Me, Opponent::Friend),
        &sample_moves(convention),
    );
    session.go_to(0);
    session
}

/// Everything the Nim screen shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game: start, positions played, settings.
    pub session: Session,
    /// The position now.
    // Invariant: equals `session.position()`; at most `MAX_HEAPS` heaps.
    pub heaps: Rc<Vec<u64>>,
    /// The position "Reset" returns to: the one the URL gave.
    pub origin: Rc<Vec<u64>>,
    /// Exam mode: every analysis (outcome, nim-sum, hint) hidden.
    pub exam: bool,
    /// The game is the seed's sample game, with its commentary.
    pub sample: bool,
    /// The hint is shown for the current position.
    pub hint: bool,
    /// The text of the "heaps" field (may be mid-edit and invalid).
    pub draft: String,
    /// The URL's refusal, shown until the user changes the game.
    pub url_error: Option<UrlError>,
    /// The field's refusal.
    pub field_error: Option<PositionError>,
    /// Storage messages.
    pub notices: Vec<Notice>,
    /// Games won against the computer.
    pub score: Score,
    /// This game's result is already in the score.
    scored: bool,
}

impl FromQuery for State {
    type Query = NimQuery;

    /// The state for a URL query.
    fn from_query(query: NimQuery) -> Self {
        let mut url_error = query.error.clone().map(UrlError::Game);
        let (start, moves) = match query.heaps {
            Ok(heaps) => (heaps, query.moves),
            Err(e) => {
                url_error = Some(UrlError::Position(e));
                (DEFAULT_HEAPS.to_vec(), Vec::new())
            }
        };
        let (mut session, sample) = if query.sample {
            (sample_session(query.convention), true)
        } else {
            let fresh = new_session(&start, query.convention, query.first, query.opponent);
            (with_moves(fresh, &moves), false)
        };
        session.go_to(query.at.unwrap_or(session.played.len()));
        let heaps = Rc::new(session.position().numbers().to_vec());
        let scored = nav::ending(&session).is_some();
        State {
            draft: format_heaps(&heaps),
            origin: Rc::new(session.start.numbers().to_vec()),
            heaps,
            session,
            exam: query.exam,
            sample,
            hint: false,
            url_error,
            field_error: None,
            notices: Vec::new(),
            score: Score::default(),
            scored,
        }
    }
}

impl State {
    /// The first state when the screen opens: the URL's game, or (for a
    /// bare `#/nim`) the stored one, or a new game against the perfect
    /// computer; and the stored score. Unreadable storage is reset with a
    /// notice.
    pub fn open(query: NimQuery, stored_game: Stored<String>, stored_score: Stored<Score>) -> Self {
        let mut notices = Vec::new();
        let mut state = if query.bare {
            match stored_game {
                Stored::Found(text) => {
                    let q = NimQuery::from_hash(&format!("#/nim?{text}"));
                    if q.heaps.is_ok() && q.error.is_none() && !q.bare {
                        State::from_query(q)
                    } else {
                        notices.push(Notice::GameReset);
                        State::new_default(query)
                    }
                }
                Stored::Unreadable => {
                    notices.push(Notice::GameReset);
                    State::new_default(query)
                }
                Stored::Missing => State::new_default(query),
            }
        } else {
            State::from_query(query)
        };
        state.score = match stored_score {
            Stored::Found(s) => s,
            Stored::Missing => Score::default(),
            Stored::Unreadable => {
                notices.push(Notice::ScoreReset);
                Score::default()
            }
        };
        state.notices = notices;
        state
    }

    /// A bare URL with nothing stored: a game against the perfect computer.
    fn new_default(mut query: NimQuery) -> Self {
        query.opponent = Opponent::Computer(Strength::Perfect);
        State::from_query(query)
    }

    /// True when no stone is left.
    pub fn is_over(&self) -> bool {
        self.heaps.iter().all(|&h| h == 0)
    }

    /// True when the computer is to move (it is "thinking").
    pub fn computer_to_move(&self) -> bool {
        nav::computer_turn(&self.session).is_some()
    }

    /// True when the URL may be rewritten to show this state (not while it
    /// still holds a refused game the user has not replaced).
    pub fn url_follows_state(&self) -> bool {
        self.url_error.is_none()
    }

    /// The URL query of this game (for the address bar and storage).
    pub fn to_url(&self) -> HashUrl {
        super::url::to_url(&self.session, self.exam, self.sample)
    }

    /// Moves the cursor to `ply`, refreshing what depends on it.
    /// The "heaps" field follows the board (typing there starts a game
    /// from what is typed).
    fn go_to_ply(&mut self, ply: usize) {
        self.session.go_to(ply);
        self.heaps = Rc::new(self.session.position().numbers().to_vec());
        self.draft = format_heaps(&self.heaps);
        self.field_error = None;
        self.hint = false;
        self.url_error = None;
    }

    /// After a move was played: the position, and the score at the end.
    fn moved(&mut self) {
        self.go_to_ply(self.session.cursor);
        let Some(end) = nav::ending(&self.session) else {
            return;
        };
        let Some(computer) = self.session.computer_seat() else {
            return;
        };
        if !self.scored {
            self.scored = true;
            self.score.record(end, computer);
        }
    }

    /// A new game from `heaps` with the current settings.
    fn new_start(&mut self, heaps: Vec<u64>) {
        if heaps.len() > MAX_HEAPS {
            return;
        }
        let s = &self.session;
        self.session = new_session(&heaps, s.convention, s.first, s.opponent);
        self.sample = false;
        self.scored = false;
        self.go_to_ply(0);
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // "nim" is always registered.
        let Some(game) = game_of(&self.session) else {
            return self;
        };
        let mut next = (*self).clone();
        match action {
            // Rule: a bare URL names no game; the one on screen stays.
            Action::Load(query) if query.bare => return self,
            Action::Load(query) => {
                let mut loaded = State::from_query(query);
                loaded.score = self.score;
                return Rc::new(loaded);
            }
            Action::Take(mv) => match nim::apply(&self.heaps, mv) {
                Some(to) => {
                    return self.reduce(Action::Session(SessionMove::Play(Position::new(to))));
                }
                None => return self,
            },
            // Rule: the person never moves for the computer (the shared
            // `apply` refuses it), nor undoes past its moves.
            Action::Session(m) => {
                if !apply(&mut next.session, &m) {
                    return self;
                }
                match m {
                    SessionMove::Play(to) => {
                        // Rule: leaving the sample's line ends its commentary.
                        if self.session.played.get(self.session.cursor) != Some(&to) {
                            next.sample = false;
                        }
                        next.moved();
                    }
                    SessionMove::Restart => {
                        next.sample = false;
                        next.scored = false;
                        next.go_to_ply(0);
                    }
                    _ => next.go_to_ply(next.session.cursor),
                }
            }
            Action::ComputerMove(ply, to) => {
                if !nav::play(&mut next.session, Mover::Computer(ply), &to) {
                    return self;
                }
                next.moved();
            }
            Action::NewGame(heaps) => next.new_start(heaps),
            Action::SetConvention(convention) => {
                if convention == self.session.convention {
                    return self;
                }
                next.session.set_convention(convention);
                // The computer's seat follows the URL's settings (with
                // "auto", the rule can change which side wins).
                next.session
                    .set_opponent(game.as_ref(), self.session.opponent);
                next.sample = false;
                next.hint = false;
                next.url_error = None;
            }
            Action::SetFirst(first) => {
                if first == self.session.first {
                    return self;
                }
                next.session.set_first(game.as_ref(), first);
                next.sample = false;
                next.scored = false;
                next.go_to_ply(0);
            }
            Action::SetOpponent(opponent) => {
                if opponent == self.session.opponent {
                    return self;
                }
                next.session.set_opponent(game.as_ref(), opponent);
                next.sample = false;
                next.url_error = None;
            }
            Action::SetExam(exam) => {
                next.exam = exam;
                next.hint = false;
            }
            Action::ToggleHint => {
                // Rule: no hint in exam mode, nor once the game is over.
                if !self.hint && (self.exam || self.is_over()) {
                    return self;
                }
                next.hint = !self.hint;
            }
            Action::LoadSample(convention) => {
                next.session = sample_session(convention);
                next.sample = true;
                next.scored = true;
                next.go_to_ply(0);
            }
            Action::EditDraft(text) => {
                match parse_heaps(&text) {
                    Ok(heaps) => {
                        if *self.heaps != heaps {
                            next.new_start(heaps);
                        }
                        next.field_error = None;
                    }
                    Err(error) => next.field_error = Some(error),
                }
                next.draft = text;
            }
            Action::SetHeaps(heaps) => next.new_start(heaps),
            Action::AddHeap => {
                if self.heaps.len() >= MAX_HEAPS {
                    return self;
                }
                let mut heaps = (*self.heaps).clone();
                heaps.push(NEW_HEAP_SIZE);
                next.new_start(heaps);
            }
            Action::RemoveHeap => {
                let mut heaps = (*self.heaps).clone();
                if heaps.pop().is_none() {
                    return self;
                }
                next.new_start(heaps);
            }
            Action::Reset => next.new_start((*self.origin).clone()),
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}
