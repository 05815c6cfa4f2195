//! Wythoff's module: the queen's grid and Wythoff on the play screen
//! (`#/wythoff`, `#/play?game=wythoff`).

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::{Module, plays};
use crate::play::PlayScreen;
use crate::route::{HashUrl, Route};
use crate::screens::wythoff::WythoffScreen;

/// `src/bin/wythoff.rs`.
#[derive(Debug)]
pub struct WythoffModule;

impl Module for WythoffModule {
    const GAMES: &'static [Entry] = &made_with_engine([games::wythoff::rules::ENTRY]);
    const BOARDS: &'static [Drawer] = &[boards::QUEEN];
    const NAME: &'static str = "module-wythoff";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        Some(match route {
            Route::Wythoff => html! { <WythoffScreen {url} {nav} {sync_url} /> },
            Route::Play if plays(&url) => html! { <PlayScreen {url} {nav} {sync_url} /> },
            _ => return None,
        })
    }
}
