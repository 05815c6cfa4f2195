//! A small module's hand-over to the next build.
//!
//! A reader who arrives on the home page, or on a screen that has its own
//! small module (`crate::modules`), loads only that module. When they go
//! to an address the module does not draw (another screen, a game it does
//! not make), [`HandOver`] calls `nimatronStartApp`, which
//! `web/nimatron-start.js` defined before loading the module: it loads
//! the address's own small module (a card on the home page: its game's),
//! or the whole app when none other draws it, which unmounts this
//! module's app as it starts and draws the address.
//! Both read the same URL and the same stored choices, so the hand-over
//! keeps the language and everything else the reader set. A small module
//! has no share panel: its Share button hands over to the whole app, and
//! leaves word for it to open the panel, or not if the reader pressed it
//! again meanwhile (`dom::say_share_panel_open`).

use std::cell::RefCell;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use yew::AppHandle;
use yew::prelude::*;

use nimatron_i18n::Lang;

use crate::dom;
use crate::i18n::use_i18n;
use crate::route::HashUrl;

/// The function `web/nimatron-start.js` leaves on `window` to load the
/// whole app.
const START_APP: &str = "nimatronStartApp";

/// Unmounts the small module's app (its page's, or a widget frame's).
type Unmount = Box<dyn FnOnce()>;

thread_local! {
    /// The small module's app, so the hand-over can unmount it.
    static HANDLE: RefCell<Option<Unmount>> = const { RefCell::new(None) };
    /// The small module's name (`Module::NAME`), for the start script to
    /// pick the next build.
    static NAME: RefCell<Option<&'static str>> = const { RefCell::new(None) };
}

/// Keeps small module `name`'s app (its [`crate::app::App`], or a widget
/// frame's root), for the hand-over to unmount.
pub fn keep<C: BaseComponent>(name: &'static str, handle: AppHandle<C>) {
    NAME.with(|n| *n.borrow_mut() = Some(name));
    HANDLE.with(|h| *h.borrow_mut() = Some(Box::new(move || handle.destroy())));
}

/// Props of [`HandOver`].
#[derive(Debug, Properties, PartialEq)]
pub struct HandOverProps {
    /// The language the module's link named, for the next address.
    pub link_lang: Option<Lang>,
    /// The whole app must draw next, not the address's small module: the
    /// reader asked for the share panel, which only the whole app has.
    #[prop_or_default]
    pub whole: bool,
}

/// Shown while the next build loads, as the small module hands over to it
/// (if no build can be had, the start script shows the page's own message
/// above it).
#[component]
pub fn HandOver(props: &HandOverProps) -> Html {
    let i18n = use_i18n();
    let (link_lang, whole) = (props.link_lang, props.whole);
    use_effect_with((), move |()| {
        // Not inside this render: the hand-over leaves this app to be
        // unmounted.
        Timeout::new(0, move || hand_over(link_lang, whole)).forget();
    });
    html! {
        <p class="lede" role="status" data-testid="loading-app">{ i18n.tr("app-loading") }</p>
    }
}

/// Starts the whole app in place of a small module that has drawn
/// nothing (a widget page it does not draw); without the start script's
/// loader (never the case in a build), reloads the page.
pub fn start_whole_app() {
    hand_over(None, true);
}

/// Sends a game a form was given to the build that makes it when this one
/// does not (`engine::installed::elsewhere`), and says so: a page's screen
/// (`sync`) goes to the game's address (`url()`), which that build draws;
/// a widget frame hands over with the game in its attributes
/// ([`widget_plays`]). `false`, with nothing done, for a game this build
/// makes, and in the share panel's preview (neither a page's screen nor a
/// frame), which then says the game is not its own.
pub fn send_elsewhere(
    game: &str,
    position: Option<&str>,
    sync: bool,
    url: impl FnOnce() -> HashUrl,
) -> bool {
    if !crate::engine::installed::elsewhere(game) {
        return false;
    }
    if sync {
        crate::screens::nav::navigate(url());
    } else if HashUrl::parse(&dom::current_hash()).is_widget_page() {
        widget_plays(game, position);
    } else {
        return false;
    }
    true
}

/// A widget frame's form was given `game` (at `position`, if any), which
/// this module does not make: the frame's address takes them as its
/// element's attributes would give them (`data-game`, `data-position`),
/// and the build that makes it draws the widget from there.
fn widget_plays(game: &str, position: Option<&str>) {
    let mut next = HashUrl::parse(&dom::current_hash());
    next.set("data-game", Some(game));
    next.set("data-position", position.filter(|p| !p.is_empty()));
    dom::replace_hash(&next.to_hash());
    hand_over(None, false);
}

/// Unmounts the module's app and starts the next build: the address's
/// own small module, or the whole app (always, when `whole`); the start
/// script picks it. Without the start script's loader (never the case in
/// a build), reloads the page, which loads the build for the address. A
/// language the module's link named goes into the next address when it
/// names none, as the whole app keeps it between its own screens.
fn hand_over(link_lang: Option<Lang>, whole: bool) {
    let mut next = HashUrl::parse(&dom::current_hash());
    if let Some(lang) = link_lang
        && next.lang().is_none()
    {
        next.set("lang", Some(lang.code()));
        dom::replace_hash(&next.to_hash());
    }
    let Some(start) = dom::window_function(START_APP, false) else {
        let _ = gloo::utils::window().location().reload();
        return;
    };
    // The module's page stays on screen (with its word that the app is
    // loading) until the next build is about to draw: its start unmounts
    // it (`dom::unmount_handed_over`), so a reader on a slow network never
    // looks at an empty page while it downloads.
    if let Some(unmount) = HANDLE.with(|h| h.borrow_mut().take()) {
        dom::leave_unmount(Closure::once_into_js(unmount));
    }
    // Rule: the start script starts one build per module that hands over
    // (`from`): a later call, made while it downloads, waits for it.
    // Not to be had (offline, never cached): it shows the page's own
    // message, above the page still on screen.
    let from = NAME
        .with(|n| *n.borrow())
        .map_or(JsValue::UNDEFINED, JsValue::from_str);
    let _ = start.call2(&JsValue::NULL, &from, &JsValue::from_bool(whole));
}
