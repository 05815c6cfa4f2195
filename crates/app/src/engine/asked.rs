//! A build whose games have their rules alone asks the worker for every
//! answer of the engine (the sums' module: `Module::ASKS_ENGINE`, its
//! games from `registry::RULES`).
//!
//! Each game it makes is wrapped in [`AskingGame`]: the rules answered on
//! the page, the analysis, outcome, Grundy value and the computer's move
//! read from the worker's answers (`crate::jobs::asked`), and until one
//! comes, `CoreError::Elsewhere` ("being worked out"): the page's cache
//! of analyses keeps no such answer past the next answer the worker
//! brings, and every screen that plays draws again when one comes
//! ([`use_told`]). A review is one question of its own ([`review`]).
//!
//! Only such a build installs the asking ([`install`]), so the others
//! carry none of it (the worker's messages, the answers' reading).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use nimatron_core::computer::{Random, Strength};
use nimatron_core::engine::Depth;
use nimatron_core::parts::Part;
use nimatron_core::review::Review;
use nimatron_core::ruleset::Board;
use nimatron_core::session::Session;
use nimatron_core::{
    Analysis, AnyGame, Convention, CoreError, FactKey, FactValue, Outcome, Position, Refusal,
};
use nimatron_jobs::asked::{Question, Told};
use yew::prelude::*;

use crate::jobs::asked::{self as worker, Asked};

/// The asking, as a build installs it.
#[derive(Clone, Copy)]
struct Asking {
    /// Wraps a game made with its rules alone.
    wrap: fn(Box<dyn AnyGame>) -> Box<dyn AnyGame>,
    /// The review of a session (`None` while it is being worked out).
    review: fn(&Session) -> Result<Review, CoreError>,
    /// How many answers have come.
    told: fn() -> u32,
    /// Hears each answer; returns the id to stop.
    listen: fn(Callback<u32>) -> u64,
    /// Stops a listener.
    unlisten: fn(u64),
}

thread_local! {
    static ASKING: Cell<Option<Asking>> = const { Cell::new(None) };
}

/// Makes this build ask the worker for every answer of the engine (its
/// start does, once, when its games have their rules alone).
pub fn install() {
    ASKING.with(|a| {
        a.set(Some(Asking {
            wrap: |rules| Box::new(AskingGame { rules }),
            review: ask_review,
            told: worker::told,
            listen: worker::listen,
            unlisten: worker::unlisten,
        }));
    });
}

fn asking() -> Option<Asking> {
    ASKING.with(Cell::get)
}

/// `made` as this build plays it: asking the worker, where it asks.
pub fn wrap(made: Box<dyn AnyGame>) -> Box<dyn AnyGame> {
    match asking() {
        Some(a) => (a.wrap)(made),
        None => made,
    }
}

/// How many answers the worker has brought (0 where nothing is asked).
pub fn told() -> u32 {
    asking().map_or(0, |a| (a.told)())
}

/// The review of `session`, where the worker makes it (`None`: this build
/// reviews on the page).
pub fn review(session: &Session) -> Option<Result<Review, CoreError>> {
    asking().map(|a| (a.review)(session))
}

/// What runs once when an answer comes ([`when_told`]).
type Then = Box<dyn FnOnce()>;

/// Calls `then` once, when the worker's next answer comes (never where
/// nothing is asked: no answer will come).
pub fn when_told(then: impl FnOnce() + 'static) {
    let Some(a) = asking() else {
        return;
    };
    let slot: Rc<RefCell<Option<Then>>> = Rc::new(RefCell::new(Some(Box::new(then))));
    let id = Rc::new(Cell::new(None::<u64>));
    let listener = {
        let id = Rc::clone(&id);
        Callback::from(move |_| {
            let Some(then) = slot.borrow_mut().take() else {
                return;
            };
            if let Some(id) = id.get() {
                (a.unlisten)(id);
            }
            then();
        })
    };
    id.set(Some((a.listen)(listener)));
}

/// How many answers the worker has brought, kept as the component's
/// state: it draws again when one comes.
#[hook]
pub fn use_told() -> u32 {
    let count = use_state(told);
    {
        let count = count.clone();
        use_effect_with((), move |()| {
            let id = asking().map(|a| (a.listen)(Callback::from(move |n| count.set(n))));
            move || {
                if let (Some(a), Some(id)) = (asking(), id) {
                    (a.unlisten)(id);
                }
            }
        });
    }
    *count
}

/// The answer to `question`, read by `read`: `Elsewhere` until it comes.
fn answer<T>(question: &Question, read: fn(&str) -> Option<T>) -> Result<T, CoreError> {
    match worker::ask(question.text()) {
        Asked::Told(text) => read(&text).ok_or(CoreError::Elsewhere),
        Asked::Waiting => Err(CoreError::Elsewhere),
        Asked::Failed => Err(CoreError::ElsewhereFailed),
    }
}

