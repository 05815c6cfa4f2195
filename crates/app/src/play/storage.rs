//! What the play screen keeps in local storage: for each game name (one
//! key each, `nimatron.play.v1.<name>`, so a damaged entry loses one
//! game's history and nothing else) the session in progress and the score
//! against the computer, as versioned JSON.
//!
//! Why pure: storage is untrusted input. Decoding checks the version and
//! size here and replays every stored move through the core
//! (`Session::checked`), so a hand-edited or outdated entry is refused
//! with a message instead of reaching the board. The browser calls are in
//! `crate::dom` and happen only in `hooks.rs`.

use nimatron_core::AnyGame;
use nimatron_core::session::{Score, Session};

use crate::engine::installed;
use serde::{Deserialize, Serialize};

/// The format version written; anything else is unreadable.
pub const VERSION: u32 = 1;

/// Longest stored entry read back (a full game fits many times over).
pub const MAX_STORED_CHARS: usize = 256 * 1024;

/// The key of a game's entry (`nimatron.play.v1.kayles`).
pub fn key(name: &str) -> String {
    format!("nimatron.play.v{VERSION}.{name}")
}

#[derive(Serialize, Deserialize)]
struct Stored {
    v: u32,
    session: Session,
    score: Score,
}

/// What was found under a game's key.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Found {
    /// Nothing stored.
    #[default]
    Missing,
    /// A session whose every move the core accepts, and the score.
    Session(Box<Session>, Score),
    /// Something we cannot use (damaged JSON, another version, an illegal
    /// move): ignored, and the screen says so.
    Unreadable,
}

/// The entry for `session` and `score`.
pub fn encode(session: &Session, score: Score) -> String {
    serde_json::to_string(&Stored {
        v: VERSION,
        session: session.clone(),
        score,
    })
    .unwrap_or_default()
}

/// Reads what [`encode`] wrote under `game`'s name, checking every move
/// against the game it was played in: `game` itself, or another game of
/// the same name (`take:3` kept, `take:4` asked), whose session the screen
/// does not resume but whose score is this name's.
pub fn decode(text: Option<&str>, game: &dyn AnyGame) -> Found {
    let Some(text) = text else {
        return Found::Missing;
    };
    if text.len() > MAX_STORED_CHARS {
        return Found::Unreadable;
    }
    let Ok(s) = serde_json::from_str::<Stored>(text) else {
        return Found::Unreadable;
    };
    let other = (s.session.game != game.spec())
        .then(|| installed::make(&s.session.game).ok())
        .map(|g| g.filter(|g| g.name() == game.name()));
    let played_in = match &other {
        None => game,
        Some(Some(other)) => other.as_ref(),
        Some(None) => return Found::Unreadable,
    };
    match s.session.checked(played_in) {
        Ok(session) if s.v == VERSION => Found::Session(Box::new(session), s.score),
        _ => Found::Unreadable,
    }
}
