//! Building Nim BN(n, s) (Larsson, Heubach, Dufour, Duchêne 2015,
//! arXiv 1502.04068): `s` heaps start empty and `n` stones wait. Phase 1:
//! the players alternately place one stone on a heap of their choice.
//! When every stone is placed, phase 2: Nim on those heaps, the turn
//! passing on as before (the player who would move next moves first).
//!
//! Position syntax: the `s` heaps, then the stones still to place:
//! `0,0,0,6` is the start of BN(6, 3); `2,1,3,0` is a Nim position of its
//! phase 2. While stones are left, the heaps and those stones add up to
//! `n`; in phase 2 the heaps add up to at most `n`.
//!
//! Fast paths: phase 2 is Nim (Bouton, both conventions, Nim's
//! remoteness); phase 1 is searched over sorted heaps with Bouton at the
//! leaves (a few thousand positions within the limits
//! [`MAX_BUILDING_STONES`] and [`MAX_BUILDING_HEAPS`]).

use std::collections::HashMap;

use crate::catalogue::{Entry, Family, list_param};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::{lowered, one_heap_lowered};
use crate::games::nim::{self, nim_sum};
use crate::limits::Limit;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, FactValue, Outcome, Position, mex};

/// Stones `n` of a Building Nim game BN(n, s).
pub const STONES_LIMIT: Limit = Limit::new("building-stones");
/// Heaps `s` of a Building Nim game BN(n, s).
pub const HEAPS_LIMIT: Limit = Limit::new("building-heaps");
/// Most stones of a Building Nim game: its placing phase is searched over
/// sorted heaps (BN(40, 6) has about 40,000 such positions).
pub const MAX_BUILDING_STONES: u64 = 40;
/// Most heaps of a Building Nim game.
pub const MAX_BUILDING_HEAPS: u64 = 6;

/// The registry's line for Building Nim.
pub const ENTRY: Entry = Entry {
    name: "building",
    family: Family::Nim,
    params: "N,S: N stones to place on S heaps (N <= 40, 1 <= S <= 6)",
    position: "the S heaps then the stones left: H,...,H,LEFT",
    example: ("building:6,3", "0,0,0,6"),
    example_board: || Board::Building,
    // The start of BN(6, 3) is a P-position: the computer places first.
    example_first: First::Computer,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `building` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<Building, CoreError> {
    let [n, s] = list_param("building", params)?[..] else {
        return Err(CoreError::BadGameParameter {
            given: format!("building:{}", params.unwrap_or_default()),
        });
    };
    let too_large = |limit, max: u64, asked: u64| CoreError::TooLarge {
        limit,
        max: u128::from(max),
        asked: u128::from(asked),
    };
    if n > MAX_BUILDING_STONES {
        return Err(too_large(STONES_LIMIT, MAX_BUILDING_STONES, n));
    }
    if s > MAX_BUILDING_HEAPS {
        return Err(too_large(HEAPS_LIMIT, MAX_BUILDING_HEAPS, s));
    }
    if s == 0 {
        return Err(CoreError::BadGameParameter {
            given: format!("building:{n},0"),
        });
    }
    Ok(Building { n, s: s as usize })
}

/// BN(n, s).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Building {
    /// Stones to place.
    pub n: u64,
    /// Heaps.
    pub s: usize,
}

/// Splits a position into its heaps and the stones left.
pub fn split(p: &[u64]) -> (&[u64], u64) {
    match p.split_last() {
        Some((&left, heaps)) => (heaps, left),
        None => (&[], 0),
    }
}

/// The position after placing one waiting stone on heap `heap` (phase 1),
/// or `None` when no stone waits or there is no such heap.
pub fn place(p: &[u64], heap: usize) -> Option<Vec<u64>> {
    let (heaps, left) = split(p);
    if left == 0 || heap >= heaps.len() {
        return None;
    }
    let mut q = p.to_vec();
    q[heap] = q[heap].checked_add(1)?;
    q[heaps.len()] = left - 1;
    Some(q)
}

/// The sorted heaps after placing one stone on each distinct heap size.
fn placements(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = Vec::new();
    for i in 0..heaps.len() {
        if i > 0 && heaps[i] == heaps[i - 1] {
            continue;
        }
        let mut h = heaps.to_vec();
        h[i] += 1;
        h.sort_unstable();
        out.push(h);
    }
    out
}

