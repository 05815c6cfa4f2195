//! Nim's module: the Nim screen and Bouton's walk (`#/nim`, `#/bouton`).
//! Nim on the play screen (`#/play?game=nim`) is the heaps module's: the
//! play screen and its panels are a tenth of this first load (32 KB of
//! gzip), which a link to `#/nim` never shows.

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::catalogue::made_with_engine;
use nimatron_core::games;
use nimatron_core::registry::Entry;
use yew::prelude::*;

use super::Module;
use crate::route::{HashUrl, Route};
use crate::screens::{bouton::BoutonScreen, nim::NimScreen};

/// `src/bin/nim.rs`.
#[derive(Debug)]
pub struct NimModule;

impl Module for NimModule {
    const GAMES: &'static [Entry] = &made_with_engine([games::nim::rules::ENTRY]);
    const BOARDS: &'static [Drawer] = &[boards::HEAPS];
    const NAME: &'static str = "module-nim";

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        Some(match route {
            Route::Nim => html! { <NimScreen {url} {nav} {sync_url} /> },
            Route::Bouton => html! { <BoutonScreen {url} {nav} {sync_url} /> },
            _ => return None,
        })
    }
}
