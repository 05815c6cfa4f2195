//! The words of this build, one language at a time.
//!
//! The page's builds (`index.html`: the feature `fetched-words`) carry no
//! message text in their WebAssembly: a reader reads one language, and
//! both compiled in cost a first load 9 to 22 KB of gzip more (issue 31).
//! At build time `scripts/words-files.mjs` writes each build's message
//! files, one language per file (`BUILD.words.LANG.txt`, the files
//! `modules/words.txt` lists for it). The start script
//! (`web/nimatron-start.js`) starts fetching the language it expects
//! beside the wasm and leaves `nimatronWords(build, lang)` on the page,
//! which hands that fetch over (or starts another). [`when_ready`] runs
//! the app's start, and every change of language, once the language's
//! words are here.
//!
//! A build of this crate without the feature (its tests) has every word
//! compiled in: [`when_ready`] then runs at once.

use nimatron_i18n::Lang;

/// Runs `then` once `lang`'s words are here: at once where they are
/// (compiled in, or fetched before), else after fetching them. `then`
/// learns whether they are: false when they could not be had (offline,
/// and never fetched before), and the caller keeps the language it has.
pub fn when_ready(lang: Lang, then: impl FnOnce(bool) + 'static) {
    if nimatron_i18n::ready(lang) {
        then(true);
        return;
    }
    #[cfg(feature = "fetched-words")]
    wasm_bindgen_futures::spawn_local(async move { then(fetched::fetch(lang).await) });
    #[cfg(not(feature = "fetched-words"))]
    then(false);
}

/// Which build this is (`Module::NAME`, or the whole app's), for the name
/// of its words file. Set once, first thing at start.
pub fn set_build(name: &'static str) {
    #[cfg(feature = "fetched-words")]
    fetched::BUILD.with(|b| b.set(name));
    #[cfg(not(feature = "fetched-words"))]
    let _ = name;
}

/// The whole app's name (its wasm, its words files).
pub const WHOLE_APP: &str = "nimatron-app";

#[cfg(feature = "fetched-words")]
mod fetched {
    use std::cell::Cell;

    use js_sys::{Function, Promise, Reflect};
    use nimatron_i18n::Lang;
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    use super::WHOLE_APP;

    thread_local! {
        /// This build's name (`super::set_build`).
        pub(super) static BUILD: Cell<&'static str> = const { Cell::new(WHOLE_APP) };
    }

    /// The start script's fetcher (`web/nimatron-start.js`).
    const FETCHER: &str = "nimatronWords";

    /// Fetches `lang`'s words and hands them to the localiser: this
    /// build's own file, else the whole app's (every word; the service
    /// worker keeps it for offline use). False when neither could be had.
    pub(super) async fn fetch(lang: Lang) -> bool {
        let build = BUILD.with(Cell::get);
        for name in [build, WHOLE_APP] {
            if let Some(text) = text(name, lang).await {
                nimatron_i18n::provide(lang, text);
                crate::crash::prepare_words();
                return true;
            }
        }
        false
    }

    /// The text of `name`'s words in `lang`, through the start script's
    /// fetcher (which may have it on the way already). Every page of a
    /// build has that script; without it (never), no words.
    async fn text(name: &str, lang: Lang) -> Option<String> {
        let promise = fetcher()?
            .call2(&JsValue::NULL, &name.into(), &lang.code().into())
            .ok()?;
        let value = JsFuture::from(promise.dyn_into::<Promise>().ok()?)
            .await
            .ok()?;
        value.as_string()
    }

    /// `nimatronWords`, where the start script left it.
    fn fetcher() -> Option<Function> {
        let value = Reflect::get(&js_sys::global(), &FETCHER.into()).ok()?;
        value.dyn_into::<Function>().ok()
    }
}
