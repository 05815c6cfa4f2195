//! One analysis for every game: each value from the game's fast path when
//! it has a theorem, else from the solver (one solver, so its memo serves
//! the position and all its children).

use std::collections::HashSet;

use super::memo_cache;
use crate::analysis::{Analysis, Fact, FactKey, FactValue, Move};
use crate::limits::{Limit, MAX_LISTED_MOVES, SOLVER_BUDGET};
use crate::ruleset::Ruleset;
use crate::solver::{Solver, Values};
use crate::{Convention, CoreError, Outcome, Position};

/// The solver's answer, or the error that says it ran out of budget.
fn solved<R: Ruleset>(
    solver: &mut Solver<'_, R>,
    position: &R::Position,
) -> Result<Values, CoreError> {
    solver.solve(position).ok_or(CoreError::TooLarge {
        limit: Limit::SolverBudget,
        max: SOLVER_BUDGET as u128,
        asked: SOLVER_BUDGET as u128 + 1,
    })
}

/// The outcome alone: the theorem, else the solver.
pub(crate) fn outcome<R: Ruleset>(
    game: &R,
    position: &R::Position,
    convention: Convention,
) -> Result<Outcome, CoreError> {
    match game.outcome(position, convention) {
        Some(o) => Ok(o),
        None => {
            let mut solver = Solver::new(game, convention, SOLVER_BUDGET);
            Ok(solved(&mut solver, position)?.outcome)
        }
    }
}

/// The Grundy value alone (normal play): the theorem, else the solver.
pub(crate) fn grundy<R: Ruleset>(game: &R, position: &R::Position) -> Option<u64> {
    game.grundy(position).or_else(|| {
        Solver::new(game, Convention::Normal, SOLVER_BUDGET)
            .solve(position)
            .and_then(|v| v.grundy)
    })
}

/// How much an analysis computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Depth {
    /// Everything, the solver included for values without a theorem.
    Full,
    /// The outcome and the winning moves only; the Grundy value and the
    /// remoteness only where a theorem gives them (`None` otherwise). For
    /// answer keys and other bulk work.
    Quick,
    /// As [`Depth::Quick`], without the remoteness even where the game's
    /// fast path gives it: for a screen that holds the remoteness itself
    /// (Min Nim's, from its worker's table), so the page never builds the
    /// table the fast path reads.
    NoRemoteness,
}

/// Analyses `position` of `game` under `convention`.
///
/// Errors only when the outcome itself is unknown (no theorem, and the
/// solver's budget is exhausted); the Grundy value and the remoteness are
/// `None` past the budget instead.
pub fn analyze<R: Ruleset>(
    game: &R,
    position: &R::Position,
    convention: Convention,
) -> Result<Analysis, CoreError> {
    analyze_to(game, position, convention, Depth::Full)
}

/// [`analyze`] to the given depth.
pub fn analyze_to<R: Ruleset>(
    game: &R,
    position: &R::Position,
    convention: Convention,
    depth: Depth,
) -> Result<Analysis, CoreError> {
    let full = depth == Depth::Full;
    let known = Theorems::of(game, position, convention, depth);
    // The memo of the last analysis of this game: the position after a
    // click is its child, already solved (see `memo_cache`).
    let (type_id, spec) = (std::any::TypeId::of::<R>(), game.spec());
    let memo = memo_cache::take(type_id, &spec, convention);
    let seeded = !memo.is_empty();
    let mut solver = Solver::with_memo(game, convention, SOLVER_BUDGET, memo);
    if seeded && known.need_search(convention, full) && solver.solve(position).is_none() {
        // Out of budget with an old memo: the answer must not depend on
        // what was analysed before, so search again from nothing.
        solver = Solver::new(game, convention, SOLVER_BUDGET);
    }
    let result = analyze_with(game, known, &mut solver, position, convention, full);
    memo_cache::keep(type_id, &spec, convention, solver.into_memo());
    result
}

/// What the game's theorems answer (its fast paths), asked once.
struct Theorems<P> {
    outcome: Option<Outcome>,
    /// Normal play only (`None` in misère play).
    grundy: Option<u64>,
    remoteness: Option<u64>,
    winning_moves: Option<(Vec<P>, usize)>,
}

