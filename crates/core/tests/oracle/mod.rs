//! A naive oracle for every registered game, sharing nothing with the
//! engine it checks.
//!
//! Why independent: the engine's own proof (`engine::proof`) runs the
//! same `Solver`, the same fold and mex and each game's own `moves` as the
//! fast paths, so a wrong move generator or a wrong mex would be proved
//! right by itself. Here each game's rules are written again, plainly, from
//! the game's definition (the Spanish sources in `../shared/seeds/`: the
//! Wikipedia article on Nim and its variations, the blog's simplified Nim,
//! the Min Nim README, the Wythoff article; and the standard literature:
//! *Winning Ways* for octal codes, Gale for Chomp), one small file per
//! family of the catalogue. The values come from a memoised recursion
//! written in this file ([`Oracle`]), with its own mex. Nothing here calls
//! the core's `Solver`, `mex`, fold helpers, `Ruleset::moves` or any fast
//! path; the core's types used are only the position text
//! ([`Position`], the one syntax every face shares) and the conventions.
//!
//! What is taken from the engine, on purpose: the *syntax* of a position
//! (heaps in input order, rows left in place when a row splits, empty rows
//! dropped, a graph's present vertices in increasing order), as documented
//! in `docs/CLI.md` and each game's module docs. The test checks that the
//! engine reads every one of the oracle's positions back unchanged, so a
//! disagreement of syntax shows as a failure, never as a silent pass.
//!
//! A game registered without an entry in [`FAMILIES`] makes the proof fail,
//! naming the game.

pub mod boards;
pub mod nim_family;
pub mod subtraction;
pub mod sums;
pub mod take_break;

use std::collections::HashMap;

use nimatron_core::{Convention, FactValue, Position};
use proptest::strategy::BoxedStrategy;

/// The rules of one game (one family with its parameters), written from
/// its definition.
pub trait Rules {
    /// Every position one move away from `p`, in the game's normal form
    /// (repeats allowed).
    fn moves(&self, p: &Position) -> Vec<Position>;
    /// The positions the proof walks, smallest first, in normal form.
    fn small_positions(&self) -> Vec<Position>;
}

/// One registered game's oracle: how to make its rules and how to draw
/// random parameters for it.
pub struct Family {
    /// The registry name (`take`).
    pub name: &'static str,
    /// The rules of the game whose parameters are `params` (the text after
    /// the `:` of the game's text, if any).
    pub rules: fn(Option<&str>) -> Box<dyn Rules>,
    /// Random game texts of this family (`take:5`); `None` when the game
    /// takes no parameter.
    pub random: Option<fn() -> BoxedStrategy<String>>,
}

/// Every family the oracle knows.
pub const FAMILIES: &[&[Family]] = &[
    nim_family::FAMILIES,
    subtraction::FAMILIES,
    take_break::FAMILIES,
    boards::FAMILIES,
    sums::FAMILIES,
];

/// The facts of a position the oracle checks for one game (its text
/// given), each key (`candies-mover`) with its value, or `None` when the
/// analysis must not state it (a normal-play value under misère).
pub type Facts =
    fn(&str, &mut Oracle, &Position, Convention) -> Vec<(&'static str, Option<FactValue>)>;

/// The games whose facts the oracle computes too.
pub const FACTS: &[(&str, Facts)] = &[
    ("candy", nim_family::candy_facts),
    ("kayles", take_break::row_values),
    ("dawson", take_break::row_values),
    ("octal", take_break::row_values),
    ("grundy", take_break::row_values),
    ("sum", sums::component_values),
];

/// The oracle of the game named `name` (without parameters).
pub fn family(name: &str) -> Option<&'static Family> {
    FAMILIES
        .iter()
        .flat_map(|f| f.iter())
        .find(|f| f.name == name)
}