fn ask_review(session: &Session) -> Result<Review, CoreError> {
    let question = Question::Review {
        game: session.game.clone(),
        convention: session.convention,
        start: session.start.clone(),
        played: session.played.clone(),
    };
    answer(&question, Told::read_review)
}

/// A game with its rules on the page and its engine in the worker.
struct AskingGame {
    rules: Box<dyn AnyGame>,
}

impl AskingGame {
    fn analysis(
        &self,
        position: &Position,
        convention: Convention,
        depth: Depth,
    ) -> Result<Analysis, CoreError> {
        // A position the rules refuse is said at once, on the page.
        let position = self.rules.normalize(position)?;
        let question = Question::Analyze {
            game: self.rules.spec(),
            position,
            convention,
            depth,
        };
        answer(&question, Told::read_analysis)?
    }
}

impl AnyGame for AskingGame {
    fn name(&self) -> &'static str {
        self.rules.name()
    }

    fn spec(&self) -> String {
        self.rules.spec()
    }

    fn board(&self) -> Board {
        self.rules.board()
    }

    fn normalize(&self, position: &Position) -> Result<Position, CoreError> {
        self.rules.normalize(position)
    }

    fn canonical(&self, position: &Position) -> Result<Position, CoreError> {
        self.rules.canonical(position)
    }

    fn canonical_moves(&self, position: &Position) -> Result<Vec<Position>, CoreError> {
        self.rules.canonical_moves(position)
    }

    fn analyze(&self, position: &Position, convention: Convention) -> Result<Analysis, CoreError> {
        self.analysis(position, convention, Depth::Full)
    }

    fn analyze_to(
        &self,
        position: &Position,
        convention: Convention,
        depth: Depth,
    ) -> Result<Analysis, CoreError> {
        self.analysis(position, convention, depth)
    }

    // The outcome is the quick analysis' (a theorem's, else the search's).
    fn outcome(&self, position: &Position, convention: Convention) -> Result<Outcome, CoreError> {
        Ok(self.analysis(position, convention, Depth::Quick)?.outcome)
    }

    // The Grundy value is the full normal-play analysis'.
    fn grundy(&self, position: &Position) -> Result<Option<u64>, CoreError> {
        Ok(self
            .analysis(position, Convention::Normal, Depth::Full)?
            .grundy)
    }

    fn small_positions(&self) -> Vec<Position> {
        self.rules.small_positions()
    }

    fn moves(&self, position: &Position, limit: usize) -> Result<Vec<Position>, CoreError> {
        self.rules.moves(position, limit)
    }

    fn is_move(&self, from: &Position, to: &Position) -> Result<bool, CoreError> {
        self.rules.is_move(from, to)
    }

    fn is_terminal(&self, position: &Position) -> Result<bool, CoreError> {
        self.rules.is_terminal(position)
    }

    fn reachable_bound(&self, position: &Position) -> Result<Option<u128>, CoreError> {
        self.rules.reachable_bound(position)
    }

    // The worker draws its randomness from a seed drawn here: the same
    // seed asks the same question, so asking again reads its answer.
    fn computer_move(
        &self,
        position: &Position,
        convention: Convention,
        strength: Strength,
        rng: &mut dyn Random,
    ) -> Result<Option<Position>, CoreError> {
        let question = Question::Computer {
            game: self.rules.spec(),
            position: self.rules.normalize(position)?,
            convention,
            strength,
            seed: rng.below(u64::MAX),
        };
        answer(&question, Told::read_move)?
    }

    fn sequence(&self, upto: u64) -> Result<Vec<u64>, CoreError> {
        self.rules.sequence(upto)
    }

    fn one_heap(&self) -> Option<nimatron_core::one_heap::OneHeap> {
        self.rules.one_heap()
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        self.rules.parameters()
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        self.rules.fact_keys()
    }

    fn limits(&self) -> &'static [nimatron_core::limits::Limit] {
        self.rules.limits()
    }

    fn refusal(&self, from: &Position, to: &Position) -> Option<Refusal> {
        self.rules.refusal(from, to)
    }

    fn start(&self) -> Option<Position> {
        self.rules.start()
    }

    fn parts(&self, position: &Position) -> Result<Option<Vec<Part>>, CoreError> {
        self.rules.parts(position)
    }

    fn join(
        &self,
        position: &Position,
        index: usize,
        part: &Position,
    ) -> Result<Option<Position>, CoreError> {
        self.rules.join(position, index, part)
    }
}
