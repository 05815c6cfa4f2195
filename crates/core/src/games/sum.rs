//! A sum of games: a position made of components of different games (Nim
//! 3,4 + Kayles 5 + Fibonacci 20); a move is a move in exactly one
//! component. The game text names the components, `sum:nim+kayles+take:3`,
//! and the position gives each component's position in order, separated
//! by `+`: `3,4+5+19`.
//!
//! Theorem (Sprague–Grundy, normal play): the Grundy value of a sum is the
//! XOR of its components' values, so the sum is P exactly when that XOR is
//! 0, and a winning move takes one component of value `g` to the value
//! `g ⊕ X` (X the XOR), which is below `g` for some component when X ≠ 0.
//! Misère sums have no such rule: the solver answers within its budget.

use crate::analysis::{Fact, FactKey};
use crate::catalogue::{Entry, Family, game_in, start_position_in};
use crate::engine::{AnyGame, rules_only, with_engine};
use crate::first::First;
use crate::limits::Limit;
use crate::parts::{Part, ValueFrom};
use crate::position::shorten;
use crate::ruleset::{Board, Ruleset};
use crate::{Convention, CoreError, Outcome, Position};

/// The Grundy value of each component.
pub const COMPONENT_VALUES: FactKey = FactKey::normal_play_value("component-values");

/// Components of a sum.
pub const COMPONENTS_LIMIT: Limit = Limit::new("sum-components");
/// Moves from one component of a sum (each is looked at).
pub const COMPONENT_MOVES_LIMIT: Limit = Limit::new("sum-component-moves");
/// Most components in a sum.
pub const MAX_SUM_COMPONENTS: usize = 16;
/// Most moves from one component of a sum: the winning moves of a sum are
/// found by looking at each component's moves.
pub const MAX_SUM_COMPONENT_MOVES: usize = 4096;

/// The registry's line for sums.
pub const ENTRY: Entry = Entry {
    name: "sum",
    family: Family::Sums,
    params: "GAME+GAME+...: the components' games",
    position: "each component's position, separated by +: 3,4+5+19",
    example: ("sum:nim+kayles+fibonacci", "3,4+5+20"),
    example_board: || Board::Sum {
        parts: ["nim", "kayles", "fibonacci"].map(String::from).to_vec(),
    },
    example_first: First::Me,
    make: |params, games| with_engine(Sum::parse(params, games)),
    rules: |params, games| rules_only(Sum::parse(params, games)),
};

/// A sum of components of registered games.
#[derive(Debug)]
pub struct Sum {
    // Invariant: 1..=MAX_SUM_COMPONENTS components, none of them a sum.
    parts: Vec<Box<dyn AnyGame>>,
    /// Each component where it opens on its own, when every one has such
    /// a position (found in the list the parts came from).
    starts: Option<Vec<Position>>,
}

impl Sum {
    /// The sum named by `params` (`nim+kayles+take:3`), its components
    /// made from `games` (the registry's list, passed in so that this
    /// file never names the registry).
    pub fn parse(params: Option<&str>, games: &'static [Entry]) -> Result<Self, CoreError> {
        let text = params.unwrap_or_default();
        let bad = || CoreError::BadGameParameter {
            given: shorten(&format!("sum:{text}")),
        };
        let names: Vec<&str> = text.split('+').map(str::trim).collect();
        if text.trim().is_empty() || names.iter().any(|n| n.is_empty()) {
            return Err(bad());
        }
        if names.len() > MAX_SUM_COMPONENTS {
            return Err(CoreError::TooLarge {
                limit: COMPONENTS_LIMIT,
                max: MAX_SUM_COMPONENTS as u128,
                asked: names.len() as u128,
            });
        }
        let mut parts = Vec::new();
        for name in names {
            let part = game_in(games, name)?;
            // Rule: a sum of sums is one sum; write its components out.
            if part.name() == "sum" {
                return Err(bad());
            }
            parts.push(part);
        }
        let starts = parts
            .iter()
            .map(|g| start_position_in(games, &g.spec()))
            .collect();
        Ok(Sum { parts, starts })
    }

