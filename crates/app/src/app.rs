//! The root component: reads the URL hash, picks the language, and shows
//! the header and the screen the route names.

use std::rc::Rc;

use gloo::events::EventListener;
use nimatron_i18n::Lang;
use yew::prelude::*;

use crate::components::{Header, StorageNotice, UpdateNotice};
use crate::dom;
use crate::embed::height::use_report_height;
use crate::embed::spec::{WidgetSpec, WidgetView};
use crate::embed::widget::Widget;
use crate::hand_over::HandOver;
use crate::i18n::{I18nProvider, LangSource, choose_lang, localizer};
use crate::route::{HashUrl, Route};
use crate::screens;
use crate::screens::home::Home;
use crate::screens::query::quote_cut;
use crate::teach::{SharePanelView, present, share_panel};
use crate::words;

/// What the root knows: where we are and in which language.
#[derive(Debug, Clone, PartialEq)]
pub struct AppState {
    /// The URL hash, parsed.
    pub url: Rc<HashUrl>,
    /// Counts `hashchange` events, so a screen reloads even when the new
    /// hash equals one it saw before.
    pub nav: u64,
    /// The language on screen.
    pub lang: Lang,
    /// Why that language (only a user's choice is remembered).
    pub lang_source: LangSource,
    /// Projector mode (`present` in the URL, the frame's button, `p`).
    pub present: bool,
}

/// What changes the root.
#[derive(Debug, Clone, PartialEq)]
pub enum AppAction {
    /// The hash changed (back/forward, an edited URL, a link).
    Navigate(HashUrl),
    /// The user pressed a language button.
    PickLang(Lang),
    /// The projector button or the `p` key.
    TogglePresent,
    /// Escape: out of projector mode (nothing when it is off).
    LeavePresent,
}

impl AppState {
    /// The first state, from the hash, the stored choice and the browser.
    pub fn new(url: HashUrl, stored: Option<&str>, browser: &[String]) -> Self {
        let (lang, lang_source) = choose_lang(url.lang(), stored, browser);
        let present = url.presenting();
        AppState {
            present,
            url: Rc::new(url),
            nav: 0,
            lang,
            lang_source,
        }
    }
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            AppAction::Navigate(url) => {
                if let Some(lang) = url.lang() {
                    next.lang = lang;
                    next.lang_source = LangSource::Url;
                }
                next.present = url.presenting();
                next.url = Rc::new(url);
                next.nav = self.nav.wrapping_add(1);
            }
            AppAction::PickLang(lang) => {
                next.lang = lang;
                next.lang_source = LangSource::User;
            }
            AppAction::TogglePresent => next.present = !self.present,
            AppAction::LeavePresent if !self.present => return self,
            AppAction::LeavePresent => next.present = false,
        }
        Rc::new(next)
    }
}

/// An unknown path as the message quotes it: `#/…`, cut to a readable
/// length (longer than a refused value's: a path is read whole).
pub fn quote_path(path: &str) -> String {
    quote_cut(&format!("#{path}"), 60)
}

/// The browser tab's title on a route, in `lang`: the screen's title and
/// the app's name, or the app's name alone (the home page, an unknown path).
pub fn tab_title(route: &Route, lang: Lang) -> String {
    let loc = localizer(lang);
    let app = loc.tr("app-title");
    match route.row() {
        Some(screen) => format!("{} · {app}", loc.tr(screen.tab_title_id)),
        None => app,
    }
}

