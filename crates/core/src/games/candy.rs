//! Candy Nim (Rubinstein-Salzedo, “P Play in Candy Nim”): Nim under normal
//! play in which each player has two goals at once: take the last candy
//! and, with that settled, take as many candies as possible.
//!
//! Position syntax: the heaps, `3,4,5`.
//!
//! The first goal is Nim's: Bouton's theorem gives the outcome, the Grundy
//! value, the remoteness and the winning moves (both conventions). The
//! second is shown as two facts, `candies-mover` and `candies-other`: the
//! candies each player takes from now on with best play, where best play
//! is lexicographic — win first (a winner keeps to winning moves; a loser
//! may play anything), then take as many candies as possible, assuming the
//! opponent plays the same way. They are found by a memoised search over
//! sorted heaps, within [`MAX_CANDY_STONES`] stones and [`MAX_CANDY_HEAPS`]
//! non-empty heaps; past that the facts are omitted. The computer plays
//! Nim's perfect moves, not candy-greedy ones (the proof checks its moves
//! against the remoteness, which candy-optimal moves need not minimise).

use std::collections::HashMap;

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::error::CoreError;
use crate::first::First;
use crate::games::heap_rules::{lowerings, one_heap_lowered, small_heaps};
use crate::games::heaps::heap_game;
use crate::games::nim;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, Outcome};

/// The candies of the player to move, with best play.
pub const CANDIES_MOVER: FactKey = FactKey::new("candies-mover");
/// The other player's candies, with best play.
pub const CANDIES_OTHER: FactKey = FactKey::new("candies-other");

/// Most candies for the Candy Nim score facts (a memoised search over
/// sorted heaps); past it, or past [`MAX_CANDY_HEAPS`], the facts are
/// omitted (no error: the outcome is Bouton's).
pub const MAX_CANDY_STONES: u64 = 40;
/// Most non-empty heaps for the Candy Nim score facts.
pub const MAX_CANDY_HEAPS: usize = 6;

/// The registry's line for Candy Nim.
pub const ENTRY: Entry = Entry {
    name: "candy",
    family: Family::Nim,
    params: "",
    position: "heaps: N,N,...",
    example: ("candy", "3,4,5"),
    example_board: || Board::Heaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `candy` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Candy, CoreError> {
    no_params("candy", params)?;
    Ok(Candy)
}

/// Candy Nim.
#[derive(Debug, Clone, Copy, Default)]
pub struct Candy;

/// The candies the player to move takes from now on with best play (win
/// first, then candies), or `None` past the limits.
///
/// ```
/// use nimatron_core::{games::candy::candies, Convention};
/// // One heap: take it all.
/// assert_eq!(candies(&[5], Convention::Normal), Some(5));
/// // 1,1 is lost: one candy each.
/// assert_eq!(candies(&[1, 1], Convention::Normal), Some(1));
/// ```
pub fn candies(heaps: &[u64], convention: Convention) -> Option<u64> {
    let mut h: Vec<u64> = heaps.iter().copied().filter(|&x| x > 0).collect();
    let total = h.iter().try_fold(0u64, |s, &x| s.checked_add(x))?;
    if total > MAX_CANDY_STONES || h.len() > MAX_CANDY_HEAPS {
        return None;
    }
    h.sort_unstable();
    Some(search(&h, convention, &mut HashMap::new()))
}

fn search(h: &[u64], convention: Convention, memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&v) = memo.get(h) {
        return v;
    }
    let total: u64 = h.iter().sum();
    let wins = nim::outcome(h, convention) == Outcome::N;
    let mut best = 0;
    for i in 0..h.len() {
        if i > 0 && h[i] == h[i - 1] {
            continue;
        }
        for take in 1..=h[i] {
            let mut c = h.to_vec();
            c[i] -= take;
            c.retain(|&x| x > 0);
            c.sort_unstable();
            // Rule: a winner keeps to winning moves (leave a P-position).
            if wins && nim::outcome(&c, convention) != Outcome::P {
                continue;
            }
            // Rule: then the most candies: this take, plus what the
            // opponent leaves of the rest.
            let theirs = search(&c, convention, memo);
            best = best.max(take + (total - take - theirs));
        }
    }
    memo.insert(h.to_vec(), best);
    best
}

/// Candy's moves in order: from each heap, 1, 2, … candies.
fn candy_moves(heaps: &[u64]) -> impl Iterator<Item = Vec<u64>> + '_ {
    // Rule: Nim — any number of candies from one heap.
    lowerings(heaps, |h| (0..h).rev())
}

impl Ruleset for Candy {
    type Position = Vec<u64>;
    // Rule (Bouton): the first goal is Nim's, so Nim's theorems answer it.
    heap_game!(all, nim_theorems);

    fn name(&self) -> &'static str {
        "candy"
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    // The same moves in the same order, only the first `limit` made.
    fn first_moves(&self, heaps: &Vec<u64>, limit: usize) -> Vec<Vec<u64>> {
        candy_moves(heaps).take(limit).collect()
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        one_heap_lowered(from, to).is_some_and(|(_, t)| t >= 1)
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[CANDIES_MOVER, CANDIES_OTHER]
    }

    fn facts(&self, heaps: &Vec<u64>, convention: Convention) -> Vec<Fact> {
        let Some(mine) = candies(heaps, convention) else {
            return Vec::new();
        };
        let total: u64 = heaps.iter().sum();
        vec![
            Fact::number(CANDIES_MOVER, mine),
            Fact::number(CANDIES_OTHER, total - mine),
        ]
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        small_heaps(3, 5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candies_follow_win_first_then_candies() {
        let n = Convention::Normal;
        // 3,4,5: the only winning move takes 2 from the 3; the candies
        // then come from best play on 1,4,5.
        let mine = candies(&[3, 4, 5], n).unwrap_or_default();
        let after = candies(&[1, 4, 5], n).unwrap_or_default();
        assert_eq!(mine, 2 + (10 - after));
        // 2,2 is lost; the loser takes 2 (a whole heap) then the winner 2.
        assert_eq!(candies(&[2, 2], n), Some(2));
        // A lone heap is taken whole; past the limits, no fact.
        assert_eq!(candies(&[40], n), Some(40));
        assert_eq!(candies(&[41], n), None);
        assert!(Candy.facts(&vec![1; 7], n).is_empty());
        let facts = Candy.facts(&vec![3, 4, 5], n);
        assert_eq!(facts.len(), 2);
    }
}
