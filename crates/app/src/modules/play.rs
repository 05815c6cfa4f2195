//! The play screen's module: `#/play` for every game no smaller module
//! makes (Chomp, Moore's Nim, Greedy and Equal Nim, Building Nim, Candy,
//! Fibonacci Nim, Circular Nim, n-d Nim, Graph Nim, sums). It makes every
//! game, since a sum's parts may be any, and draws every board, but
//! carries no other screen: a link to one of these games loads the play
//! screen alone, not the whole app.

use std::rc::Rc;

use nimatron_core::registry::{self, Entry};
use yew::prelude::*;

use super::{Module, plays};
use crate::play::PlayScreen;
use crate::play::boards::{self, Drawer};
use crate::route::{HashUrl, Route};

/// `src/bin/play.rs`.
#[derive(Debug)]
pub struct PlayModule;

impl Module for PlayModule {
    const GAMES: &'static [Entry] = registry::GAMES;
    const BOARDS: &'static [Drawer] = boards::ALL;
    const NAME: &'static str = "module-play";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        match route {
            Route::Play if plays(&url) => Some(html! { <PlayScreen {url} {nav} {sync_url} /> }),
            _ => None,
        }
    }
}