    /// The components' Grundy values, when every one is known.
    fn values(&self, p: &[Position]) -> Option<Vec<u64>> {
        self.parts
            .iter()
            .zip(p)
            .map(|(g, q)| g.grundy(q).ok().flatten())
            .collect()
    }

    /// The moves of component `i` (checked against the limit in `decode`).
    fn part_moves(&self, p: &[Position], i: usize) -> Vec<Position> {
        self.parts[i]
            .moves(&p[i], MAX_SUM_COMPONENT_MOVES)
            .unwrap_or_default()
    }

    /// `p` with one component moved, to each of the positions `children(i)`
    /// gives for component `i`.
    fn one_moved(
        &self,
        p: &[Position],
        children: impl Fn(usize) -> Vec<Position>,
    ) -> Vec<Vec<Position>> {
        let mut out = Vec::new();
        // Rule: a move in a sum is a move in exactly one component.
        for i in 0..self.parts.len() {
            for q in children(i) {
                out.push(Sum::with(p, i, q));
            }
        }
        out
    }

    /// `p` with component `i` replaced by `q`.
    fn with(p: &[Position], i: usize, q: Position) -> Vec<Position> {
        let mut next = p.to_vec();
        next[i] = q;
        next
    }
}

impl Ruleset for Sum {
    type Position = Vec<Position>;

