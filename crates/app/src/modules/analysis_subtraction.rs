//! The analysis screens (`#/why`, `#/misere`, `#/grundy-sequences`) of
//! the catalogue's subtraction shelf: the subtraction games (`take:K`,
//! `subtraction:SET`) and Min Nim. Split from the module for every game
//! (`analysis_any`, which a sum needs): a link to one of these games'
//! Grundy sequence or walk loads these games alone, under the first
//! load's 300 KB.

use std::rc::Rc;

use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::Module;
use super::analysis::AnalysisModule;
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};

/// `src/bin/analysis_subtraction.rs`.
#[derive(Debug)]
pub struct AnalysisSubtractionModule;

impl Module for AnalysisSubtractionModule {
    const GAMES: &'static [Entry] = &made_with_engine([
        games::subtraction::take_rules::ENTRY,
        games::subtraction::set_rules::ENTRY,
        games::min_nim::rules::ENTRY,
    ]);
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis-subtraction";

    /// The analysis module's screens, for these games.
    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        AnalysisModule::screen(route, url, nav, sync_url)
    }
}
