//! The words of a web page that fetches them (feature `fetched`): the page
//! carries no message text in its WebAssembly; its start fetches one
//! language's words ([`crate::bundle`]) and hands them over here before
//! the first word, and a language switch fetches the other's first.
//!
//! Why: a reader reads one language, and the words were more than half of
//! a screen's module data: both languages compiled in cost every first
//! load 9 to 22 KB of gzip more than one (issue 31: a phone on a slow
//! network).

use std::cell::RefCell;

use crate::Lang;
use crate::bundle;

/// One language's files, each as (file name, text).
type Files = Vec<(&'static str, &'static str)>;

thread_local! {
    /// Each language's files as handed over, in `Lang::ALL`'s order.
    static PROVIDED: RefCell<[Option<Files>; 2]> = const { RefCell::new([None, None]) };
}

/// The index of `lang` in [`PROVIDED`].
fn slot(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Es => 1,
    }
}

/// Makes `bundle` (one build's files in `lang`, as fetched) the messages
/// of every [`crate::Localizer`] of `lang` made from now on. Kept for the
/// page's life: a page fetches each language at most once.
pub fn provide(lang: Lang, bundle: String) {
    let text: &'static str = Box::leak(bundle.into_boxed_str());
    let files = bundle::files(text);
    PROVIDED.with(|p| p.borrow_mut()[slot(lang)] = Some(files));
}

/// Whether `lang`'s words have been handed over.
pub fn ready(lang: Lang) -> bool {
    PROVIDED.with(|p| p.borrow()[slot(lang)].is_some())
}

/// The files of `lang` as handed over (none before).
pub(crate) fn sources(lang: Lang) -> Files {
    PROVIDED.with(|p| p.borrow()[slot(lang)].clone().unwrap_or_default())
}
