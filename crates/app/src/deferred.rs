//! Writes that keep the page's address and local storage in step with a
//! screen, done just after the click that caused them instead of inside it.
//!
//! Why: `history.replaceState` costs the browser several milliseconds for a
//! long URL (64 heaps of 20-digit numbers), and encoding a session to JSON
//! grows with the game; done in the click's render they delay the redrawn
//! analysis past a frame. Queued here, they run in a zero-delay timer task
//! right after the click's task (the page has already been redrawn), so the
//! URL and storage are as up to date as before a few milliseconds later.
//!
//! Nothing is lost: only the latest value per storage key and the latest
//! screen URL are kept (each write replaces the one before it, as an
//! immediate write would have), and every pending write is done
//!
//! - in the timer task (the normal case, [`WRITE_DELAY_MS`]),
//! - before any read of storage (screens read through [`load_item`]),
//!   so a screen never reads an older entry than the one it asked to write,
//! - when the page is hidden or left (`visibilitychange`, `pagehide`), so
//!   closing the tab right after a move still stores it.
//!
//! A URL write is dropped when the reader has navigated since it was
//! queued (a `hashchange` the app handled, or one on its way): writing the
//! old screen's address then would send the app back there.

use std::cell::RefCell;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;

use crate::dom;
use crate::route::HashUrl;

/// Builds a value when the write is done (so the work of building it, a
/// session's JSON or a long URL, is off the click's path too).
type Build<T> = Box<dyn FnOnce() -> Option<T>>;

#[derive(Default)]
struct Pending {
    /// The screen's URL (its app-wide parameters are taken from the address
    /// when written), and the navigation it was queued under.
    url: Option<(u64, Build<HashUrl>)>,
    /// Storage entries to write, one per key, in the order first queued.
    items: Vec<(String, Build<String>)>,
    /// A timer task is on its way.
    scheduled: bool,
    /// The page-hide listeners are installed (once per page).
    listening: bool,
}

thread_local! {
    static PENDING: RefCell<Pending> = RefCell::new(Pending::default());
    /// The listeners that flush when the page is hidden or left; kept for
    /// the life of the page.
    static LISTENERS: RefCell<Vec<EventListener>> = const { RefCell::new(Vec::new()) };
}

/// Replaces the address with the screen's URL `build()` (keeping the
/// current app-wide parameters, `lang`, `embed`, `present`), without a new
/// history entry and without `hashchange`, just after the current task.
/// `None` leaves the address as it is.
pub fn replace_url_soon(build: impl FnOnce() -> Option<HashUrl> + 'static) {
    let navigation = dom::navigations();
    PENDING.with(|p| p.borrow_mut().url = Some((navigation, Box::new(build))));
    schedule();
}

/// Stores `build()` under `key` just after the current task (replacing a
/// write to the same key still pending). `None` writes nothing.
pub fn store_soon(key: String, build: impl FnOnce() -> Option<String> + 'static) {
    PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let build: Build<String> = Box::new(build);
        match p.items.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = build,
            None => p.items.push((key, build)),
        }
    });
    schedule();
}

/// True when a write is waiting.
pub fn is_pending() -> bool {
    PENDING.with(|p| {
        let p = p.borrow();
        p.url.is_some() || !p.items.is_empty()
    })
}

/// The text stored under `key`, if storage allows and there is one. A
/// write still queued is done first: a read never sees an older entry.
pub fn load_item(key: &str) -> Option<String> {
    flush();
    dom::load_item_now(key)
}

/// Does every pending write now.
pub fn flush() {
    let (url, items) = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        (p.url.take(), std::mem::take(&mut p.items))
    });
    for (key, build) in items {
        if let Some(value) = build() {
            dom::store_item(&key, &value);
        }
    }
    if let Some((navigation, build)) = url
        && navigation == dom::navigations()
        && let Some(url) = build()
    {
        let current = HashUrl::parse(&dom::current_hash());
        dom::replace_hash(&url.keeping_globals_of(&current).to_hash());
    }
}

/// The writes' timer, in milliseconds: as soon as the browser can, but not
/// 0, which Yew's scheduler uses when it yields between a render and its
/// effects. A test that holds this timer (the page left before it runs)
/// can then let Yew's run (`storage.spec.ts`).
pub const WRITE_DELAY_MS: u32 = 1;

/// Starts the timer for the pending writes, and the page-hide listeners.
fn schedule() {
    let (start_timer, listen) = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let start = !std::mem::replace(&mut p.scheduled, true);
        let listen = !std::mem::replace(&mut p.listening, true);
        (start, listen)
    });
    if listen {
        listen_for_page_hide();
    }
    if start_timer {
        Timeout::new(WRITE_DELAY_MS, || {
            PENDING.with(|p| p.borrow_mut().scheduled = false);
            flush();
        })
        .forget();
    }
}

/// Flushes when the page is hidden (tab switched, app backgrounded) or
/// left (closed, reloaded, navigated away).
fn listen_for_page_hide() {
    let window = gloo::utils::window();
    let document = gloo::utils::document();
    let listeners = vec![
        EventListener::new(&window, "pagehide", |_| flush()),
        EventListener::new(&document, "visibilitychange", |_| {
            if gloo::utils::document().hidden() {
                flush();
            }
        }),
    ];
    LISTENERS.with(|l| l.borrow_mut().extend(listeners));
}
