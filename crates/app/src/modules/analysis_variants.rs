//! The analysis screens (`#/why`, `#/misere`, `#/grundy-sequences`) of
//! the variants of Nim and of Wythoff's game: the catalogue's Nim shelf
//! but Nim itself, whose walk is the smaller analysis module's. Split from
//! the module for every game (`analysis_any`, which a sum needs): a link
//! to one of these games' walk loads these games alone, under the first
//! load's 300 KB.

use std::rc::Rc;

use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::analysis::AnalysisModule;
use super::variants::VariantsModule;
use super::{Module, joined};
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};

/// `src/bin/analysis_variants.rs`.
#[derive(Debug)]
pub struct AnalysisVariantsModule;

impl Module for AnalysisVariantsModule {
    /// The play screen's variants module's games, and Wythoff's.
    const GAMES: &'static [Entry] = &joined::<7>(
        VariantsModule::GAMES,
        &made_with_engine([games::wythoff::rules::ENTRY]),
    );
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis-variants";

    /// The analysis module's screens, for these games.
    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        AnalysisModule::screen(route, url, nav, sync_url)
    }
}
