//! The app's header: name and logo (a link to the menu), the screens, the
//! teacher's buttons (share, projector) and the language switch.

use yew::prelude::*;

use super::LangSwitch;
use crate::dom;
use crate::i18n::use_i18n;
use crate::route::{Route, SCREENS};

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
    let nav = use_node_ref();
    {
        let nav = nav.clone();
        use_effect_with(props.route.clone(), move |_| show_current_link(&nav));
    }
    html! {
        <header class="app-header">
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
                <nav class="app-nav" ref={nav} aria-label={i18n.tr("app-nav-label")}>
                    { for SCREENS.iter().map(|entry| {
                        let current = entry.route == props.route;
                        html! {
                            <a
                                href={entry.href}
                                class={classes!("nav-link", current.then_some("is-current"))}
                                aria-current={current.then_some("page")}
                            >
                                { i18n.tr(entry.title_id) }
                            </a>
                        }
                    }) }
                </nav>
                <div class="teach-buttons">
                    <button type="button" class={classes!("button", "button-small", props.sharing.then_some("is-current"))}
                        aria-expanded={props.sharing.to_string()} aria-controls={props.sharing.then_some("share-panel")}
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
            </div>
        </header>
    }
}

/// On a phone the links are one row that scrolls sideways (styles.css):
/// bring the current screen's link into view, moving that row only (never
/// the page, as `scrollIntoView` would). Wider, the row does not scroll and
/// this changes nothing.
fn show_current_link(nav: &NodeRef) {
    use wasm_bindgen::JsCast;
    let Some(nav) = nav.cast::<web_sys::HtmlElement>() else {
        return;
    };
    let current = nav.query_selector(".is-current").ok().flatten();
    let Some(link) = current.and_then(|l| l.dyn_into::<web_sys::HtmlElement>().ok()) else {
        return;
    };
    let (left, width) = (link.offset_left() - nav.offset_left(), link.offset_width());
    let (seen, shown) = (nav.scroll_left(), nav.client_width());
    if left < seen || left + width > seen + shown {
        nav.set_scroll_left(left - (shown - width) / 2);
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
