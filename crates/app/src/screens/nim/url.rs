//! The Nim screen's part of the URL — a whole game:
//! `heaps=3,4,5&misere&first=me&opponent=strong&moves=1-2,3-3&at=1&exam`;
//! its heaps are read as the "heaps" field's, by the screens' one reader
//! ([`heaps`], at most the core's [`MAX_HEAPS`]). Pure: no browser, no
//! panics, nothing allocated past [`MAX_HEAPS`] heaps or [`MAX_MOVES`]
//! moves.

use nimatron_core::games::nim::{self, NimMove};
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, MAX_MOVES, Opponent, Session};
use nimatron_core::{Convention, Position, Strength};

use crate::route::HashUrl;
use crate::screens::query::{FromUrl, HeapsError, heaps, number_in, quote, read};
use crate::screens::seats::{self, Seats};

/// The position shown when the URL names none, or a bad one.
pub const DEFAULT_HEAPS: [u64; 3] = [3, 4, 5];

/// Why part of a game URL was refused (the heaps have their own error,
/// [`HeapsError`]). Kept as data, worded in the current language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameUrlError {
    /// `first=`, `opponent=` or `at=` holds a value we do not know.
    BadValue {
        /// The parameter.
        key: &'static str,
        /// Its value (quoted, cut short when long).
        given: String,
    },
    /// A move of `moves=` is not `heap-take`, or not legal where it is.
    BadMove {
        /// The offending piece.
        given: String,
    },
    /// More moves than a game keeps.
    TooManyMoves {
        /// How many the URL lists.
        asked: usize,
    },
    /// `at=` is past the last of the moves listed.
    AtPastEnd {
        /// The `at=` asked.
        asked: usize,
        /// How many moves the URL lists.
        moves: usize,
    },
}

/// What the URL asks the Nim screen to show.
///
/// Defaults, chosen so old links keep their meaning: `heaps=` without
/// `first=` is the free board (both seats clicked, a friend on the same
/// device); `first=` alone means the perfect computer. A query with none of
/// the screen's keys ([`NimQuery::is_bare`]) resumes the stored game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimQuery {
    /// The start position, or why the URL's `heaps=` was refused. No
    /// `heaps=` at all means the default position.
    pub heaps: Result<Vec<u64>, HeapsError>,
    /// `misere` present (and not `misere=0`).
    pub convention: Convention,
    /// `first=me|computer|auto` (`me` when absent).
    pub first: First,
    /// `opponent=perfect|strong|beginner|friend`.
    pub opponent: Opponent,
    /// `moves=1-2,3-3`: heap (from 1) and stones taken, legal in order.
    pub moves: Vec<NimMove>,
    /// `at=`: how many of the moves are in effect (all when absent).
    pub at: Option<usize>,
    /// `exam`: every analysis hidden.
    pub exam: bool,
    /// `sample`: the Wikipedia seed's Alice/Bob game (heaps and moves come
    /// from the seed, not the URL).
    pub sample: bool,
    /// The first refused part of the game, other than the heaps.
    pub error: Option<GameUrlError>,
    /// True when the URL names none of the screen's keys.
    pub bare: bool,
}

/// The screen's own query keys.
const KEYS: &[&str] = &[
    "heaps", "misere", "first", "opponent", "moves", "at", "exam", "sample",
];

