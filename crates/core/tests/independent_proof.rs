//! The independent proof: every registered game, at its example's
//! parameters and at random ones, is compared on all of its small positions
//! with a naive oracle that shares nothing with the engine (`oracle/`: the
//! rules written again from each game's definition, values by a memoised
//! recursion of its own). Normal and misère play.
//!
//! What is compared, position by position: the text syntax (the engine
//! reads the oracle's position back unchanged), the moves (as sets), the
//! end of the game, the outcome, the Grundy value, the remoteness and the
//! winning moves of a full and of a quick analysis, the outcome and Grundy
//! value asked alone, the computer's move at every strength (legal; the
//! perfect one wins fastest or loses slowest), and the facts the oracle
//! knows how to compute (Candy Nim's candies for each player, the Grundy
//! value of each row of a take-and-break game and of each component of a
//! sum, stated under normal play only). Then `is_move` on every
//! ordered pair of a sample of the small positions, and from each to the
//! texts one slip away from it (a number changed, left out or added, two
//! swapped), refusals included, against the rules and against the
//! engine's own `moves` (the session trusts `is_move` to accept a player's
//! move).
//!
//! Bounds (kept so the suite stays fast in debug): heap games up to three
//! heaps of 4 to 6 stones, Wythoff up to 7×7, row games up to 8 or 9 pins
//! in three rows, circles up to 10, Chomp up to 4 rows of 5, boards and
//! graphs up to 10 cells or vertices (every subset), Fibonacci heaps up to
//! 21, sums of 6 positions of each component (each with at most 12
//! positions below it); `is_move` on every pair of
//! [`PAIRS`] positions spread over them; [`RANDOM_CASES`] random
//! parameters per game that takes any ([`RANDOM_SUMS`] sums), drawn with a
//! fixed seed (a failure is shrunk to the simplest parameters that fail).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod oracle;

use std::collections::BTreeSet;

use nimatron_core::computer::SplitMix64;
use nimatron_core::engine::Depth;
use nimatron_core::registry::{self, Family as Shelf};
use nimatron_core::{AnyGame, Convention, Fact, Outcome, Position, Strength};
use oracle::{Oracle, index};
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// Random parameters tried per game that takes parameters (a sum, whose
/// positions are many more, tries [`RANDOM_SUMS`]).
const RANDOM_CASES: u32 = 8;

/// Random sums tried.
const RANDOM_SUMS: u32 = 4;

/// How many small positions `is_move` is asked about, every ordered pair.
const PAIRS: usize = 110;

/// The mismatches found, described; at most a few per game.
struct Errors {
    spec: String,
    list: Vec<String>,
}

impl Errors {
    fn add(&mut self, p: &Position, what: String) {
        if self.list.len() < 12 {
            self.list.push(format!("{} at `{p}`: {what}", self.spec));
        }
    }
}

/// The positions of `all`, at most `count`, spread evenly.
fn spread(all: &[Position], count: usize) -> Vec<Position> {
    let step = all.len().div_ceil(count).max(1);
    all.iter().step_by(step).cloned().collect()
}

/// Positions as the game writes them: `1,2 | 3`.
fn show<'a>(positions: impl IntoIterator<Item = &'a Position>) -> String {
    let all: Vec<String> = positions.into_iter().map(Position::to_string).collect();
    format!("[{}]", all.join(" | "))
}

fn outcome(wins: bool) -> Outcome {
    if wins { Outcome::N } else { Outcome::P }
}

/// Everything the engine says about game `spec`'s small positions, against
/// the oracle; the mismatches (empty: all agree).
fn check(spec: &str) -> Vec<String> {
    let game = match registry::game(spec) {
        Ok(g) => g,
        Err(e) => return vec![format!("{spec}: the engine refuses the game: {e:?}")],
    };
    let rules = oracle::rules_of(spec);
    let mut oracle = Oracle::new(&*rules);
    let positions = rules.small_positions();
    let mut errors = Errors {
        spec: spec.to_string(),
        list: Vec::new(),
    };
    for p in &positions {
        check_position(&*game, &mut oracle, p, &mut errors);
    }
    check_pairs(&*game, &mut oracle, &spread(&positions, PAIRS), &mut errors);
    errors.list
}

/// The engine's moves from `p`, as a set.
fn engine_moves(game: &dyn AnyGame, p: &Position) -> BTreeSet<Position> {
    game.moves(p, usize::MAX).unwrap().into_iter().collect()
}

