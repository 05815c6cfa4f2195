//! A small module's hand-over to the whole app.
//!
//! A reader who arrives on the home page, or on a screen that has its own
//! small module (`crate::modules`), loads only that module. When they go
//! to an address the module does not draw (another screen, a game it does
//! not make), [`HandOver`] calls `nimatronStartApp`, which
//! `web/nimatron-start.js` defined before loading the module: it loads
//! the whole app, which unmounts the module's app as it starts and draws
//! the address.
//! Both read the same URL and the same stored choices, so the hand-over
//! keeps the language and everything else the reader set. A small module
//! has no share panel: its Share button hands over, and leaves word for the
//! whole app to open it, or not if the reader pressed it again meanwhile
//! (`dom::say_share_panel_open`).

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
}

/// Keeps the small module's app (its [`crate::app::App`], or a widget
/// frame's root), for the hand-over to unmount.
pub fn keep<C: BaseComponent>(handle: AppHandle<C>) {
    HANDLE.with(|h| *h.borrow_mut() = Some(Box::new(move || handle.destroy())));
}

/// Props of [`HandOver`].
#[derive(Debug, Properties, PartialEq)]
pub struct HandOverProps {
    /// The language the module's link named, for the next address.
    pub link_lang: Option<Lang>,
}

/// Shown while the whole app loads, as the small module hands over to it
/// (if the whole app cannot be had, the start script shows the page's own
/// message above it).
#[component]
pub fn HandOver(props: &HandOverProps) -> Html {
    let i18n = use_i18n();
    let link_lang = props.link_lang;
    use_effect_with((), move |()| {
        // Not inside this render: the hand-over leaves this app to be
        // unmounted.
        Timeout::new(0, move || hand_over(link_lang)).forget();
    });
    html! {
        <p class="lede" role="status" data-testid="loading-app">{ i18n.tr("app-loading") }</p>
    }
}

/// Starts the whole app in place of a small module that has drawn
/// nothing (a widget page it does not draw); without the start script's
/// loader (never the case in a build), reloads the page.
pub fn start_whole_app() {
    hand_over(None);
}

/// Sends a game a form was given to the whole app when this build does
/// not make it (`engine::installed::elsewhere`), and says so: a page's
/// screen (`sync`) goes to the game's address (`url()`), which the whole
/// app draws; a widget frame hands over with the game in its attributes
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
/// and the whole app draws the widget from there.
fn widget_plays(game: &str, position: Option<&str>) {
    let mut next = HashUrl::parse(&dom::current_hash());
    next.set("data-game", Some(game));
    next.set("data-position", position.filter(|p| !p.is_empty()));
    dom::replace_hash(&next.to_hash());
    hand_over(None);
}

/// Unmounts the module's app and starts the whole app; without the start
/// script's loader (never the case in a build), reloads the page, which
/// loads the whole app for any address no small module draws. A language
/// the module's link named goes into the next address when it names none,
/// as the whole app keeps it between its own screens.
fn hand_over(link_lang: Option<Lang>) {
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
    // loading) until the whole app is about to draw: the whole app's start
    // unmounts it (`dom::unmount_handed_over`), so a reader on a slow
    // network never looks at an empty page while it downloads.
    if let Some(unmount) = HANDLE.with(|h| h.borrow_mut().take()) {
        dom::leave_unmount(Closure::once_into_js(unmount));
    }
    // Not to be had (offline, never cached): the start script shows the
    // page's own message, above the page still on screen.
    let _ = start.call0(&JsValue::NULL);
}
