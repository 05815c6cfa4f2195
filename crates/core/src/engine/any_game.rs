//! [`AnyGame`], the object-safe face every game has, and its blanket impl
//! for every [`Ruleset`]: a file of its own, so that the engine's other
//! files (a game with its rules alone, `rules_only.rs`) implement it
//! without naming the engine's module file (no import circle).

use std::fmt::Debug;

use crate::analysis::Analysis;
use crate::computer::{Random, Strength};
use crate::parts::Part;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

use super::analyze::{self, Depth, analyze, analyze_to};
use super::computer;
#[cfg(any(test, feature = "proof"))]
use super::proof;

/// A game as the faces see it: positions in the one text syntax
/// ([`Position`]), answers as data.
///
/// Why not `Debug` as a supertrait: a `dyn AnyGame` prints as its text
/// (`take:3`, the impl below), so the page's bundle carries no game's
/// derived `Debug` through the vtables.
pub trait AnyGame: Send + Sync {
    /// The registry name (`nim`, `kayles`).
    fn name(&self) -> &'static str;
    /// The game with its parameters (`take:3`).
    fn spec(&self) -> String;
    /// How the app draws it.
    fn board(&self) -> Board;
    /// The position in the game's own normal form (`decode` then `encode`),
    /// or the reason it is not a position of this game.
    fn normalize(&self, position: &Position) -> Result<Position, CoreError>;
    /// The solver's representative of `position` ([`Ruleset::canonical`]):
    /// a sum puts each component in its own.
    fn canonical(&self, position: &Position) -> Result<Position, CoreError>;
    /// The canonical children of a canonical `position`
    /// ([`Ruleset::canonical_moves`]), each decoded once: a sum's search
    /// goes through its components' own.
    fn canonical_moves(&self, position: &Position) -> Result<Vec<Position>, CoreError>;
    /// The full analysis.
    fn analyze(&self, position: &Position, convention: Convention) -> Result<Analysis, CoreError>;
    /// The analysis to a depth ([`Depth::Quick`]: no search for the Grundy
    /// value or the remoteness).
    fn analyze_to(
        &self,
        position: &Position,
        convention: Convention,
        depth: Depth,
    ) -> Result<Analysis, CoreError>;
    /// The outcome alone (cheaper than a full analysis when a theorem
    /// gives it).
    fn outcome(&self, position: &Position, convention: Convention) -> Result<Outcome, CoreError>;
    /// The Grundy value (normal play): the theorem, else the solver within
    /// its budget (`None` past it).
    fn grundy(&self, position: &Position) -> Result<Option<u64>, CoreError>;
    /// The game's small positions (those the proof walks), in its syntax.
    fn small_positions(&self) -> Vec<Position>;
    /// The positions one move away, without repeats, at most `limit`.
    fn moves(&self, position: &Position, limit: usize) -> Result<Vec<Position>, CoreError>;
    /// True when `to` is one move from `from`.
    fn is_move(&self, from: &Position, to: &Position) -> Result<bool, CoreError>;
    /// True when the player to move has no move.
    fn is_terminal(&self, position: &Position) -> Result<bool, CoreError>;
    /// At least as many positions as the solver would visit from
    /// `position` (`None`: no bound known); a sum multiplies its
    /// components' bounds.
    fn reachable_bound(&self, position: &Position) -> Result<Option<u128>, CoreError>;
    /// The computer's move at `strength` (`None`: the game is over).
    fn computer_move(
        &self,
        position: &Position,
        convention: Convention,
        strength: Strength,
        rng: &mut dyn Random,
    ) -> Result<Option<Position>, CoreError>;
    /// The Grundy values of one heap of `0..=upto`, for games played on one
    /// heap or row.
    fn sequence(&self, upto: u64) -> Result<Vec<u64>, CoreError>;
    /// The rule of one heap, for the games whose sequence has a report
    /// ([`crate::sequence`]).
    fn one_heap(&self) -> Option<crate::one_heap::OneHeap>;
    /// The game's parameters by name, for its words ([`Ruleset::parameters`]).
    fn parameters(&self) -> Vec<(&'static str, crate::FactValue)>;
    /// Every fact key its analyses may state ([`Ruleset::fact_keys`]).
    fn fact_keys(&self) -> &'static [crate::FactKey];
    /// The game's own limits ([`Ruleset::limits`]).
    fn limits(&self) -> &'static [crate::limits::Limit];
    /// The rule that forbids the move from `from` to `to`
    /// ([`Ruleset::refusal`]; `None` when either is no position of the game).
    fn refusal(&self, from: &Position, to: &Position) -> Option<crate::Refusal>;
    /// The position a game of these parameters starts from, when the
    /// registry's example would be wrong for it ([`Ruleset::start`]).
    fn start(&self) -> Option<Position>;
    /// The position's independent parts ([`Ruleset::parts`]), `None` for a
    /// game whose positions do not split.
    fn parts(&self, position: &Position) -> Result<Option<Vec<Part>>, CoreError>;
    /// The position with part `index` replaced by `part` ([`Ruleset::join`]),
    /// in the game's normal form.
    fn join(
        &self,
        position: &Position,
        index: usize,
        part: &Position,
    ) -> Result<Option<Position>, CoreError>;
    /// Proves every fast path against the naive solver on the game's small
    /// positions; the mismatches, described (empty: all agree). Only with
    /// the `proof` feature (the tests'), not in the app. A game that holds
    /// no rules of its own to prove (a face's wrapper) says so, as a
    /// mismatch.
    #[cfg(any(test, feature = "proof"))]
    fn prove_fast_paths(&self, _convention: Convention) -> Vec<String> {
        vec![format!(
            "{}: no fast paths of its own to prove",
            self.spec()
        )]
    }
}

impl Debug for dyn AnyGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AnyGame({})", self.spec())
    }
}

