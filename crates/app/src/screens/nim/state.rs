//! The Nim screen's state and its reducer (yew's `function_todomvc`
//! pattern): components dispatch an [`Action`], [`State::reduce`] returns
//! the next state. No side effects here: writing the URL happens in the
//! screen's `use_effect_with`, and randomness is drawn by the caller and
//! passed in ([`Action::SetHeaps`]), so every transition is a plain function
//! that the tests below can check.
//!
//! The next issue (a game against the computer, redo) adds actions and
//! fields here; the undo stack already records every position change.

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::nim::{self, NimMove};
use nimatron_core::limits::MAX_HEAPS;
use yew::Reducible;

use super::url::{DEFAULT_HEAPS, NimQuery, PositionError, format_heaps, parse_heaps};

/// Positions kept for undo.
pub const MAX_UNDO: usize = 100;
/// Stones in a heap added with "Add a heap".
pub const NEW_HEAP_SIZE: u64 = 3;

/// Where a problem came from, which decides where it is shown and when it
/// goes away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProblemSource {
    /// The URL named a bad position; the default is shown instead, and the
    /// URL is left as it was until the user changes the position.
    Url,
    /// The "heaps" field holds text that is not a position; the board keeps
    /// the last good position.
    Field,
}

/// A refused input, with its origin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Where it came from.
    pub source: ProblemSource,
    /// What was wrong.
    pub error: PositionError,
}

/// Everything the Nim screen shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The position, heaps in the user's order.
    // Invariant: at most `MAX_HEAPS` heaps (every path in checks it).
    pub heaps: Rc<Vec<u64>>,
    /// Normal or misère play.
    pub convention: Convention,
    /// The position "Reset" returns to: the one the URL gave.
    pub start: Rc<Vec<u64>>,
    /// Earlier positions, most recent last.
    // Invariant: at most `MAX_UNDO` entries.
    pub undo: Vec<Rc<Vec<u64>>>,
    /// The text of the "heaps" field (may be mid-edit and invalid).
    pub draft: String,
    /// The input that was refused, if any.
    pub problem: Option<Problem>,
    /// The last change came from typing in the field: further keystrokes
    /// join the same undo step.
    typing: bool,
}

/// What can happen on the Nim screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The URL changed (or the screen opened): show what it asks for.
    Load(NimQuery),
    /// Take stones from one heap (a click on a stone, a winning move, the
    /// "take how many" field). Illegal moves are ignored.
    Take(NimMove),
    /// Switch between normal and misère play.
    SetConvention(Convention),
    /// The user typed in the "heaps" field.
    EditDraft(String),
    /// Replace the whole position (the random button draws it).
    SetHeaps(Vec<u64>),
    /// Append a heap of [`NEW_HEAP_SIZE`] stones.
    AddHeap,
    /// Remove the last heap.
    RemoveHeap,
    /// Back to the position the URL gave.
    Reset,
    /// Back to the position before the last change.
    Undo,
}

impl State {
    /// The state for a URL query: its position, or the default one and the
    /// reason the URL's was refused.
    pub fn from_query(query: NimQuery) -> Self {
        let (heaps, problem) = match query.heaps {
            Ok(heaps) => (heaps, None),
            Err(error) => (
                DEFAULT_HEAPS.to_vec(),
                Some(Problem {
                    source: ProblemSource::Url,
                    error,
                }),
            ),
        };
        let heaps = Rc::new(heaps);
        State {
            draft: format_heaps(&heaps),
            start: heaps.clone(),
            heaps,
            convention: query.convention,
            undo: Vec::new(),
            problem,
            typing: false,
        }
    }

    /// True when there is a position to go back to.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// The problem to show at `source`, if that is where the current one
    /// came from.
    pub fn problem_from(&self, source: ProblemSource) -> Option<&PositionError> {
        self.problem
            .as_ref()
            .filter(|p| p.source == source)
            .map(|p| &p.error)
    }

    /// True when the URL may be rewritten to show this state (not while it
    /// still holds a refused position the user has not replaced).
    pub fn url_follows_state(&self) -> bool {
        self.problem_from(ProblemSource::Url).is_none()
    }