/// Phase 1 searched over sorted heaps: the value at each leaf (all stones
/// placed) is `leaf(heaps)`, and a position's value is `fold` of its
/// children's.
fn search<T: Copy>(
    heaps: &[u64],
    left: u64,
    memo: &mut HashMap<(Vec<u64>, u64), T>,
    leaf: &dyn Fn(&[u64]) -> T,
    fold: &dyn Fn(Vec<T>) -> T,
) -> T {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    if left == 0 {
        return leaf(&sorted);
    }
    if let Some(&v) = memo.get(&(sorted.clone(), left)) {
        return v;
    }
    let children = placements(&sorted)
        .iter()
        .map(|h| search(h, left - 1, memo, leaf, fold))
        .collect();
    let v = fold(children);
    memo.insert((sorted, left), v);
    v
}

/// The outcome of BN with `heaps` placed and `left` stones to go.
///
/// ```
/// use nimatron_core::{games::building::outcome, Convention, Outcome};
/// // Two stones, two heaps: the second placer chooses 1,1 (lost for the
/// // next player) — so the player to move at the start loses.
/// assert_eq!(outcome(&[0, 0], 2, Convention::Normal), Outcome::P);
/// ```
pub fn outcome(heaps: &[u64], left: u64, convention: Convention) -> Outcome {
    let won = search(
        heaps,
        left,
        &mut HashMap::new(),
        // Rule (phase 2): Bouton — Nim's outcome, in either convention.
        &|h| nim::outcome(h, convention) == Outcome::N,
        // Rule: a position is won when some placement leaves a lost one.
        &|children| children.iter().any(|&w| !w),
    );
    if won { Outcome::N } else { Outcome::P }
}

/// The Grundy value (normal play) of BN with `heaps` placed and `left` to go.
pub fn grundy(heaps: &[u64], left: u64) -> u64 {
    search(
        heaps,
        left,
        &mut HashMap::new(),
        // Rule (phase 2): the nim-sum; phase 1: the mex of the children.
        &|h| nim_sum(h),
        &|children| mex(children),
    )
}

impl Ruleset for Building {
    type Position = Vec<u64>;

