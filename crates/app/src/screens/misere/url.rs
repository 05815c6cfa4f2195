//! The misère screen's part of the URL: `game=kayles&upto=300&sum=5,7`.
//! Pure: no browser, no panics. What was typed is kept as typed (the page
//! shows it back in its fields); a refused value is a problem, and then
//! nothing is computed: the page says why instead of showing another game.

use nimatron_core::CoreError;
use nimatron_core::games::take_break::misere::MAX_QUOTIENT_HEAP;
use nimatron_core::job::{JobRequest, quotient_rule_of};

use crate::route::HashUrl;
use crate::screens::query::{FromUrl, number_in, quote};

/// The game shown when the URL names none: Kayles, solved at heap 167.
pub const DEFAULT_GAME: &str = "kayles";
/// The last heap asked when the URL gives none (the command line's too):
/// past Kayles' 167, where most codes that solve have solved.
pub const DEFAULT_UPTO: u64 = 300;

/// A refused URL value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueryError {
    /// `upto=` is not a whole number up to the limit (quoted, cut).
    BadUpto(String),
    /// The game is registered but has no misère quotient here (quoted).
    NotCovered(String),
    /// The registry refused the game (unknown, not an octal code).
    Core(CoreError),
}

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisereQuery {
    /// The game as typed (`kayles`, `octal:0.137`).
    pub game: String,
    /// `upto=` as typed.
    pub upto_text: String,
    /// The last heap asked, when `upto_text` is one.
    pub upto: u64,
    /// The sum box's heaps as typed (`5,7`).
    pub sum: String,
    /// What was refused.
    pub problems: Vec<QueryError>,
}

impl FromUrl for MisereQuery {
    fn from_url(url: &HashUrl) -> Self {
        let text = |key: &str| url.get(key).map(str::trim).map(str::to_string);
        let game = text("game")
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| DEFAULT_GAME.to_string());
        let mut problems = Vec::new();
        // Rule: only a registered take-and-break game has a quotient here;
        // the registry words an unknown game or a malformed octal code.
        // (Made among this build's games: a small module makes only its
        // own, and hands any other over before drawing this screen.)
        match crate::engine::game(&game) {
            Ok(g) if quotient_rule_of(&*g).is_some() => {}
            Ok(_) => problems.push(QueryError::NotCovered(quote(&game))),
            Err(e) => problems.push(QueryError::Core(e)),
        }
        let upto_text = text("upto").unwrap_or_else(|| DEFAULT_UPTO.to_string());
        let upto = match number_in(&upto_text, 1..=MAX_QUOTIENT_HEAP) {
            Some(n) => n,
            None => {
                problems.push(QueryError::BadUpto(quote(&upto_text)));
                DEFAULT_UPTO
            }
        };
        MisereQuery {
            game,
            upto_text,
            upto,
            sum: text("sum").unwrap_or_default(),
            problems,
        }
    }
}

impl MisereQuery {
    /// The worker's job, when nothing was refused.
    pub fn request(&self) -> Option<JobRequest> {
        self.problems.is_empty().then(|| JobRequest::Quotient {
            game: self.game.clone(),
            upto: self.upto,
        })
    }
}

/// The screen's URL.
pub fn to_url(game: &str, upto: &str, sum: &str) -> HashUrl {
    let url = HashUrl::new("/misere")
        .with("game", game.to_string())
        .with("upto", upto.to_string());
    if sum.trim().is_empty() {
        url
    } else {
        url.with("sum", sum.to_string())
    }
}