    /// Moves to `heaps` as one undoable step, refreshing the field.
    fn go_to(&mut self, heaps: Vec<u64>) {
        if heaps.len() > MAX_HEAPS {
            return;
        }
        if *self.heaps != heaps {
            self.push_undo();
            self.heaps = Rc::new(heaps);
        }
        self.draft = format_heaps(&self.heaps);
        self.problem = None;
        self.typing = false;
    }

    fn push_undo(&mut self) {
        if self.undo.len() >= MAX_UNDO {
            self.undo.remove(0);
        }
        self.undo.push(self.heaps.clone());
    }
}

impl Default for State {
    fn default() -> Self {
        State::from_query(NimQuery {
            heaps: Ok(DEFAULT_HEAPS.to_vec()),
            convention: Convention::Normal,
        })
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Load(query) => return Rc::new(State::from_query(query)),
            Action::Take(mv) => match nim::apply(&self.heaps, mv) {
                Some(heaps) => next.go_to(heaps),
                None => return self,
            },
            Action::SetConvention(convention) => {
                if convention == self.convention {
                    return self;
                }
                next.convention = convention;
                // The URL is about to show the new convention: a refused
                // URL is no longer on screen. A half-typed field stays.
                if !next.url_follows_state() {
                    next.problem = None;
                }
            }
            Action::EditDraft(text) => {
                match parse_heaps(&text) {
                    Ok(heaps) => {
                        if *next.heaps != heaps {
                            if !next.typing {
                                next.push_undo();
                            }
                            next.heaps = Rc::new(heaps);
                        }
                        next.problem = None;
                        next.typing = true;
                    }
                    Err(error) => {
                        next.problem = Some(Problem {
                            source: ProblemSource::Field,
                            error,
                        });
                    }
                }
                next.draft = text;
            }
            Action::SetHeaps(heaps) => next.go_to(heaps),
            Action::AddHeap => {
                if self.heaps.len() >= MAX_HEAPS {
                    return self;
                }
                let mut heaps = (*self.heaps).clone();
                heaps.push(NEW_HEAP_SIZE);
                next.go_to(heaps);
            }
            Action::RemoveHeap => {
                let mut heaps = (*self.heaps).clone();
                if heaps.pop().is_none() {
                    return self;
                }
                next.go_to(heaps);
            }
            Action::Reset => next.go_to((*self.start).clone()),
            Action::Undo => match next.undo.pop() {
                Some(previous) => {
                    next.heaps = previous;
                    next.draft = format_heaps(&next.heaps);
                    next.problem = None;
                    next.typing = false;
                }
                None => return self,
            },
        }
        Rc::new(next)
    }
}

