//! The walk through Bouton's steps, as a reducer: which step is on show,
//! whether autoplay runs, and which view (the columns method or the
//! powers-of-two method). The panel owns it (it is reusable beside the Nim
//! board, so it cannot live in one screen's state); the autoplay timer and
//! the key listener live in the panel's effects, never here.

use std::mem::discriminant;
use std::rc::Rc;

use nimatron_core::explain::bouton::{BoutonExplanation, Step};
use yew::prelude::*;

/// Milliseconds between two steps when autoplay runs.
pub const AUTOPLAY_MS: u32 = 3000;

/// The two ways of reading the nim-sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum View {
    /// Bouton's binary columns, step by step.
    #[default]
    Steps,
    /// Sizes as sums of distinct powers of two, equal powers cancelling.
    Powers,
}

/// Where the learner is.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Walk {
    /// Index of the step on show (clamped to the steps when read).
    pub step: usize,
    /// Autoplay running.
    pub playing: bool,
    /// The view on show.
    pub view: View,
}

/// What the learner (or the timer) does. Actions that move forward carry
/// the number of steps, so the reducer never needs the explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WalkAction {
    /// One step forward (stops autoplay).
    Next {
        /// Number of steps.
        count: usize,
    },
    /// One step back (stops autoplay).
    Prev,
    /// Jump to a step (stops autoplay).
    Go(usize),
    /// Start or stop autoplay; starting on the last step starts over.
    TogglePlay {
        /// Number of steps.
        count: usize,
    },
    /// The autoplay timer fired.
    Tick {
        /// Number of steps.
        count: usize,
    },
    /// A new position: show step `index`, autoplay off.
    Restart(usize),
    /// Switch view.
    SetView(View),
}

impl Reducible for Walk {
    type Action = WalkAction;

    fn reduce(self: Rc<Self>, action: WalkAction) -> Rc<Self> {
        let mut next = (*self).clone();
        let last = |count: usize| count.saturating_sub(1);
        match action {
            WalkAction::Next { count } => {
                next.step = (self.step + 1).min(last(count));
                next.playing = false;
            }
            WalkAction::Prev => {
                next.step = self.step.saturating_sub(1);
                next.playing = false;
            }
            WalkAction::Go(index) | WalkAction::Restart(index) => {
                next.step = index;
                next.playing = false;
            }
            WalkAction::TogglePlay { count } => {
                if self.playing {
                    next.playing = false;
                } else {
                    if self.step >= last(count) {
                        next.step = 0;
                    }
                    next.playing = count > 1;
                    next.view = View::Steps;
                }
            }
            // Autoplay: one step on; it stops by itself on the last one.
            WalkAction::Tick { count } => {
                if self.playing {
                    next.step = (self.step + 1).min(last(count));
                    next.playing = next.step < last(count);
                }
            }
            WalkAction::SetView(view) => {
                next.view = view;
                next.playing = false;
            }
        }
        Rc::new(next)
    }
}

/// The steps the walk shows: the core's, without the powers-of-two step,
/// which has a view of its own.
pub fn walk_steps(e: &BoutonExplanation) -> Vec<Step> {
    e.steps()
        .into_iter()
        .filter(|s| !matches!(s, Step::PowersOfTwo { .. }))
        .collect()
}

/// Where to stand in `new` after the position changed while on
/// `old[index]`: the first step of the same kind (the learner following a
/// game keeps looking at, say, the nim-sum), else the nearest index.
pub fn same_kind_index(old: &[Step], index: usize, new: &[Step]) -> usize {
    let clamp = index.min(new.len().saturating_sub(1));
    match old.get(index) {
        Some(step) => new
            .iter()
            .position(|s| discriminant(s) == discriminant(step))
            .unwrap_or(clamp),
        None => clamp,
    }
}

/// What the walk's keys do (`→` next, `←` back, space play or pause) in a
/// walk of `count` steps. `on_control` is true when the key lands on a
/// control that uses it itself (a text field, or space on a button), which
/// keeps it.
pub fn walk_key(key: &str, on_control: bool, count: usize) -> Option<WalkAction> {
    if on_control {
        return None;
    }
    match key {
        "ArrowRight" => Some(WalkAction::Next { count }),
        "ArrowLeft" => Some(WalkAction::Prev),
        " " | "Spacebar" => Some(WalkAction::TogglePlay { count }),
        _ => None,
    }
}
