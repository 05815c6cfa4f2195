//! Moore's index-k Nim (Nim_k, E. H. Moore 1910): heaps of stones; a move
//! takes stones from at least one and at most `K` heaps, any positive
//! amount from each chosen heap. `moore:K,R` also limits each heap's take
//! to at most `R` stones per move. `moore:1` is Nim; `moore:1,R` is
//! `take:R`.
//!
//! Position syntax: the heaps, `3,5,6`.
//!
//! Theorem (Moore): write the heaps in binary. Under normal play the
//! player to move loses exactly when, for every binary digit, the number of
//! heaps with a 1 there is divisible by `K + 1`. Misère play (proved here
//! against the naive solver): while some heap has 2 or more stones the rule
//! is the same; when every heap has at most one stone, the player to move
//! loses exactly when the number of 1s is ≡ 1 (mod `K + 1`).
//!
//! With a take limit `R`, the seed says to reduce the heaps mod `R + 1`
//! first. The naive solver refutes that for `K ≥ 2`: in `moore:2,1`,
//! `2,1,1,1` has residues `0,1,1,1` (three 1s: "P"), yet taking one stone
//! from the 2 and one from a 1 leaves `1,1,0,1`, again three 1s, so the
//! rule cannot be right. The fast paths use it only where it is proved:
//! `K = 1` (it is `take:R`), and positions whose heaps are all at most `R`
//! (where the limit never binds). Elsewhere the solver answers within its
//! budget.

use crate::catalogue::{Entry, Family, list_param};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::{heaps, small_heaps};
use crate::games::heaps::heap_game;
use crate::games::nim::{self, nim_sum};
use crate::games::subtraction::{take_grundy, take_outcome, take_remoteness, take_winning_moves};
use crate::limits::Limit;
use crate::ruleset::{Board, Ruleset};
use crate::wide::Wide;
use crate::{Convention, CoreError, FactValue, Outcome, Position};

/// Moves of an index-k Nim position (`moore:K`, K ≥ 2): its winning
/// moves are found by looking at every move.
pub const MOVES_LIMIT: Limit = Limit::new("moore-moves");
/// Most moves of an index-k Nim position with `K ≥ 2` (each is looked at
/// to list the winning moves; a million takes well under a second).
pub const MAX_MOORE_MOVES: u64 = 1_000_000;

/// The registry's line for index-k Nim.
pub const ENTRY: Entry = Entry {
    name: "moore",
    family: Family::Nim,
    params: "K[,R]: take from 1 to K heaps (K >= 1), at most R stones from each (R >= 1)",
    position: "heaps: N,N,...",
    example: ("moore:2", "3,5,6"),
    example_board: || Board::SeveralHeaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `moore` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Moore, CoreError> {
    let bad = || CoreError::BadGameParameter {
        given: format!("moore:{}", params.unwrap_or_default()),
    };
    let (k, r) = match list_param("moore", params)?[..] {
        [k] => (k, None),
        [k, r] => (k, Some(r)),
        _ => return Err(bad()),
    };
    if k == 0 || r == Some(0) {
        return Err(bad());
    }
    Ok(Moore { k, r })
}

/// Index-k Nim, with an optional take limit per heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moore {
    /// Most heaps one move may touch.
    pub k: u64,
    /// Most stones one move may take from one heap (`None`: any).
    pub r: Option<u64>,
}

/// True when every binary digit of `heaps` is set in a multiple of
/// `k + 1` heaps (Moore's P-positions under normal play).
///
/// ```
/// use nimatron_core::games::moore::digit_sums_vanish;
/// assert!(digit_sums_vanish(2, &[1, 2, 1, 2, 1, 2]));
/// assert!(digit_sums_vanish(2, &[5, 5, 5]));
/// assert!(!digit_sums_vanish(2, &[3, 5, 6]));
/// ```
pub fn digit_sums_vanish(k: u64, heaps: &[u64]) -> bool {
    let modulus = u128::from(k) + 1;
    (0..64).all(|bit| {
        let ones = heaps.iter().filter(|&&h| (h >> bit) & 1 == 1).count() as u128;
        ones.is_multiple_of(modulus)
    })
}

impl Moore {
    /// Most stones one move may take from a heap of `h`.
    fn most(&self, h: u64) -> u64 {
        self.r.map_or(h, |r| r.min(h))
    }

    /// True when the take limit never binds in `heaps` (so Moore's rule
    /// holds as proved for the unlimited game).
    fn limit_is_idle(&self, heaps: &[u64]) -> bool {
        self.r.is_none_or(|r| heaps.iter().all(|&h| h <= r))
    }

    /// How many moves `heaps` has (saturating): the elementary symmetric
    /// sums `e_1 + … + e_K` of the most each heap can give.
    pub fn move_count(&self, heaps: &[u64]) -> u128 {
        let k = usize::try_from(self.k)
            .unwrap_or(usize::MAX)
            .min(heaps.len());
        // Kept as `Wide`: no list of u128 (`crate::wide`).
        let mut e = vec![Wide::default(); k + 1];
        e[0] = Wide::new(1);
        for &h in heaps {
            let w = u128::from(self.most(h));
            for j in (1..=k).rev() {
                e[j] = Wide::new(e[j].get().saturating_add(e[j - 1].get().saturating_mul(w)));
            }
        }
        e[1..].iter().fold(0, |a, x| a.saturating_add(x.get()))
    }

