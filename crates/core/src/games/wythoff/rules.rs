//! Wythoff's game as a registered game (the game's one type): the golden-ratio pairs give the
//! outcome and the winning moves for any `u64` heaps; the Grundy value, the
//! remoteness and the perfect computer's move come from the flat table
//! while it is small enough.
//!
//! Why a cache: a game only goes down from its start, so the table of the
//! first position asked covers every later one; it is kept (one per
//! convention) instead of being rebuilt, up to 2^26 units of work, on every
//! click and every computer move.

use std::sync::{Arc, Mutex};

use super::play::computer_move_with;
use super::{is_move, outcome, queen_moves, table, winning_moves};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::fixed;
use crate::ruleset::{Board, Ruleset};
use crate::solver::table::Table;
use crate::{Convention, CoreError, Outcome, Position};

/// The registry's line for Wythoff's game.
pub const ENTRY: Entry = Entry {
    name: "wythoff",
    family: Family::Nim,
    params: "",
    position: "two heaps: A,B",
    example: ("wythoff", "5,3"),
    example_board: || Board::Queen,
    // (5,3) is the cold pair (3,5): the computer moves first from it.
    example_first: First::Computer,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `wythoff` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Wythoff, CoreError> {
    no_params("wythoff", params)?;
    Ok(Wythoff::default())
}

/// Wythoff's game with its table cache.
#[derive(Debug, Default)]
pub struct Wythoff {
    /// Invariant: complete tables, at most one per convention.
    tables: Mutex<Vec<Arc<Table>>>,
}

impl Wythoff {
    /// A table of `convention` that holds `(a, b)` (sorted): the cached
    /// one, or a new one for this position (`None` past the work limit).
    fn table(&self, a: u64, b: u64, convention: Convention) -> Option<Arc<Table>> {
        let (lo, hi) = (a.min(b), a.max(b));
        let mut tables = self.tables.lock().ok()?;
        if let Some(t) = tables
            .iter()
            .find(|t| t.convention() == convention && t.space().index(&[lo, hi]).is_some())
        {
            return Some(Arc::clone(t));
        }
        let t = Arc::new(table::table(lo, hi, convention)?);
        tables.retain(|old| old.convention() != convention);
        tables.push(Arc::clone(&t));
        Some(t)
    }
}

impl Ruleset for Wythoff {
    type Position = [u64; 2];

    fn name(&self) -> &'static str {
        "wythoff"
    }

    fn board(&self) -> Board {
        Board::Queen
    }

    fn decode(&self, position: &Position) -> Result<[u64; 2], CoreError> {
        fixed::<2>(position)
    }

    fn encode(&self, p: &[u64; 2]) -> Position {
        Position::new(p.to_vec())
    }

    fn moves(&self, &[a, b]: &[u64; 2]) -> Vec<[u64; 2]> {
        queen_moves(a, b).collect()
    }

    // The same moves in the same order, only the first `limit` made.
    fn first_moves(&self, &[a, b]: &[u64; 2], limit: usize) -> Vec<[u64; 2]> {
        queen_moves(a, b).take(limit).collect()
    }

    // Rule: the two heaps play the same part (the board's diagonal mirror).
    fn canonical(&self, &[a, b]: &[u64; 2]) -> [u64; 2] {
        [a.min(b), a.max(b)]
    }

    fn reachable_bound(&self, &[a, b]: &[u64; 2]) -> Option<u128> {
        Some((u128::from(a) + 1).saturating_mul(u128::from(b) + 1))
    }

    fn is_move(&self, &[a, b]: &[u64; 2], &[x, y]: &[u64; 2]) -> bool {
        is_move((a, b), (x, y))
    }

    fn is_terminal(&self, p: &[u64; 2]) -> bool {
        *p == [0, 0]
    }

    fn outcome(&self, &[a, b]: &[u64; 2], convention: Convention) -> Option<Outcome> {
        Some(outcome(a, b, convention))
    }

    fn grundy(&self, &[a, b]: &[u64; 2]) -> Option<u64> {
        let t = self.table(a, b, Convention::Normal)?;
        t.grundy(t.space().index(&[a.min(b), a.max(b)])?)
    }

    fn remoteness(&self, &[a, b]: &[u64; 2], convention: Convention) -> Option<u64> {
        let t = self.table(a, b, convention)?;
        Some(u64::from(
            t.remoteness(t.space().index(&[a.min(b), a.max(b)])?),
        ))
    }

    fn winning_moves(
        &self,
        &[a, b]: &[u64; 2],
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<[u64; 2]>, usize)> {
        let all = winning_moves(a, b, convention);
        let listed = all.iter().take(limit).map(|&(x, y)| [x, y]).collect();
        Some((listed, all.len()))
    }

    fn best_move(&self, &[a, b]: &[u64; 2], convention: Convention) -> Option<Option<[u64; 2]>> {
        let t = self.table(a, b, convention);
        Some(computer_move_with(a, b, convention, t.as_deref()).map(|(x, y)| [x, y]))
    }

    fn random_move(
        &self,
        &[a, b]: &[u64; 2],
        pick: &mut dyn FnMut(u64) -> u64,
    ) -> Option<[u64; 2]> {
        // Rule: a queen moves west, south or south-west, at least one step.
        let diagonal = a.min(b);
        let total = u128::from(a) + u128::from(b) + u128::from(diagonal);
        if total == 0 {
            return None;
        }
        let r = u128::from(pick(u64::try_from(total).unwrap_or(u64::MAX)));
        Some(if r < u128::from(a) {
            [r as u64, b]
        } else if r < u128::from(a) + u128::from(b) {
            [a, (r - u128::from(a)) as u64]
        } else {
            let d = 1 + (r - u128::from(a) - u128::from(b)) as u64;
            [a - d.min(diagonal), b - d.min(diagonal)]
        })
    }

    fn small_positions(&self) -> Vec<[u64; 2]> {
        (0..=12)
            .flat_map(|a| (0..=12).map(move |b| [a, b]))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_moves_are_the_moves_and_a_huge_queen_lists_only_the_first() {
        let g = Wythoff::default();
        for p in [[0, 0], [3, 5], [7, 2], [4, 4]] {
            let all = Ruleset::moves(&g, &p);
            assert_eq!(g.first_moves(&p, usize::MAX), all);
            assert_eq!(g.first_moves(&p, 3), all[..all.len().min(3)]);
        }
        // The web's list of moves for a queen past 2^26: no allocation
        // of every move (it panicked with "capacity overflow").
        let huge = Position::new(vec![999_999_999_999_999, 1]);
        let listed = crate::engine::AnyGame::moves(&g, &huge, 200).unwrap();
        assert_eq!(listed.len(), 200);
        assert_eq!(listed[0], Position::new(vec![0, 1]));
    }

    #[test]
    fn one_table_serves_the_whole_game() {
        let g = Wythoff::default();
        let first = g.table(20, 12, Convention::Normal);
        let later = g.table(3, 9, Convention::Normal);
        assert!(first.is_some());
        assert!(matches!((&first, &later), (Some(a), Some(b)) if Arc::ptr_eq(a, b)));
        // A position outside it (or another convention) gets its own.
        let misere = g.table(3, 9, Convention::Misere);
        assert!(matches!((&first, &misere), (Some(a), Some(b)) if !Arc::ptr_eq(a, b)));
        assert_eq!(g.best_move(&[4, 4], Convention::Normal), Some(Some([0, 0])));
    }
}