    fn name(&self) -> &'static str {
        "building"
    }

    fn spec(&self) -> String {
        format!("building:{},{}", self.n, self.s)
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        vec![
            ("n", FactValue::Number(self.n)),
            ("s", FactValue::Number(self.s as u64)),
        ]
    }

    fn limits(&self) -> &'static [Limit] {
        &[STONES_LIMIT, HEAPS_LIMIT]
    }

    fn decode(&self, position: &Position) -> Result<Vec<u64>, CoreError> {
        let bad = || CoreError::BadPosition {
            given: crate::position::shorten(&position.to_string()),
        };
        let [p] = position.parts() else {
            return Err(bad());
        };
        // Rule: the S heaps, then the stones left (not S + 1 heaps).
        if p.len() != self.s + 1 {
            return Err(bad());
        }
        let total = p.iter().fold(0u128, |s, &x| s + u128::from(x));
        let (_, left) = split(p);
        // Rule: while stones are left, every stone is on a heap or waiting;
        // in phase 2 stones only go away.
        let fits = if left > 0 {
            total == u128::from(self.n)
        } else {
            total <= u128::from(self.n)
        };
        if !fits {
            return Err(bad());
        }
        Ok(p.clone())
    }

    // Every heap empty, every stone still to place.
    fn start(&self) -> Option<Vec<u64>> {
        let mut p = vec![0; self.s];
        p.push(self.n);
        Some(p)
    }

    fn encode(&self, p: &Vec<u64>) -> Position {
        Position::new(p.clone())
    }

    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let (heaps, left) = split(p);
        let mut out = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            if left > 0 {
                // Rule (phase 1): one stone on heap i.
                out.extend(place(p, i));
            } else {
                // Rule (phase 2): Nim — any number from heap i.
                out.extend((1..=heap).map(|t| lowered(p, i, t)));
            }
        }
        out
    }

    fn canonical(&self, p: &Vec<u64>) -> Vec<u64> {
        let (heaps, left) = split(p);
        let mut c = heaps.to_vec();
        c.sort_unstable();
        c.push(left);
        c
    }

    fn is_move(&self, from: &Vec<u64>, to: &Vec<u64>) -> bool {
        let ((a, left), (b, after)) = (split(from), split(to));
        if left > 0 {
            // Rule (phase 1): one stone leaves the pile for one heap.
            return after + 1 == left && one_heap_lowered(b, a).is_some_and(|(_, t)| t == 1);
        }
        after == 0 && one_heap_lowered(a, b).is_some_and(|(_, t)| t >= 1)
    }

    fn board(&self) -> Board {
        Board::Building
    }

    fn is_terminal(&self, p: &Vec<u64>) -> bool {
        p.iter().all(|&x| x == 0)
    }

    fn outcome(&self, p: &Vec<u64>, convention: Convention) -> Option<Outcome> {
        let (heaps, left) = split(p);
        Some(outcome(heaps, left, convention))
    }

    fn grundy(&self, p: &Vec<u64>) -> Option<u64> {
        let (heaps, left) = split(p);
        Some(grundy(heaps, left))
    }

    fn remoteness(&self, p: &Vec<u64>, convention: Convention) -> Option<u64> {
        match split(p) {
            (heaps, 0) => u64::try_from(nim::remoteness(heaps, convention)).ok(),
            _ => None,
        }
    }

    fn winning_moves(
        &self,
        p: &Vec<u64>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<u64>>, usize)> {
        let mut all = Vec::new();
        if let (heaps, 0) = split(p) {
            all.extend(
                nim::winning_moves(heaps, convention)
                    .into_iter()
                    .filter_map(|m| nim::apply(p, m)),
            );
        } else {
            // Rule: a winning placement leaves a P-position.
            all.extend(self.moves(p).into_iter().filter(|m| {
                let (h, left) = split(m);
                outcome(h, left, convention) == Outcome::P
            }));
        }
        let count = all.len();
        all.truncate(limit);
        Some((all, count))
    }

    fn small_positions(&self) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for _ in 0..self.s {
            all = all
                .into_iter()
                .flat_map(|p: Vec<u64>| {
                    let used: u64 = p.iter().sum();
                    (0..=self.n - used).map(move |h| {
                        let mut q = p.clone();
                        q.push(h);
                        q
                    })
                })
                .collect();
        }
        let mut out = Vec::new();
        for heaps in all {
            let used: u64 = heaps.iter().sum();
            let mut p = heaps.clone();
            p.push(0);
            out.push(p);
            if used < self.n {
                let mut p = heaps;
                p.push(self.n - used);
                out.push(p);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::proof::prove;

    #[test]
    fn several_sizes_are_proved_against_the_naive_solver() {
        for (n, s) in [(4, 1), (5, 2), (7, 2), (6, 3), (5, 4)] {
            for c in [Convention::Normal, Convention::Misere] {
                let errors = prove(&Building { n, s }, c);
                assert!(errors.is_empty(), "{}", errors.join("\n"));
            }
        }
    }

    #[test]
    fn a_stone_is_placed_only_while_one_waits() {
        assert_eq!(place(&[0, 2, 4], 1), Some(vec![0, 3, 3]));
        assert_eq!(place(&[1, 2, 0], 0), None, "phase 2: nothing to place");
        assert_eq!(place(&[1, 2, 3], 2), None, "no third heap");
        assert_eq!(split(&[1, 2, 0]), (&[1, 2][..], 0));
        let game = Building { n: 6, s: 2 };
        let from = vec![1, 2, 3];
        assert!(game.is_move(&from, &place(&from, 0).unwrap()));
    }

    #[test]
    fn who_wins_bn_n_s_from_the_start() {
        // The first player's outcome at the start of BN(n, s), n = 1..=20.
        let row = |s: usize| -> String {
            (1..=20)
                .map(|n| match outcome(&vec![0; s], n, Convention::Normal) {
                    Outcome::N => 'N',
                    Outcome::P => 'P',
                })
                .collect()
        };
        for s in 1..=4 {
            println!("BN(n, {s}), n = 1..20: {}", row(s));
        }
        // One heap: phase 2 is one heap of n, won by whoever moves first in
        // it: the first player exactly when n is even.
        assert_eq!(row(1), "PN".repeat(10));
        // Two and four heaps: always lost for the first player (n ≤ 20).
        assert_eq!(row(2), "P".repeat(20));
        assert_eq!(row(4), "P".repeat(20));
        // Three heaps (found here, n ≤ 40): lost for the first player
        // exactly when n is odd or n = 2^k − 2 (2, 6, 14, 30).
        for n in 1..=40u64 {
            let lost = n % 2 == 1 || (n + 2).is_power_of_two();
            let o = outcome(&[0, 0, 0], n, Convention::Normal);
            assert_eq!(o == Outcome::P, lost, "BN({n}, 3)");
        }
    }
}