/// The rules of the game written `spec` (`take:3`); panics, naming it,
/// when the oracle has no family of that name.
pub fn rules_of(spec: &str) -> Box<dyn Rules> {
    let (name, params) = match spec.split_once(':') {
        Some((n, p)) => (n, Some(p)),
        None => (spec, None),
    };
    let family = family(name).unwrap_or_else(|| {
        panic!("the oracle has no rules for `{name}`: add them in tests/oracle/")
    });
    (family.rules)(params)
}

/// What the oracle knows of a position: for each convention (0 normal,
/// 1 misère) whether the player to move wins and the remoteness; and the
/// normal-play Grundy value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Truth {
    /// The player to move wins, `[normal, misère]`.
    pub wins: [bool; 2],
    /// Moves to the end with best play (the winner hurries, the loser
    /// delays), `[normal, misère]`.
    pub remoteness: [u64; 2],
    /// The Grundy value: the least value no child has.
    pub grundy: u64,
}

/// The index of `convention` in [`Truth`]'s arrays.
pub fn index(convention: Convention) -> usize {
    match convention {
        Convention::Normal => 0,
        Convention::Misere => 1,
    }
}

/// The memoised recursion over a game's rules.
pub struct Oracle<'a> {
    rules: &'a dyn Rules,
    children: HashMap<Position, Vec<Position>>,
    truths: HashMap<Position, Truth>,
}

impl<'a> Oracle<'a> {
    /// The oracle of `rules`.
    pub fn new(rules: &'a dyn Rules) -> Self {
        Oracle {
            rules,
            children: HashMap::new(),
            truths: HashMap::new(),
        }
    }

    /// The positions one move from `p`, each once, sorted.
    pub fn children(&mut self, p: &Position) -> Vec<Position> {
        if let Some(c) = self.children.get(p) {
            return c.clone();
        }
        let mut c = self.rules.moves(p);
        c.sort();
        c.dedup();
        self.children.insert(p.clone(), c.clone());
        c
    }

    /// Everything about `p`, from its children's.
    pub fn truth(&mut self, p: &Position) -> Truth {
        if let Some(t) = self.truths.get(p) {
            return *t;
        }
        let kids: Vec<Truth> = self.children(p).iter().map(|c| self.truth(c)).collect();
        let mut t = Truth {
            wins: [false; 2],
            remoteness: [0; 2],
            grundy: 0,
        };
        for c in 0..2 {
            if kids.is_empty() {
                // Normal play: no move, you lose. Misère: the one who made
                // the last move lost, so the player to move has won.
                t.wins[c] = c == 1;
                continue;
            }
            let losing = kids.iter().filter(|k| !k.wins[c]);
            t.wins[c] = losing.clone().next().is_some();
            t.remoteness[c] = 1 + if t.wins[c] {
                // The winner moves to a lost position, as fast as it can.
                losing.map(|k| k.remoteness[c]).min().unwrap_or(0)
            } else {
                // The loser delays the end as long as it can.
                kids.iter().map(|k| k.remoteness[c]).max().unwrap_or(0)
            };
        }
        // The least value that no child has.
        t.grundy = (0..)
            .find(|g| kids.iter().all(|k| k.grundy != *g))
            .unwrap_or(0);
        self.truths.insert(p.clone(), t);
        t
    }
}

/// A position of one part.
pub fn pos(numbers: Vec<u64>) -> Position {
    Position::new(numbers)
}

/// Every list of at most `count` numbers, each in `0..=max`, shortest
/// first.
pub fn lists(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut layer = vec![Vec::new()];
    for _ in 0..count {
        let mut next = Vec::new();
        for l in &layer {
            for h in 0..=max {
                let mut m: Vec<u64> = l.clone();
                m.push(h);
                next.push(m);
            }
        }
        all.extend(next.iter().cloned());
        layer = next;
    }
    all
}

/// `list` with entry `i` set to `value`.
pub fn with(list: &[u64], i: usize, value: u64) -> Vec<u64> {
    let mut out = list.to_vec();
    out[i] = value;
    out
}
