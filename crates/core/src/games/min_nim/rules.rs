//! Min Nim as a registered game: Sprague–Grundy gives the normal-play
//! outcome, value and winning moves for any heaps; the remoteness, the
//! misère answers and the perfect computer read the seed's table.
//!
//! Why a cache: a game only goes down from its start, so the table of the
//! first position asked covers every later one. It is kept (one per
//! convention) instead of being rebuilt on every click.

use crate::games::subtraction::{grundy_sequence, sequence_terms};
use crate::limits::MAX_MIN_NIM_ANALYSIS_CELLS;
use std::sync::{Arc, Mutex};

use super::{MinNimRule, MinNimTable};
use crate::catalogue::{Entry, Family, list_param};
use crate::engine::{rules_only, with_engine};
use crate::first::First;
use crate::games::heap_rules::fixed;
use crate::games::subtraction::periodic_grundy;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, FactValue, Outcome, Position};

/// The registry's line for Min Nim.
pub const ENTRY: Entry = Entry {
    name: "min-nim",
    family: Family::Subtraction,
    params: "R1,R2,R3: the three amounts a move may take (R1 < R2 < R3)",
    position: "three heaps: A,B,C",
    example: ("min-nim:1,3,4", "10,10,10"),
    example_board: || Board::Heaps,
    example_first: First::Me,
    make: |params, _| with_engine(made(params)),
    rules: |params, _| rules_only(made(params)),
};

/// The game `min-nim` names, made from its parameters (the text after `:`).
fn made(params: Option<&str>) -> Result<MinNim, CoreError> {
    let rule = MinNimRule::new(&list_param("min-nim", params)?)?;
    Ok(MinNim::new(rule))
}

/// Min Nim: its rule, with its table cache.
#[derive(Debug)]
pub struct MinNim {
    rule: MinNimRule,
    /// Invariant: each table is complete; at most one per convention.
    tables: Mutex<Vec<Arc<MinNimTable>>>,
}

impl MinNim {
    /// Min Nim with `rule`.
    pub fn new(rule: MinNimRule) -> Self {
        MinNim {
            rule,
            tables: Mutex::new(Vec::new()),
        }
    }

    /// The rule: the three amounts a move may take.
    pub fn rule(&self) -> &MinNimRule {
        &self.rule
    }

    /// A table that holds `p` under `convention`: the cached one, or a new
    /// one for the box of `p` (`None` past
    /// [`crate::limits::MAX_MIN_NIM_ANALYSIS_CELLS`]).
    fn table(&self, p: [u64; 3], convention: Convention) -> Option<Arc<MinNimTable>> {
        let mut tables = self.tables.lock().ok()?;
        let holds =
            |t: &MinNimTable| t.convention() == convention && t.get(p[0], p[1], p[2]).is_some();
        if let Some(t) = tables.iter().find(|t| holds(t)) {
            return Some(Arc::clone(t));
        }
        // Rule: an analysis builds at most MAX_MIN_NIM_ANALYSIS_CELLS cells
        // (the box of `p` is its reachable positions).
        if self.reachable_bound(&p)? > u128::from(MAX_MIN_NIM_ANALYSIS_CELLS) {
            return None;
        }
        let t = Arc::new(MinNimTable::compute(p, &self.rule, convention).ok()?);
        tables.retain(|old| old.convention() != convention);
        tables.push(Arc::clone(&t));
        Some(t)
    }

    /// The Grundy values of the three heaps (normal play).
    fn values(&self, p: [u64; 3]) -> Option<[u64; 3]> {
        let g = periodic_grundy(&self.rule.subtraction_set()).ok()?;
        Some(p.map(|n| g.get(n)))
    }
}

impl Ruleset for MinNim {
    type Position = [u64; 3];

