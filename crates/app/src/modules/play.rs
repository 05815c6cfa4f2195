//! The play screen's module for sums (`#/play?game=sum:…`). It makes
//! every game, since a sum's parts may be any, and draws every board, but
//! carries no other screen: a link to a sum loads the play screen alone,
//! not the whole app.
//!
//! It draws sums only: any other game typed into its form goes to the
//! module that draws it. So its boards go without their setup tools
//! (Graph Nim's graph picker and editor, 14 KB of its gzip), which a sum's
//! parts never show: the form takes them as text. Nor does it ask the
//! worker for misère quotients (`Module::QUOTIENTS`): a sum's misère
//! analysis is a search over the whole sum, which reads no part's.
//!
//! Its games have their rules alone (`registry::RULES`): the worker,
//! which links the whole core, answers every question of the engine
//! (`engine::asked`). The engine, copied once per game, was 55 KB of
//! its gzip.

use std::rc::Rc;

use nimatron_core::catalogue::made_with_rules;
use nimatron_core::games::sum;
use nimatron_core::registry::{self, Entry};
use yew::prelude::*;

use super::{Module, play_screen};
use crate::play::boards::{self, Drawer};
use crate::route::{HashUrl, Route};

/// Every game with the whole engine (`registry::GAMES`), for the modules
/// that make every game and answer on the page (the worksheets, a sum's
/// walk): this is the one module file that names the registry.
pub const EVERY_GAME: &[Entry] = registry::GAMES;

/// `src/bin/play.rs`.
#[derive(Debug)]
pub struct PlayModule;

impl Module for PlayModule {
    const GAMES: &'static [Entry] = &registry::RULES;
    const DRAWS: &'static [Entry] = &made_with_rules([sum::ENTRY]);
    const BOARDS: &'static [Drawer] = &boards::without_setup::<{ boards::ALL.len() }>(boards::ALL);
    const NAME: &'static str = "module-play";
    const ASKS_ENGINE: bool = true;

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        play_screen(route, url, nav, sync_url)
    }
}
