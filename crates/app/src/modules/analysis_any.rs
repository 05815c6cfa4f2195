//! The walk of a sum (`#/why?game=sum:…`): Bouton's walk of its parts,
//! whose games may be any, so it makes every game, as the play screen's
//! module does, but draws no board and no other screen. Every game on its
//! own has its walk in a smaller analysis module (`analysis`,
//! `analysis_variants`, `analysis_subtraction`, `analysis_boards`), which
//! the start script picks first; this one draws them too when a reader on
//! a sum's walk types one of them, with no download.
//!
//! Why the walk alone: a sum has no misère quotient and no Grundy
//! sequence (those screens refuse it), and those two screens were 60 KB
//! of this module's gzip (the sequence screen 38 KB of it), which put a
//! sum's walk past the first load's 300 KB. The addresses that ask them of
//! a sum, or a Grundy sequence of a game not played on one heap, are
//! refused by the whole app, which the start script loads for them.

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::Module;
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};
use crate::screens::why;

/// `src/bin/analysis_any.rs`.
#[derive(Debug)]
pub struct AnalysisAnyModule;

impl Module for AnalysisAnyModule {
    /// Every game, as the play screen's module (the one module that
    /// installs the whole registry) makes.
    const GAMES: &'static [Entry] = super::play::EVERY_GAME;
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis-any";
    /// A sum's misère walk reads its take-and-break parts' quotients.
    const QUOTIENTS: bool = true;

    /// The walk, for every game.
    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        match route {
            Route::Why => Some(html! { <why::WhyScreen {url} {nav} {sync_url} /> }),
            _ => None,
        }
    }
}
