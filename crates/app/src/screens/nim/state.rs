//! The Nim screen's state: the play screen's one reducer
//! ([`PlayState`]) holds the game — its moves, the computer's move, undo
//! and redo, the hint, the score counted once at the end — and this wraps
//! it with what only the Nim screen has: the seed's sample game
//! and its commentary, the "heaps" field (its draft and refusal), the
//! URL's refusal, Reset to the URL's start, adding and removing heaps, new
//! random games, live settings that keep the moves, and the notices about
//! its storage.
//!
//! Why wrap the play screen's state rather than copy it: its reducer is
//! the one place where a session moves and a game is scored (proved in
//! `crates/app/tests/units/play_state.rs`); every session action passes through to it
//! ([`State::step`]), so a rule fixed there is fixed here, and
//! `screens_nim_state.rs` there tests only Nim's own rules.
//!
//! Pure (yew's `function_todomvc` pattern): the URL, storage and the
//! computer's timer are effects (`super::use_persistence`,
//! `crate::screens::nav`), and
//! randomness is drawn by the caller and passed in ([`Action::NewGame`]).

use std::rc::Rc;
use std::sync::OnceLock;

use nimatron_core::games::nim::{NimMove, positions_of};
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, Opponent, Score, Session};
use nimatron_core::{Convention, Position, Strength};
use yew::Reducible;

use super::sample::{SAMPLE_HEAPS, sample_moves};
use super::url::{DEFAULT_HEAPS, GameUrlError, NimQuery};
use crate::play::game::GameAction;
use crate::play::state::{Action as PlayAction, State as PlayState, game_of};
use crate::play::storage::Found;
use crate::route::HashUrl;
use crate::screens::nav;
use crate::screens::query::{FromQuery, HeapsError, heaps, list};

pub use super::action::Action;
pub use super::random::{MAX_RANDOM_HEAPS, random_heaps, random_sizes};

/// Stones in a heap added with "Add a heap".
pub const NEW_HEAP_SIZE: u64 = 3;

/// Why the URL was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlError {
    /// `heaps=` is not a position.
    Position(HeapsError),
    /// Another part of the game is not valid.
    Game(GameUrlError),
}

/// A message about local storage, shown once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    /// The stored game could not be read and was reset.
    GameReset,
}

/// A new game of Nim from `heaps` (at most [`MAX_HEAPS`], which every
/// caller checks first), nothing played.
fn new_session(heaps: &[u64], convention: Convention, first: First, opponent: Opponent) -> Session {
    let start = Position::new(heaps.iter().copied().take(MAX_HEAPS).collect());
    nav::new_session("nim", start, convention, first, opponent)
}

/// The game a bare `#/nim` starts when nothing is stored: the default
/// heaps against the perfect computer, you first.
pub fn default_session() -> Session {
    let perfect = Opponent::Computer(Strength::Perfect);
    new_session(&DEFAULT_HEAPS, Convention::Normal, First::Me, perfect)
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

/// The game a URL query names (its moves played, the cursor at `at=`),
/// whether it is the sample game, and what of the URL was refused.
pub fn session_of(query: &NimQuery) -> (Session, bool, Option<UrlError>) {
    let mut url_error = query.error.clone().map(UrlError::Game);
    let (start, moves) = match &query.heaps {
        Ok(heaps) => (heaps.clone(), query.moves.as_slice()),
        Err(e) => {
            url_error = Some(UrlError::Position(e.clone()));
            (DEFAULT_HEAPS.to_vec(), &[][..])
        }
    };
    let mut session = if query.sample {
        sample_session(query.convention)
    } else {
        let fresh = new_session(&start, query.convention, query.first, query.opponent);
        with_moves(fresh, moves)
    };
    let moves = session.played.len();
    // Rule: `at=` counts the moves in effect, so it is at most their number
    // (the sample's or `moves=`'s); past it, the game is shown after its
    // last move, and the link is told.
    match query.at {
        Some(asked) if asked > moves && url_error.is_none() => {
            url_error = Some(UrlError::Game(GameUrlError::AtPastEnd { asked, moves }));
        }
        _ => {}
    }
    session.go_to(query.at.unwrap_or(moves).min(moves));
    (session, query.sample, url_error)
}

/// Everything the Nim screen shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The game, the score, the hint: the play screen's state (its session
    /// is always there).
    pub play: PlayState,
    /// The position now, for the board.
    // Invariant: equals `session().position()`; at most `MAX_HEAPS` heaps.
    pub heaps: Rc<Vec<u64>>,
    /// The position "Reset" returns to: the one the URL gave.
    pub origin: Rc<Vec<u64>>,
    /// The game is the seed's sample game, with its commentary.
    pub sample: bool,
    /// The text of the "heaps" field (may be mid-edit and invalid).
    pub draft: String,
    /// The URL's refusal, shown until the user changes the game.
    pub url_error: Option<UrlError>,
    /// The field's refusal.
    pub field_error: Option<HeapsError>,
    /// Storage messages.
    pub notices: Vec<Notice>,
}

