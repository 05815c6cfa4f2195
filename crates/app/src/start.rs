//! How a build of the page starts (the whole app, `crate::start`, and each
//! small module, `crate::modules::start`): its words in the language it
//! will show first, then its app.
//!
//! The page's builds fetch their words (`crate::words`), so the start
//! learns the first language the way the app will ([`first_lang`]) and
//! waits for its words before the first word is drawn (the crash message
//! is worded then too). Words that cannot be had at all (offline and
//! never fetched) leave the page's own short message in both languages
//! (`index.html`), not a page of message ids.

use nimatron_i18n::Lang;

use crate::app::AppState;
use crate::embed::frame;
use crate::route::HashUrl;
use crate::{crash, dom, words};

/// Starts build `name` (`Module::NAME`, `words::WHOLE_APP`): `then` runs
/// once the words of the first language are here.
pub fn start(name: &'static str, then: impl FnOnce(HashUrl) + 'static) {
    words::set_build(name);
    let url = HashUrl::parse(&dom::current_hash());
    words::when_ready(first_lang(&url), move |ready| {
        if !ready {
            dom::show_load_failure();
            return;
        }
        crash::install();
        crash::listen_for_test_panic();
        // The small module this build takes over from leaves the page now.
        dom::unmount_handed_over();
        then(url);
    });
}

/// The language the page at `url` shows first, as its root decides: a
/// widget's frame its element's (`frame::WidgetFrame`), any other page
/// the link's, the stored choice or the browser's (`AppState::new`).
pub fn first_lang(url: &HashUrl) -> Lang {
    if url.is_widget_page() {
        frame::lang(frame::shown(url).1)
    } else {
        let browser = dom::browser_languages();
        AppState::new(url.clone(), dom::stored_lang().as_deref(), &browser).lang
    }
}
