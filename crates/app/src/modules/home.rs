//! The home page's module: the menu and the catalogue of every game
//! (drawn from `registry::LISTINGS`, which has no game's code), and no
//! game made.

use std::rc::Rc;

use yew::prelude::*;

use super::Module;
use crate::route::{HashUrl, Route};
use crate::screens::home::Home;

/// `#/` (`src/bin/home.rs`).
#[derive(Debug)]
pub struct HomeModule;

impl Module for HomeModule {
    const GAMES: &'static [nimatron_core::registry::Entry] = &[];
    const BOARDS: &'static [crate::play::boards::Drawer] = &[];
    const NAME: &'static str = "nimatron-home";
    const WIDGETS: bool = false;

    fn screen(route: &Route, _: Rc<HashUrl>, _: u64, _: bool) -> Option<Html> {
        match route {
            Route::Home => Some(html! { <Home /> }),
            _ => None,
        }
    }
}