impl FromUrl for NimQuery {
    /// Reads the screen's keys from the URL. Never panics; nothing is
    /// allocated past [`MAX_HEAPS`] heaps or [`MAX_MOVES`] moves.
    fn from_url(url: &HashUrl) -> Self {
        let mut problems = Vec::new();
        let heaps = url
            .get("heaps")
            .map_or(Ok(DEFAULT_HEAPS.to_vec()), |text| heaps(text, MAX_HEAPS));
        let bad = |key| move |given| GameUrlError::BadValue { key, given };
        let Seats { opponent, first } =
            Seats::read(url, |key, given| bad(key)(given), &mut problems);
        // `first=` alone means the computer; `heaps=` alone, the free board.
        let default_opponent = match url.get(seats::FIRST) {
            Some(_) => Opponent::Computer(Strength::Perfect),
            None => Opponent::Friend,
        };
        let moves = match (&heaps, url.get("moves")) {
            (Ok(start), Some(text)) => parse_moves(text, start).unwrap_or_else(|e| {
                problems.push(e);
                Vec::new()
            }),
            _ => Vec::new(),
        };
        let at = read(
            url,
            "at",
            |t| number_in(t.trim(), 0..=u64::MAX).and_then(|n| usize::try_from(n).ok()),
            bad("at"),
            &mut problems,
        );
        NimQuery {
            heaps,
            convention: Convention::from_misere(url.flag("misere")),
            first: first.unwrap_or(First::Me),
            opponent: opponent.unwrap_or(default_opponent),
            moves,
            at,
            exam: url.flag("exam"),
            sample: url.flag("sample"),
            error: problems.into_iter().next(),
            bare: !url.query.iter().any(|(k, _)| KEYS.contains(&k.as_str())),
        }
    }
}

/// Parses `1-2,3-3` (heap from 1, stones taken) and checks each move is
/// legal after the ones before it, from `start`.
pub fn parse_moves(text: &str, start: &[u64]) -> Result<Vec<NimMove>, GameUrlError> {
    let pieces: Vec<&str> = text.split(',').filter(|p| !p.trim().is_empty()).collect();
    if pieces.len() > MAX_MOVES {
        return Err(GameUrlError::TooManyMoves {
            asked: pieces.len(),
        });
    }
    let refuse = |i: usize| GameUrlError::BadMove {
        given: quote(pieces.get(i).copied().unwrap_or_default()),
    };
    let mut moves = Vec::with_capacity(pieces.len());
    let mut unreadable = None;
    for (i, piece) in pieces.iter().enumerate() {
        let mv = piece.trim().split_once('-').and_then(|(h, t)| {
            // Digits only, as every number of a URL (`+1-2` is refused).
            let heap = usize::try_from(number_in(h, 1..=u64::MAX)?).ok()? - 1;
            let take = number_in(t, 0..=u64::MAX)?;
            Some(NimMove { heap, take })
        });
        match mv {
            Some(mv) => moves.push(mv),
            None => {
                unreadable = Some(i);
                break;
            }
        }
    }
    // Legal in order (the first bad piece is named, whatever its fault).
    nim::positions_of(start, &moves).map_err(refuse)?;
    match unreadable {
        Some(i) => Err(refuse(i)),
        None => Ok(moves),
    }
}

/// Moves as the URL writes them: `1-2,3-3`.
pub fn format_moves(moves: &[NimMove]) -> String {
    let pieces: Vec<String> = moves
        .iter()
        .map(|m| format!("{}-{}", m.heap + 1, m.take))
        .collect();
    pieces.join(",")
}

/// The URL of a game (the free board writes only what differs from the
/// defaults, so `#/nim?heaps=3,4,5` stays as short as before).
pub fn to_url(session: &Session, exam: bool, sample: bool) -> HashUrl {
    let mut url = HashUrl::new("/nim");
    if sample {
        url = url.with_flag("sample", true);
    } else {
        url = url.with("heaps", session.start.to_string());
    }
    url = url.with_flag("misere", session.convention.is_misere());
    if let Opponent::Computer(strength) = session.opponent {
        // `first=` says the computer plays (the free board has neither).
        url = Seats {
            first: Some(session.first),
            opponent: (strength != Strength::Perfect).then_some(session.opponent),
        }
        .write(url);
    }
    if !session.played.is_empty() && !sample {
        let played: Vec<&[u64]> = session.played.iter().map(Position::numbers).collect();
        let moves = nim::moves_of(session.start.numbers(), &played);
        url = url.with("moves", format_moves(&moves));
    }
    if session.cursor < session.played.len() {
        url = url.with("at", session.cursor.to_string());
    }
    url.with_flag("exam", exam)
}
