//! The home page's own small module: the first load of issue 13.
//!
//! Most readers arrive on the home page (`#/`). It shows the menu and the
//! catalogue of every registered game, but none of the screens' code is
//! needed to draw it. `src/bin/home.rs` builds this module: the same [`App`]
//! (root state, language, header, frame), drawing only [`Home`]; the
//! linker leaves every other screen and the solver's analysis out, so the
//! first load is a fraction of the whole app's.
//!
//! When the reader leaves the home page (a card's link, the header, an
//! edited address), [`HandOver`] unmounts this module's app and calls
//! `nimatronStartApp`, which `web/nimatron-start.js` defined before
//! loading this module: it loads the whole app, which draws the screen the
//! address names. Any other first address (a deep link, an embed) loads the
//! whole app at once and never this module. Both modules read the same URL
//! and the same stored choices, so the hand-over keeps the language and
//! everything else the reader set.

use std::cell::RefCell;

use gloo::timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use yew::AppHandle;
use yew::prelude::*;

use nimatron_i18n::Lang;

use crate::app::{App, AppProps, AppState, Screens};
use crate::i18n::{LangSource, use_i18n};
use crate::route::{HashUrl, Route};
use crate::screens::home::Home;
use crate::{crash, dom};

/// The function `web/nimatron-start.js` leaves on `window` to load the
/// whole app.
const START_APP: &str = "nimatronStartApp";

thread_local! {
    /// This module's app, so the hand-over can unmount it.
    static HANDLE: RefCell<Option<AppHandle<App>>> = const { RefCell::new(None) };
}

/// Mounts the home page's app on `<body>` (`src/bin/home.rs`).
pub fn start() {
    crash::install();
    crash::listen_for_test_panic();
    mount(gloo::utils::body().into());
}

/// Mounts the home page's app in `root` (`<body>`; an element in tests).
pub fn mount(root: web_sys::Element) {
    let props = AppProps {
        screens: Screens {
            page: home_only,
            widget: None,
        },
    };
    let handle = yew::Renderer::<App>::with_root_and_props(root, props).render();
    HANDLE.with(|h| *h.borrow_mut() = Some(handle));
}

/// The home page; any other route is the whole app's to draw.
fn home_only(route: &Route, state: &AppState) -> Html {
    // A language the reader's link named (`#/?lang=es`) is not stored, and
    // the whole app reads only the address and the stored choice.
    let link_lang = (state.lang_source == LangSource::Url).then_some(state.lang);
    match route {
        Route::Home => html! { <Home /> },
        _ => html! { <HandOver {link_lang} /> },
    }
}

/// Props of [`HandOver`].
#[derive(Properties, PartialEq)]
struct HandOverProps {
    /// The language the home page's link named, for the next address.
    link_lang: Option<Lang>,
}

/// Shown for the moment the whole app takes to load, while this module
/// hands over to it.
#[component]
fn HandOver(props: &HandOverProps) -> Html {
    let i18n = use_i18n();
    let link_lang = props.link_lang;
    use_effect_with((), move |()| {
        // Not inside this render: the app unmounts itself.
        Timeout::new(0, move || hand_over(link_lang)).forget();
    });
    html! {
        <p class="lede" role="status" data-testid="loading-app">{ i18n.tr("app-loading") }</p>
    }
}

/// Unmounts this module's app and starts the whole app; without the start
/// script's loader (never the case in a build), reloads the page, which
/// loads the whole app for any address but the home page. A language the
/// home page's link named goes into the next address when it names none,
/// as the whole app keeps it between its own screens.
fn hand_over(link_lang: Option<Lang>) {
    let mut next = HashUrl::parse(&dom::current_hash());
    if let Some(lang) = link_lang
        && next.lang().is_none()
    {
        next.set("lang", Some(lang.code()));
        dom::replace_hash(&next.to_hash());
    }
    let window = gloo::utils::window();
    let start = js_sys::Reflect::get(&window, &JsValue::from_str(START_APP))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(start) = start else {
        let _ = window.location().reload();
        return;
    };
    if let Some(handle) = HANDLE.with(|h| h.borrow_mut().take()) {
        handle.destroy();
    }
    let _ = start.call0(&JsValue::NULL);
}
