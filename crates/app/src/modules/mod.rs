//! The small modules of the first load (issue 31: any link playable in
//! 2.5 s on a phone on a slow network).
//!
//! The whole app is one large WebAssembly module. Most readers arrive on
//! one address (the home page, a teacher's link to `#/nim` or to a game)
//! and need only that screen and its games first. So each such address
//! has its own small build of the same app: the same [`App`] (root state,
//! language, header, frame), drawing only its [`Module::screen`]s and
//! making only its [`Module::GAMES`] (`crate::engine::installed`); the
//! linker leaves every other screen and game out of it.
//! `web/nimatron-start.js` picks the module by the address (a widget's
//! frame on a teacher's page by the screen and game it shows); a module
//! asked for anything else (another screen, a game it does not make)
//! hands over to the module of that address, else to the whole app
//! (`crate::hand_over`).
//!
//! One file per module, each a `src/bin/` of three lines and a `rust`
//! link in `index.html`: [`home`], [`nim`], [`wythoff`], [`heaps`],
//! [`subtraction`], [`min_nim`], [`analysis`] (the take-and-break games'
//! walk, misère quotients and Grundy sequences), [`analysis_variants`],
//! [`analysis_subtraction`] and [`analysis_boards`] (those screens for the
//! games of the play screen's modules below and of the screens above),
//! [`analysis_any`] (the walk of a sum, which makes every game),
//! [`variants`] and [`board_games`] (the play
//! screen of the variants of Nim, and of the games on boards, rings and graphs),
//! [`worksheet`] (the printable worksheets of every game), and [`play`]:
//! the play screen alone, for sums (it makes every game: a sum's parts
//! may be any).

pub mod analysis;
pub mod analysis_any;
pub mod analysis_boards;
pub mod analysis_subtraction;
pub mod analysis_variants;
pub mod board_games;
pub mod heaps;
pub mod home;
pub mod min_nim;
pub mod nim;
pub mod play;
pub mod subtraction;
pub mod variants;
pub mod worksheet;
pub mod wythoff;

use std::rc::Rc;

use nimatron_core::registry::Entry;
use yew::prelude::*;

use crate::app::{App, AppProps, AppState, Screens};
use crate::embed::frame;
use crate::engine;
use crate::hand_over::{self, HandOver};
use crate::i18n::LangSource;
use crate::play::boards::{self, Drawer};
use crate::route::{HashUrl, Route};

/// A small module: the screens it draws and the games they play.
pub trait Module: 'static {
    /// The games its screens make; any other game is another build's.
    const GAMES: &'static [Entry];

    /// The games its screens draw, when fewer than it makes
    /// (`engine::installed::install_drawn`); empty: every game it makes.
    /// Any other game's address hands over.
    const DRAWS: &'static [Entry] = &[];

    /// The boards its games are drawn on (`play::boards`); a game whose
    /// board is not among them is another build's. A test checks that
    /// every game of `GAMES` has its board here.
    const BOARDS: &'static [Drawer];

    /// Its name: its `src/bin/` target's, its wasm's (`NAME_bg.wasm`),
    /// and its line in `words.txt`, the message files its screens speak.
    const NAME: &'static str;

    /// Whether its games' misère analysis reads a quotient the worker
    /// builds (a take-and-break game's: `job::quotient_rule_of`), so it
    /// carries the asking (`engine::quotient`). A test checks it says so
    /// exactly when one of its games has one and one of its screens shows
    /// a misère analysis (the play screen, the walk).
    const QUOTIENTS: bool = false;

    /// Whether its games are made with their rules alone
    /// (`registry::RULES`), so it asks the worker for every answer of the
    /// engine (`engine::asked`). A test checks it says so exactly when its
    /// games answer the engine's questions with `CoreError::Elsewhere`.
    const ASKS_ENGINE: bool = false;

    /// Whether its screens are widgets (a widget's frame on a teacher's
    /// page); the home page is none.
    const WIDGETS: bool = true;

    /// The screen `route` shows at `url` (as `crate::screens::screen`),
    /// or `None` where another build takes over.
    fn screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html>;
}

/// The games of `first` then those of `then`, as one list of `N` games
/// (`N` is both lengths: a build error otherwise), for a module whose
/// games are another module's and more.
pub const fn joined<const N: usize>(first: &[Entry], then: &[Entry]) -> [Entry; N] {
    assert!(first.len() + then.len() == N, "N is the two lists' length");
    // Filled with `first`'s first game (an empty `first` is a build
    // error too), then every place written.
    let mut games = [first[0]; N];
    let mut i = 0;
    while i < N {
        games[i] = if i < first.len() {
            first[i]
        } else {
            then[i - first.len()]
        };
        i += 1;
    }
    games
}

