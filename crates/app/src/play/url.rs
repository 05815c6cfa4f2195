//! The play screen's part of the URL, as pure data:
//! `#/play?game=kayles&position=5,7&misere&first=me&opponent=friend`, and
//! a game record: `position=` its start, `moves=5,3;4,3` the position after
//! each move, `at=1` the cursor when it is not at the end.
//!
//! Why a module of its own: the same query is read from the location, from
//! a widget's `data-*` attributes and from the setup form, and written back
//! after every move; one parser and one writer keep those four in step
//! (the tests below check the round trip). No browser, no panics: values
//! are kept as text here and judged by the core (`registry::game`,
//! `Position::from_str`) when the session is made; the one exception is
//! who moves first when the link says neither that nor a position, which
//! the core decides (`registry::linked_first`).

use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, registry};

use crate::engine::installed;
use crate::route::HashUrl;
use crate::screens::query::FromUrl;
use crate::screens::seats::Seats;

/// The screen's path.
pub const PATH: &str = "/play";

/// A bare flag: open with the rules in view (not kept after a move).
pub const RULES_FLAG: &str = "rules";

/// What the URL asks the play screen for; the default is no game and no
/// position, normal play, the reader first against the computer's default.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayQuery {
    /// The game's text (`take:3`), as written; `None` when absent.
    pub game: Option<String>,
    /// The position's text (`5,7`), as written; `None` when absent.
    pub position: Option<String>,
    /// Misère play.
    pub misere: bool,
    /// Who moves first.
    pub first: First,
    /// The computer at a strength, or a friend.
    pub opponent: Opponent,
    /// A game record (`moves=P1;P2;…`: the position after each move, from
    /// `position`, the start), as written; `None` when absent.
    pub moves: Option<String>,
    /// The cursor in the record (`at=K`: after K moves), as written.
    pub at: Option<String>,
    /// `key=value` pairs whose value the screen does not know (kept to
    /// say so; the default is used instead).
    pub unknown: Vec<(String, String)>,
    /// Who moves first came from the link's rule (it named neither a
    /// position nor who starts), which reads the start's outcome: where
    /// the worker answers it, it is read again when it comes.
    pub linked: bool,
}

impl FromUrl for PlayQuery {
    /// Reads the screen's parameters from `url` (other pairs are ignored).
    fn from_url(url: &HashUrl) -> Self {
        let mut q = PlayQuery {
            // Rule: a bare name whose game needs numbers (`take`) opens the
            // catalogue's (`take:3`), so a link never lands on an error.
            game: url.get("game").map(installed::completed),
            position: url.get("position").map(|p| p.trim().to_string()),
            misere: url.flag("misere"),
            moves: url.get("moves").map(str::to_string),
            at: url.get("at").map(|a| a.trim().to_string()),
            ..PlayQuery::default()
        };
        let seats = Seats::read(url, |key, given| (key.to_string(), given), &mut q.unknown);
        // Rule: a link that names only the game starts winnable, as the
        // catalogue's cards do (the core's `registry::linked_first`); a
        // link with a position keeps the student first.
        q.linked = seats.first.is_none() && q.position.is_none();
        q.first = match seats.first {
            Some(first) => first,
            None if q.linked => installed::linked_first(&q.game_text(), q.convention()),
            None => q.first,
        };
        q.opponent = seats.opponent.unwrap_or(q.opponent);
        q
    }
}

/// The game a play link without `game=` opens: the first registered
/// game's example.
pub fn first_game() -> &'static str {
    registry::EXAMPLES.first().copied().unwrap_or_default()
}

impl PlayQuery {
    /// The game's text to open: the URL's, else [`first_game`].
    pub fn game_text(&self) -> String {
        match &self.game {
            Some(g) if !g.is_empty() => g.clone(),
            _ => first_game().to_string(),
        }
    }

    /// The position's text to open: the URL's, else where the game opens
    /// (`registry::start_position`: the example, or the game's own start
    /// when the example was written for other parameters).
    pub fn position_text(&self) -> String {
        if let Some(p) = &self.position {
            return p.clone();
        }
        installed::start_position(&self.game_text())
            .map(|p| p.to_string())
            .unwrap_or_default()
    }

    /// The convention.
    pub fn convention(&self) -> Convention {
        Convention::from_misere(self.misere)
    }

    /// The URL of this query (`game`, `position`, the record's `moves`
    /// and `at`, then the flags; `first`
    /// and `opponent` only when not the defaults).
    pub fn to_url(&self) -> HashUrl {
        let mut url = HashUrl::new(PATH);
        if let Some(g) = &self.game {
            url = url.with("game", g.clone());
        }
        if let Some(p) = &self.position {
            url = url.with("position", p.clone());
        }
        if let Some(m) = &self.moves {
            url = url.with("moves", m.clone());
        }
        if let Some(a) = &self.at {
            url = url.with("at", a.clone());
        }
        url = url.with_flag("misere", self.misere);
        Seats {
            first: (self.first != First::Me).then_some(self.first),
            opponent: (self.opponent != Opponent::default()).then_some(self.opponent),
        }
        .write(url)
    }
}

/// The URL that opens `game` at `position` (the home page's game list,
/// the worksheet's answers); with [`RULES_FLAG`], the catalogue's "Rules"
/// link.
pub fn play_url(game: &str, position: &str) -> HashUrl {
    HashUrl::of(PATH, &[("game", game), ("position", position)])
}
