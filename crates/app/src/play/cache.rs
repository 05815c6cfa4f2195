//! The analyses the screen has asked for, kept for the life of the page.
//!
//! Why: the analysis panel, the hint and the value-history chart ask for
//! the same positions again and again (every move re-draws the chart over
//! every position played), and a position past the solver's fast paths may
//! cost up to its budget. Each (game, convention, position) is analysed
//! once; the cache is cleared when it grows past [`MAX_ENTRIES`].

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use nimatron_core::engine::Depth;
use nimatron_core::{Analysis, Convention, CoreError, Position};

use crate::engine;

/// Analyses kept at most.
const MAX_ENTRIES: usize = 2048;

/// An analysis, or the core's reason to give none.
pub type Answer = Rc<Result<Analysis, CoreError>>;

type Key = (String, Convention, Position, Depth);

thread_local! {
    static CACHE: RefCell<HashMap<Key, Answer>> = RefCell::new(HashMap::new());
}

/// The analysis of `position` in `game` (its text) under `convention`.
pub fn analyze(game: &str, position: &Position, convention: Convention) -> Answer {
    analyze_to(game, position, convention, Depth::Full)
}

/// [`analyze`] to `depth` (Min Nim asks no remoteness: see `Depth`).
pub fn analyze_to(game: &str, position: &Position, convention: Convention, depth: Depth) -> Answer {
    let key = (game.to_string(), convention, position.clone(), depth);
    if let Some(found) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return found;
    }
    let answer: Answer =
        Rc::new(engine::game(game).and_then(|g| g.analyze_to(position, convention, depth)));
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= MAX_ENTRIES {
            c.clear();
        }
        c.insert(key, Rc::clone(&answer));
    });
    answer
}