thread_local! {
    /// Counts the navigations [`navigate`] was asked for, so that one
    /// waiting for its language's words is dropped if a later one came.
    static NAVIGATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Goes to `url`: at once, or, when it names a language whose words are
/// not here yet, once they are (without its language, if they cannot be
/// had), unless the reader has gone elsewhere meanwhile.
fn navigate(dispatcher: &UseReducerDispatcher<AppState>, url: HashUrl) {
    let this = NAVIGATIONS.with(|n| {
        n.set(n.get().wrapping_add(1));
        n.get()
    });
    let Some(lang) = url.lang() else {
        dispatcher.dispatch(AppAction::Navigate(url));
        return;
    };
    let dispatcher = dispatcher.clone();
    words::when_ready(lang, move |ready| {
        if NAVIGATIONS.with(|n| n.get()) != this {
            return;
        }
        let mut url = url;
        if !ready {
            url.set("lang", None);
        }
        dispatcher.dispatch(AppAction::Navigate(url));
    });
}

/// A screen opened by its old address (`#/subtraction-sets`) shows its address now
/// in the address bar (the app reads both as the new one: `route::RENAMED`).
fn show_new_address(hash: &str) {
    if let Some(new) = crate::route::renamed_hash(hash) {
        dom::replace_hash(&new);
    }
}

/// What one build of the app can draw. The whole app draws every route
/// and the share panel's live widget preview ([`Screens::EVERY`]); the
/// first load's small modules only their own screens (`crate::modules`),
/// so the linker leaves every other screen out of it.
#[derive(Debug, Clone, Copy, PartialEq)]
#[allow(unpredictable_function_pointer_comparisons, reason = "see WidgetView")]
pub struct Screens {
    /// The screen for a route.
    pub page: fn(&Route, &AppState) -> Html,
    /// A widget as a teacher's page would show it, keyed by `key` (the
    /// share panel's live preview); `None` where the build has no share
    /// panel.
    pub widget: Option<WidgetView>,
    /// The share panel; `None` where the build leaves it out (every small
    /// module: `crate::modules::mount`), whose Share button hands over to
    /// the whole app.
    pub share: Option<SharePanelView>,
}

impl Screens {
    /// The whole app.
    pub const EVERY: Screens = Screens {
        page: every_screen,
        widget: Some(widget_preview),
        share: Some(share_panel),
    };
}

/// Props of [`App`].
#[derive(Debug, Properties, PartialEq)]
pub struct AppProps {
    /// What this build draws.
    pub screens: Screens,
}

/// Every route's screen: the whole app. The home page, or the home page
/// with a message for a path that names no screen.
fn every_screen(route: &Route, state: &AppState) -> Html {
    screens::screen(route, state.url.clone(), state.nav, true).unwrap_or_else(|| match route {
        Route::NotFound(path) => html! { <Home not_found={AttrValue::from(quote_path(path))} /> },
        _ => html! { <Home /> },
    })
}

/// The share panel's live preview of a widget.
fn widget_preview(spec: Rc<WidgetSpec>, lang: Lang, key: AttrValue) -> Html {
    html! { <Widget key={key.to_string()} {spec} {lang} screen={screens::screen as screens::ScreenFn} /> }
}

/// The app: the root state, the frame, and the screen `props.screens`
/// draws for the route.
#[component]
pub fn App(props: &AppProps) -> Html {
    let state = use_reducer(|| {
        dom::know_hash(&dom::current_hash());
        AppState::new(
            HashUrl::parse(&dom::current_hash()),
            dom::stored_lang().as_deref(),
            &dom::browser_languages(),
        )
    });

    // Follow the hash (back/forward, edited URLs, links).
    {
        let dispatcher = state.dispatcher();
        let catch_up = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |e| {
                // The address navigated to, from the event itself: by now a
                // screen may have written over `location.hash`.
                let hash = dom::hash_of_event(e);
                dom::know_hash(&hash);
                show_new_address(&hash);
                let url = HashUrl::parse(&hash);
                // Another screen starts at its top: scrolled now, before it
                // is drawn, so a part of it its URL asks for (the rules)
                // can still bring itself into view once mounted.
                if dom::old_hash_of_event(e)
                    .is_some_and(|old| url.opens_new_screen(&HashUrl::parse(&old)))
                {
                    dom::scroll_to_top();
                }
                navigate(&dispatcher, url);
            });
            show_new_address(&dom::current_hash());
            // A navigation between the first render and this listener had
            // no one to hear its `hashchange`: catch up with it now.
            if let Some(hash) = dom::unhandled_hash() {
                dom::know_hash(&hash);
                navigate(&catch_up, HashUrl::parse(&hash));
            }
            move || drop(listener)
        });
    }

    let route = state.url.route();

    // Keep <html lang> and the title in step; remember a user's choice and
    // show it in a URL that already names a language.
    {
        use_effect_with(
            (state.lang, state.lang_source, route.clone()),
            |(lang, source, route)| {
                dom::set_document_lang_and_title(lang.code(), &tab_title(route, *lang));
                if *source == LangSource::User {
                    dom::store_lang(lang.code());
                    let mut url = HashUrl::parse(&dom::current_hash());
                    if url.get("lang").is_some() {
                        url.set("lang", Some(lang.code()));
                        dom::replace_hash(&url.to_hash());
                    }
                }
            },
        );
    }

    // Projector mode: the class on <html>, the flag in the URL, and `p`.
    let embedded = state.url.embedded();
    use_effect_with((state.present, embedded), |(on, embedded)| {
        present::mark(*on && !*embedded);
        let url = HashUrl::parse(&dom::current_hash());
        if !*embedded && url.presenting() != *on {
            dom::replace_hash(&present::with_present(&url, *on).to_hash());
        }
    });
    {
        let dispatcher = state.dispatcher();
        use_effect_with(embedded, move |embedded| {
            let listener = (!*embedded).then(|| {
                EventListener::new(&gloo::utils::document(), "keydown", move |e| {
                    if let Some(e) = wasm_bindgen::JsCast::dyn_ref::<web_sys::KeyboardEvent>(e) {
                        let modifiers = e.ctrl_key() || e.alt_key() || e.meta_key();
                        if present::is_toggle_key(
                            &e.key(),
                            modifiers,
                            e.repeat(),
                            present::typing_target(e),
                        ) {
                            dispatcher.dispatch(AppAction::TogglePresent);
                        } else if present::is_leave_key(&e.key(), modifiers, e.default_prevented())
                        {
                            dispatcher.dispatch(AppAction::LeavePresent);
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }
    let on_present = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(AppAction::TogglePresent))
    };

    let on_lang = {
        let dispatcher = state.dispatcher();
        Callback::from(move |lang: Lang| {
            let dispatcher = dispatcher.clone();
            // Its words first; not to be had (offline), the app keeps the
            // language it speaks.
            words::when_ready(lang, move |ready| {
                if ready {
                    dispatcher.dispatch(AppAction::PickLang(lang));
                }
            });
        })
    };

    let screen = (props.screens.page)(&route, &state);

    html! {
        <I18nProvider lang={state.lang} on_change={on_lang}>
            <AppFrame route={route} {embedded} present={state.present} {on_present}
                preview={props.screens.widget} share={props.screens.share}>{ screen }</AppFrame>
        </I18nProvider>
    }
}

/// Props of [`AppFrame`].
#[derive(Debug, Properties, PartialEq)]
#[allow(unpredictable_function_pointer_comparisons, reason = "see WidgetView")]
pub struct AppFrameProps {
    /// The screen on show.
    pub route: Route,
    /// `embed` in the URL: only the screen, compact, reporting its height
    /// to the page around the iframe.
    #[prop_or_default]
    pub embedded: bool,
    /// Projector mode is on (the frame's button shows it pressed).
    #[prop_or_default]
    pub present: bool,
    /// The projector button.
    #[prop_or_default]
    pub on_present: Callback<()>,
    /// Draws the share panel's live widget preview (`Screens::widget`).
    #[prop_or_default]
    pub preview: Option<WidgetView>,
    /// Draws the share panel (`Screens::share`); without it, Share hands
    /// over to the whole app.
    #[prop_or_default]
    pub share: Option<SharePanelView>,
    /// The screen.
    #[prop_or_default]
    pub children: Html,
}

/// Header, main area and footer around a screen (inside the i18n context);
/// in an iframe (`embedded`), the screen alone.
#[component]
pub fn AppFrame(props: &AppFrameProps) -> Html {
    let i18n = crate::i18n::use_i18n();
    let main_ref = use_node_ref();
    use_report_height(main_ref.clone(), props.embedded);
    use_effect_with(props.embedded, |embedded| dom::mark_embedded(*embedded));
    // Closed, unless the small module this app takes over from had it open
    // (only a build with the panel, the whole app, takes a module's word).
    let has_panel = props.share.is_some();
    let sharing = use_state(|| has_panel && dom::take_share_panel_open());
    if props.embedded {
        return html! {
            <main id="main" class="app-main app-main-embed" tabindex="-1" ref={main_ref}>
                <StorageNotice />
                { props.children.clone() }
            </main>
        };
    }
    let on_share = {
        let sharing = sharing.clone();
        Callback::from(move |()| {
            let open = !*sharing;
            sharing.set(open);
            // Rule: a build without the panel leaves word of it for the
            // whole app it hands over to, as the reader last left it: a
            // second press while the whole app downloads takes it back.
            if !has_panel {
                dom::say_share_panel_open(open);
            }
        })
    };
    let on_close = {
        let sharing = sharing.clone();
        Callback::from(move |()| {
            sharing.set(false);
            // Back to the button that opened the panel.
            dom::focus("[data-testid=share]");
        })
    };
    html! {
        <>
            <Header route={props.route.clone()} sharing={*sharing} on_share={on_share}
                hands_over={props.share.is_none()}
                present={props.present} on_present={props.on_present.clone()} />
            {
                match (*sharing, props.share) {
                    (false, _) => html! {},
                    (true, Some(panel)) => panel(on_close, props.preview),
                    // Rule: a build without the panel (a small module)
                    // hands over to the whole app, which opens it.
                    // Its word that the app is loading stands where the
                    // panel will.
                    (true, None) => html! {
                        <section class="share-panel share-panel-loading">
                            <HandOver link_lang={None} whole=true />
                        </section>
                    },
                }
            }
            <main id="main" class="app-main" tabindex="-1">
                <UpdateNotice />
                <StorageNotice />
                { props.children.clone() }
            </main>
            <footer class="app-footer">
                <p>{ i18n.tr("app-footer") }</p>
            </footer>
        </>
    }
}
