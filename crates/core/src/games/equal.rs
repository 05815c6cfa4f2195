//! The seed's multi-heap rule: heaps of stones; a move takes any number of
//! stones from one heap, or the same number from every heap. With two
//! heaps this is Wythoff's game.
//!
//! Position syntax: the heaps, `3,4,5`. Empty heaps are kept: one empty
//! heap forbids taking from every heap.
//!
//! What is known, and used as fast paths (each proved against the naive
//! solver):
//! * a position with an empty heap, or with one heap, is Nim (the second
//!   kind of move is impossible or the same as the first): Bouton, in both
//!   conventions, with Nim's remoteness;
//! * two non-empty heaps are Wythoff's game: the golden-ratio pairs.
//!
//! Three or more non-empty heaps have no known closed form: the solver
//! answers within its budget, and the analysis says so with the fact
//! `solved-by-search`.

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, no_params};
use crate::engine::{rules_only, with_engine};
use crate::error::CoreError;
use crate::first::First;
use crate::games::heap_rules::{lowered, lowerings, one_heap_lowered, small_heaps};
use crate::games::heaps::heap_game;
use crate::games::nim::{self, nim_sum};
use crate::games::wythoff::{self, table};
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, Outcome};

/// The registry's line for the equal-take game.
pub const ENTRY: Entry = Entry {
    name: "equal",
    family: Family::Nim,
    params: "",
    position: "heaps: N,N,...",
    example: ("equal", "3,4,5"),
    example_board: || Board::SeveralHeaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `equal` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Equal, CoreError> {
    no_params("equal", params)?;
    Ok(Equal)
}

/// Take from one heap, or the same from every heap.
#[derive(Debug, Clone, Copy, Default)]
pub struct Equal;

/// Which theorem covers a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    /// An empty heap, or a single heap: Nim.
    Nim,
    /// Two non-empty heaps: Wythoff.
    Wythoff(u64, u64),
    /// Three or more non-empty heaps: the solver.
    Search,
}

fn case(heaps: &[u64]) -> Case {
    match *heaps {
        // Rule: with an empty heap nothing can be taken from every heap,
        // and with one heap both kinds of move are the same: Nim.
        _ if heaps.len() <= 1 || heaps.contains(&0) => Case::Nim,
        // Rule: two heaps, one or both: Wythoff's game.
        [a, b] => Case::Wythoff(a, b),
        _ => Case::Search,
    }
}

/// Equal Nim's moves in order: from each heap 1, 2, … stones, then the
/// same 1, 2, … from every heap.
fn equal_moves(heaps: &[u64]) -> impl Iterator<Item = Vec<u64>> + '_ {
    // Rule: any number from one heap...
    let one = lowerings(heaps, |h| (0..h).rev());
    // ...or the same number from every heap.
    let least = heaps.iter().copied().min().unwrap_or(0);
    one.chain((1..=least).map(move |d| heaps.iter().map(|&h| h - d).collect()))
}

impl Ruleset for Equal {
    type Position = Vec<u64>;
    heap_game!(decode, encode, moves_by_first, bound, end);

