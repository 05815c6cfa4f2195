//! `take:K` as a registered game: the closed forms of [`super::take`] are
//! its fast paths (outcome and winning moves for any heaps, both
//! conventions; remoteness for one heap).

use super::sequence_terms;
use super::take::{TakeGame, take_outcome, take_remoteness, take_winning_moves};
use super::take_grundy;
use crate::catalogue::{Entry, Family, number_param};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::{lowered, one_heap_lowered, small_heaps};
use crate::games::heaps::heap_game;
use crate::games::heaps::sorted_children;
use crate::games::nim::nim_sum;
use crate::parts::{Part, ValueFrom, heap_parts};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, FactValue, Outcome};

/// The registry's line for `take:K`.
pub const ENTRY: Entry = Entry {
    name: "take",
    family: Family::Subtraction,
    params: "K: take 1 to K stones (K >= 1)",
    position: "heaps: N,N,...",
    example: ("take:3", "19"),
    example_board: || Board::Heaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `take` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<TakeGame, CoreError> {
    let k = number_param("take", params)?;
    if k == 0 {
        return Err(CoreError::BadGameParameter {
            given: "take:0".into(),
        });
    }
    Ok(TakeGame { k })
}

impl Ruleset for TakeGame {
    type Position = Vec<u64>;
    heap_game!(decode, encode, canonical, bound, end, join);

    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Part>> {
        // Sprague–Grundy: each heap is a part, worth n mod (K+1).
        Some(heap_parts(heaps, |_| ValueFrom::Rule))
    }

    fn name(&self) -> &'static str {
        "take"
    }

    fn spec(&self) -> String {
        format!("take:{}", self.k)
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        // The most a move takes, and the period K + 1 of the values.
        vec![
            ("k", FactValue::Number(self.k)),
            ("period", FactValue::Number(self.k.saturating_add(1))),
        ]
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for s in 1..=self.k.min(h) {
                let mut next = heaps.clone();
                next[i] = h - s;
                out.push(next);
            }
        }
        out
    }

    fn canonical_moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let k = self.k;
        sorted_children(heaps, 1, |h| 1..=k.min(h))
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        // Rule: take 1 to K stones from one heap.
        one_heap_lowered(from, to).is_some_and(|(_, s)| (1..=self.k).contains(&s))
    }

    fn outcome(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        Some(take_outcome(self.k, heaps, convention))
    }

    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        // Rule: a heap of n is worth n mod (K+1); a sum, the XOR.
        let residues: Vec<u64> = heaps.iter().map(|&n| take_grundy(self.k, n)).collect();
        Some(nim_sum(&residues))
    }

    fn remoteness(&self, heaps: &Vec<u64>, convention: Convention) -> Option<u64> {
        take_remoteness(self.k, heaps, convention)
    }

    fn winning_moves(
        &self,
        heaps: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        let all = take_winning_moves(self.k, heaps, convention);
        let listed = all
            .iter()
            .take(limit)
            .map(|m| lowered(heaps, m.heap, m.take))
            .collect();
        Some((listed, all.len()))
    }

    fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        let i = *live.get(pick(live.len() as u64) as usize)?;
        let take = 1 + pick(self.k.min(heaps[i]));
        Some(lowered(heaps, i, take))
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        Some(crate::one_heap::OneHeap::TakeUpTo(self.k))
    }

    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        Some(sequence_terms(upto).map(|_| (0..=upto).map(|n| take_grundy(self.k, n)).collect()))
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        small_heaps(3, 6)
    }
}
