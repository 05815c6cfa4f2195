//! The analysis screens for every game: Bouton's walk (`#/why`), misère
//! quotients (`#/misere`) and Grundy sequences (`#/grundy-sequences`) of a
//! sum, whose parts may be any game, so it makes every game, as the play
//! screen's module does, but draws no board. Every game on its own has
//! its walk in a smaller analysis module (`analysis`, `analysis_variants`,
//! `analysis_subtraction`, `analysis_boards`), which the start script
//! picks first; this one draws them too when a reader on a sum's walk
//! types one of them, with no download.

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
