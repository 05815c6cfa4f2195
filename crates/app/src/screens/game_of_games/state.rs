//! The game-of-games screen's reducer: the `n` on show, the page of the
//! games list, and what the URL asked for that was refused.

use std::rc::Rc;

use yew::prelude::*;

use super::url::GamesQuery;
use crate::screens::query::FromQuery;

/// Games listed per page.
pub const PAGE_SIZE: u64 = 50;

/// The screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Stones. Invariant: `2 ≤ n ≤ MAX_GAME_OF_GAMES_N`.
    pub n: u64,
    /// The page of `J_k` shown (0-based). Invariant: `page < pages()`.
    pub page: u64,
    /// The refused `n=` text, if any.
    pub bad_n: Option<String>,
}

/// What changes the state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A new URL.
    Load(GamesQuery),
    /// Show another page (clamped to the last).
    Page(u64),
}

impl FromQuery for State {
    type Query = GamesQuery;

    /// The first state for a URL query.
    fn from_query(query: GamesQuery) -> Self {
        State {
            n: query.n,
            page: 0,
            bad_n: query.bad_n,
        }
    }
}

impl State {
    /// Pages of games (`n − 1` games, [`PAGE_SIZE`] a page).
    pub fn pages(&self) -> u64 {
        (self.n - 1).div_ceil(PAGE_SIZE).max(1)
    }

    /// The `k` on the current page.
    pub fn page_games(&self) -> std::ops::RangeInclusive<u64> {
        let first = self.page * PAGE_SIZE + 1;
        first..=(first + PAGE_SIZE - 1).min(self.n - 1)
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::Load(query) => State::from_query(query),
            Action::Page(page) => State {
                page: page.min(self.pages() - 1),
                ..(*self).clone()
            },
        };
        if next == *self { self } else { Rc::new(next) }
    }
}
