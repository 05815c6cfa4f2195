//! The solver's memo kept between analyses of one game: a click plays a
//! move, and the new position is a child of the one just analysed, so its
//! values are already known. Without this, a game with no theorem (a sum,
//! Equal Nim, Chomp) searched the whole space again on every click.
//!
//! Kept per game (its type and spec) and convention, in the calling
//! thread, for a few games at a time, and only while the memo fills at
//! most half the solver's budget: a search that then runs out of budget is
//! run again from an empty memo (`analyze`), so an answer never depends on
//! what was analysed before.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;

use crate::Convention;
use crate::limits::SOLVER_BUDGET;
use crate::solver::Values;
use rustc_hash::FxBuildHasher;

/// A memo of positions of type `P`.
pub(crate) type Memo<P> = HashMap<P, Values, FxBuildHasher>;

/// Games whose memo is kept at once (the oldest is dropped past it).
const GAMES_KEPT: usize = 4;

/// Which game a memo belongs to.
type Key = (TypeId, String, Convention);

thread_local! {
    static MEMOS: RefCell<Vec<(Key, Box<dyn Any>)>> = const { RefCell::new(Vec::new()) };
}

/// The memo kept for this game and convention (taken out: give it back
/// with [`keep`]), or an empty one.
pub(crate) fn take<P: 'static>(type_id: TypeId, spec: &str, convention: Convention) -> Memo<P> {
    take_any(type_id, spec, convention)
        .and_then(|memo| memo.downcast::<Memo<P>>().ok())
        .map(|memo| *memo)
        .unwrap_or_default()
}

/// Keeps `memo` for the next analysis of this game and convention, unless
/// it fills more than half the solver's budget.
pub(crate) fn keep<P: 'static>(type_id: TypeId, spec: &str, convention: Convention, memo: Memo<P>) {
    if memo.is_empty() || memo.len() > SOLVER_BUDGET / 2 {
        return;
    }
    keep_any((type_id, spec.to_string(), convention), Box::new(memo));
}

// The list's own work, not generic: one copy serves every game's memo
// (the two above are compiled once per game).

fn take_any(type_id: TypeId, spec: &str, convention: Convention) -> Option<Box<dyn Any>> {
    MEMOS.with(|cell| {
        let mut memos = cell.borrow_mut();
        let at = memos
            .iter()
            .position(|((t, s, c), _)| *t == type_id && s == spec && *c == convention)?;
        Some(memos.remove(at).1)
    })
}

fn keep_any(key: Key, memo: Box<dyn Any>) {
    MEMOS.with(|cell| {
        let mut memos = cell.borrow_mut();
        if memos.len() >= GAMES_KEPT {
            memos.remove(0);
        }
        memos.push((key, memo));
    });
}
