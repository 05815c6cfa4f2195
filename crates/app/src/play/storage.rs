//! What the play screen keeps in local storage: for each game name (one
//! key each, `nimatron.play.v1.<name>`, so a damaged entry loses one
//! game's history and nothing else) the session in progress and the score
//! against the computer, as versioned JSON (`nimatron_jobs::json`, in the
//! shape the core's serde form has always had, so entries stored by
//! earlier builds read back).
//!
//! Why pure: storage is untrusted input. Decoding checks the version and
//! size here and replays every stored move through the core
//! (`Session::checked`), so a hand-edited or outdated entry is refused
//! with a message instead of reaching the board. The browser calls are in
//! `crate::dom` and happen only in `hooks.rs`.

use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent, Score, Seat, Session};
use nimatron_core::{AnyGame, Convention};
use nimatron_jobs::json::{Json, position, to_position};

use crate::engine::installed;

/// The format version written; anything else is unreadable.
pub const VERSION: u32 = 1;

/// Longest stored entry read back (a full game fits many times over).
pub const MAX_STORED_CHARS: usize = 256 * 1024;

/// The key of a game's entry (`nimatron.play.v1.kayles`).
pub fn key(name: &str) -> String {
    format!("nimatron.play.v{VERSION}.{name}")
}

/// What an entry holds: `{"v":1,"session":{…},"score":{…}}`.
struct Stored {
    v: u64,
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
    let s = session;
    let opponent = match s.opponent {
        Opponent::Computer(strength) => Json::tagged("Computer", Json::str(strength.code())),
        Opponent::Friend => Json::str("Friend"),
    };
    let convention = if s.convention.is_misere() {
        "misere"
    } else {
        "normal"
    };
    let session = Json::obj([
        ("game", Json::str(&s.game)),
        ("start", position(&s.start)),
        ("convention", Json::str(convention)),
        ("first", Json::str(s.first.code())),
        ("opponent", opponent),
        ("played", Json::Arr(s.played.iter().map(position).collect())),
        ("cursor", Json::Num(s.cursor as u64)),
        (
            "computer",
            s.computer.map_or(Json::Null, |c| Json::str(seat_name(c))),
        ),
    ]);
    let score = Json::obj([
        ("wins", Json::Num(score.wins.into())),
        ("losses", Json::Num(score.losses.into())),
    ]);
    Json::obj([
        ("v", Json::Num(VERSION.into())),
        ("session", session),
        ("score", score),
    ])
    .text()
}

fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::A => "A",
        Seat::B => "B",
    }
}

/// [`encode`]'s text read back, before any move is checked (`None` if
/// it is not of that shape).
fn read(text: &str) -> Option<Stored> {
    let json = Json::parse(text)?;
    let (s, score) = (json.get("session")?, json.get("score")?);
    let word = |key| s.get(key).and_then(Json::as_str);
    let opponent = match s.get("opponent")? {
        Json::Str(f) if f == "Friend" => Opponent::Friend,
        tagged => match tagged.as_tagged()? {
            ("Computer", strength) => Opponent::Computer(strength_named(strength.as_str()?)?),
            _ => return None,
        },
    };
    let convention = match word("convention")? {
        "normal" => Convention::Normal,
        "misere" => Convention::Misere,
        _ => return None,
    };
    let computer = match s.get("computer")? {
        Json::Null => None,
        seat => Some(
            [Seat::A, Seat::B]
                .into_iter()
                .find(|&c| Some(seat_name(c)) == seat.as_str())?,
        ),
    };
    let session = Session {
        game: word("game")?.to_string(),
        start: to_position(s.get("start")?)?,
        convention,
        first: First::ALL
            .into_iter()
            .find(|f| Some(f.code()) == word("first"))?,
        opponent,
        played: s
            .get("played")?
            .as_arr()?
            .iter()
            .map(to_position)
            .collect::<Option<_>>()?,
        cursor: usize::try_from(s.get("cursor")?.as_u64()?).ok()?,
        computer,
    };
    let count = |key| u32::try_from(score.get(key)?.as_u64()?).ok();
    Some(Stored {
        v: json.get("v")?.as_u64()?,
        session,
        score: Score {
            wins: count("wins")?,
            losses: count("losses")?,
        },
    })
}

/// The strength of its serde name (its code, lowercase as written).
fn strength_named(name: &str) -> Option<Strength> {
    Strength::ALL.into_iter().find(|s| s.code() == name)
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
    let Some(s) = read(text) else {
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
        Ok(session) if s.v == u64::from(VERSION) => Found::Session(Box::new(session), s.score),
        _ => Found::Unreadable,
    }
}
