//! The app's header: name and logo (a link to the menu), the screens, the
//! teacher's buttons (share, projector) and the language switch.
//!
//! Why this order in the DOM: it is the order on screen (the first row:
//! logo, the phone's "Menu" button, the teacher's buttons, the languages;
//! then the screens' links), so the keyboard's Tab order is the order the
//! eye reads (WCAG 2.4.3). On a narrow screen (styles.css, ≤ 40rem) the
//! screens' links are a disclosure behind the "Menu" button, a column of
//! finger-sized links, so the header stays one short row; wider, the
//! button is hidden and the links are always shown.

use yew::prelude::*;

use super::LangSwitch;
use crate::dom;
use crate::i18n::use_i18n;
use crate::route::{Route, SCREENS};

/// The id of the screens' list, which the "Menu" button controls.
const NAV_ID: &str = "app-nav";

/// Props of [`Header`].
#[derive(Debug, Properties, PartialEq)]
pub struct HeaderProps {
    /// The screen on show, marked in the navigation.
    pub route: Route,
    /// The share panel is open.
    #[prop_or_default]
    pub sharing: bool,
    /// The Share button (opens or closes the panel).
    #[prop_or_default]
    pub on_share: Callback<()>,
    /// Share hands over to the whole app (a build without the panel): the
    /// button says so to `web/nimatron-start.js` (`data-hands-over`),
    /// which fetches the whole app as soon as the reader points at it.
    #[prop_or_default]
    pub hands_over: bool,
    /// Projector mode is on.
    #[prop_or_default]
    pub present: bool,
    /// The projector button.
    #[prop_or_default]
    pub on_present: Callback<()>,
}

/// The header shown above every screen.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    let i18n = use_i18n();
    // The phone's list of screens is open (a wide screen always shows it).
    // Open as the small module's was, when this app took over from one: a
    // reader may open it while the whole app downloads.
    let open = use_state_eq(dom::take_menu_open);
    use_effect_with(*open, |open| dom::say_menu_open(*open));
    let toggle = use_node_ref();
    {
        // A new screen closes the list (choosing a link is one way there);
        // the screen it opened on does not.
        let (open, shown) = (open.clone(), use_mut_ref(|| props.route.clone()));
        use_effect_with(props.route.clone(), move |route| {
            if *shown.borrow() != *route {
                *shown.borrow_mut() = route.clone();
                open.set(false);
            }
        });
    }
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    // Escape closes the open list and gives the focus back to its button.
    let on_key = {
        let (open, toggle) = (open.clone(), toggle.clone());
        Callback::from(move |e: KeyboardEvent| {
            if *open && e.key() == "Escape" {
                open.set(false);
                if let Some(button) = toggle.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        })
    };
    let on_link = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(false))
    };
    html! {
        <header class="app-header" onkeydown={on_key}>
            <a class="skip-link" href="#main" onclick={skip_to_main()}>
                { i18n.tr("app-skip-to-content") }
            </a>
            <div class="app-header-inner">
                <a class="brand" href="#/">
                    <svg class="brand-logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
                        <rect class="brand-bg" x="1" y="1" width="30" height="30" rx="8" />
                        <rect class="brand-stone" x="4.5" y="21" width="7" height="5" rx="2.5" />
                        <rect class="brand-stone" x="12.5" y="21" width="7" height="5" rx="2.5" />
                        <rect class="brand-stone" x="12.5" y="15" width="7" height="5" rx="2.5" />
                        <rect class="brand-stone" x="20.5" y="21" width="7" height="5" rx="2.5" />
                        <rect class="brand-stone" x="20.5" y="15" width="7" height="5" rx="2.5" />
                        <rect class="brand-stone" x="20.5" y="9" width="7" height="5" rx="2.5" />
                    </svg>
                    <span class="brand-text">
                        <span class="brand-name">{ i18n.tr("app-title") }</span>
                        <span class="brand-tagline">{ i18n.tr("app-tagline") }</span>
                    </span>
                </a>
                <button type="button" ref={toggle} class={classes!("button", "button-small", "nav-toggle", open.then_some("is-current"))}
                    aria-expanded={open.to_string()} aria-controls={NAV_ID}
                    data-testid="nav-toggle" onclick={on_toggle}>
                    <span class="nav-toggle-icon" aria-hidden="true"></span>
                    { i18n.tr("app-nav-toggle") }
                </button>
                <div class="teach-buttons">
                    <button type="button" class={classes!("button", "button-small", props.sharing.then_some("is-current"))}
                        aria-expanded={props.sharing.to_string()} aria-controls={props.sharing.then_some("share-panel")}
                        data-hands-over={props.hands_over.then_some("")}
                        data-testid="share" onclick={emit(&props.on_share)}>
                        { i18n.tr("teach-share-button") }
                    </button>
                    <button type="button" class={classes!("button", "button-small", props.present.then_some("is-current"))}
                        aria-pressed={props.present.to_string()}
                        title={i18n.tr(if props.present { "present-leave-hint" } else { "teach-present-hint" })}
                        data-testid="present-toggle" onclick={emit(&props.on_present)}>
                        { i18n.tr("teach-present-button") }
                        // Seen, not only told: the pressed button says "on".
                        if props.present {
                            <span class="present-state" data-testid="present-state">{ i18n.tr("present-on") }</span>
                        }
                    </button>
                </div>
                <LangSwitch />
                <nav id={NAV_ID} class={classes!("app-nav", open.then_some("is-open"))} aria-label={i18n.tr("app-nav-label")}>
                    { for SCREENS.iter().map(|entry| {
                        let current = entry.route == props.route;
                        html! {
                            <a
                                href={entry.href}
                                class={classes!("nav-link", current.then_some("is-current"))}
                                aria-current={current.then_some("page")}
                                onclick={on_link.clone()}
                            >
                                { i18n.tr(entry.title_id) }
                            </a>
                        }
                    }) }
                </nav>
            </div>
        </header>
    }
}

/// A click that emits `cb`.
fn emit(cb: &Callback<()>) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_: MouseEvent| cb.emit(()))
}

/// The skip link moves focus to `<main>` without touching the URL hash
/// (which is the router's).
fn skip_to_main() -> Callback<MouseEvent> {
    Callback::from(|e: MouseEvent| {
        e.prevent_default();
        dom::focus("#main");
    })
}
