//! Tells a returning reader that a new version of Nimatron is ready.
//!
//! The service worker serves the build it cached; when a new deployment's
//! worker takes over, `web/register-sw.js` marks `<html>` with
//! `data-nimatron-update` and dispatches `nimatron:update-ready` on the
//! window. This notice shows from then on, with a Reload button (handled by
//! `web/nimatron-reload.js`, like the crash message's).

use gloo::events::EventListener;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// The event `register-sw.js` dispatches.
pub const UPDATE_EVENT: &str = "nimatron:update-ready";
/// The mark it leaves on `<html>` (for a notice mounted later).
const UPDATE_MARK: &str = "data-nimatron-update";

fn update_marked() -> bool {
    gloo::utils::document()
        .document_element()
        .is_some_and(|html| html.has_attribute(UPDATE_MARK))
}

/// Nothing, until a new version is ready; then the notice and its button.
#[component]
pub fn UpdateNotice() -> Html {
    let i18n = use_i18n();
    let ready = use_state(update_marked);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            if update_marked() {
                ready.set(true);
            }
            let listener = EventListener::new(&gloo::utils::window(), UPDATE_EVENT, move |_| {
                ready.set(true)
            });
            move || drop(listener)
        });
    }
    if !*ready {
        return html! {};
    }
    html! {
        <div class="app-notice" role="status" data-testid="update-notice">
            <p>{ i18n.tr("app-update-ready") }</p>
            // `data-nimatron-reload`: `crate::crash::RELOAD_ATTRIBUTE`.
            <button type="button" data-nimatron-reload="" data-testid="update-reload">
                { i18n.tr("app-update-reload") }
            </button>
        </div>
    }
}
