//! The play screen's module for the variants of Nim that change its rule
//! of moving: Moore's Nim, Greedy Nim, Equal Nim, Building Nim, Candy Nim
//! and Fibonacci Nim (`#/play?game=moore:2`, `greedy`, …). Split from
//! the play screen's module for every game, which a sum needs: a link to
//! one of these games loads their code alone.

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::{Module, play_screen};
use crate::route::{HashUrl, Route};

/// `src/bin/variants.rs`.
#[derive(Debug)]
pub struct VariantsModule;

impl Module for VariantsModule {
    const GAMES: &'static [Entry] = &made_with_engine([
        games::moore::ENTRY,
        games::greedy::ENTRY,
        games::equal::ENTRY,
        games::building::ENTRY,
        games::candy::ENTRY,
        games::fibonacci::ENTRY,
    ]);
    /// Heaps of stones (one at a time, or several: Moore's, Equal Nim);
    /// Building Nim's towers; Fibonacci Nim's heap with the last take.
    const BOARDS: &'static [Drawer] = &[boards::HEAPS, boards::BUILDING, boards::MEMORY];
    const NAME: &'static str = "module-variants";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        play_screen(route, url, nav, sync_url)
    }
}