    fn name(&self) -> &'static str {
        "sum"
    }

    fn spec(&self) -> String {
        let names: Vec<String> = self.parts.iter().map(|g| g.spec()).collect();
        format!("sum:{}", names.join("+"))
    }

    fn board(&self) -> Board {
        Board::Sum {
            parts: self.parts.iter().map(|g| g.spec()).collect(),
        }
    }

    fn decode(&self, position: &Position) -> Result<Vec<Position>, CoreError> {
        let parts = position.parts();
        if parts.len() != self.parts.len() {
            return Err(CoreError::WrongPartCount {
                expected: self.parts.len(),
                got: parts.len(),
            });
        }
        let mut out = Vec::new();
        for (i, (g, part)) in self.parts.iter().zip(parts).enumerate() {
            // A component's refusal says which component it was.
            let within = |error: CoreError| CoreError::InComponent {
                place: i + 1,
                game: g.spec(),
                error: Box::new(error),
            };
            let q = g.normalize(&Position::new(part.clone())).map_err(within)?;
            // Every move of a component is looked at: bound how many.
            let n = g
                .moves(&q, MAX_SUM_COMPONENT_MOVES + 1)
                .map_err(within)?
                .len();
            if n > MAX_SUM_COMPONENT_MOVES {
                return Err(within(CoreError::TooLarge {
                    limit: COMPONENT_MOVES_LIMIT,
                    max: MAX_SUM_COMPONENT_MOVES as u128,
                    asked: n as u128,
                }));
            }
            out.push(q);
        }
        Ok(out)
    }

    // Each component where it opens on its own.
    fn start(&self) -> Option<Vec<Position>> {
        self.starts.clone()
    }

    fn encode(&self, p: &Vec<Position>) -> Position {
        Position::from_parts(p.iter().map(|q| q.numbers().to_vec()).collect())
    }

    fn moves(&self, p: &Vec<Position>) -> Vec<Vec<Position>> {
        self.one_moved(p, |i| self.part_moves(p, i))
    }

    // Rule: a sum is worth what its components are, so each component
    // may stand for its own representative (Kayles rows sorted, Nim heaps
    // sorted): the solver's memo then meets `3,5+1` once for `5,3+1`.
    fn canonical(&self, p: &Vec<Position>) -> Vec<Position> {
        let parts = self.parts.iter().zip(p);
        parts
            .map(|(g, q)| g.canonical(q).unwrap_or_else(|_| q.clone()))
            .collect()
    }

    fn canonical_moves(&self, p: &Vec<Position>) -> Vec<Vec<Position>> {
        let parts = &self.parts;
        self.one_moved(p, |i| parts[i].canonical_moves(&p[i]).unwrap_or_default())
    }

    fn is_move(&self, from: &Vec<Position>, to: &Vec<Position>) -> bool {
        if from.len() != to.len() {
            return false;
        }
        let changed: Vec<usize> = (0..from.len()).filter(|&i| from[i] != to[i]).collect();
        match changed.as_slice() {
            &[i] => self.parts[i].is_move(&from[i], &to[i]).unwrap_or(false),
            _ => false,
        }
    }

    // The positions of a sum are tuples of its components' positions, so
    // their bounds multiply: a search past the budget is known hopeless
    // before it starts (a heap of 100,000 beside Nim's 5 is refused at
    // once instead of after a second of search).
    fn reachable_bound(&self, p: &Vec<Position>) -> Option<u128> {
        self.parts.iter().zip(p).try_fold(1u128, |product, (g, q)| {
            Some(product.saturating_mul(g.reachable_bound(q).ok()??))
        })
    }

    fn is_terminal(&self, p: &Vec<Position>) -> bool {
        self.parts
            .iter()
            .zip(p)
            .all(|(g, q)| g.is_terminal(q).unwrap_or(true))
    }

    fn outcome(&self, p: &Vec<Position>, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Sprague–Grundy): P exactly when the XOR is 0.
            Convention::Normal => Some(if Ruleset::grundy(self, p)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            Convention::Misere => None,
        }
    }

    fn grundy(&self, p: &Vec<Position>) -> Option<u64> {
        Some(self.values(p)?.into_iter().fold(0, |x, g| x ^ g))
    }

    fn winning_moves(
        &self,
        p: &Vec<Position>,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Vec<Position>>, usize)> {
        if convention == Convention::Misere {
            return None;
        }
        let values = self.values(p)?;
        let x = values.iter().fold(0, |x, g| x ^ g);
        let (mut listed, mut count) = (Vec::new(), 0);
        if x == 0 {
            return Some((listed, count));
        }
        for (i, &g) in values.iter().enumerate() {
            // Rule: a move wins when its component's value becomes g ⊕ X
            // (below g it always exists by the mex; a move may also raise a
            // value, and then it wins too).
            let target = g ^ x;
            for q in self.part_moves(p, i) {
                if self.parts[i].grundy(&q).ok().flatten()? == target {
                    count += 1;
                    if listed.len() < limit {
                        listed.push(Sum::with(p, i, q));
                    }
                }
            }
        }
        Some((listed, count))
    }

    fn parts(&self, p: &Vec<Position>) -> Option<Vec<Part>> {
        // Sprague–Grundy: each component is a part, worth its own game's value.
        let games = self.parts.iter().map(|g| g.spec());
        let parts = games.zip(p).map(|(game, position)| Part {
            position: position.clone(),
            from: ValueFrom::Component,
            game: Some(game),
        });
        Some(parts.collect())
    }

    // Rule: a move in a sum is a move in exactly one component.
    fn join(&self, p: &Vec<Position>, index: usize, part: &Position) -> Option<Vec<Position>> {
        (index < p.len()).then(|| Sum::with(p, index, part.clone()))
    }

    fn limits(&self) -> &'static [Limit] {
        &[COMPONENTS_LIMIT, COMPONENT_MOVES_LIMIT]
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[COMPONENT_VALUES]
    }

    fn facts(&self, p: &Vec<Position>, _: Convention) -> Vec<Fact> {
        match self.values(p) {
            Some(v) => vec![Fact::numbers(COMPONENT_VALUES, v)],
            None => Vec::new(),
        }
    }

    fn small_positions(&self) -> Vec<Vec<Position>> {
        let mut all = vec![Vec::new()];
        for g in &self.parts {
            let mine: Vec<Position> = g.small_positions().into_iter().take(6).collect();
            all = all
                .into_iter()
                .flat_map(|p: Vec<Position>| {
                    mine.iter().map(move |q| {
                        let mut next = p.clone();
                        next.push(q.clone());
                        next
                    })
                })
                .take(400)
                .collect();
        }
        all
    }
}

// Tests: crates/core/tests/sum.rs (they make sums through the registry).
