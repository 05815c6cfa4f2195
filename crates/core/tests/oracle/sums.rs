//! Sums of games (Sprague–Grundy's disjunctive sum, the seed's "suma
//! disyuntiva"): a move is a move in exactly one component, the others
//! unchanged. The text gives each component's position, in order,
//! separated by `+`. Each component's moves are its own oracle's.

use std::collections::HashSet;

use nimatron_core::{Convention, FactValue, Position};
use proptest::prelude::*;

use super::{Family, Oracle, Rules, rules_of};

/// The families of this file.
pub const FAMILIES: &[Family] = &[Family {
    name: "sum",
    rules: |params| {
        let parts = params
            .unwrap_or_default()
            .split('+')
            .map(rules_of)
            .collect();
        Box::new(Sum { parts })
    },
    random: Some(|| {
        proptest::collection::vec(proptest::sample::select(COMPONENTS), 2..=3)
            .prop_map(|games| format!("sum:{}", games.join("+")))
            .boxed()
    }),
}];

/// Games a random sum is made of.
const COMPONENTS: &[&str] = &[
    "nim",
    "take:2",
    "subtraction:2,3",
    "wythoff",
    "greedy",
    "kayles",
    "dawson",
    "grundy",
    "circular",
    "fibonacci",
    "chomp",
    "node-kayles:path:3",
    "arc-kayles:cycle:4",
    "nd-nim:2x2",
    "moore:2",
    "building:2,2",
];

/// How many positions of each component a sum's small positions combine.
const EACH: usize = 6;

/// The most positions reachable from a component's position (itself
/// included) for it to be in a sum's small positions: a sum of three has
/// at most this many cubed, so each of its positions is searched fast.
const REACH: usize = 12;

/// How many positions are reachable from `p` by `rules`, counted up to
/// `cap + 1`.
fn reachable(rules: &dyn Rules, p: &Position, cap: usize) -> usize {
    let mut seen = HashSet::from([p.clone()]);
    let mut todo = vec![p.clone()];
    while let Some(q) = todo.pop() {
        for c in rules.moves(&q) {
            if seen.len() > cap {
                return seen.len();
            }
            if seen.insert(c.clone()) {
                todo.push(c);
            }
        }
    }
    seen.len()
}

struct Sum {
    parts: Vec<Box<dyn Rules>>,
}

impl Rules for Sum {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let parts = p.parts();
        let mut out = Vec::new();
        for (i, rules) in self.parts.iter().enumerate() {
            for q in rules.moves(&Position::new(parts[i].clone())) {
                let mut next = parts.to_vec();
                next[i] = q.numbers().to_vec();
                out.push(Position::from_parts(next));
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        let mut all: Vec<Vec<Vec<u64>>> = vec![Vec::new()];
        for rules in &self.parts {
            // The component's small positions with few positions below
            // them, spread over.
            let few: Vec<Position> = rules
                .small_positions()
                .into_iter()
                .filter(|p| reachable(&**rules, p, REACH) <= REACH)
                .collect();
            let step = few.len().div_ceil(EACH).max(1);
            let mine: Vec<Vec<u64>> = few
                .iter()
                .step_by(step)
                .map(|p| p.numbers().to_vec())
                .collect();
            all = all
                .into_iter()
                .flat_map(|a| {
                    mine.iter().map(move |m| {
                        let mut b = a.clone();
                        b.push(m.clone());
                        b
                    })
                })
                .collect();
        }
        all.into_iter().map(Position::from_parts).collect()
    }
}

/// The Grundy value of each component alone, by its own game's oracle,
/// under normal play (a normal-play value: not stated under misère).
pub fn component_values(
    spec: &str,
    _: &mut Oracle,
    p: &Position,
    convention: Convention,
) -> Vec<(&'static str, Option<FactValue>)> {
    let values = match convention {
        Convention::Normal => {
            let games = spec.strip_prefix("sum:").unwrap_or_default().split('+');
            let values = games
                .zip(p.parts())
                .map(|(game, part)| {
                    let rules = rules_of(game);
                    Oracle::new(&*rules)
                        .truth(&Position::new(part.clone()))
                        .grundy
                })
                .collect();
            Some(FactValue::Numbers(values))
        }
        Convention::Misere => None,
    };
    vec![("component-values", values)]
}