impl<R: Ruleset> AnyGame for R {
    fn name(&self) -> &'static str {
        Ruleset::name(self)
    }

    fn spec(&self) -> String {
        Ruleset::spec(self)
    }

    fn board(&self) -> Board {
        Ruleset::board(self)
    }

    fn normalize(&self, position: &Position) -> Result<Position, CoreError> {
        Ok(self.encode(&self.decode(position)?))
    }

    fn canonical(&self, position: &Position) -> Result<Position, CoreError> {
        Ok(self.encode(&Ruleset::canonical(self, &self.decode(position)?)))
    }

    fn canonical_moves(&self, position: &Position) -> Result<Vec<Position>, CoreError> {
        let p = self.decode(position)?;
        Ok(Ruleset::canonical_moves(self, &p)
            .iter()
            .map(|child| self.encode(child))
            .collect())
    }

    fn analyze(&self, position: &Position, convention: Convention) -> Result<Analysis, CoreError> {
        analyze(self, &self.decode(position)?, convention)
    }

    fn analyze_to(
        &self,
        position: &Position,
        convention: Convention,
        depth: Depth,
    ) -> Result<Analysis, CoreError> {
        analyze_to(self, &self.decode(position)?, convention, depth)
    }

    fn outcome(&self, position: &Position, convention: Convention) -> Result<Outcome, CoreError> {
        let p = self.decode(position)?;
        analyze::outcome(self, &p, convention)
    }

    fn grundy(&self, position: &Position) -> Result<Option<u64>, CoreError> {
        let p = self.decode(position)?;
        Ok(analyze::grundy(self, &p))
    }

    fn small_positions(&self) -> Vec<Position> {
        Ruleset::small_positions(self)
            .iter()
            .map(|p| self.encode(p))
            .collect()
    }

    fn moves(&self, position: &Position, limit: usize) -> Result<Vec<Position>, CoreError> {
        let p = self.decode(position)?;
        let mut out: Vec<Position> = Vec::new();
        for child in Ruleset::first_moves(self, &p, limit) {
            let child = self.encode(&child);
            if !out.contains(&child) {
                out.push(child);
            }
            if out.len() >= limit {
                break;
            }
        }
        Ok(out)
    }

    fn is_move(&self, from: &Position, to: &Position) -> Result<bool, CoreError> {
        let from = self.decode(from)?;
        // A text that is no position of the game is simply not a move.
        Ok(self
            .decode(to)
            .is_ok_and(|to| Ruleset::is_move(self, &from, &to)))
    }

    fn is_terminal(&self, position: &Position) -> Result<bool, CoreError> {
        Ok(Ruleset::is_terminal(self, &self.decode(position)?))
    }

    fn reachable_bound(&self, position: &Position) -> Result<Option<u128>, CoreError> {
        Ok(Ruleset::reachable_bound(self, &self.decode(position)?))
    }

    fn computer_move(
        &self,
        position: &Position,
        convention: Convention,
        strength: Strength,
        rng: &mut dyn Random,
    ) -> Result<Option<Position>, CoreError> {
        let p = self.decode(position)?;
        Ok(computer::choose(self, &p, convention, strength, rng)?.map(|m| self.encode(&m)))
    }

    fn sequence(&self, upto: u64) -> Result<Vec<u64>, CoreError> {
        self.heap_values(upto).unwrap_or_else(|| {
            Err(CoreError::NoSequence {
                game: Ruleset::spec(self),
            })
        })
    }

    fn start(&self) -> Option<Position> {
        Ruleset::start(self).map(|p| self.encode(&p))
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        Ruleset::one_heap(self)
    }

    fn parameters(&self) -> Vec<(&'static str, crate::FactValue)> {
        Ruleset::parameters(self)
    }

    fn fact_keys(&self) -> &'static [crate::FactKey] {
        Ruleset::fact_keys(self)
    }

    fn limits(&self) -> &'static [crate::limits::Limit] {
        Ruleset::limits(self)
    }

    fn refusal(&self, from: &Position, to: &Position) -> Option<crate::Refusal> {
        Ruleset::refusal(self, &self.decode(from).ok()?, &self.decode(to).ok()?)
    }

    fn parts(&self, position: &Position) -> Result<Option<Vec<Part>>, CoreError> {
        Ok(Ruleset::parts(self, &self.decode(position)?))
    }

    fn join(
        &self,
        position: &Position,
        index: usize,
        part: &Position,
    ) -> Result<Option<Position>, CoreError> {
        let p = self.decode(position)?;
        match Ruleset::join(self, &p, index, part) {
            // The joined position is read back, so it is one of the game's.
            Some(joined) => Ok(Some(self.normalize(&self.encode(&joined))?)),
            None => Ok(None),
        }
    }

    #[cfg(any(test, feature = "proof"))]
    fn prove_fast_paths(&self, convention: Convention) -> Vec<String> {
        proof::prove(self, convention)
    }
}