/// The play screen alone (`#/play` of a game this build plays and draws):
/// the [`Module::screen`] of the modules that draw nothing else.
pub fn play_screen(route: &Route, url: Rc<HashUrl>, nav: u64, sync_url: bool) -> Option<Html> {
    match route {
        Route::Play if plays(&url) => {
            Some(html! { <crate::play::PlayScreen {url} {nav} {sync_url} /> })
        }
        _ => None,
    }
}

/// Mounts module `M`'s app on `<body>` (its `src/bin/` file).
pub fn start<M: Module>() {
    install::<M>();
    crate::start::start(M::NAME, |url| {
        if !url.is_widget_page() {
            mount::<M>(gloo::utils::body().into());
        } else if M::WIDGETS && draws_widget::<M>(&url) {
            // A widget's frame on a teacher's page (`web/nimatron-widgets.js`).
            let props = frame::WidgetFrameProps { screen: M::screen };
            hand_over::keep(
                M::NAME,
                yew::Renderer::<frame::WidgetFrame>::with_props(props).render(),
            );
        } else {
            hand_over::start_whole_app();
        }
    });
}

/// Whether `M` draws the widget the widget page at `url` shows.
fn draws_widget<M: Module>(url: &HashUrl) -> bool {
    match frame::shown(url) {
        (frame::Shown::Widget(spec), _) => {
            M::screen(&spec.route, Rc::new(spec.url), 0, false).is_some()
        }
        // The whole app words the message.
        (frame::Shown::Unknown(_), _) => false,
    }
}

/// Mounts module `M`'s app in `root` (`<body>`; an element in tests).
pub fn mount<M: Module>(root: web_sys::Element) {
    install::<M>();
    let props = AppProps {
        screens: Screens {
            page: page::<M>,
            // Rule: no small module draws the share panel (nor, so, its
            // live widget preview): its Share button hands over to the
            // whole app, which opens the panel (`app::AppFrame`). The
            // panel, its QR code's job, its snippets and the preview are
            // 16 KB of gzip in every first load; a teacher who shares is
            // rarely the student on a phone, and the start script fetches
            // the whole app as soon as the pointer nears Share.
            widget: None,
            share: None,
        },
    };
    hand_over::keep(
        M::NAME,
        yew::Renderer::<App>::with_root_and_props(root, props).render(),
    );
}

/// Makes `M`'s games and boards this build's (its words are its own
/// file's: `words.txt`, `crate::words`).
fn install<M: Module>() {
    engine::installed::install(M::GAMES);
    engine::installed::install_drawn(M::DRAWS);
    boards::installed::install(M::BOARDS);
    if M::QUOTIENTS {
        engine::quotient::install();
    }
    if M::ASKS_ENGINE {
        engine::asked::install();
    }
}

/// The module's screen for the route, else the hand-over.
fn page<M: Module>(route: &Route, state: &AppState) -> Html {
    M::screen(route, state.url.clone(), state.nav, true).unwrap_or_else(|| {
        // A language the reader's link named (`#/?lang=es`) is not stored,
        // and the whole app reads only the address and the stored choice.
        let link_lang = (state.lang_source == LangSource::Url).then_some(state.lang);
        html! { <HandOver {link_lang} /> }
    })
}

/// Whether this build makes the game of `url` (its `game=`, else
/// `default`, the screen's first game): a screen that takes a game draws
/// it in a module that makes it, and any other hands over. A game its
/// text cannot make (a known name, bad parameters) is drawn, and refused
/// in words, here.
pub fn makes_game(url: &HashUrl, default: &str) -> bool {
    engine::installed::makes(game_of(url, default))
}

/// The game `url` names (`game=`), else `default`.
fn game_of<'a>(url: &'a HashUrl, default: &'a str) -> &'a str {
    let game = url.get("game").map(str::trim).filter(|g| !g.is_empty());
    game.unwrap_or(default)
}

/// Whether `url` plays a game this build makes and draws (its `game=`,
/// else the game a link without one opens): the play screen of a module
/// that does draws it, any other hands over.
pub fn plays(url: &HashUrl) -> bool {
    let game = game_of(url, crate::play::url::first_game());
    engine::installed::draws(game)
        && engine::game(game)
            .ok()
            .is_none_or(|g| boards::installed::drawer(&g.board()).is_some())
}