fn check_position(game: &dyn AnyGame, oracle: &mut Oracle, p: &Position, errors: &mut Errors) {
    match game.normalize(p) {
        Ok(q) if q == *p => {}
        other => return errors.add(p, format!("not read back unchanged: {other:?}")),
    }
    let kids = oracle.children(p);
    let moves = engine_moves(game, p);
    if moves != kids.iter().cloned().collect() {
        errors.add(
            p,
            format!("moves {}, the rules give {}", show(&moves), show(&kids)),
        );
    }
    if game.is_terminal(p).unwrap() != kids.is_empty() {
        errors.add(p, "is_terminal disagrees with the rules".into());
    }
    for c in &kids {
        if !game.is_move(p, c).unwrap() {
            errors.add(p, format!("is_move refuses the legal move to `{c}`"));
        }
    }
    let truth = oracle.truth(p);
    match game.grundy(p) {
        Ok(Some(g)) if g == truth.grundy => {}
        other => errors.add(p, format!("grundy {other:?}, truly {}", truth.grundy)),
    }
    let mut rng = SplitMix64::new(27);
    for convention in BOTH {
        let i = index(convention);
        let want = outcome(truth.wins[i]);
        let winning: BTreeSet<Position> = kids
            .iter()
            .filter(|c| !oracle.truth(c).wins[i])
            .cloned()
            .collect();
        match game.outcome(p, convention) {
            Ok(o) if o == want => {}
            other => errors.add(p, format!("{convention:?} outcome {other:?}, truly {want}")),
        }
        for depth in [Depth::Full, Depth::Quick] {
            let a = game.analyze_to(p, convention, depth).unwrap();
            let say = |what: String| format!("{convention:?} {depth:?}: {what}");
            if a.outcome != want {
                errors.add(p, say(format!("outcome {}, truly {want}", a.outcome)));
            }
            // Normal play states the Grundy value (a full analysis always,
            // a quick one where a theorem gives it); misère never does.
            let grundy_ok = match (convention, depth, a.grundy) {
                (Convention::Misere, _, g) => g.is_none(),
                (_, Depth::Full, g) => g == Some(truth.grundy),
                (_, _, g) => g.is_none_or(|g| g == truth.grundy),
            };
            if !grundy_ok {
                errors.add(
                    p,
                    say(format!("grundy {:?}, truly {}", a.grundy, truth.grundy)),
                );
            }
            let r = truth.remoteness[i];
            let remoteness_ok = match depth {
                Depth::Full => a.remoteness == Some(r),
                _ => a.remoteness.is_none_or(|x| x == r),
            };
            if !remoteness_ok {
                errors.add(p, say(format!("remoteness {:?}, truly {r}", a.remoteness)));
            }
            if depth == Depth::Full {
                check_facts(game, oracle, p, convention, &a.facts, errors);
            }
            let listed: BTreeSet<Position> = a.winning_moves.iter().map(|m| m.to.clone()).collect();
            if listed != winning || a.winning_move_count != winning.len() {
                errors.add(
                    p,
                    say(format!(
                        "winning moves {} (count {}), truly {}",
                        show(&listed),
                        a.winning_move_count,
                        show(&winning)
                    )),
                );
            }
        }
        for strength in Strength::ALL {
            let m = game
                .computer_move(p, convention, strength, &mut rng)
                .unwrap();
            let Some(m) = m else {
                if !kids.is_empty() {
                    errors.add(p, format!("{convention:?} {strength:?}: no move"));
                }
                continue;
            };
            if kids.binary_search(&m).is_err() {
                errors.add(p, format!("{convention:?} {strength:?}: illegal `{m}`"));
                continue;
            }
            let after = oracle.truth(&m);
            // The perfect computer wins by a lost position for its
            // opponent, in as few moves as possible; lost, it delays.
            let perfect = after.remoteness[i] + 1 == truth.remoteness[i]
                && (!truth.wins[i] || !after.wins[i]);
            if strength == Strength::Perfect && !perfect {
                errors.add(
                    p,
                    format!(
                        "{convention:?} perfect move `{m}` is not perfect: {after:?} from {truth:?}"
                    ),
                );
            }
        }
    }
}

/// The facts the oracle computes for this game (Candy Nim's candies), each
/// stated by the analysis with the oracle's value.
fn check_facts(
    game: &dyn AnyGame,
    oracle: &mut Oracle,
    p: &Position,
    convention: Convention,
    stated: &[Fact],
    errors: &mut Errors,
) {
    let Some(&(_, facts)) = oracle::FACTS.iter().find(|(n, _)| *n == game.name()) else {
        return;
    };
    let spec = errors.spec.clone();
    for (key, value) in facts(&spec, oracle, p, convention) {
        let said = stated.iter().find(|f| f.key == key).map(|f| &f.value);
        if said != value.as_ref() {
            errors.add(
                p,
                format!("{convention:?}: {key} {said:?}, truly {value:?}"),
            );
        }
    }
}

