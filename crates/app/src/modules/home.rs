//! The home page's module: the menu and the catalogue of every game
//! (drawn from `registry::LISTINGS`, which has no game's code), and no
//! game made. It also draws an unknown path: the menu, with a line saying
//! there is no such screen.

use std::rc::Rc;

use yew::prelude::*;

use super::Module;
use crate::app::quote_path;
use crate::route::{HashUrl, Route};
use crate::screens::home::Home;

/// `#/` and unknown paths (`src/bin/home.rs`).
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
            // An unknown path: the menu, with a line saying so, as the
            // whole app draws it.
            Route::NotFound(path) => {
                Some(html! { <Home not_found={AttrValue::from(quote_path(path))} /> })
            }
            _ => None,
        }
    }
}
