//! The one notice that the browser refuses to let the app save.
//!
//! Storage can be turned off (private modes, a sandboxed frame, a school's
//! policy) or full. The app then works as before, only without saving, and
//! says so once: `crate::dom` records the first refusal and tells this
//! notice, which stays on the page from then on (one notice, however many
//! saves are refused).

use yew::prelude::*;

use crate::dom;
use crate::i18n::use_i18n;

/// Shows nothing until storage refuses the app, then one short notice.
#[component]
pub fn StorageNotice() -> Html {
    let i18n = use_i18n();
    let refused = use_state(dom::storage_was_refused);
    {
        let refused = refused.clone();
        use_effect_with((), move |_| {
            if dom::storage_was_refused() {
                refused.set(true);
            } else {
                dom::on_storage_refused(move || refused.set(true));
            }
        });
    }
    if !*refused {
        return html! {};
    }
    html! {
        <div class="app-notice" role="status" data-testid="storage-notice">
            <p>{ i18n.tr("app-storage-unavailable") }</p>
        </div>
    }
}