/// Texts one slip away from `p`: a number one more or one less, a number
/// left out, a 0 or a 1 added, two neighbours swapped (in each part).
fn near(p: &Position) -> Vec<Position> {
    let parts = p.parts();
    let mut out = Vec::new();
    for (j, part) in parts.iter().enumerate() {
        let mut variants: Vec<Vec<u64>> = Vec::new();
        for i in 0..part.len() {
            let mut v = part.clone();
            v[i] += 1;
            variants.push(v);
            if part[i] > 0 {
                let mut v = part.clone();
                v[i] -= 1;
                variants.push(v);
            }
            let mut v = part.clone();
            v.remove(i);
            variants.push(v);
            if i + 1 < part.len() && part[i] != part[i + 1] {
                let mut v = part.clone();
                v.swap(i, i + 1);
                variants.push(v);
            }
        }
        for extra in [0, 1] {
            variants.push([part.clone(), vec![extra]].concat());
        }
        for v in variants {
            let mut next = parts.to_vec();
            next[j] = v;
            out.push(Position::from_parts(next));
        }
    }
    out
}

/// `is_move` on every ordered pair of `sample`, and from each to the texts
/// [`near`] it (which the game may read as another position, or refuse):
/// what the rules say, and what the engine's own moves say.
fn check_pairs(game: &dyn AnyGame, oracle: &mut Oracle, sample: &[Position], errors: &mut Errors) {
    for p in sample {
        let kids = oracle.children(p);
        let moves = engine_moves(game, p);
        for q in sample.iter().chain(&near(p)) {
            let said = game.is_move(p, q).unwrap();
            // A text the game reads as another position is that position.
            let Ok(read) = game.normalize(q) else {
                if said {
                    errors.add(p, format!("is_move accepts `{q}`, which is no position"));
                }
                continue;
            };
            let legal = kids.binary_search(&read).is_ok();
            if said != legal {
                errors.add(
                    p,
                    format!("is_move to `{q}` says {said}, the rules say {legal}"),
                );
            }
            if said != moves.contains(&read) {
                errors.add(p, format!("is_move to `{q}` says {said}, moves disagree"));
            }
        }
    }
}

/// Proves every registered game on `shelf` of the catalogue: its example's
/// parameters, then random ones.
fn prove_shelf(shelf: Shelf, cases: u32) {
    let mut failures = Vec::new();
    for entry in registry::GAMES.iter().filter(|e| e.family == shelf) {
        let family = oracle::family(entry.name).unwrap_or_else(|| {
            panic!(
                "`{}` is registered but the oracle has no rules for it: \
                 write them from the game's definition in tests/oracle/",
                entry.name
            )
        });
        let errors = check(entry.example.0);
        if !errors.is_empty() {
            failures.push(errors.join("\n"));
        }
        let Some(random) = family.random else {
            continue;
        };
        let config = Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        };
        let mut runner =
            TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
        let result = runner.run(&random(), |spec| {
            let errors = check(&spec);
            if errors.is_empty() {
                Ok(())
            } else {
                Err(TestCaseError::fail(errors.join("\n")))
            }
        });
        if let Err(e) = result {
            failures.push(format!("{}: {e}", entry.name));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn nim_and_its_rules_agree_with_the_oracle() {
    prove_shelf(Shelf::Nim, RANDOM_CASES);
}

#[test]
fn subtraction_games_agree_with_the_oracle() {
    prove_shelf(Shelf::Subtraction, RANDOM_CASES);
}

#[test]
fn take_and_break_games_agree_with_the_oracle() {
    prove_shelf(Shelf::TakeAndBreak, RANDOM_CASES);
}

#[test]
fn boards_and_graphs_agree_with_the_oracle() {
    prove_shelf(Shelf::Boards, RANDOM_CASES);
}

#[test]
fn sums_agree_with_the_oracle() {
    prove_shelf(Shelf::Sums, RANDOM_SUMS);
}

/// A game registered without an oracle fails here, by name; an oracle
/// left for a game no longer registered fails too.
#[test]
fn every_registered_game_has_an_oracle_and_every_oracle_a_game() {
    let missing: Vec<&str> = registry::GAMES
        .iter()
        .map(|e| e.name)
        .filter(|n| oracle::family(n).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "registered without an oracle (write their rules in tests/oracle/): {missing:?}"
    );
    for family in oracle::FAMILIES.iter().flat_map(|f| f.iter()) {
        assert!(
            registry::entry(family.name).is_some(),
            "the oracle has rules for `{}`, which is not registered",
            family.name
        );
    }
}
