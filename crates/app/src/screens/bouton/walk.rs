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

/// What a key does in the walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WalkKey {
    /// `→`.
    Next,
    /// `←`.
    Prev,
    /// Space.
    TogglePlay,
}

/// The walk's keys. `on_control` is true when the key lands on a control
/// that uses it itself (a text field, or space on a button), which keeps it.
pub fn walk_key(key: &str, on_control: bool) -> Option<WalkKey> {
    if on_control {
        return None;
    }
    match key {
        "ArrowRight" => Some(WalkKey::Next),
        "ArrowLeft" => Some(WalkKey::Prev),
        " " | "Spacebar" => Some(WalkKey::TogglePlay),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron_core::Convention;
    use nimatron_core::explain::bouton::explain;

    fn run(actions: &[WalkAction]) -> Rc<Walk> {
        actions
            .iter()
            .fold(Rc::new(Walk::default()), |s, a| s.reduce(*a))
    }

    #[test]
    fn next_prev_and_autoplay_stay_in_range() {
        let count = 3;
        let s = run(&[WalkAction::Prev]);
        assert_eq!(s.step, 0);
        let s = run(&[WalkAction::Next { count }; 5]);
        assert_eq!(s.step, 2);
        let s = run(&[WalkAction::TogglePlay { count }]);
        assert!(s.playing);
        let s = s.reduce(WalkAction::Tick { count });
        assert_eq!((s.step, s.playing), (1, true));
        let s = s.reduce(WalkAction::Tick { count });
        assert_eq!((s.step, s.playing), (2, false));
        // Play on the last step starts over.
        let s = s.reduce(WalkAction::TogglePlay { count });
        assert_eq!((s.step, s.playing), (0, true));
        let s = s.reduce(WalkAction::Next { count });
        assert_eq!((s.step, s.playing), (1, false));
        let s = s.reduce(WalkAction::Tick { count });
        assert_eq!(s.step, 1, "a stopped walk ignores a late tick");
        let s = run(&[WalkAction::TogglePlay { count: 1 }]);
        assert!(!s.playing, "one step has nothing to play");
    }

    #[test]
    fn the_walk_skips_the_powers_step_and_follows_a_game() {
        let a = walk_steps(&explain(&[3, 4, 5], Convention::Normal).expect("345"));
        assert_eq!(a.len(), 6);
        assert!(matches!(a[0], Step::Binary { .. }));
        assert!(matches!(a[1], Step::Columns { .. }));
        let b = walk_steps(&explain(&[1, 4, 5], Convention::Normal).expect("145"));
        // On the nim-sum step, a move keeps us on the nim-sum step.
        assert_eq!(same_kind_index(&a, 2, &b), 2);
        // On a winning move, a move to a P-position has no such step.
        assert_eq!(same_kind_index(&a, 4, &b), 4);
        assert!(matches!(b[3], Step::AllColumnsEven { .. }));
        assert_eq!(same_kind_index(&a, 5, &b), b.len() - 1);
        assert_eq!(same_kind_index(&a, 99, &b), b.len() - 1);
        assert_eq!(same_kind_index(&a, 0, &[]), 0);
    }

    #[test]
    fn keys() {
        assert_eq!(walk_key("ArrowRight", false), Some(WalkKey::Next));
        assert_eq!(walk_key("ArrowLeft", false), Some(WalkKey::Prev));
        assert_eq!(walk_key(" ", false), Some(WalkKey::TogglePlay));
        assert_eq!(walk_key(" ", true), None);
        assert_eq!(walk_key("a", false), None);
    }
}
