//! # nimatron-app
//!
//! Nimatron's web front end: a Yew (client-side rendering) app compiled to
//! WebAssembly with Trunk. It is a thin face on `nimatron-core` (every
//! answer is computed there) and `nimatron-i18n` (every word comes from
//! there).
//!
//! - [`app`]: the root, hash routing and language choice.
//! - [`route`]: URL parsing and formatting, pure.
//! - [`i18n`]: the localisation context for components.
//! - [`components`]: the header, language switch, error banner.
//! - [`screens`]: one module per screen, each with its own reducer.
//! - [`play`]: the one play screen for every registered game.
//! - [`dom`]: the few browser calls, none of which can panic.
//! - [`deferred`]: URL and storage writes done just after a click, not in it.
//! - [`words`]: the build's words, fetched one language at a time;
//!   [`start`]: a build's start, once its first language's words are here.
//! - [`crash`]: the message and Reload button left if the app panics anyway.
//! - [`modules`]: the first load's small modules (the home page, a screen
//!   and its games), each handing over to the whole app ([`hand_over`])
//!   for any other address.
//! - [`engine`]: the games (one shared instance per game text) and the
//!   computer's turn, for every screen that plays.
//! - [`jobs`]: long computations in the one web worker, with progress
//!   and cancel.
//! - [`embed`]: iframe embedding and script-tag widgets for teachers' pages.
//! - [`teach`]: the teacher's kit: the share panel, its QR code, projector mode.

pub mod app;
pub mod components;
pub mod crash;
pub mod decimal;
pub mod deferred;
pub mod dom;
pub mod embed;
pub mod engine;
pub mod hand_over;
pub mod i18n;
pub mod jobs;
pub mod modules;
pub mod play;
pub mod route;
pub mod screens;
pub mod start;
pub mod teach;
pub mod words;

/// Mounts the whole app on `<body>`, or, on a widget page (the iframe
/// `web/nimatron-widgets.js` puts in a teacher's page, `#/widget?…`), the
/// widget alone.
pub fn start() {
    engine::installed::install(nimatron_core::registry::GAMES);
    play::boards::installed::install(play::boards::ALL);
    engine::quotient::install();
    start::start(words::WHOLE_APP, |url| {
        if url.is_widget_page() {
            let props = embed::frame::WidgetFrameProps {
                screen: screens::screen,
            };
            yew::Renderer::<embed::frame::WidgetFrame>::with_props(props).render();
        } else {
            let screens = app::Screens::EVERY;
            yew::Renderer::<app::App>::with_props(app::AppProps { screens }).render();
        }
    });
}