impl FromQuery for State {
    type Query = NimQuery;

    /// The state for a URL query (no score yet).
    fn from_query(query: NimQuery) -> Self {
        let (session, sample, url_error) = session_of(&query);
        State {
            sample,
            url_error,
            ..State::around(session, Score::default())
        }
    }
}

impl State {
    /// The state for `session` with `score`, nothing else on.
    fn around(session: Session, score: Score) -> Self {
        let heaps = Rc::new(session.position().numbers().to_vec());
        State {
            draft: list(&heaps),
            origin: Rc::new(session.start.numbers().to_vec()),
            heaps,
            play: PlayState::resume(session, score),
            sample: false,
            url_error: None,
            field_error: None,
            notices: Vec::new(),
        }
    }

    /// The first state when the screen opens: the URL's game, or (for a
    /// bare `#/nim`) the stored one (the play screen's entry for `nim`),
    /// or a new game against the perfect computer; and the stored score.
    /// An unreadable entry is reset with a notice.
    pub fn open(query: NimQuery, stored: Found) -> Self {
        let mut notices = Vec::new();
        let (session, score) = match stored {
            Found::Session(s, score) if s.start.len() <= MAX_HEAPS => (Some(*s), score),
            Found::Missing => (None, Score::default()),
            _ => {
                notices.push(Notice::GameReset);
                (None, Score::default())
            }
        };
        let mut state = match session {
            _ if !query.bare => State::from_query(query).scoring(score),
            Some(session) => State::around(session, score),
            None => State::around(default_session(), score),
        };
        state.notices = notices;
        state
    }

    /// This state with `score`.
    fn scoring(mut self, score: Score) -> Self {
        self.play.score = score;
        self
    }

    /// The game on screen.
    pub fn session(&self) -> &Session {
        static NONE: OnceLock<Session> = OnceLock::new();
        // Every constructor puts a session there; the default is never seen.
        self.play
            .session
            .as_ref()
            .unwrap_or_else(|| NONE.get_or_init(default_session))
    }

    /// True when the URL may be rewritten to show this state (not while it
    /// still holds a refused game the user has not replaced).
    pub fn url_follows_state(&self) -> bool {
        self.url_error.is_none()
    }

    /// The URL query of this game (for the address bar), with `exam`
    /// when exam mode is on (`play::exam`).
    pub fn to_url(&self, exam: bool) -> HashUrl {
        super::url::to_url(self.session(), exam, self.sample)
    }

    /// Passes `action` to the play screen's reducer (the Nim screen shows
    /// no refusal of a click: an illegal or early click does nothing).
    fn step(mut self, action: PlayAction) -> Self {
        self.play = Rc::unwrap_or_clone(Rc::new(self.play).reduce(action));
        self.play.move_error = None;
        self
    }

