//! The game-of-games screen's part of the URL: `n=6`. Pure: no browser,
//! no panics; a refused value is reported and the default (the blog's
//! `n = 6`) used.

use nimatron_core::limits::MAX_GAME_OF_GAMES_N;

use crate::route::HashUrl;
use crate::screens::query::FromUrl;
use crate::screens::query::{number_in, read};

/// The blog's example.
pub const DEFAULT_N: u64 = 6;
/// Smallest `n` with a game (`J_1`).
pub const MIN_N: u64 = 2;

/// What the URL asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamesQuery {
    /// The number of stones (the default when refused).
    pub n: u64,
    /// The refused `n=` text, quoted and cut.
    pub bad_n: Option<String>,
}

impl FromUrl for GamesQuery {
    /// Reads `n=` from `url`.
    fn from_url(url: &HashUrl) -> Self {
        let mut bad = Vec::new();
        let n = read(
            url,
            "n",
            |t| number_in(t, MIN_N..=MAX_GAME_OF_GAMES_N),
            |quoted| quoted,
            &mut bad,
        );
        GamesQuery {
            n: n.unwrap_or(DEFAULT_N),
            bad_n: bad.pop(),
        }
    }
}

/// The URL of the game of games with `n` stones.
pub fn to_url(n: &str) -> HashUrl {
    HashUrl::new("/game-of-games").with("n", n)
}
