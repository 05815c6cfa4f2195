//! Wythoff's game as a registered game: the golden-ratio pairs give the
//! outcome and the winning moves for any `u64` heaps; the Grundy value and
//! the remoteness come from the flat table while it is small enough.

use super::{Wythoff, computer_move, is_move, outcome, table, winning_moves};
use crate::game::Game;
use crate::games::heap_rules::fixed;
use crate::registry::{Entry, Family, no_params};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

/// The registry's line for Wythoff's game.
pub const ENTRY: Entry = Entry {
    name: "wythoff",
    family: Family::Nim,
    params: "",
    position: "two heaps: A,B",
    example: ("wythoff", "5,3"),
    make: |params| {
        no_params("wythoff", params)?;
        Ok(Box::new(Wythoff))
    },
};

impl Ruleset for Wythoff {
    type Position = [u64; 2];

    fn name(&self) -> &'static str {
        "wythoff"
    }

    fn spec(&self) -> String {
        "wythoff".into()
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

    fn moves(&self, p: &[u64; 2]) -> Vec<[u64; 2]> {
        Game::moves(self, p)
    }

    fn canonical(&self, p: &[u64; 2]) -> [u64; 2] {
        Game::canonical(self, p)
    }

    fn reachable_bound(&self, p: &[u64; 2]) -> Option<u128> {
        Game::reachable_bound(self, p)
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
        table::grundy(a, b)
    }

    fn remoteness(&self, &[a, b]: &[u64; 2], convention: Convention) -> Option<u64> {
        table::values(a, b, convention).map(|v| v.remoteness)
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
        Some(computer_move(a, b, convention).map(|(x, y)| [x, y]))
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
