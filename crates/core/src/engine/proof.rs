//! The proof that a game's theorems are right: every fast path, the
//! canonical forms and the text syntax, checked against the naive solver
//! (plain [`Ruleset::moves`], no canonical form, no shortcut) on every one
//! of the game's [`Ruleset::small_positions`].
//!
//! It lives in the library, not in a test file, so one test can walk the
//! whole registry through `dyn AnyGame` and a new game is proved the day
//! it is registered.

use std::collections::HashSet;
use std::fmt::Debug;

use super::adapters::Naive;
use crate::ruleset::Ruleset;
use crate::solver::Solver;
use crate::{Convention, Outcome};

/// Canonical positions the naive solver may explore while proving a game.
pub const PROOF_BUDGET: usize = 4_000_000;

/// The mismatches between `game`'s fast paths and the naive solver under
/// `convention`, described; empty when everything agrees.
pub fn prove<R: Ruleset>(game: &R, convention: Convention) -> Vec<String> {
    let naive = Naive(game);
    let mut truth = Solver::new(&naive, convention, PROOF_BUDGET);
    let mut quick = Solver::new(game, convention, PROOF_BUDGET);
    let mut errors = Vec::new();
    let spec = game.spec();
    let mut fail = |p: &dyn Debug, what: String| {
        if errors.len() < 20 {
            errors.push(format!("{spec} {convention:?} {p:?}: {what}"));
        }
    };
    for p in game.small_positions() {
        let Some(v) = truth.solve(&p) else {
            fail(&p, "the naive solver ran out of budget".into());
            continue;
        };
        // The text syntax round-trips.
        match game.decode(&game.encode(&p)) {
            Ok(back) if back == p => {}
            other => fail(&p, format!("decode(encode(p)) = {other:?}")),
        }
        // The canonical forms keep every value.
        if quick.solve(&p) != Some(v) {
            fail(
                &p,
                format!("fast solver {:?} ≠ naive {v:?}", quick.solve(&p)),
            );
        }
        let children = game.moves(&p);
        if game.is_terminal(&p) != children.is_empty() {
            fail(&p, "is_terminal disagrees with moves".into());
        }
        if let Some(c) = children.iter().find(|c| !game.is_move(&p, c)) {
            fail(&p, format!("is_move refuses the move to {c:?}"));
        }
        if let Some(o) = game.outcome(&p, convention)
            && o != v.outcome
        {
            fail(&p, format!("outcome {o} ≠ {}", v.outcome));
        }
        if convention == Convention::Normal
            && let Some(g) = game.grundy(&p)
            && Some(g) != v.grundy
        {
            fail(&p, format!("grundy {g} ≠ {:?}", v.grundy));
        }
        if let Some(r) = game.remoteness(&p, convention)
            && r != v.remoteness
        {
            fail(&p, format!("remoteness {r} ≠ {}", v.remoteness));
        }
        let mut winning = HashSet::new();
        for c in &children {
            if truth.solve(c).is_some_and(|cv| cv.outcome == Outcome::P) {
                winning.insert(c.clone());
            }
        }
        if let Some((listed, count)) = game.winning_moves(&p, convention, usize::MAX) {
            let listed_set: HashSet<_> = listed.iter().cloned().collect();
            if listed_set != winning || count != winning.len() || listed.len() != count {
                fail(
                    &p,
                    format!("winning moves {listed:?} (count {count}) ≠ {winning:?}"),
                );
            }
        }
        if let Some(best) = game.best_move(&p, convention) {
            match best {
                None if children.is_empty() => {}
                None => fail(&p, "best_move gave up with moves left".into()),
                Some(m) if !children.contains(&m) => fail(&p, format!("best {m:?} is illegal")),
                Some(m) => {
                    let mv = truth.solve(&m);
                    // Rule: win by a P-child, and in as few moves as the
                    // position allows; lose as slowly as it allows.
                    let ok = mv.is_some_and(|mv| {
                        mv.remoteness + 1 == v.remoteness
                            && (v.outcome == Outcome::P || mv.outcome == Outcome::P)
                    });
                    if !ok {
                        fail(&p, format!("best {m:?} ({mv:?}) is not perfect from {v:?}"));
                    }
                }
            }
        }
    }
    errors
}
