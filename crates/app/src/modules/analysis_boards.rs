//! The analysis screens (`#/why`, `#/misere`, `#/grundy-sequences`) of
//! the games on boards, rings and graphs: the play screen's boards
//! module's games (Chomp, n-dimensional Nim, Circular Nim, Arc Kayles,
//! Node Kayles). Split from the module for every game (`analysis_any`,
//! which a sum needs): a link to one of these games' walk loads these
//! games alone, under the first load's 300 KB.

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::Module;
use super::analysis::AnalysisModule;
use super::board_games::BoardGamesModule;
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};

/// `src/bin/analysis_boards.rs`.
#[derive(Debug)]
pub struct AnalysisBoardsModule;

impl Module for AnalysisBoardsModule {
    const GAMES: &'static [Entry] = BoardGamesModule::GAMES;
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis-boards";

    /// The analysis module's screens, for these games.
    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        AnalysisModule::screen(route, url, nav, sync_url)
    }
}
