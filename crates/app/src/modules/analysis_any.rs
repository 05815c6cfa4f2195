//! The analysis screens for every game: Bouton's walk (`#/why`), misère
//! quotients (`#/misere`) and Grundy sequences (`#/grundy-sequences`) of
//! the games the smaller analysis module does not make (a subtraction
//! game, Moore's Nim, a sum of any games, …). It makes every game, as the
//! play screen's module does, but draws no board: a link to one of these
//! screens loads these screens alone, not the whole app.

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::Module;
use super::analysis::AnalysisModule;
use super::play::PlayModule;
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};

/// `src/bin/analysis_any.rs`.
#[derive(Debug)]
pub struct AnalysisAnyModule;

impl Module for AnalysisAnyModule {
    /// Every game, as the play screen's module (the one module that
    /// installs the whole registry) makes.
    const GAMES: &'static [Entry] = PlayModule::GAMES;
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis-any";
    const QUOTIENTS: bool = true;

    /// The analysis module's screens, for every game.
    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        AnalysisModule::screen(route, url, nav, sync_url)
    }
}
