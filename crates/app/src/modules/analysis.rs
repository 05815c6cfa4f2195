//! The analysis screens of the take-and-break games and Nim: Bouton's walk
//! of their parts (`#/why`), their misère quotients (`#/misere`) and their
//! Grundy sequences (`#/grundy-sequences`), for Kayles, Dawson's Kayles,
//! Grundy's game, the octal games and Nim, each screen's first game among
//! them. The other games' are the other analysis modules', which draw
//! these screens of this module (a sum's walk, whose parts may be any
//! game, `analysis_any`'s); the play screen is the other modules': this
//! module draws no board.

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::heaps::HeapsModule;
use super::{Module, makes_game};
use crate::engine;
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};
use crate::screens::query::FromUrl;
use crate::screens::sequence::url::SequenceQuery;
use crate::screens::{misere, sequence, why};

/// `src/bin/analysis.rs`.
#[derive(Debug)]
pub struct AnalysisModule;

impl Module for AnalysisModule {
    /// The heaps module's games: Nim, whose walk is the one a lesson on
    /// Bouton links to (`#/why?game=nim`), and the take-and-break games.
    /// Each game costs the module its own copy of the engine's generic
    /// steps: the two subtraction games 9 KB of gzip more (measured), so
    /// their walks are `analysis_subtraction`'s.
    const GAMES: &'static [Entry] = HeapsModule::GAMES;
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis";
    const QUOTIENTS: bool = true;

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        // Rule: each screen draws here when its game (the URL's, else the
        // screen's own first game) is one of these.
        match route {
            Route::Why if makes_game(&url, why::url::DEFAULT_GAME) => {
                Some(html! { <why::WhyScreen {url} {nav} {sync_url} /> })
            }
            Route::Misere if makes_game(&url, misere::url::DEFAULT_GAME) => {
                Some(html! { <misere::MisereScreen {url} {nav} {sync_url} /> })
            }
            // The sequence screen shows its default game in place of one
            // it refuses (not played on one heap): drawn where that one is
            // made too.
            Route::Sequence
                if makes_game(&url, sequence::url::DEFAULT_GAME)
                    && engine::installed::makes(&SequenceQuery::from_url(&url).game) =>
            {
                Some(html! { <sequence::SequenceScreen {url} {nav} {sync_url} /> })
            }
            _ => None,
        }
    }
}
