//! The "why" walk of every game that splits (issue 32), proved against the
//! independent oracle (`oracle/`: the rules written again, values by a
//! memoised recursion of its own, sharing no code with the engine).
//!
//! For every registered game whose example position splits into parts,
//! at its example's parameters and at random ones, on its small positions
//! and on random ones: each part's value is the oracle's value of that
//! part in its own game; the nim-sum is the oracle's value of the whole
//! position; a worked part's options carry the oracle's values and the
//! part's value is their least missing one; with a non-zero nim-sum the
//! proposed move is a legal move (the oracle's children) to a P-position,
//! in the part Bouton names, reaching the value he asks; with nim-sum 0
//! the oracle agrees the position is lost; misère play proposes no move.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[allow(dead_code)] // The facts of the oracle are the independent proof's.
mod oracle;

use std::collections::HashMap;

use nimatron_core::computer::{Random, SplitMix64};
use nimatron_core::explain::why::{MiserePlay, WhyStep, why};
use nimatron_core::registry;
use nimatron_core::{AnyGame, Convention, Position};
use oracle::{Oracle, Rules, rules_of};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Random positions tried per game text, beside its small ones.
const RANDOM_POSITIONS: usize = 150;
/// Small positions of the oracle's list tried per game text, spread.
const SMALL_POSITIONS: usize = 120;
/// Most stones in a random position: the oracle walks every position
/// below it (a split that removes nothing, as in Grundy's game, keeps them
/// all).
const MAX_RANDOM_STONES: u64 = 12;
/// Random parameters tried per game that takes them.
const RANDOM_PARAMETERS: usize = 8;

/// One oracle per game text, kept for the whole test.
#[derive(Default)]
struct Oracles {
    by_spec: HashMap<String, Oracle<'static>>,
}

impl Oracles {
    fn of(&mut self, spec: &str) -> &mut Oracle<'static> {
        self.by_spec.entry(spec.to_string()).or_insert_with(|| {
            let rules: &'static dyn Rules = Box::leak(rules_of(spec));
            Oracle::new(rules)
        })
    }
}

/// The mismatches of the walk on `p` of `game` against the oracle.
fn check(game: &dyn AnyGame, oracles: &mut Oracles, p: &Position) -> Vec<String> {
    let mut errors = Vec::new();
    let spec = game.spec();
    let mut fail = |what: String| errors.push(format!("{spec} at `{p}`: {what}"));
    let w = match why(game, p, Convention::Normal) {
        Ok(w) => w,
        Err(e) => {
            fail(format!("the walk refuses it: {e:?}"));
            return errors;
        }
    };
    let mut xor = 0;
    for (i, part) in w.parts.iter().enumerate() {
        let truth = oracles.of(&part.game).truth(&part.position).grundy;
        xor ^= truth;
        if part.grundy != truth {
            fail(format!(
                "part {i} `{}` worth {}, truly {truth}",
                part.position, part.grundy
            ));
        }
        if let Some(options) = &part.options {
            let kids = oracles.of(&part.game).children(&part.position);
            if options.len() != kids.len() {
                fail(format!(
                    "part {i}: {} options, truly {}",
                    options.len(),
                    kids.len()
                ));
            }
            for o in options {
                let truth = oracles.of(&part.game).truth(&o.position).grundy;
                if o.grundy != truth {
                    fail(format!(
                        "part {i}'s option `{}` worth {}, truly {truth}",
                        o.position, o.grundy
                    ));
                }
                let pieces = o.pieces.iter().fold(0, |x, v| x ^ v.grundy);
                if !o.pieces.is_empty() && pieces != o.grundy {
                    fail(format!(
                        "part {i}'s option `{}`: pieces XOR {pieces}",
                        o.position
                    ));
                }
            }
            // The least value no option has, counted here.
            let mex = (0..)
                .find(|v| options.iter().all(|o| o.grundy != *v))
                .unwrap();
            if mex != part.grundy {
                fail(format!(
                    "part {i}: mex of its options {mex}, value {}",
                    part.grundy
                ));
            }
        }
    }
    let whole = oracles.of(&spec).truth(p);
    if w.nim_sum() != whole.grundy || xor != whole.grundy {
        fail(format!(
            "nim-sum {} (parts' true values XOR {xor}), truly {}",
            w.nim_sum(),
            whole.grundy
        ));
    }
    let kids = oracles.of(&spec).children(p);
    match &w.target {
        Some(t) => {
            if !kids.contains(&t.result) {
                fail(format!("the move to `{}` is not a move", t.result));
            } else if oracles.of(&spec).truth(&t.result).wins[0] {
                fail(format!("the move to `{}` leaves an N-position", t.result));
            }
            let lead = 63 - w.nim_sum().leading_zeros();
            let from = w.parts[t.part].grundy;
            if from >> lead & 1 == 0 || t.value != from ^ w.nim_sum() || t.to.grundy != t.value {
                fail(format!(
                    "part {} ({from}) to {} for nim-sum {}",
                    t.part,
                    t.value,
                    w.nim_sum()
                ));
            }
        }
        None if whole.wins[0] => fail("an N-position with no move proposed".into()),
        None => {
            let step = if kids.is_empty() {
                WhyStep::Over
            } else {
                WhyStep::EveryMoveLoses
            };
            if !w.steps().contains(&step) {
                fail(format!("a P-position without the step {step:?}"));
            }
        }
    }
    // Misère: never a move by the nim-sum; the misère quotient's words
    // where one covers the position (checked against a misère search in
    // misere_quotient.rs), else the plain truth.
    let misere = why(game, p, Convention::Misere).unwrap();
    let said = match misere.misere {
        Some(_) => WhyStep::Misere(MiserePlay::Product),
        None => WhyStep::Misere(MiserePlay::NoTheorem),
    };
    if misere.target.is_some() || !misere.steps().contains(&said) {
        fail("misère play proposes a move by the nim-sum".into());
    }
    errors
}

