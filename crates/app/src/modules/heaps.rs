//! The play screen's module for Nim and the take-and-break games: Nim,
//! Kayles, Dawson's Kayles, Grundy's game and the octal games
//! (`#/play?game=nim`, `kayles`, `dawson`, `grundy`, `octal:CODE`; a link
//! with no game plays Nim).

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::{Module, play_screen};
use crate::route::{HashUrl, Route};

/// `src/bin/heaps.rs`.
#[derive(Debug)]
pub struct HeapsModule;

impl Module for HeapsModule {
    const GAMES: &'static [Entry] = &made_with_engine([
        games::nim::rules::ENTRY,
        games::kayles::ENTRY,
        games::octal::DAWSON,
        games::octal::ENTRY,
        games::octal::GRUNDY,
    ]);
    /// Nim's heaps of stones; Kayles' rows of pins; the octal games' runs.
    const BOARDS: &'static [Drawer] = &[boards::HEAPS, boards::ROWS, boards::RUNS];
    const NAME: &'static str = "module-heaps";
    const QUOTIENTS: bool = true;

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        play_screen(route, url, nav, sync_url)
    }
}