    /// Every move, in order: heaps touched from the first, smallest takes
    /// first. Calls `visit` on each position after a move.
    fn each_move(&self, heaps: &[u64], visit: &mut dyn FnMut(&[u64])) {
        let mut cur = heaps.to_vec();
        self.extend(heaps, 0, 0, &mut cur, visit);
    }

    fn extend(
        &self,
        heaps: &[u64],
        i: usize,
        touched: u64,
        cur: &mut Vec<u64>,
        visit: &mut dyn FnMut(&[u64]),
    ) {
        if i == heaps.len() {
            if touched > 0 {
                visit(cur);
            }
            return;
        }
        // Rule: leave heap i alone, or (if fewer than K heaps are touched)
        // take 1..=min(h, R) from it.
        self.extend(heaps, i + 1, touched, cur, visit);
        if touched < self.k {
            for take in 1..=self.most(heaps[i]) {
                cur[i] = heaps[i] - take;
                self.extend(heaps, i + 1, touched + 1, cur, visit);
            }
            cur[i] = heaps[i];
        }
    }
}

impl Ruleset for Moore {
    type Position = Vec<u64>;
    heap_game!(encode, canonical, bound, end);

    fn name(&self) -> &'static str {
        "moore"
    }

    fn spec(&self) -> String {
        match self.r {
            None => format!("moore:{}", self.k),
            Some(r) => format!("moore:{},{r}", self.k),
        }
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        // `r` = 0: no limit on the stones taken from each heap.
        vec![
            ("k", FactValue::Number(self.k)),
            ("r", FactValue::Number(self.r.unwrap_or(0))),
        ]
    }

    fn board(&self) -> Board {
        // Rule: K = 1 takes from one heap (a click is a move); else from
        // up to K heaps at once (takes marked, then played together).
        if self.k == 1 {
            Board::Heaps
        } else {
            Board::SeveralHeaps
        }
    }

    fn limits(&self) -> &'static [Limit] {
        &[MOVES_LIMIT]
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let h = heaps(position)?;
        // K = 1 is Nim or take:R, answered by closed forms for any heaps;
        // past it the winning moves are found by looking at every move.
        let count = self.move_count(&h);
        if self.k > 1 && count > u128::from(MAX_MOORE_MOVES) {
            return Err(CoreError::TooLarge {
                limit: MOVES_LIMIT,
                max: u128::from(MAX_MOORE_MOVES),
                asked: count,
            });
        }
        Ok(h)
    }

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        self.each_move(heaps, &mut |p| out.push(p.to_vec()));
        out
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        if from.len() != to.len() {
            return false;
        }
        let mut touched = 0u64;
        for (&a, &b) in from.iter().zip(to) {
            // Rule: no heap grows; each touched heap gives 1..=R stones.
            if b > a || a - b > self.most(a) {
                return false;
            }
            touched += u64::from(a != b);
        }
        // Rule: at least one and at most K heaps are touched.
        (1..=self.k).contains(&touched)
    }

    fn outcome(&self, heaps: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        if let (1, Some(r)) = (self.k, self.r) {
            // Rule (K = 1): take:R — residues mod R+1, then (misère) Nim.
            return Some(take_outcome(r, heaps, convention));
        }
        if !self.limit_is_idle(heaps) {
            // Rule: the seed's "mod R+1" is false for K ≥ 2: the solver.
            return None;
        }
        let modulus = u128::from(self.k) + 1;
        let lost = match convention {
            // Rule (misère, only heaps of 0 and 1): lost when the 1s are
            // ≡ 1 mod K+1 (the player to move must leave K+1 multiples).
            Convention::Misere if heaps.iter().all(|&h| h <= 1) => {
                heaps.iter().filter(|&&h| h == 1).count() as u128 % modulus == 1
            }
            // Rule (Moore): lost when every digit sum is ≡ 0 mod K+1.
            _ => digit_sums_vanish(self.k, heaps),
        };
        Some(if lost { Outcome::P } else { Outcome::N })
    }

    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        match (self.k, self.r) {
            // Rule (K = 1): Nim, or take:R with heaps worth n mod (R+1).
            (1, None) => Some(nim_sum(heaps)),
            (1, Some(r)) => Some(heaps.iter().fold(0, |x, &h| x ^ take_grundy(r, h))),
            // No closed form for K ≥ 2: the solver.
            _ => None,
        }
    }

    fn remoteness(&self, heaps: &Vec<u64>, convention: Convention) -> Option<u64> {
        match (self.k, self.r) {
            (1, None) => u64::try_from(nim::remoteness(heaps, convention)).ok(),
            // Rule (K = 1, R stones at most): take:R, known with one heap left.
            (1, Some(r)) => take_remoteness(r, heaps, convention),
            _ => None,
        }
    }

    fn winning_moves(
        &self,
        heaps: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        let all = match (self.k, self.r) {
            (1, None) => Some(nim::winning_moves(heaps, convention)),
            (1, Some(r)) => Some(take_winning_moves(r, heaps, convention)),
            _ => None,
        };
        if let Some(all) = all {
            let listed = all
                .iter()
                .take(limit)
                .filter_map(|&m| nim::apply(heaps, m))
                .collect();
            return Some((listed, all.len()));
        }
        // K ≥ 2: the moves are few (decode's limit); keep those to P.
        self.outcome(heaps, convention)?;
        let mut listed = Vec::new();
        let mut count = 0usize;
        let mut unknown = false;
        self.each_move(heaps, &mut |p| {
            let p = p.to_vec();
            match self.outcome(&p, convention) {
                // Rule: a winning move leaves a P-position.
                Some(Outcome::P) => {
                    count += 1;
                    if listed.len() < limit {
                        listed.push(p);
                    }
                }
                Some(Outcome::N) => {}
                None => unknown = true,
            }
        });
        (!unknown).then_some((listed, count))
    }

    fn random_move(&self, heaps: &Vec<u64>, pick: &mut dyn FnMut(u64) -> u64) -> Option<Vec<u64>> {
        let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        if live.is_empty() {
            return None;
        }
        // Touch 1..=K live heaps, each chosen with no repeat.
        let most = self.k.min(live.len() as u64);
        let touch = 1 + pick(most);
        let mut pool = live;
        let mut next = heaps.clone();
        for _ in 0..touch {
            let j = (pick(pool.len() as u64) as usize).min(pool.len() - 1);
            let i = pool.swap_remove(j);
            next[i] -= 1 + pick(self.most(heaps[i]));
        }
        Some(next)
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
    use crate::engine::proof::prove;
    use crate::solver::solve;

    fn game(k: u64, r: Option<u64>) -> Moore {
        Moore { k, r }
    }

    #[test]
    fn the_seed_rule_digit_sums_mod_k_plus_1() {
        // Index-2 Nim: 1,2,3 has one 1 in each digit... 1=01, 2=10, 3=11:
        // two 1s per digit, not a multiple of 3: N. Doubling it gives P.
        let g = game(2, None);
        assert_eq!(
            g.outcome(&vec![1, 2, 3], Convention::Normal),
            Some(Outcome::N)
        );
        assert_eq!(
            g.outcome(&vec![1, 2, 3, 1, 2, 3], Convention::Normal),
            Some(Outcome::N)
        );
        assert_eq!(
            g.outcome(&vec![3, 3, 3], Convention::Normal),
            Some(Outcome::P)
        );
        // Nim's P-position 1,2,3 is N in index-2 Nim: every winning move
        // leaves digit sums ≡ 0 mod 3 (such as 0,0,0 or 1,1,1... from 1,2,3:
        // take 1 and 2 from the last two, leaving 1,1,1).
        let (moves, count) = g
            .winning_moves(&vec![1, 2, 3], Convention::Normal, 10)
            .unwrap_or_default();
        assert!(count > 0);
        for m in moves {
            assert!(digit_sums_vanish(2, &m), "{m:?}");
        }
    }

    #[test]
    fn every_variant_is_proved_against_the_naive_solver() {
        for (k, r) in [
            (1, None),
            (2, None),
            (3, None),
            (1, Some(2)),
            (2, Some(1)),
            (2, Some(3)),
            (3, Some(2)),
        ] {
            for c in [Convention::Normal, Convention::Misere] {
                let errors = prove(&game(k, r), c);
                assert!(errors.is_empty(), "{}", errors.join("\n"));
            }
        }
    }

    #[test]
    fn the_seeds_mod_r_plus_1_rule_is_false_for_k_2() {
        let g = game(2, Some(1));
        let v = solve(
            &crate::engine::Naive(&g),
            &vec![2, 1, 1, 1],
            Convention::Normal,
            10_000,
        );
        assert_eq!(v.map(|v| v.outcome), Some(Outcome::N));
        // Residues 0,1,1,1: three 1s, which the "mod R+1" rule calls P.
        assert!(digit_sums_vanish(2, &[0, 1, 1, 1]));
        assert_eq!(g.outcome(&vec![2, 1, 1, 1], Convention::Normal), None);
    }

    #[test]
    fn moves_are_counted_and_checked_directly() {
        let g = game(2, None);
        assert_eq!(g.move_count(&[3, 5, 6]), (3 + 5 + 6) + (15 + 18 + 30));
        assert_eq!(g.moves(&vec![3, 5, 6]).len(), 77);
        let big = vec![u64::MAX, u64::MAX, 7];
        assert!(g.is_move(&big, &vec![0, 1, 7]));
        assert!(!g.is_move(&big, &vec![0, 1, 6]));
        assert!(!game(2, Some(3)).is_move(&vec![9, 9], &vec![5, 9]));
        assert!(
            g.decode(&"1000,1000,1000".parse().unwrap_or_default())
                .is_err()
        );
        assert!(
            game(1, None)
                .decode(&"1000,1000,1000".parse().unwrap_or_default())
                .is_ok()
        );
    }
}