impl<P> Theorems<P> {
    fn of<R: Ruleset<Position = P>>(
        game: &R,
        position: &P,
        convention: Convention,
        depth: Depth,
    ) -> Self {
        Theorems {
            outcome: game.outcome(position, convention),
            grundy: match convention {
                // Rule: Grundy values belong to normal play only.
                Convention::Misere => None,
                Convention::Normal => game.grundy(position),
            },
            remoteness: match depth {
                Depth::NoRemoteness => None,
                Depth::Full | Depth::Quick => game.remoteness(position, convention),
            },
            winning_moves: game.winning_moves(position, convention, MAX_LISTED_MOVES),
        }
    }

    /// Whether the solver has to answer something the theorems do not.
    fn need_search(&self, convention: Convention, full: bool) -> bool {
        self.outcome.is_none()
            || self.winning_moves.is_none()
            || (full
                && ((convention == Convention::Normal && self.grundy.is_none())
                    || self.remoteness.is_none()))
    }
}

/// [`analyze_to`] with the theorems' answers and its solver.
fn analyze_with<R: Ruleset>(
    game: &R,
    known: Theorems<R::Position>,
    solver: &mut Solver<'_, R>,
    position: &R::Position,
    convention: Convention,
    full: bool,
) -> Result<Analysis, CoreError> {
    let outcome = match known.outcome {
        Some(o) => o,
        None => solved(solver, position)?.outcome,
    };
    let grundy = match convention {
        Convention::Misere => None,
        Convention::Normal => known.grundy.or_else(|| {
            full.then(|| solver.solve(position).and_then(|v| v.grundy))
                .flatten()
        }),
    };
    let (moves, winning_move_count) = match known.winning_moves {
        Some(listed) => listed,
        None => winning_by_children(game, solver, position, convention)?,
    };
    // Rule: a position with no move ends the game, remoteness 0 at every
    // depth, so each face tells the end from a lost choice
    // ([`Analysis::is_over`]). Asked of the game only without a winning
    // move.
    let over = moves.is_empty() && game.is_terminal(position);
    let remoteness = match over {
        true => Some(0),
        false => known.remoteness.or_else(|| {
            full.then(|| solver.solve(position).map(|v| v.remoteness))
                .flatten()
        }),
    };
    let facts = game.facts(position, convention);
    let winning_moves = moves.iter().map(|m| Move::to(game.encode(m))).collect();
    Ok(assemble(
        Analysis {
            outcome,
            grundy,
            remoteness,
            winning_moves,
            winning_move_count,
            nim_sum: None,
            facts,
        },
        game.fact_keys(),
        convention,
    ))
}

/// The analysis as it is stated, from what [`analyze_with`] found. Not
/// generic: one copy serves every game.
fn assemble(mut analysis: Analysis, fact_keys: &[FactKey], convention: Convention) -> Analysis {
    let facts = &mut analysis.facts;
    // Normal-play Grundy values (of rows, components, groups, and their
    // period) do not decide a misère game: not stated there.
    if convention == Convention::Misere {
        let values = fact_keys.iter().filter(|k| k.is_normal_play_value());
        let values: Vec<&str> = values.map(|k| k.as_str()).collect();
        facts.retain(|f| !values.contains(&f.key.as_str()));
    }
    // The nim-sum has its own field in the JSON (as it always had).
    analysis.nim_sum = facts
        .iter()
        .position(|f| f.key == FactKey::NimSum.as_str())
        .map(|i| facts.remove(i))
        .and_then(|f: Fact| match f.value {
            FactValue::Number(n) => Some(n),
            FactValue::Numbers(_) => None,
        });
    analysis
}

/// The winning moves found the slow way: every child (first occurrence
/// kept, in the game's order) whose outcome is P.
fn winning_by_children<R: Ruleset>(
    game: &R,
    solver: &mut Solver<'_, R>,
    position: &R::Position,
    convention: Convention,
) -> Result<(Vec<R::Position>, usize), CoreError> {
    // Repeats are told apart by their text: one set type for every game
    // (a set of each game's own positions was compiled once per game).
    let mut seen: HashSet<Position> = HashSet::new();
    let mut listed = Vec::new();
    let mut count = 0;
    for child in game.moves(position) {
        if !seen.insert(game.encode(&child)) {
            continue;
        }
        let o = match game.outcome(&child, convention) {
            Some(o) => o,
            None => solved(solver, &child)?.outcome,
        };
        // Rule: a winning move leaves the opponent a P-position.
        if o == Outcome::P {
            count += 1;
            if listed.len() < MAX_LISTED_MOVES {
                listed.push(child);
            }
        }
    }
    Ok((listed, count))
}
