//! The worksheets' module: `#/worksheet?game=…`, a printable worksheet of
//! any game and its answer key. It makes every game (a sheet may be of
//! any), draws no board (a sheet draws its own dots) and asks the worker
//! for no misère quotient (a sheet is of normal play): a teacher's link
//! to a sheet loads the sheet alone, not the whole app.

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::Module;
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};
use crate::screens::worksheet::WorksheetScreen;

/// `src/bin/worksheet.rs`.
#[derive(Debug)]
pub struct WorksheetModule;

impl Module for WorksheetModule {
    /// Every game, as the play screen's module (the one module that
    /// installs the whole registry) makes.
    const GAMES: &'static [Entry] = super::play::EVERY_GAME;
    /// None: a sheet draws its positions its own way.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-worksheet";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        match route {
            Route::Worksheet => Some(html! { <WorksheetScreen {url} {nav} {sync_url} /> }),
            _ => None,
        }
    }
}