    fn name(&self) -> &'static str {
        "min-nim"
    }

    fn spec(&self) -> String {
        let [a, b, c] = self.rule.removals();
        format!("min-nim:{a},{b},{c}")
    }

    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        vec![("set", FactValue::Numbers(self.rule.removals().to_vec()))]
    }

    fn board(&self) -> Board {
        Board::Heaps
    }

    fn decode(&self, position: &Position) -> Result<[u64; 3], CoreError> {
        fixed::<3>(position)
    }

    fn encode(&self, p: &[u64; 3]) -> Position {
        Position::new(p.to_vec())
    }

    fn moves(&self, p: &[u64; 3]) -> Vec<[u64; 3]> {
        // Rule: take R1, R2 or R3 from one heap.
        let mut out = Vec::new();
        for heap in 0..3 {
            for r in self.rule.removals() {
                if p[heap] >= r {
                    let mut next = *p;
                    next[heap] -= r;
                    out.push(next);
                }
            }
        }
        out
    }

    // Rule: the order of the heaps plays no part.
    fn canonical(&self, p: &[u64; 3]) -> [u64; 3] {
        let mut c = *p;
        c.sort_unstable();
        c
    }

    fn reachable_bound(&self, p: &[u64; 3]) -> Option<u128> {
        Some(
            p.iter()
                .fold(1u128, |n, &h| n.saturating_mul(u128::from(h) + 1)),
        )
    }

    fn is_move(&self, from: &[u64; 3], to: &[u64; 3]) -> bool {
        // Rule: take R1, R2 or R3 from one heap.
        crate::games::heap_rules::one_heap_lowered(from, to)
            .is_some_and(|(_, s)| self.rule.removals().contains(&s))
    }

    fn is_terminal(&self, p: &[u64; 3]) -> bool {
        let least = self.rule.removals()[0];
        p.iter().all(|&h| h < least)
    }

    fn outcome(&self, p: &[u64; 3], convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule: Sprague–Grundy, P exactly when the XOR is 0.
            Convention::Normal => Some(if self.grundy(p)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            Convention::Misere => self
                .table(*p, convention)?
                .get(p[0], p[1], p[2])
                .map(|c| c.0),
        }
    }

    fn grundy(&self, p: &[u64; 3]) -> Option<u64> {
        let [a, b, c] = self.values(*p)?;
        Some(a ^ b ^ c)
    }

    fn remoteness(&self, p: &[u64; 3], convention: Convention) -> Option<u64> {
        let (_, d) = self.table(*p, convention)?.get(p[0], p[1], p[2])?;
        Some(u64::from(d))
    }

    fn winning_moves(
        &self,
        p: &[u64; 3],
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<[u64; 3]>, usize)> {
        let children = self.moves(p);
        let winning: Vec<[u64; 3]> = match convention {
            Convention::Normal => {
                let x = self.grundy(p)?;
                // Rule: a move wins when it leaves XOR 0.
                children
                    .into_iter()
                    .filter(|c| self.grundy(c) == Some(0) && x != 0)
                    .collect()
            }
            Convention::Misere => {
                let t = self.table(*p, convention)?;
                // Rule: a move wins when it reaches a P-position of the table.
                children
                    .into_iter()
                    .filter(|c| {
                        t.get(c[0], c[1], c[2])
                            .is_some_and(|(o, _)| o == Outcome::P)
                    })
                    .collect()
            }
        };
        let count = winning.len();
        Some((winning.into_iter().take(limit).collect(), count))
    }

    fn best_move(&self, p: &[u64; 3], convention: Convention) -> Option<Option<[u64; 3]>> {
        let t = self.table(*p, convention)?;
        Some(t.optimal_move(p[0], p[1], p[2]))
    }

    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        let set = self.rule.subtraction_set();
        Some(crate::one_heap::OneHeap::Subtraction(set))
    }

    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        // A Min Nim heap is the subtraction game of its three removals.
        let set = self.rule.subtraction_set();
        Some(sequence_terms(upto).map(|n| grundy_sequence(&set).take(n).collect()))
    }

    fn small_positions(&self) -> Vec<[u64; 3]> {
        let mut all = Vec::new();
        for a in 0..=6 {
            for b in 0..=6 {
                for c in 0..=6 {
                    all.push([a, b, c]);
                }
            }
        }
        all
    }
}
