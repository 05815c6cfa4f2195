//! The play screen's module for the games on boards, rings and graphs:
//! Chomp, n-dimensional Nim, Circular Nim, Arc Kayles and Node Kayles
//! (`#/play?game=chomp`, `nd-nim:…`, `circular`, `arc-kayles:…`,
//! `node-kayles:…`). Split from the play screen's module for every game,
//! which a sum needs: a link to one of these games loads their code alone.

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::{Module, play_screen};
use crate::route::{HashUrl, Route};

/// `src/bin/board_games.rs`.
#[derive(Debug)]
pub struct BoardGamesModule;

impl Module for BoardGamesModule {
    const GAMES: &'static [Entry] = &made_with_engine([
        games::chomp::ENTRY,
        games::nd_nim::ENTRY,
        games::circular::ENTRY,
        games::graph::arc_kayles::ENTRY,
        games::graph::node_kayles::ENTRY,
    ]);
    /// Chomp's bar; n-dimensional Nim's grid; Circular Nim's ring of
    /// pins; Graph Nim's graphs (with its picker of graphs).
    const BOARDS: &'static [Drawer] = &[boards::CHOMP, boards::GRID, boards::RUNS, boards::GRAPH];
    const NAME: &'static str = "module-boards";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        play_screen(route, url, nav, sync_url)
    }
}
