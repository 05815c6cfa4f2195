//! The screens, one module each. A screen owns its state (one reducer), its
//! part of the URL and its components; screens never import each other.
//!
//! To add a screen: create `screens/<name>/` (copy the shape of `nim/`),
//! add a [`Route`] variant and its row in [`crate::route::SCREENS`] (path,
//! titles, menu entry) with its messages in `crates/i18n/locales`, and an
//! arm in [`screen`].

pub mod bouton;
pub mod catalogue;
pub mod game_of_games;
pub mod grundy;
pub mod home;
pub mod min_nim;
pub mod misere;
pub mod nav;
pub mod nim;
pub mod query;
pub mod seats;
pub mod sequence;
pub mod subtraction;
pub mod why;
pub mod worksheet;
pub mod wythoff;

use std::rc::Rc;

use yew::prelude::*;

use crate::play::PlayScreen;
use crate::route::{HashUrl, Route};

/// A build's table of screens: [`screen`] in the whole app, a small
/// module's own in `crate::modules` (`None`: not a screen of this build).
pub type ScreenFn = fn(&Route, Rc<HashUrl>, u64, bool) -> Option<Html>;

/// The screen a route shows, opened at `url`: the one table of screens,
/// for the app's page (`app::every_screen`) and for a widget
/// (`embed::widget`, `sync_url = false`). `nav` is bumped on every
/// `hashchange`. The home page and an unknown path are not screens: `None`.
pub fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
    Some(match route {
        Route::Nim => html! { <nim::NimScreen {url} {nav} {sync_url} /> },
        Route::Bouton => html! { <bouton::BoutonScreen {url} {nav} {sync_url} /> },
        Route::Why => html! { <why::WhyScreen {url} {nav} {sync_url} /> },
        Route::Wythoff => html! { <wythoff::WythoffScreen {url} {nav} {sync_url} /> },
        Route::Subtraction => html! { <subtraction::SubtractionScreen {url} {nav} {sync_url} /> },
        Route::GameOfGames => html! { <game_of_games::GameOfGamesScreen {url} {nav} {sync_url} /> },
        Route::MinNim => html! { <min_nim::MinNimScreen {url} {nav} {sync_url} /> },
        Route::Grundy => html! { <grundy::GrundyScreen {url} {nav} {sync_url} /> },
        Route::Play => html! { <PlayScreen {url} {nav} {sync_url} /> },
        Route::Worksheet => html! { <worksheet::WorksheetScreen {url} {nav} {sync_url} /> },
        Route::Sequence => html! { <sequence::SequenceScreen {url} {nav} {sync_url} /> },
        Route::Misere => html! { <misere::MisereScreen {url} {nav} {sync_url} /> },
        Route::Home | Route::NotFound(_) => return None,
    })
}
