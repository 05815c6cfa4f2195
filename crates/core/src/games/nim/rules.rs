//! Nim as a registered game: Bouton's theorem and the remoteness closed
//! form are its fast paths, so every answer is exact for any `u64` heaps.

use super::{Nim, apply, best_move, nim_sum};
use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::{one_heap_lowered, small_heaps};
use crate::games::heaps::heap_game;
use crate::games::heaps::sorted_children;
use crate::games::subtraction::sequence_terms;
use crate::parts::{Part, ValueFrom, heap_parts};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError};

/// The registry's line for Nim.
pub const ENTRY: Entry = Entry {
    name: "nim",
    family: Family::Nim,
    params: "",
    position: "heaps: N,N,...",
    example: ("nim", "3,4,5"),
    example_board: || Board::Heaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `nim` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Nim, CoreError> {
    no_params("nim", params)?;
    Ok(Nim)
}

impl Ruleset for Nim {
    type Position = Vec<u64>;
    heap_game!(all, nim_theorems, join);

    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Part>> {
        // Sprague–Grundy: each heap is a part; Bouton: a heap of n is *n.
        Some(heap_parts(heaps, |_| ValueFrom::Rule))
    }

    fn name(&self) -> &'static str {
        "nim"
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    // The same moves in the same order, only the first `limit` made.
    fn first_moves(&self, heaps: &Vec<u64>, limit: usize) -> Vec<Vec<u64>> {
        super::first_moves(heaps, limit)
    }

    fn canonical_moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        sorted_children(heaps, 1, |h| 1..=h)
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        // Rule: take at least one stone from exactly one heap.
        one_heap_lowered(from, to).is_some_and(|(_, take)| take >= 1)
    }

    fn best_move(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Option<Vec<u64>>> {
        Some(best_move(heaps, convention).and_then(|m| apply(heaps, m)))
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        Some(crate::one_heap::OneHeap::Nim)
    }

    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        // A heap of n is *n.
        Some(sequence_terms(upto).map(|_| (0..=upto).collect()))
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[FactKey::NimSum]
    }

    fn facts(&self, heaps: &Vec<u64>, _: Convention) -> Vec<Fact> {
        vec![Fact::number(FactKey::NimSum, nim_sum(heaps))]
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = small_heaps(3, 5);
        all.extend(small_heaps(4, 3).into_iter().filter(|p| p.len() == 4));
        all
    }
}
