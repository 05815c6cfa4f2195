//! The play screen's module for sums (`#/play?game=sum:…`) and any game
//! no smaller module makes. It makes every game, since a sum's parts may
//! be any, and draws every board, but carries no other screen: a link to
//! a sum loads the play screen alone, not the whole app.

use std::rc::Rc;

use nimatron_core::registry::{self, Entry};
use yew::prelude::*;

use super::{Module, play_screen};
use crate::play::boards::{self, Drawer};
use crate::route::{HashUrl, Route};

/// `src/bin/play.rs`.
#[derive(Debug)]
pub struct PlayModule;

impl Module for PlayModule {
    const GAMES: &'static [Entry] = registry::GAMES;
    const BOARDS: &'static [Drawer] = boards::ALL;
    const NAME: &'static str = "module-play";
    const QUOTIENTS: bool = true;

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        play_screen(route, url, nav, sync_url)
    }
}
