//! The Bouton screen's state: the position explained, the text in the
//! field, and what was refused (from the URL or the field). The walk
//! through the steps belongs to the panel ([`super::walk`]).

use std::rc::Rc;

use nimatron_core::Convention;
use yew::prelude::*;

use super::url::{BoutonQuery, DEFAULT_HEAPS, parse_heaps};
use crate::screens::query::FromQuery;
use crate::screens::query::HeapsError;
use crate::screens::query::list;

/// Where a refused position came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The URL (the default position is shown instead).
    Url,
    /// The heaps field (the previous position stays).
    Field,
}

/// The screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The position explained.
    pub heaps: Rc<Vec<u64>>,
    /// Normal or misère.
    pub convention: Convention,
    /// The heaps field's text.
    pub draft: String,
    /// The last refused input, if it still stands.
    pub problem: Option<(Source, HeapsError)>,
}

/// What changes the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Show what a URL asks for.
    Load(BoutonQuery),
    /// The field's text changed.
    EditDraft(String),
    /// The form was submitted: explain the field's position.
    Submit,
    /// The misère box changed.
    SetConvention(Convention),
    /// A preset or a walk-through position.
    Show(Vec<u64>, Convention),
}

impl FromQuery for State {
    type Query = BoutonQuery;

    /// The first state, from the URL.
    fn from_query(query: BoutonQuery) -> Self {
        let start = State {
            heaps: Rc::new(DEFAULT_HEAPS.to_vec()),
            convention: Convention::Normal,
            draft: list(&DEFAULT_HEAPS),
            problem: None,
        };
        Rc::new(start).reduce(Action::Load(query)).as_ref().clone()
    }
}

impl State {
    /// The refused input from `source`, if any.
    pub fn problem_from(&self, source: Source) -> Option<&HeapsError> {
        match &self.problem {
            Some((s, e)) if *s == source => Some(e),
            _ => None,
        }
    }

    /// False while a refused URL is on show (it stays in the address bar
    /// until the learner picks another position).
    pub fn url_follows_state(&self) -> bool {
        self.problem_from(Source::Url).is_none()
    }

    fn show(&mut self, heaps: Vec<u64>, convention: Convention) {
        self.draft = list(&heaps);
        self.heaps = Rc::new(heaps);
        self.convention = convention;
        self.problem = None;
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(query) => match query.heaps {
                Ok(heaps) => next.show(heaps, query.convention),
                // A bad URL: say why and show the default position.
                Err(e) => {
                    next.show(DEFAULT_HEAPS.to_vec(), query.convention);
                    next.problem = Some((Source::Url, e));
                }
            },
            Action::EditDraft(text) => next.draft = text,
            Action::Submit => match parse_heaps(&next.draft) {
                Ok(heaps) => {
                    let convention = next.convention;
                    next.show(heaps, convention);
                }
                Err(e) => next.problem = Some((Source::Field, e)),
            },
            Action::SetConvention(c) => {
                next.convention = c;
                if next.problem_from(Source::Url).is_some() {
                    next.problem = None;
                }
            }
            Action::Show(heaps, convention) => next.show(heaps, convention),
        }
        Rc::new(next)
    }
}
