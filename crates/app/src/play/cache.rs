//! The analyses the screen has asked for, kept for the life of the page.
//!
//! Why: the analysis panel, the hint and the value-history chart ask for
//! the same positions again and again (every move re-draws the chart over
//! every position played), and a position past the solver's fast paths may
//! cost up to its budget. Each (game, convention, position) is analysed
//! once; the cache is cleared when it grows past [`MAX_ENTRIES`].
//!
//! The review of a game ([`review`]) takes its values from the same
//! analyses: every full analysis asked for here is also kept as a value
//! in the core's [`Known`], so reviewing a game the screen has played
//! analyses only the positions it never showed (the better moves), and
//! the last review is kept whole (the review panel and the end-of-game
//! summary ask for the same one).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use nimatron_core::engine::Depth;
use nimatron_core::review::{Known, Review, review_with};
use nimatron_core::session::Session;
use nimatron_core::{Analysis, Convention, CoreError, Position};

use crate::engine;

/// Analyses kept at most.
const MAX_ENTRIES: usize = 2048;

/// An analysis, or the core's reason to give none.
pub type Answer = Rc<Result<Analysis, CoreError>>;

type Key = (String, Convention, Position, Depth);

/// What a review is of: the game, its convention, its start and moves.
type ReviewKey = (String, Convention, Position, Vec<Position>);

thread_local! {
    /// Each answer with the number of answers the worker had brought then
    /// (`engine::worker_answers`: quotients, the engine's answers).
    static CACHE: RefCell<HashMap<Key, (Answer, u32)>> = RefCell::new(HashMap::new());
    static KNOWN: RefCell<Known> = RefCell::new(Known::new());
    static LAST_REVIEW: RefCell<Option<(ReviewKey, Rc<Review>)>> = const { RefCell::new(None) };
}

/// The analysis of `position` in `game` (its text) under `convention`.
pub fn analyze(game: &str, position: &Position, convention: Convention) -> Answer {
    analyze_to(game, position, convention, Depth::Full)
}

/// [`analyze`] to `depth` (Min Nim asks no remoteness: see `Depth`).
pub fn analyze_to(game: &str, position: &Position, convention: Convention, depth: Depth) -> Answer {
    let key = (game.to_string(), convention, position.clone(), depth);
    let shared = engine::game(game);
    let answers = engine::worker_answers();
    // Rule: a refusal (past the search's budget, or "being worked out"
    // where the worker answers) stands until the worker brings an answer:
    // a misère quotient, or the engine's answer itself.
    let found = CACHE.with(|c| {
        let c = c.borrow();
        let (answer, then) = c.get(&key)?;
        (answer.is_ok() || *then == answers).then(|| Rc::clone(answer))
    });
    let answer: Answer = found.clone().unwrap_or_else(|| {
        Rc::new(
            shared
                .clone()
                .and_then(|g| g.analyze_to(position, convention, depth)),
        )
    });
    // Rule: only a full analysis is a value to review with (a shallower
    // one has no remoteness to judge "fastest" by).
    if let (Depth::Full, Ok(g), Ok(a)) = (depth, &shared, answer.as_ref()) {
        KNOWN.with(|k| k.borrow_mut().remember(g.as_ref(), convention, position, a));
    }
    if found.is_some() {
        return answer;
    }
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= MAX_ENTRIES {
            c.clear();
        }
        c.insert(key, (Rc::clone(&answer), answers));
    });
    answer
}

/// The review of `session`'s whole line (the moves to redo too), judged
/// by the core (`review::review_with`) from the values known on this page;
/// where the worker has the engine (`engine::asked`), the worker's review,
/// `Err(CoreError::Elsewhere)` until it comes.
pub fn review(session: &Session) -> Result<Rc<Review>, CoreError> {
    let key: ReviewKey = (
        session.game.clone(),
        session.convention,
        session.start.clone(),
        session.played.clone(),
    );
    if let Some(found) = LAST_REVIEW.with(|l| {
        l.borrow()
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, r)| Rc::clone(r))
    }) {
        return Ok(found);
    }
    let review = Rc::new(match engine::asked::review(session) {
        Some(asked) => asked?,
        None => match engine::game(&session.game) {
            Ok(game) => KNOWN.with(|k| {
                review_with(
                    game.as_ref(),
                    &mut k.borrow_mut(),
                    &session.start,
                    &session.played,
                    session.convention,
                )
            }),
            // A game the registry no longer makes: nothing to judge.
            Err(_) => Review { moves: Vec::new() },
        },
    });
    LAST_REVIEW.with(|l| *l.borrow_mut() = Some((key, Rc::clone(&review))));
    Ok(review)
}

/// How many positions' values the page knows (for the review's bench and
/// tests: a position analysed once is not analysed again).
pub fn known_values() -> usize {
    KNOWN.with(|k| k.borrow().len())
}
