//! The "why" screen's state, one reducer: the game and position on show,
//! the form's drafts, and which step of the walk the learner is on. The
//! walk itself is the core's (`explain::why`), made from this state in the
//! screen; nothing here touches the browser.

use std::rc::Rc;

use nimatron_core::Convention;
use yew::prelude::*;

use super::url::WhyQuery;
use crate::screens::query::FromQuery;

/// What the screen shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The game's text.
    pub game: String,
    /// The position, in the game's syntax.
    pub position: String,
    /// The convention.
    pub convention: Convention,
    /// The game field's text.
    pub draft_game: String,
    /// The position field's text.
    pub draft_position: String,
    /// The step on show (clamped to the walk's steps when read).
    pub step: usize,
    /// Autoplay running.
    pub playing: bool,
}

/// What the learner does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A new URL.
    Load(WhyQuery),
    /// The game field changed.
    EditGame(String),
    /// The position field changed.
    EditPosition(String),
    /// Explain what the fields say (from the first step).
    Submit,
    /// Misère on or off.
    SetConvention(Convention),
    /// One step forward, of `count`.
    Next {
        /// Number of steps.
        count: usize,
    },
    /// One step back.
    Prev,
    /// Jump to a step.
    Go(usize),
    /// Start or stop autoplay (starting on the last step starts over).
    TogglePlay {
        /// Number of steps.
        count: usize,
    },
    /// Autoplay's timer: one step forward, stopping at the last.
    Tick {
        /// Number of steps.
        count: usize,
    },
}

impl FromQuery for State {
    type Query = WhyQuery;

    fn from_query(q: WhyQuery) -> Self {
        State {
            draft_game: q.game.clone(),
            draft_position: q.position.clone(),
            game: q.game,
            position: q.position,
            convention: q.convention,
            step: 0,
            playing: false,
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(q) => return Rc::new(State::from_query(q)),
            Action::EditGame(text) => next.draft_game = text,
            Action::EditPosition(text) => next.draft_position = text,
            // A new position starts the walk over.
            Action::Submit => {
                next.game = next.draft_game.trim().to_string();
                next.position = next.draft_position.trim().to_string();
                next.step = 0;
            }
            Action::SetConvention(c) => {
                next.convention = c;
                next.step = 0;
            }
            Action::Next { count } => {
                next.step = (self.step + 1).min(count.saturating_sub(1));
                next.playing = false;
            }
            Action::Prev => {
                next.step = self.step.saturating_sub(1);
                next.playing = false;
            }
            Action::Go(i) => {
                next.step = i;
                next.playing = false;
            }
            Action::TogglePlay { count } => {
                next.playing = !self.playing && count > 1;
                if next.playing && self.step + 1 >= count {
                    next.step = 0;
                }
            }
            Action::Tick { count } => {
                next.step = (self.step + 1).min(count.saturating_sub(1));
                next.playing = self.playing && next.step + 1 < count;
            }
        }
        Rc::new(next)
    }
}
