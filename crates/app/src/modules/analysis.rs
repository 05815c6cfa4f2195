//! The take-and-break games' analysis screens: Bouton's walk of their
//! parts (`#/why`), their misère quotients (`#/misere`) and their Grundy
//! sequences (`#/grundy-sequences`), for Kayles, Dawson's Kayles, Grundy's
//! game and the octal games, each screen's first game among them. Any
//! other game on those screens is the whole app's, and so is the play
//! screen: this module draws no board.

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::heaps::HeapsModule;
use super::{Module, makes_game};
use crate::play::boards::Drawer;
use crate::route::{HashUrl, Route};
use crate::screens::{misere, sequence, why};

/// `src/bin/analysis.rs`.
#[derive(Debug)]
pub struct AnalysisModule;

impl Module for AnalysisModule {
    /// The heaps module's games, whose screens these are.
    const GAMES: &'static [Entry] = HeapsModule::GAMES;
    /// None: the play screen is not here.
    const BOARDS: &'static [Drawer] = &[];
    const NAME: &'static str = "module-analysis";

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
            Route::Sequence if makes_game(&url, sequence::url::DEFAULT_GAME) => {
                Some(html! { <sequence::SequenceScreen {url} {nav} {sync_url} /> })
            }
            _ => None,
        }
    }
}
