//! What every screen does with its URL, written once: load what a new URL
//! asks for when it changes under the screen (`hashchange`), and go to a
//! URL a form built while keeping the app-wide parameters (`lang`, `embed`).

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::dom;
use crate::route::HashUrl;

/// On every `hashchange` after the first render (the app bumps `nav`),
/// dispatches `load(url)`. The first render already loaded `url` in the
/// reducer's initial state, so it is skipped.
#[hook]
pub fn use_load_on_nav<R, F>(state: &UseReducerHandle<R>, url: Rc<HashUrl>, nav: u64, load: F)
where
    R: Reducible + 'static,
    F: Fn(&HashUrl) -> R::Action + 'static,
{
    let seen = use_mut_ref(|| nav);
    let dispatcher = state.dispatcher();
    use_effect_with(nav, move |nav| {
        if *seen.borrow() != *nav {
            *seen.borrow_mut() = *nav;
            dispatcher.dispatch(load(&url));
        }
    });
}

/// Goes to `url` (a new history entry), keeping the app-wide parameters of
/// the current URL.
pub fn navigate(url: HashUrl) {
    let next = url.keeping_globals_of(&HashUrl::parse(&dom::current_hash()));
    let _ = gloo::utils::window().location().set_hash(&next.to_hash());
}

/// The text of the input behind `input` (empty when it is not mounted).
pub fn input_value(input: &NodeRef) -> String {
    input
        .cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

/// Longest piece of bad input quoted back in a message.
const MAX_QUOTED_CHARS: usize = 24;

/// `text` cut to a readable length (with an ellipsis), to quote a refused
/// value back to the user.
pub fn quote(text: &str) -> String {
    let mut q: String = text.chars().take(MAX_QUOTED_CHARS).collect();
    if text.chars().count() > MAX_QUOTED_CHARS {
        q.push('…');
    }
    q
}
