//! The take-and-break games' module: Kayles, Dawson's Kayles, Grundy's
//! game and the octal games on the play screen
//! (`#/play?game=kayles`, `dawson`, `grundy`, `octal:CODE`).

use std::rc::Rc;

use crate::play::boards::{self, Drawer};
use nimatron_core::games;
use nimatron_core::registry::Entry;
use nimatron_i18n::resources::Words;
use yew::prelude::*;

use super::{Module, plays, with_frame_words};
use crate::play::PlayScreen;
use crate::route::{HashUrl, Route};

/// `src/bin/heaps.rs`.
#[derive(Debug)]
pub struct HeapsModule;

impl Module for HeapsModule {
    const GAMES: &'static [Entry] = &[
        games::kayles::ENTRY,
        games::octal::DAWSON,
        games::octal::ENTRY,
        games::octal::GRUNDY,
    ];
    /// Kayles' rows of pins; the octal games' runs.
    const BOARDS: &'static [Drawer] = &[boards::ROWS, boards::RUNS];
    /// The play screen's words and its games' pages; its panels speak of a
    /// review, exam mode, the parts' walk (its misère words too) and
    /// Bouton's steps.
    const WORDS: &'static [Words] = with_frame_words![
        PLAY,
        ERRORS,
        GAME_KAYLES,
        GAME_DAWSON,
        GAME_OCTAL,
        GAME_GRUNDY,
        BOUTON,
        REVIEW,
        EXAM,
        WHY,
        MISERE
    ];

    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
        match route {
            Route::Play if plays(&url) => Some(html! { <PlayScreen {url} {nav} {sync_url} /> }),
            _ => None,
        }
    }
}
