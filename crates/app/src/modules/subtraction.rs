//! The subtraction games' module: simplified Nim (take 1 to k: game 21,
//! the game of 100), the game of games, subtraction sets, and their games
//! on the play screen (`#/subtraction`, `#/game-of-games`,
//! `#/subtraction-sets`, `#/play?game=take:3`, `#/play?game=subtraction:1,3,4`).

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::{Module, plays};
use crate::play::PlayScreen;
use crate::route::{HashUrl, Route};
use crate::screens::{
    game_of_games::GameOfGamesScreen, grundy::GrundyScreen, subtraction::SubtractionScreen,
};

/// `#/subtraction`, `#/game-of-games`, `#/subtraction-sets`
/// (`src/bin/subtraction.rs`).
#[derive(Debug)]
pub struct SubtractionModule;

impl Module for SubtractionModule {
    const GAMES: &'static [Entry] = &made_with_engine([
        games::subtraction::take_rules::ENTRY,
        games::subtraction::set_rules::ENTRY,
    ]);
    const BOARDS: &'static [Drawer] = &[boards::HEAPS];
    const NAME: &'static str = "module-subtraction";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        Some(match route {
            Route::Subtraction => html! { <SubtractionScreen {url} {nav} {sync_url} /> },
            Route::GameOfGames => html! { <GameOfGamesScreen {url} {nav} {sync_url} /> },
            Route::Grundy => html! { <GrundyScreen {url} {nav} {sync_url} /> },
            Route::Play if plays(&url) => html! { <PlayScreen {url} {nav} {sync_url} /> },
            _ => return None,
        })
    }
}