    fn name(&self) -> &'static str {
        "equal"
    }

    // Rule: a move takes from one heap, or the same from every heap.
    fn board(&self) -> Board {
        Board::SeveralHeaps
    }

    // The same moves in the same order, only the first `limit` made.
    fn first_moves(&self, heaps: &Vec<u64>, limit: usize) -> Vec<Vec<u64>> {
        equal_moves(heaps).take(limit).collect()
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut c = heaps.clone();
        c.sort_unstable();
        c
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        if one_heap_lowered(from, to).is_some_and(|(_, take)| take >= 1) {
            return true;
        }
        // Rule: every heap lowered by the same d ≥ 1.
        let Some((&a, &b)) = from.first().zip(to.first()) else {
            return false;
        };
        from.len() == to.len()
            && b < a
            && from.iter().zip(to).all(|(&x, &y)| y <= x && x - y == a - b)
    }

    fn outcome(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        match case(heaps) {
            Case::Nim => Some(nim::outcome(heaps, convention)),
            Case::Wythoff(a, b) => Some(wythoff::outcome(a, b, convention)),
            Case::Search => None,
        }
    }

    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        match case(heaps) {
            Case::Nim => Some(nim_sum(heaps)),
            Case::Wythoff(a, b) => table::grundy(a, b),
            Case::Search => None,
        }
    }

    fn remoteness(&self, heaps: &Vec<u64>, convention: Convention) -> Option<u64> {
        match case(heaps) {
            Case::Nim => u64::try_from(nim::remoteness(heaps, convention)).ok(),
            Case::Wythoff(a, b) => table::values(a, b, convention).map(|v| v.remoteness),
            Case::Search => None,
        }
    }

    fn winning_moves(
        &self,
        heaps: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        match case(heaps) {
            Case::Nim => {
                let all = nim::winning_moves(heaps, convention);
                let listed = all
                    .iter()
                    .take(limit)
                    .filter_map(|&m| nim::apply(heaps, m))
                    .collect();
                Some((listed, all.len()))
            }
            Case::Wythoff(a, b) => {
                let all = wythoff::winning_moves(a, b, convention);
                let listed = all.iter().take(limit).map(|&(x, y)| vec![x, y]).collect();
                Some((listed, all.len()))
            }
            Case::Search => None,
        }
    }

    fn best_move(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Option<Vec<u64>>> {
        match case(heaps) {
            Case::Nim => Some(nim::best_move(heaps, convention).and_then(|m| nim::apply(heaps, m))),
            Case::Wythoff(a, b) => {
                Some(wythoff::computer_move(a, b, convention).map(|(x, y)| vec![x, y]))
            }
            Case::Search => None,
        }
    }

    fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let least = heaps.iter().copied().min().unwrap_or(0);
        let total = heaps
            .iter()
            .fold(u128::from(least), |s, &h| s + u128::from(h));
        if total == 0 {
            return None;
        }
        let mut r = u128::from(pick(u64::try_from(total).unwrap_or(u64::MAX)));
        for (i, &h) in heaps.iter().enumerate() {
            if r < u128::from(h) {
                return Some(lowered(heaps, i, 1 + r as u64));
            }
            r -= u128::from(h);
        }
        let d = 1 + (r as u64).min(least.saturating_sub(1));
        Some(heaps.iter().map(|&h| h - d).collect())
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[FactKey::SOLVED_BY_SEARCH]
    }

    fn facts(&self, heaps: &Vec<u64>, _: Convention) -> Vec<Fact> {
        match case(heaps) {
            // No closed form: the values come from the exhaustive search.
            Case::Search => vec![Fact::number(FactKey::SOLVED_BY_SEARCH, 1)],
            _ => Vec::new(),
        }
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = small_heaps(3, 5);
        all.extend(small_heaps(4, 3).into_iter().filter(|p| p.len() == 4));
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::AnyGame;

    fn outcome(p: &[u64]) -> Option<Outcome> {
        Ruleset::outcome(&Equal, &p.to_vec(), Convention::Normal)
    }

    #[test]
    fn two_heaps_are_wythoff() {
        // Wythoff's cold pairs (1,2), (3,5), (4,7) are P; from (2,2) three
        // moves reach one: to (0,0), (1,2) and (2,1).
        for p in [[1, 2], [3, 5], [4, 7], [7, 4]] {
            assert_eq!(outcome(&p), Some(Outcome::P));
        }
        let (w, n) =
            Ruleset::winning_moves(&Equal, &vec![2, 2], Convention::Normal, 9).unwrap_or_default();
        assert_eq!((w, n), (vec![vec![0, 0], vec![1, 2], vec![2, 1]], 3));
    }

    #[test]
    fn three_heaps_are_searched_and_say_so() {
        let p = "3,4,5".parse().unwrap_or_default();
        let a = AnyGame::analyze(&Equal, &p, Convention::Normal);
        let a = a.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.facts, vec![Fact::number(FactKey::SOLVED_BY_SEARCH, 1)]);
        // Taking 3 from every heap leaves 0,1,2: Nim, nim-sum 3, not P;
        // the search finds the real winning moves and each leaves a P.
        for m in &a.winning_moves {
            let after = AnyGame::analyze(&Equal, &m.to, Convention::Normal);
            let after = after.unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(after.outcome, Outcome::P, "{}", m.position);
        }
        // With an empty heap it is Nim: 0,1,2,3 has nim-sum 0.
        assert_eq!(outcome(&[0, 1, 2, 3]), Some(Outcome::P));
        assert!(Ruleset::is_move(&Equal, &vec![3, 4, 5], &vec![1, 2, 3]));
        assert!(!Ruleset::is_move(&Equal, &vec![3, 4, 5], &vec![1, 2, 5]));
    }
}
