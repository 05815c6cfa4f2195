//! The home page's module: the menu and the catalogue of every game
//! (drawn from `registry::LISTINGS`, which has no game's code), and no
//! game made.

use std::rc::Rc;

use yew::prelude::*;

use nimatron_i18n::resources::Words;

use super::{Module, with_frame_words};
use crate::route::{HashUrl, Route};
use crate::screens::home::Home;

/// `#/` (`src/bin/home.rs`).
#[derive(Debug)]
pub struct HomeModule;

impl Module for HomeModule {
    const GAMES: &'static [nimatron_core::registry::Entry] = &[];
    const BOARDS: &'static [crate::play::boards::Drawer] = &[];
    /// The catalogue's words, not the play screen's (`play.ftl`): a test
    /// checks that every word its page and frame ask for is here.
    const WORDS: &'static [Words] = with_frame_words![CATALOGUE];
    const WIDGETS: bool = false;

    fn screen(route: &Route, _: Rc<HashUrl>, _: u64, _: bool) -> Option<Html> {
        match route {
            Route::Home => Some(html! { <Home /> }),
            _ => None,
        }
    }
}