    /// A new game from `heaps` with the current settings.
    fn new_start(&mut self, heaps: Vec<u64>) {
        if heaps.len() > MAX_HEAPS {
            return;
        }
        let s = self.session();
        let session = new_session(&heaps, s.convention, s.first, s.opponent);
        self.sample = false;
        self.play.start(session, self.play.score);
    }

    /// Changes the session's settings in place (the moves are kept).
    fn set(&mut self, change: impl FnOnce(&mut Session)) {
        if let Some(s) = self.play.session.as_mut() {
            change(s);
        }
        self.sample = false;
    }

    /// After the session changed (from `before`): the board and the field
    /// follow the position, and the URL's refusal is replaced.
    fn follow(&mut self, before: &State) {
        let (s, b) = (self.session(), before.session());
        if s == b {
            return;
        }
        let moved = (&s.start, &s.played, s.cursor) != (&b.start, &b.played, b.cursor);
        let heaps = s.position().numbers().to_vec();
        self.url_error = None;
        if moved {
            self.draft = list(&heaps);
            self.heaps = Rc::new(heaps);
            self.field_error = None;
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // "nim" is always registered.
        let Some(game) = game_of(self.session()) else {
            return self;
        };
        let mut next = (*self).clone();
        match action {
            // Rule: a bare URL names no game; the one on screen stays.
            Action::Load(query) if query.bare => return self,
            Action::Load(query) => {
                return Rc::new(State::from_query(query).scoring(self.play.score));
            }
            Action::Game(m) => {
                let s = self.session();
                // Rule: leaving the sample's line ends its commentary.
                next.sample &= match &m {
                    GameAction::Play(to) => s.played.get(s.cursor) == Some(to),
                    GameAction::Restart => false,
                    _ => true,
                };
                next = next.step(PlayAction::Game(m));
                if next.session() == self.session() {
                    return self;
                }
            }
            Action::NewGame(heaps) => next.new_start(heaps),
            Action::SetConvention(c) if c != self.session().convention => {
                // The computer's seat follows the URL's settings (with
                // "auto", the rule can change which side wins).
                next.set(|s| {
                    s.set_convention(c);
                    s.set_opponent(game.as_ref(), s.opponent);
                });
                next.play.hint = false;
            }
            Action::SetOpponent(o) if o != self.session().opponent => {
                next.set(|s| s.set_opponent(game.as_ref(), o));
            }
            Action::SetFirst(first) if first != self.session().first => {
                let mut s = self.session().clone();
                s.set_first(game.as_ref(), first);
                next.sample = false;
                next.play.start(s, self.play.score);
            }
            Action::SetConvention(_) | Action::SetOpponent(_) | Action::SetFirst(_) => return self,
            // Rule: no hint once the game is over (exam mode's rule is
            // the hint panel's, `play::exam`).
            Action::ToggleHint if !self.play.hint && self.play.is_over() => {
                return self;
            }
            Action::ToggleHint => next = next.step(PlayAction::ToggleHint),
            Action::LoadSample(convention) => {
                next.play.start(sample_session(convention), self.play.score);
                next.sample = true;
            }
            Action::EditDraft(text) => {
                let parsed = heaps(&text, MAX_HEAPS);
                if let Ok(heaps) = &parsed
                    && *self.heaps != *heaps
                {
                    next.new_start(heaps.clone());
                }
                next.follow(&self);
                next.field_error = parsed.err();
                next.draft = text;
                return Rc::new(next);
            }
            Action::AddHeap if self.heaps.len() < MAX_HEAPS => {
                let mut heaps = (*self.heaps).clone();
                heaps.push(NEW_HEAP_SIZE);
                next.new_start(heaps);
            }
            Action::RemoveHeap if !self.heaps.is_empty() => {
                let mut heaps = (*self.heaps).clone();
                heaps.pop();
                next.new_start(heaps);
            }
            Action::AddHeap | Action::RemoveHeap => return self,
            Action::Reset => next.new_start((*self.origin).clone()),
            Action::DismissNotices => next.notices.clear(),
        }
        next.follow(&self);
        Rc::new(next)
    }
}
