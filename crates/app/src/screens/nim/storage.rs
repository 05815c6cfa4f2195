//! Where the Nim screen keeps its game: in the play screen's entry for
//! `nim` (`crate::play::storage`, key `nimatron.play.v1.nim`: the session
//! and the score), so `#/nim` and `#/play?game=nim` resume the same game
//! and share one score. Exam mode and the sample game are not stored:
//! they are the URL's (a reload keeps them, a bare `#/nim` resumes the
//! game itself).
//!
//! What the screen kept before (`nimatron.nim.game`, the game as its URL
//! query, and `nimatron.nim.score`) is read once, moved into that entry
//! and removed when the app starts ([`move_old_entries`]), so an upgrade
//! loses nothing; an unreadable old entry is dropped with the screen's
//! notice. The reading
//! ([`migrate`]) is pure; the browser calls are in `crate::dom`.

use std::cell::RefCell;

use nimatron_core::session::{Score, Session};
use serde::Deserialize;

use super::state::{Notice, default_session, session_of};
use super::url::NimQuery;
use crate::dom;
use crate::play::storage::{self, Found};
use crate::screens::query::FromUrl;

/// The old key of the game in progress.
pub const OLD_GAME_KEY: &str = "nimatron.nim.game";
/// The old key of the score tally.
pub const OLD_SCORE_KEY: &str = "nimatron.nim.score";
/// Longest old game read (a full game fits many times over).
pub const MAX_OLD_CHARS: usize = 64 * 1024;

/// The old game: version 1 and the URL query.
#[derive(Deserialize)]
struct OldGame {
    v: u32,
    query: String,
}

/// The old score: `me` the person's wins, `computer` its losses.
#[derive(Deserialize)]
struct OldScore {
    v: u32,
    me: u32,
    computer: u32,
}

/// The old game's session, or `None` when it cannot be read.
fn old_game(text: &str) -> Option<Session> {
    if text.len() > MAX_OLD_CHARS {
        return None;
    }
    let old: OldGame = serde_json::from_str(text).ok()?;
    let query = NimQuery::from_hash(&format!("#/nim?{}", old.query));
    let readable = old.v == 1 && query.heaps.is_ok() && query.error.is_none() && !query.bare;
    readable.then(|| session_of(&query).0)
}

/// The old score, or `None` when it cannot be read.
fn old_score(text: &str) -> Option<Score> {
    let old: OldScore = serde_json::from_str(text).ok()?;
    (old.v == 1).then_some(Score {
        wins: old.me,
        losses: old.computer,
    })
}

/// The Nim entry once the old entries' text (`old_game`, `old_score`)
/// is moved into `entry`, and the notices for what could not be read.
/// When both hold a game, the entry's (written by the play screen since)
/// is kept; the scores add up, as they count different games.
pub fn migrate(
    entry: Found,
    old_game_text: Option<&str>,
    old_score_text: Option<&str>,
) -> (Found, Vec<Notice>) {
    let mut notices = Vec::new();
    let game = old_game_text.and_then(|text| {
        let game = old_game(text);
        if game.is_none() {
            notices.push(Notice::GameReset);
        }
        game
    });
    let score = old_score_text.map_or(Score::default(), |text| {
        old_score(text).unwrap_or_else(|| {
            notices.push(Notice::ScoreReset);
            Score::default()
        })
    });
    let found = match entry {
        Found::Session(session, kept) => Found::Session(
            session,
            Score {
                wins: kept.wins.saturating_add(score.wins),
                losses: kept.losses.saturating_add(score.losses),
            },
        ),
        entry if game.is_none() && score == Score::default() => entry,
        entry => {
            if entry == Found::Unreadable {
                notices.push(Notice::GameReset);
            }
            Found::Session(Box::new(game.unwrap_or_else(default_session)), score)
        }
    };
    (found, notices)
}

thread_local! {
    /// What the start-up move found unreadable, for the Nim screen to say
    /// once ([`take_move_notices`]).
    static MOVE_NOTICES: RefCell<Vec<Notice>> = const { RefCell::new(Vec::new()) };
}

/// Moves the old entries into the one entry for Nim (written under the
/// new key, then removed), once, when the whole app starts and before any
/// screen reads storage (`crate::start`): every screen then reads Nim's
/// entry as any other game's. What could not be read is kept for the Nim
/// screen's notice.
pub fn move_old_entries() {
    let (old_game, old_score) = (dom::load_item(OLD_GAME_KEY), dom::load_item(OLD_SCORE_KEY));
    if old_game.is_none() && old_score.is_none() {
        return;
    }
    let Ok(game) = crate::engine::game("nim") else {
        return;
    };
    let key = storage::key(game.name());
    let entry = storage::decode(dom::load_item(&key).as_deref(), game.as_ref());
    let (found, notices) = migrate(entry, old_game.as_deref(), old_score.as_deref());
    if let Found::Session(session, score) = &found {
        dom::store_item(&key, &storage::encode(session, *score));
    }
    dom::remove_item(OLD_GAME_KEY);
    dom::remove_item(OLD_SCORE_KEY);
    MOVE_NOTICES.with(|n| n.borrow_mut().extend(notices));
}

/// What the start-up move could not read, said once: the first Nim screen
/// opened takes it.
pub fn take_move_notices() -> Vec<Notice> {
    MOVE_NOTICES.with(|n| std::mem::take(&mut *n.borrow_mut()))
}
