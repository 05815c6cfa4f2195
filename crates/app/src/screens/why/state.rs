//! The "why" screen's state, one reducer: the game and position on show,
//! the form's drafts, and which step of the walk the learner is on (the
//! Bouton screen's walk reducer, `Walk`, so stepping and autoplay follow
//! one rule). The walk itself is the core's (`explain::why`), made from
//! this state in the screen; nothing here touches the browser.

use std::rc::Rc;

use nimatron_core::Convention;
use yew::prelude::*;

use super::url::WhyQuery;
use crate::screens::bouton::walk::{Walk, WalkAction};
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
    /// The step on show (clamped to the walk's steps when read) and
    /// whether autoplay runs.
    pub walk: Walk,
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
    /// A step of the walk: next, back, jump, autoplay and its timer.
    Walk(WalkAction),
}

impl State {
    /// The form's game and position as a submit would take them.
    pub fn draft(&self) -> (String, String) {
        (
            self.draft_game.trim().to_string(),
            self.draft_position.trim().to_string(),
        )
    }
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
            walk: Walk::default(),
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
                (next.game, next.position) = next.draft();
                next.walk.step = 0;
            }
            Action::SetConvention(c) => {
                next.convention = c;
                next.walk.step = 0;
            }
            Action::Walk(step) => next.walk = Rc::unwrap_or_clone(Rc::new(next.walk).reduce(step)),
        }
        Rc::new(next)
    }
}