/// A random teaching position: 3 to 5 heaps of 1 to 12 stones. `unit`
/// yields numbers in `[0, 1)` (the browser's `Math.random` in the app, a
/// fixed sequence in tests).
pub fn random_heaps(mut unit: impl FnMut() -> f64) -> Vec<u64> {
    let mut pick = |lo: u64, hi: u64| {
        let span = (hi - lo + 1) as f64;
        let r = unit().clamp(0.0, 1.0 - f64::EPSILON);
        lo + (r * span) as u64
    };
    let count = pick(3, 5);
    (0..count).map(|_| pick(1, 12)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::HashUrl;
    use nimatron_core::Outcome;

    fn load(hash: &str) -> Rc<State> {
        Rc::new(State::from_query(NimQuery::from_url(&HashUrl::parse(hash))))
    }

    fn run(state: Rc<State>, actions: Vec<Action>) -> Rc<State> {
        actions.into_iter().fold(state, |s, a| s.reduce(a))
    }

    fn take(heap: usize, take: u64) -> Action {
        Action::Take(NimMove { heap, take })
    }

    #[test]
    fn a_click_takes_and_undo_restores() {
        let s = run(load("#/nim?heaps=3,4,5"), vec![take(0, 2)]);
        assert_eq!(*s.heaps, vec![1, 4, 5]);
        assert_eq!(s.draft, "1,4,5");
        assert_eq!(nim::outcome(&s.heaps, s.convention), Outcome::P);
        let s = s.reduce(Action::Undo);
        assert_eq!(*s.heaps, vec![3, 4, 5]);
        assert!(!s.can_undo());
        // Nothing left to undo: the same state comes back.
        let again = s.clone().reduce(Action::Undo);
        assert!(Rc::ptr_eq(&s, &again));
    }

    #[test]
    fn illegal_takes_are_ignored() {
        let s = load("#/nim?heaps=3");
        for a in [take(0, 0), take(0, 4), take(1, 1)] {
            let next = s.clone().reduce(a);
            assert!(Rc::ptr_eq(&s, &next));
        }
    }

    #[test]
    fn a_bad_url_shows_the_default_and_an_error_until_the_user_acts() {
        let s = load("#/nim?heaps=abc");
        assert_eq!(*s.heaps, DEFAULT_HEAPS.to_vec());
        assert!(s.problem_from(ProblemSource::Url).is_some());
        assert!(!s.url_follows_state());
        let s = s.reduce(take(2, 1));
        assert_eq!(s.problem, None);
        assert!(s.url_follows_state());
    }

    #[test]
    fn typing_edits_live_and_bad_text_keeps_the_board() {
        let s = run(
            load("#/nim?heaps=3,4,5"),
            vec![
                Action::EditDraft("7".into()),
                Action::EditDraft("7,".into()),
                Action::EditDraft("7,x".into()),
            ],
        );
        assert_eq!(*s.heaps, vec![7]);
        assert_eq!(s.draft, "7,x");
        assert!(s.problem_from(ProblemSource::Field).is_some());
        assert!(s.url_follows_state());
        // Toggling misère keeps the half-typed text and its error.
        let s = s.reduce(Action::SetConvention(Convention::Misere));
        assert_eq!(s.draft, "7,x");
        assert!(s.problem_from(ProblemSource::Field).is_some());
        let s = s.reduce(Action::EditDraft("7,2".into()));
        assert_eq!(*s.heaps, vec![7, 2]);
        assert_eq!(s.problem, None);
        // All the typing is one undo step.
        let s = s.reduce(Action::Undo);
        assert_eq!(*s.heaps, vec![3, 4, 5]);
        assert_eq!(s.draft, "3,4,5");
    }

    #[test]
    fn add_remove_reset_and_set() {
        let s = run(
            load("#/nim?heaps=1"),
            vec![Action::AddHeap, Action::AddHeap, Action::RemoveHeap],
        );
        assert_eq!(*s.heaps, vec![1, NEW_HEAP_SIZE]);
        let s = run(s, vec![Action::RemoveHeap, Action::RemoveHeap]);
        assert!(s.heaps.is_empty());
        let same = s.clone().reduce(Action::RemoveHeap);
        assert!(Rc::ptr_eq(&s, &same));
        let s = run(s, vec![Action::SetHeaps(vec![9, 9]), Action::Reset]);
        assert_eq!(*s.heaps, vec![1]);
        assert_eq!(s.undo.len(), 7);
        let s = s.reduce(Action::SetHeaps(vec![1; MAX_HEAPS + 1]));
        assert_eq!(*s.heaps, vec![1]);
    }

    #[test]
    fn load_replaces_everything() {
        let s = run(load("#/nim?heaps=3,4,5"), vec![take(0, 1)]);
        let s = s.reduce(Action::Load(NimQuery::from_url(&HashUrl::parse(
            "#/nim?heaps=1,1&misere",
        ))));
        assert_eq!(*s.heaps, vec![1, 1]);
        assert_eq!(s.convention, Convention::Misere);
        assert!(!s.can_undo());
    }

    #[test]
    fn undo_is_bounded() {
        let mut s = load(&format!("#/nim?heaps={}", MAX_UNDO * 2));
        for _ in 0..MAX_UNDO * 2 {
            s = s.reduce(take(0, 1));
        }
        assert!(s.heaps[0] == 0 && s.undo.len() == MAX_UNDO);
    }

    #[test]
    fn random_positions_stay_in_range() {
        for r in [0.0, 0.3, 0.999_999, 1.0, -1.0, f64::NAN] {
            let heaps = random_heaps(|| r);
            assert!((3..=5).contains(&heaps.len()), "{r}");
            assert!(heaps.iter().all(|h| (1..=12).contains(h)), "{r}");
        }
    }
}
