//! The "why" screen's part of the URL: `game=kayles&position=5,7&misere`.
//! Pure: no browser, no panics. The game and position are kept as text;
//! the core judges them when the walk is made (a refusal is shown in
//! words, never a blank screen).

use nimatron_core::Convention;

use crate::route::HashUrl;
use crate::screens::query::FromUrl;

/// The game shown when the URL names none: Kayles, the example.
pub const DEFAULT_GAME: &str = "kayles";
/// Its position: two rows, 5 and 7, where the winning move splits a row.
pub const DEFAULT_POSITION: &str = "5,7";

/// What the URL asks the screen to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WhyQuery {
    /// The game's text (`kayles`, `sum:nim+kayles`).
    pub game: String,
    /// The position, in the game's syntax.
    pub position: String,
    /// `misere` present (and not `misere=0`).
    pub convention: Convention,
}

impl FromUrl for WhyQuery {
    fn from_url(url: &HashUrl) -> Self {
        let text = |key, default: &str| {
            url.get(key)
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .unwrap_or(default)
                .to_string()
        };
        WhyQuery {
            game: text("game", DEFAULT_GAME),
            position: text("position", DEFAULT_POSITION),
            convention: Convention::from_misere(url.flag("misere")),
        }
    }
}

/// The screen's URL for a position of a game.
pub fn to_url(game: &str, position: &str, convention: Convention) -> HashUrl {
    HashUrl::new("/why")
        .with("game", game.to_string())
        .with("position", position.to_string())
        .with_flag("misere", convention == Convention::Misere)
}
