//! Memoised search over canonical positions with an explicit stack.
//!
//! Why a stack and not recursion: a heap of a million stones in a take-1
//! game is a play of a million moves, far past any thread's stack. Why a
//! budget: the web app calls this on every click, so it must answer `None`
//! ("unknown") quickly instead of freezing.

use std::collections::HashMap;

use super::Values;
use super::rules::{Fold, mex_with};
use crate::Convention;
use crate::game::Game;
use crate::limits::SOLVER_MOVES_PER_POSITION;
use rustc_hash::FxBuildHasher;

/// A reusable solver: its memo survives between calls, so solving every
/// small position of a game (as the tests do) explores each class once.
///
/// ```
/// use nimatron_core::{games::nim::Nim, solver::Solver, Convention, Outcome};
/// let mut s = Solver::new(&Nim, Convention::Misere, 10_000);
/// assert_eq!(s.solve(&vec![1]).unwrap().outcome, Outcome::P);
/// assert_eq!(s.solve(&vec![1, 1]).unwrap().outcome, Outcome::N);
/// ```
#[derive(Debug)]
pub struct Solver<'g, G: Game> {
    game: &'g G,
    convention: Convention,
    /// Most canonical positions held in the memo and on the stack together.
    budget: usize,
    /// Most moves generated over the solver's life:
    /// `budget × SOLVER_MOVES_PER_POSITION`.
    move_budget: usize,
    moves_generated: usize,
    /// Invariant: keys are canonical positions; values are final.
    memo: HashMap<G::Position, Values, FxBuildHasher>,
}

/// A position being solved: its canonical children and how many of them
/// are known to be solved.
#[derive(Debug)]
struct Frame<P> {
    position: P,
    children: Vec<P>,
    /// Invariant: children `..next` are folded into `fold` and `grundies`.
    next: usize,
    fold: Fold,
    grundies: Vec<u64>,
}

impl<P> Frame<P> {
    /// Folds in the values of child `next` and moves on.
    fn add(&mut self, v: &Values) {
        self.fold.add(v.outcome, v.remoteness);
        self.grundies.extend(v.grundy);
        self.next += 1;
    }
}

impl<'g, G: Game> Solver<'g, G> {
    /// A solver for `game` under `convention` that explores at most
    /// `budget` canonical positions.
    pub fn new(game: &'g G, convention: Convention, budget: usize) -> Self {
        Solver {
            game,
            convention,
            budget,
            move_budget: budget.saturating_mul(SOLVER_MOVES_PER_POSITION),
            moves_generated: 0,
            memo: HashMap::default(),
        }
    }

    /// [`Solver::new`] with the memo of an earlier solver of the same game
    /// and convention (its values are exact, so they stay true).
    pub(crate) fn with_memo(
        game: &'g G,
        convention: Convention,
        budget: usize,
        memo: HashMap<G::Position, Values, FxBuildHasher>,
    ) -> Self {
        Solver {
            memo,
            ..Solver::new(game, convention, budget)
        }
    }

    /// The memo, to seed a later solver of the same game and convention.
    pub(crate) fn into_memo(self) -> HashMap<G::Position, Values, FxBuildHasher> {
        self.memo
    }

    /// Canonical positions solved so far.
    pub fn explored(&self) -> usize {
        self.memo.len()
    }

    /// Values of `position`, or `None` past the budget. Positions solved
    /// before running out stay in the memo (they are exact).
    pub fn solve(&mut self, position: &G::Position) -> Option<Values> {
        let root = self.game.canonical(position);
        if let Some(v) = self.memo.get(&root) {
            return Some(*v);
        }
        if let Some(bound) = self.game.reachable_bound(position)
            && bound > self.budget as u128
        {
            return None;
        }
        let mut stack = vec![self.frame(root)?];
        let mut seen = Vec::new();
        loop {
            let top = stack.last_mut()?;
            // Fold in the children already solved, in order.
            while let Some(v) = top.children.get(top.next).and_then(|c| self.memo.get(c)) {
                top.add(v);
            }
            if let Some(child) = top.children.get(top.next).cloned() {
                if self.memo.len() + stack.len() >= self.budget {
                    return None;
                }
                let frame = self.frame(child)?;
                stack.push(frame);
                continue;
            }
            let done = stack.pop()?;
            let values = self.finish(&done, &mut seen);
            self.memo.insert(done.position, values);
            match stack.last_mut() {
                // The parent's `next` child is the one just solved.
                Some(parent) => parent.add(&values),
                None => return Some(values),
            }
        }
    }

    /// A new frame with the canonical children of `position`, or `None`
    /// past the move budget.
    fn frame(&mut self, position: G::Position) -> Option<Frame<G::Position>> {
        let children = self.game.canonical_moves(&position);
        self.moves_generated = self.moves_generated.saturating_add(children.len());
        if self.moves_generated > self.move_budget {
            return None;
        }
        Some(Frame {
            position,
            children,
            next: 0,
            fold: Fold::new(),
            grundies: Vec::new(),
        })
    }

    /// The values of a position whose children are all folded in.
    fn finish(&self, frame: &Frame<G::Position>, seen: &mut Vec<bool>) -> Values {
        let (outcome, remoteness) = frame.fold.finish(self.convention);
        Values {
            outcome,
            remoteness,
            // Rule: Sprague–Grundy, normal play only: the mex of the
            // children's values. Misère has no such value.
            grundy: match self.convention {
                Convention::Normal => Some(mex_with(&frame.grundies, seen)),
                Convention::Misere => None,
            },
        }
    }
}
