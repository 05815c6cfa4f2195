//! A game with its rules and no engine: [`RulesOnly`].
//!
//! Why: a page that plays every game (a sum's parts may be any) carries the
//! engine once per game when it holds them through the blanket
//! `AnyGame` impl: the analysis, the search and the computer, copied for
//! each rule set, some 50 KB of gzip. Such a page holds its games as
//! `RulesOnly` instead ([`crate::registry::RULES`]): it checks and plays
//! moves and draws boards, and asks the worker, which has the whole
//! engine, for everything the engine answers. Each engine question is
//! answered here with [`CoreError::Elsewhere`], so the page knows to ask.

use crate::analysis::Analysis;
use crate::computer::{Random, Strength};
use crate::parts::Part;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

use super::analyze::Depth;
use super::any_game::AnyGame;

/// The game `R` with its rules alone: every rule answered as `R` answers
/// it (its positions, moves, refusals, parts, start), every engine
/// question (analysis, outcome, Grundy value, the computer's move, a
/// sequence, and the solver's view: representatives, bounds, small
/// positions) with [`CoreError::Elsewhere`] (no small positions).
#[derive(Debug)]
pub struct RulesOnly<R>(pub R);

/// Makes the game of [`crate::catalogue::Entry::rules`]: `made` held for
/// its rules alone.
pub fn rules_only<R: Ruleset>(made: Result<R, CoreError>) -> Result<Box<dyn AnyGame>, CoreError> {
    Ok(Box::new(RulesOnly(made?)))
}

/// Makes the game of [`crate::catalogue::Entry::make`]: `made` with the
/// whole engine.
pub fn with_engine<R: Ruleset>(made: Result<R, CoreError>) -> Result<Box<dyn AnyGame>, CoreError> {
    Ok(Box::new(made?))
}

impl<R: Ruleset> AnyGame for RulesOnly<R> {
    fn name(&self) -> &'static str {
        Ruleset::name(&self.0)
    }

    fn spec(&self) -> String {
        Ruleset::spec(&self.0)
    }

    fn board(&self) -> Board {
        Ruleset::board(&self.0)
    }

    fn normalize(&self, position: &Position) -> Result<Position, CoreError> {
        AnyGame::normalize(&self.0, position)
    }

    // Rule: the solver's view of the game (its representatives, its
    // small positions, its bound) is the engine's too, so the worker's.
    fn canonical(&self, _: &Position) -> Result<Position, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn canonical_moves(&self, _: &Position) -> Result<Vec<Position>, CoreError> {
        Err(CoreError::Elsewhere)
    }

    // Rule: every question of the engine is the worker's.
    fn analyze(&self, _: &Position, _: Convention) -> Result<Analysis, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn analyze_to(&self, _: &Position, _: Convention, _: Depth) -> Result<Analysis, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn outcome(&self, _: &Position, _: Convention) -> Result<Outcome, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn grundy(&self, _: &Position) -> Result<Option<u64>, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn small_positions(&self) -> Vec<Position> {
        Vec::new()
    }

    fn moves(&self, position: &Position, limit: usize) -> Result<Vec<Position>, CoreError> {
        AnyGame::moves(&self.0, position, limit)
    }

    fn is_move(&self, from: &Position, to: &Position) -> Result<bool, CoreError> {
        AnyGame::is_move(&self.0, from, to)
    }

    fn is_terminal(&self, position: &Position) -> Result<bool, CoreError> {
        AnyGame::is_terminal(&self.0, position)
    }

    fn reachable_bound(&self, _: &Position) -> Result<Option<u128>, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn computer_move(
        &self,
        _: &Position,
        _: Convention,
        _: Strength,
        _: &mut dyn Random,
    ) -> Result<Option<Position>, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn sequence(&self, _: u64) -> Result<Vec<u64>, CoreError> {
        Err(CoreError::Elsewhere)
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        Ruleset::one_heap(&self.0)
    }

    fn parameters(&self) -> Vec<(&'static str, crate::FactValue)> {
        Ruleset::parameters(&self.0)
    }

    fn fact_keys(&self) -> &'static [crate::FactKey] {
        Ruleset::fact_keys(&self.0)
    }

    fn limits(&self) -> &'static [crate::limits::Limit] {
        Ruleset::limits(&self.0)
    }

    fn refusal(&self, from: &Position, to: &Position) -> Option<crate::Refusal> {
        AnyGame::refusal(&self.0, from, to)
    }

    fn start(&self) -> Option<Position> {
        AnyGame::start(&self.0)
    }

    fn parts(&self, position: &Position) -> Result<Option<Vec<Part>>, CoreError> {
        AnyGame::parts(&self.0, position)
    }

    fn join(
        &self,
        position: &Position,
        index: usize,
        part: &Position,
    ) -> Result<Option<Position>, CoreError> {
        AnyGame::join(&self.0, position, index, part)
    }

    #[cfg(any(test, feature = "proof"))]
    fn prove_fast_paths(&self, convention: Convention) -> Vec<String> {
        AnyGame::prove_fast_paths(&self.0, convention)
    }
}
