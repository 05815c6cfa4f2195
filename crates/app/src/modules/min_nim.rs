//! Min Nim's module: its table of remoteness and its game, on its own
//! screen and on the play screen (`#/min-nim`, `#/play?game=min-nim`).

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::{Module, plays};
use crate::play::PlayScreen;
use crate::route::{HashUrl, Route};
use crate::screens::min_nim::MinNimScreen;

/// `#/min-nim` (`src/bin/min_nim.rs`).
#[derive(Debug)]
pub struct MinNimModule;

impl Module for MinNimModule {
    const GAMES: &'static [Entry] = &made_with_engine([games::min_nim::rules::ENTRY]);
    const BOARDS: &'static [Drawer] = &[boards::HEAPS];
    const NAME: &'static str = "module-min-nim";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        Some(match route {
            Route::MinNim => html! { <MinNimScreen {url} {nav} {sync_url} /> },
            Route::Play if plays(&url) => html! { <PlayScreen {url} {nav} {sync_url} /> },
            _ => return None,
        })
    }
}