/// `count` random positions: lists of 1 to 3 heaps of 0 to 8, at most [`MAX_RANDOM_STONES`] in all (one-part
/// games), or a random pick of the small ones (sums).
fn random_positions(small: &[Position], count: usize, rng: &mut SplitMix64) -> Vec<Position> {
    let one_part = small.iter().all(|p| p.parts().len() == 1);
    (0..count)
        .map(|_| match one_part {
            true => {
                let heaps = 1 + rng.below(3) as usize;
                let mut left = MAX_RANDOM_STONES;
                let mut pick = |_| {
                    let h = rng.below(left.min(8) + 1);
                    left -= h;
                    h
                };
                Position::new((0..heaps).map(&mut pick).collect())
            }
            false => small[rng.below(small.len() as u64) as usize].clone(),
        })
        .collect()
}

/// Every check on game text `spec`; empty when all agree.
fn check_spec(spec: &str, oracles: &mut Oracles, rng: &mut SplitMix64) -> Vec<String> {
    let game = registry::game(spec).unwrap();
    let small = rules_of(spec).small_positions();
    let step = small.len().div_ceil(SMALL_POSITIONS).max(1);
    let mut positions: Vec<Position> = small.iter().step_by(step).cloned().collect();
    positions.extend(random_positions(&small, RANDOM_POSITIONS, rng));
    let mut errors = Vec::new();
    for p in positions {
        // A random list the game refuses (a row past its limits) is skipped.
        let Ok(p) = game.normalize(&p) else { continue };
        errors.extend(check(&*game, oracles, &p).into_iter().take(3));
    }
    errors
}

#[test]
fn every_game_that_splits_agrees_with_the_oracle() {
    let mut oracles = Oracles::default();
    let mut rng = SplitMix64::new(32);
    let mut failures = Vec::new();
    let mut splitting = Vec::new();
    for entry in registry::GAMES {
        let (spec, position) = entry.example;
        let game = registry::game(spec).unwrap();
        if game.parts(&position.parse().unwrap()).unwrap().is_none() {
            continue;
        }
        splitting.push(entry.name);
        failures.extend(check_spec(spec, &mut oracles, &mut rng));
        let Some(random) = oracle::family(entry.name).and_then(|f| f.random) else {
            continue;
        };
        let mut runner = TestRunner::new_with_rng(
            Config::default(),
            TestRng::deterministic_rng(RngAlgorithm::ChaCha),
        );
        for _ in 0..RANDOM_PARAMETERS {
            let spec = random().new_tree(&mut runner).unwrap().current();
            // A random sum may hold a component that does not split: its
            // value is still its own game's, which the walk shows.
            failures.extend(check_spec(&spec, &mut oracles, &mut rng));
        }
    }
    // The games the issue names split (a game added later joins by
    // answering `parts`).
    for name in [
        "nim",
        "take",
        "subtraction",
        "kayles",
        "dawson",
        "octal",
        "grundy",
        "sum",
    ] {
        assert!(
            splitting.contains(&name),
            "{name} no longer splits into parts"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_issues_examples() {
    let kayles = registry::game("kayles").unwrap();
    // Kayles 5,7: G(5) = 4, G(7) = 2, nim-sum 6; row 1 must reach 2:
    // knock the second pin, leaving rows of 1 and 3 (1 ⊕ 3 = 2).
    let w = why(&*kayles, &"5,7".parse().unwrap(), Convention::Normal).unwrap();
    let t = w.target.unwrap();
    assert_eq!((t.part, t.from, t.value), (0, 4, 2));
    assert_eq!(t.to.pieces.len(), 2, "a split: {:?}", t.to);
    assert_eq!(t.to.pieces[0].grundy ^ t.to.pieces[1].grundy, 2);
    // The blog's Nim and Wikipedia's: 3,4,5 → 1,4,5.
    let nim = registry::game("nim").unwrap();
    let w = why(&*nim, &"3,4,5".parse().unwrap(), Convention::Normal).unwrap();
    assert_eq!(w.target.unwrap().result.to_string(), "1,4,5");
    // A Nim heap too large to look through: the game's own move.
    let big = "1099511627781,1099511627776";
    let w = why(&*nim, &big.parse().unwrap(), Convention::Normal).unwrap();
    assert_eq!(
        w.target.unwrap().result.to_string(),
        "1099511627776,1099511627776"
    );
    // A game that does not split says so.
    let wythoff = registry::game("wythoff").unwrap();
    assert!(matches!(
        why(&*wythoff, &"3,5".parse().unwrap(), Convention::Normal),
        Err(nimatron_core::CoreError::NoParts { .. })
    ));
}
