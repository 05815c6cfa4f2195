//! The screens, one module each. A screen owns its state (one reducer), its
//! part of the URL and its components; screens never import each other.
//!
//! To add a screen: create `screens/<name>/` (copy the shape of `nim/`),
//! add a [`Route`] variant and its path in `route.rs`, an arm in
//! [`screen`], and an entry in [`MENU`] with its messages in
//! `crates/i18n/locales`.

pub mod bouton;
pub mod catalogue;
pub mod game_of_games;
pub mod grundy;
pub mod home;
pub mod min_nim;
pub mod nav;
pub mod nim;
pub mod query;
pub mod sequence;
pub mod subtraction;
pub mod worksheet;
pub mod wythoff;

use std::rc::Rc;

use yew::prelude::*;

use crate::play::PlayScreen;
use crate::route::{HashUrl, Route};

/// The screen a route shows, opened at `url`: the one table of screens,
/// for the app's page (`app::every_screen`) and for a widget
/// (`embed::widget`, `sync_url = false`). `nav` is bumped on every
/// `hashchange`. The home page and an unknown path are not screens: `None`.
pub fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
    Some(match route {
        Route::Nim => html! { <nim::NimScreen {url} {nav} {sync_url} /> },
        Route::Bouton => html! { <bouton::BoutonScreen {url} {nav} {sync_url} /> },
        Route::Wythoff => html! { <wythoff::WythoffScreen {url} {nav} {sync_url} /> },
        Route::Subtraction => html! { <subtraction::SubtractionScreen {url} {nav} {sync_url} /> },
        Route::GameOfGames => html! { <game_of_games::GameOfGamesScreen {url} {nav} {sync_url} /> },
        Route::MinNim => html! { <min_nim::MinNimScreen {url} {nav} {sync_url} /> },
        Route::Grundy => html! { <grundy::GrundyScreen {url} {nav} {sync_url} /> },
        Route::Play => html! { <PlayScreen {url} {nav} {sync_url} /> },
        Route::Worksheet => html! { <worksheet::WorksheetScreen {url} {nav} {sync_url} /> },
        Route::Sequence => html! { <sequence::SequenceScreen {url} {nav} {sync_url} /> },
        Route::Home | Route::NotFound(_) => return None,
    })
}

/// A screen as the header and the home menu list it.
#[derive(Debug, Clone, PartialEq)]
pub struct MenuEntry {
    /// The screen.
    pub route: Route,
    /// Where its link goes (with a sensible first position).
    pub href: &'static str,
    /// Message id of its name.
    pub title_id: &'static str,
    /// Message id of its one-line description.
    pub description_id: &'static str,
}

/// Every screen reachable from the menu, in menu order.
pub const MENU: &[MenuEntry] = &[
    MenuEntry {
        route: Route::Play,
        href: "#/play",
        title_id: "play-menu-title",
        description_id: "play-menu-description",
    },
    MenuEntry {
        route: Route::Nim,
        href: "#/nim",
        title_id: "nim-title",
        description_id: "nim-menu-description",
    },
    MenuEntry {
        route: Route::Bouton,
        href: "#/bouton?heaps=3,4,5",
        title_id: "bouton-menu-title",
        description_id: "bouton-menu-description",
    },
    MenuEntry {
        route: Route::Wythoff,
        href: "#/wythoff?size=12",
        title_id: "wythoff-title",
        description_id: "wythoff-menu-description",
    },
    MenuEntry {
        route: Route::Subtraction,
        href: "#/subtraction?n=19&k=3",
        title_id: "subtraction-title",
        description_id: "subtraction-menu-description",
    },
    MenuEntry {
        route: Route::GameOfGames,
        href: "#/game-of-games?n=6",
        title_id: "gog-title",
        description_id: "gog-menu-description",
    },
    MenuEntry {
        route: Route::MinNim,
        href: "#/min-nim?heaps=10,10,10&set=1,2,3",
        title_id: "min-nim-title",
        description_id: "min-nim-menu-description",
    },
    MenuEntry {
        route: Route::Grundy,
        href: "#/grundy?set=1,3,4&heaps=5,7,9",
        title_id: "grundy-title",
        description_id: "grundy-menu-description",
    },
    MenuEntry {
        route: Route::Sequence,
        href: "#/sequence?game=grundy&upto=65535",
        title_id: "seq-title",
        description_id: "seq-menu-description",
    },
    MenuEntry {
        route: Route::Worksheet,
        href: "#/worksheet?game=nim&count=8&level=easy",
        title_id: "ws-menu-title",
        description_id: "ws-menu-description",
    },
];
