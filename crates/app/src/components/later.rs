//! What a screen draws after its board ([`use_painted`]): the panels
//! around a game wait for the page's first paint, so the board a reader
//! came for is on screen before them.
//!
//! Why: on a phone (the reference device: four times slower than a
//! laptop) the first render of a screen with its panels (the analysis,
//! the moves, Bouton's steps, the setup) and the layout of all of it came
//! to a few hundred milliseconds between the app's code arriving and the
//! board appearing. Drawn one paint later, the panels cost the board
//! nothing, and they appear a frame after it.
//!
//! Only the page's first paint is waited for: once it has happened, every
//! [`use_painted`] holds at once (a later screen's panels appear with its
//! board, as before). The wait is one animation frame and then one task
//! (the paint happens between them), or [`AT_MOST_MS`] where no frame is
//! painted: a hidden tab, or a teacher's frame out of view (the browser
//! pauses its frames), whose height must not wait for the reader to
//! scroll to it.

use std::cell::{Cell, RefCell};

use gloo::render::{AnimationFrame, request_animation_frame};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long the panels wait at most, when no frame is painted: then they
/// are drawn anyway.
pub const AT_MOST_MS: u32 = 200;

thread_local! {
    /// The page has painted once since the app started.
    static PAINTED: Cell<bool> = const { Cell::new(false) };
    /// Who waits for that paint.
    static WAITERS: RefCell<Vec<Callback<()>>> = const { RefCell::new(Vec::new()) };
    /// While the wait lasts: the frame asked for, and the timer that ends
    /// the wait if no frame comes.
    static WAIT: RefCell<Option<(AnimationFrame, Timeout)>> = const { RefCell::new(None) };
}

/// Whether some component is still waiting to draw (the in-browser tests'
/// `settle` waits for it, as a reader's eye would).
pub fn is_waiting() -> bool {
    !PAINTED.with(Cell::get) && WAITERS.with(|w| !w.borrow().is_empty())
}

/// The page has painted: every component waiting for it is drawn again
/// (once: the later of the frame's task and the timer does nothing).
fn painted() {
    if PAINTED.with(|p| p.replace(true)) {
        return;
    }
    WAIT.with(|w| w.borrow_mut().take());
    for waiter in WAITERS.with(|w| std::mem::take(&mut *w.borrow_mut())) {
        waiter.emit(());
    }
}

/// Calls `then` once the page has painted (at once if it has).
fn after_first_paint(then: Callback<()>) {
    if PAINTED.with(Cell::get) {
        then.emit(());
        return;
    }
    WAITERS.with(|w| w.borrow_mut().push(then));
    WAIT.with(|w| {
        w.borrow_mut().get_or_insert_with(|| {
            (
                // Rule: a frame's callbacks run before its paint; a task
                // set from one runs after it.
                request_animation_frame(|_| {
                    Timeout::new(0, painted).forget();
                }),
                Timeout::new(AT_MOST_MS, painted),
            )
        });
    });
}

/// Whether the page has painted since the app started; a component that
/// asks is drawn again when it has. What a screen draws after its board
/// is drawn when this holds (`if use_painted() { … }`).
#[hook]
pub fn use_painted() -> bool {
    let shown = use_state(|| PAINTED.with(Cell::get));
    {
        let shown = shown.clone();
        use_effect_with((), move |()| {
            if !*shown {
                after_first_paint(Callback::from(move |()| shown.set(true)));
            }
        });
    }
    *shown
}
