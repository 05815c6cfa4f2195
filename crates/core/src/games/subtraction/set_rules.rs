//! `subtraction:S` as a registered game: the periodic Grundy sequence
//! (normal play, any heaps) and the periodic misère outcomes (one heap) are
//! its fast paths; misère sums of several heaps go to the solver.

use super::explicit::{SubtractionGame, heap_remoteness};
use super::set::SubtractionSet;
use super::{grundy_sequence, sequence_terms};
use crate::catalogue::{Entry, Family, list_param};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::{heaps, lowered, one_heap_lowered, small_heaps};
use crate::games::heaps::heap_game;
use crate::games::heaps::sorted_positions_below;
use crate::games::heaps::{canonical_heaps, sorted_children};
use crate::limits::{Limit, MAX_PERIOD_SEARCH};
use crate::parts::{Part, ValueFrom, heap_parts};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, FactValue, Outcome, Position};

/// The registry's line for `subtraction:S`.
pub const ENTRY: Entry = Entry {
    name: "subtraction",
    family: Family::Subtraction,
    params: "S1,S2,...: the amounts one move may take",
    position: "heaps: N,N,...",
    example: ("subtraction:1,3,4", "5,7"),
    example_board: || Board::Heaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `subtraction` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<SubtractionGame, CoreError> {
    let set = SubtractionSet::new(list_param("subtraction", params)?)?;
    Ok(SubtractionGame::new(set))
}

impl SubtractionGame {
    /// The heaps that still have a move, with their index.
    fn live(&self, heaps: &[u64]) -> Vec<(usize, u64)> {
        let min = self.set.min();
        (0..heaps.len())
            .filter(|&i| heaps[i] >= min)
            .map(|i| (i, heaps[i]))
            .collect()
    }

    /// The children of `heaps` (in the game's order) for which `wins` holds.
    fn moves_where(
        &self,
        heaps: &[u64],
        limit: usize,
        mut wins: impl FnMut(usize, u64) -> bool,
    ) -> (Vec<Vec<u64>>, usize) {
        let mut listed = Vec::new();
        let mut count = 0;
        for (i, n) in self.live(heaps) {
            for &s in self.set.moves().iter().take_while(|&&s| s <= n) {
                if wins(i, n - s) {
                    count += 1;
                    if listed.len() < limit {
                        listed.push(lowered(heaps, i, s));
                    }
                }
            }
        }
        (listed, count)
    }
}

impl Ruleset for SubtractionGame {
    type Position = Vec<u64>;
    heap_game!(encode, join);

    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Part>> {
        // Sprague–Grundy: each heap is a part, worth the set's sequence there.
        Some(heap_parts(heaps, |heap| ValueFrom::Sequence { heap }))
    }

    fn name(&self) -> &'static str {
        "subtraction"
    }

    fn spec(&self) -> String {
        let set: Vec<String> = self.set.moves().iter().map(u64::to_string).collect();
        format!("subtraction:{}", set.join(","))
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        vec![("set", FactValue::Numbers(self.set.moves().to_vec()))]
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let heaps = heaps(position)?;
        // Rule: a heap is allowed when its value is known (any size once a
        // period is found; below the search's limit otherwise).
        if let Some(&n) = heaps
            .iter()
            .find(|&&n| self.values.get(&self.set, n).is_none())
        {
            return Err(CoreError::TooLarge {
                limit: Limit::TakeBreakHeap,
                max: u128::from(MAX_PERIOD_SEARCH - 1),
                asked: u128::from(n),
            });
        }
        Ok(heaps)
    }

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for &s in self.set.moves().iter().take_while(|&&s| s <= h) {
                let mut next = heaps.clone();
                next[i] = h - s;
                out.push(next);
            }
        }
        out
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        canonical_heaps(heaps, self.set.min())
    }

    fn canonical_moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let moves = self.set.moves();
        sorted_children(heaps, self.set.min(), |h| {
            moves.iter().copied().take_while(move |&s| s <= h)
        })
    }

    fn reachable_bound(&self, heaps: &Vec<u64>) -> Option<u128> {
        Some(sorted_positions_below(&self.canonical(heaps)))
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        // Rule: take an amount of the set from one heap.
        one_heap_lowered(from, to).is_some_and(|(_, s)| self.set.moves().contains(&s))
    }

    fn is_terminal(&self, heaps: &Vec<u64>) -> bool {
        self.live(heaps).is_empty()
    }

    fn outcome(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        match (convention, self.live(heaps).as_slice()) {
            // Rule (normal): Sprague–Grundy, P exactly when the XOR is 0.
            (Convention::Normal, _) => Some(if self.grundy(heaps)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            // Rule (misère, no live heap): no move, the player to move won.
            (Convention::Misere, []) => Some(Outcome::N),
            // Rule (misère, one live heap): the periodic misère outcomes.
            (Convention::Misere, &[(_, n)]) => Some(if self.misere.get(&self.set, n)? == 1 {
                Outcome::P
            } else {
                Outcome::N
            }),
            // Rule (misère, several heaps): no sum rule; the solver.
            (Convention::Misere, _) => None,
        }
    }

    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        heaps
            .iter()
            .try_fold(0, |x, &n| Some(x ^ self.values.get(&self.set, n)?))
    }

    fn remoteness(&self, heaps: &Vec<u64>, convention: Convention) -> Option<u64> {
        match self.live(heaps).as_slice() {
            [] => Some(0),
            &[(_, n)] => heap_remoteness(&self.set, n, convention),
            _ => None,
        }
    }

    fn winning_moves(
        &self,
        heaps: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        match (convention, self.live(heaps).len()) {
            (Convention::Normal, _) => {
                let x = self.grundy(heaps)?;
                let g = |n| self.values.get(&self.set, n);
                // Rule: a move wins when it leaves XOR 0 (both values are
                // known: decode refuses a heap whose value is not, and a
                // heap left is smaller).
                Some(self.moves_where(heaps, limit, |i, left| {
                    matches!((g(heaps[i]), g(left)), (Some(from), Some(to)) if to == from ^ x)
                }))
            }
            (Convention::Misere, 0 | 1) => {
                // Every live heap is known (outcome asked first); smaller
                // heaps too.
                // Rule: a move wins when it reaches a misère P-position.
                Some(self.moves_where(heaps, limit, |_, left| {
                    self.misere.get(&self.set, left) == Some(1)
                }))
            }
            (Convention::Misere, _) => None,
        }
    }

    fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let live = self.live(heaps);
        let (i, n) = *live.get(pick(live.len() as u64) as usize)?;
        let takes: Vec<u64> = self
            .set
            .moves()
            .iter()
            .copied()
            .take_while(|&s| s <= n)
            .collect();
        let s = *takes.get(pick(takes.len() as u64) as usize)?;
        Some(lowered(heaps, i, s))
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        Some(crate::one_heap::OneHeap::Subtraction(self.set.clone()))
    }

    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        Some(sequence_terms(upto).map(|n| grundy_sequence(&self.set).take(n).collect()))
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        small_heaps(3, 7)
    }
}
