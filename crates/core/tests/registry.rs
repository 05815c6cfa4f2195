//! One test for every registered game: its fast paths (outcome, Grundy
//! value, remoteness, winning moves, the perfect computer's move), its
//! canonical forms and its text syntax must agree with the naive solver
//! (plain moves, no canonical form, no shortcut) on all of its small
//! positions, in normal and misère play. A game registered tomorrow is
//! proved here without a line of test code.

#![allow(clippy::unwrap_used)]

use nimatron_core::computer::{SplitMix64, Strength};
use nimatron_core::{Convention, Position, registry};

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];

#[test]
fn every_fast_path_of_every_game_equals_the_naive_solver() {
    for entry in registry::GAMES {
        let game = registry::game(entry.example.0).unwrap();
        for convention in BOTH {
            let errors = game.prove_fast_paths(convention);
            assert!(errors.is_empty(), "{}:\n{}", entry.name, errors.join("\n"));
        }
    }
}

/// The board an entry names for its example (what the catalogue's
/// thumbnails draw without making the game) is the example game's own.
#[test]
fn every_entry_draws_its_example_on_the_games_board() {
    for entry in registry::GAMES {
        let game = registry::game(entry.example.0).unwrap();
        assert_eq!((entry.example_board)(), game.board(), "{}", entry.name);
    }
}

/// A sum's board names its components' games, in order, each in its own
/// text; a text that is no sum the registry makes has no sum board.
#[test]
fn a_sums_board_names_its_components_games() {
    let board = registry::game("sum:nim+take:3+kayles").unwrap().board();
    let parts = ["nim", "take:3", "kayles"].map(String::from).to_vec();
    assert_eq!(board, nimatron_core::Board::Sum { parts });
    for not_a_sum in ["nim", "sum:", "sum:nim+", "sum:nim+sum:kayles", "take:3"] {
        let board = registry::game(not_a_sum).map(|g| g.board());
        assert!(
            !matches!(board, Ok(nimatron_core::Board::Sum { .. })),
            "{not_a_sum}: {board:?}"
        );
    }
}

#[test]
fn every_example_parses_analyses_and_plays() {
    for entry in registry::GAMES {
        let game = registry::game(entry.example.0).unwrap();
        assert_eq!(game.name(), entry.name);
        // The game's text round-trips through the registry.
        assert_eq!(registry::game(&game.spec()).unwrap().spec(), game.spec());
        let start: Position = entry.example.1.parse().unwrap();
        for convention in BOTH {
            let a = game.analyze(&start, convention).unwrap();
            // Every listed winning move is a move.
            for m in &a.winning_moves {
                assert!(game.is_move(&start, &m.to).unwrap(), "{} {m:?}", entry.name);
            }
            // The computer plays a legal move at every strength.
            let mut rng = SplitMix64::new(9);
            for s in Strength::ALL {
                let m = game.computer_move(&start, convention, s, &mut rng).unwrap();
                let m = m.unwrap();
                assert!(game.is_move(&start, &m).unwrap(), "{} {s:?}", entry.name);
            }
        }
    }
}

#[test]
fn unknown_games_and_bad_parameters_are_errors() {
    for bad in [
        "",
        "chess",
        "nim:3",
        "take",
        "take:0",
        "take:x",
        "kayles:2",
        "subtraction:",
        "chomp:3",
        "nd-nim",
        "nd-nim:0x3",
        "nd-nim:3x",
        "arc-kayles",
        "arc-kayles:0-0",
        "node-kayles:wheel:5",
        "node-kayles:path:33",
    ] {
        assert!(registry::game(bad).is_err(), "{bad}");
    }
    assert_eq!(registry::game(" Take:3 ").unwrap().spec(), "take:3");
    assert_eq!(registry::game("nd-nim:3X4").unwrap().spec(), "nd-nim:3x4");
    assert_eq!(
        registry::game("Arc-Kayles:1-2,0-1").unwrap().spec(),
        "arc-kayles:0-1,1-2"
    );
}

#[test]
fn the_engine_issue_examples() {
    let n = Convention::Normal;
    // Kayles 5,7: G(5) = 4, G(7) = 2, so N with value 6.
    let kayles = registry::game("kayles").unwrap();
    let a = kayles.analyze(&"5,7".parse().unwrap(), n).unwrap();
    assert_eq!((a.outcome.to_string(), a.grundy), ("N".into(), Some(6)));
    for m in &a.winning_moves {
        let after = kayles.analyze(&m.to, n).unwrap();
        assert_eq!(after.grundy, Some(0), "{}", m.position);
    }
    // Fibonacci 20 = 13 + 5 + 2: take 2.
    let fib = registry::game("fibonacci").unwrap();
    let a = fib.analyze(&"20".parse().unwrap(), n).unwrap();
    assert_eq!(a.outcome.to_string(), "N");
    assert_eq!(a.winning_moves[0].position, "18,2");
    // 20 after a take of 3: at most 6 may be taken; 2 ≤ 6, still N.
    let a = fib.analyze(&"20,3".parse().unwrap(), n).unwrap();
    assert_eq!(a.outcome.to_string(), "N");
    // A fresh Fibonacci heap is lost exactly at a Fibonacci number.
    let a = fib.analyze(&"21".parse().unwrap(), n).unwrap();
    assert_eq!(a.outcome.to_string(), "P");
    assert!(fib.analyze(&"20,0".parse().unwrap(), n).is_err());
}

/// Normal-play Grundy values (of rows, components, groups, their period)
/// are stated under normal play and left out under misère, where they do
/// not decide the game, for every registered game's example.
#[test]
fn misere_analyses_state_no_normal_play_values() {
    let mut stated = 0;
    for e in nimatron_core::registry::GAMES {
        let (game, position) = e.example;
        let keys = |convention| {
            nimatron_core::analyze(game, position, convention)
                .map(|a| a.facts.into_iter().map(|f| f.key).collect::<Vec<_>>())
                .unwrap()
        };
        let declared = nimatron_core::registry::game(game).unwrap().fact_keys();
        let is_value = |k: &String| {
            declared
                .iter()
                .any(|d| d.as_str() == k && d.is_normal_play_value())
        };
        stated += keys(nimatron_core::Convention::Normal)
            .iter()
            .filter(|k| is_value(k))
            .count();
        let misere = keys(nimatron_core::Convention::Misere);
        assert!(
            !misere.iter().any(is_value),
            "{game} {position}: {misere:?}"
        );
    }
    // Under normal play the examples do state some (Kayles, octal, sums, graphs).
    assert!(stated >= 4, "{stated}");
}

/// A list of moves makes only what it shows: on every game's small
/// positions the first `k` moves are the first `k` of all of them, in
/// order; and a heap of 2^64 − 1 stones (as many moves) gives its first few
/// at once, while a sum refuses it as a component, saying which and why.
#[test]
fn the_first_moves_are_the_first_of_all_and_never_more() {
    for entry in registry::GAMES {
        let game = registry::game(entry.example.0).unwrap();
        for p in game.small_positions().iter().take(60) {
            let all = game.moves(p, usize::MAX).unwrap();
            for k in [1, 3] {
                let first = game.moves(p, k).unwrap();
                assert_eq!(first, all[..k.min(all.len())], "{} {p} {k}", entry.name);
            }
        }
    }
    let huge = u64::MAX;
    for (spec, position) in [
        ("nim", format!("{huge},5")),
        ("greedy", format!("{huge},5")),
        ("equal", format!("{huge},5")),
        ("candy", "1000000000000,7".to_string()),
        ("wythoff", format!("{huge},5")),
    ] {
        let game = registry::game(spec).unwrap();
        let p: Position = position.parse().unwrap();
        assert_eq!(game.moves(&p, 5).unwrap().len(), 5, "{spec}");
        let sum = registry::game(&format!("sum:{spec}+nim")).unwrap();
        let p: Position = format!("{position}+3").parse().unwrap();
        match sum.analyze(&p, Convention::Normal) {
            Err(nimatron_core::CoreError::InComponent {
                place: 1, error, ..
            }) => assert!(
                matches!(*error, nimatron_core::CoreError::TooLarge { .. }),
                "{spec}: {error:?}"
            ),
            other => panic!("{spec}: {other:?}"),
        }
    }
}

/// Positions at the games' stated limits (64-bit heaps where a theorem
/// answers) are analysed and played by the computer at every strength in
/// both conventions without a panic: an analysis or an error saying which
/// limit; a computer move that is legal, and that wins when the analysis
/// says the position is won and the computer plays perfectly.
#[test]
fn the_computer_plays_or_refuses_on_64_bit_positions_never_panics() {
    use nimatron_core::{CoreError, Outcome};
    let huge = u64::MAX;
    for (spec, position) in [
        ("nim", format!("{huge},12345678901234567890,3")),
        ("wythoff", format!("{huge},11400714819323198484")),
        ("take:7", format!("{huge}")),
        ("subtraction:1,3,4", format!("{huge},7")),
        ("greedy", format!("{huge},5")),
        ("greedy", format!("{huge},{huge}")),
        ("equal", "9007199254740993,9007199254740993".to_string()),
        ("candy", "1000000000000,7,7".to_string()),
        ("min-nim:1,3,4", "1000000,3,3".to_string()),
    ] {
        let game = registry::game(spec).unwrap();
        let p: Position = position.parse().unwrap();
        for convention in BOTH {
            let analysis = match game.analyze(&p, convention) {
                Ok(a) => Some(a),
                Err(CoreError::TooLarge { .. }) => None,
                Err(e) => panic!("{spec} {position} {convention:?}: {e:?}"),
            };
            let mut rng = SplitMix64::new(5);
            for s in Strength::ALL {
                for _ in 0..4 {
                    let m = game.computer_move(&p, convention, s, &mut rng);
                    let m = m.unwrap().expect("a move: the game is not over");
                    assert!(game.is_move(&p, &m).unwrap(), "{spec} {s:?} {m}");
                    let won = analysis.as_ref().is_some_and(|a| a.outcome == Outcome::N);
                    if s == Strength::Perfect && won {
                        assert_eq!(
                            game.outcome(&m, convention).unwrap(),
                            Outcome::P,
                            "{spec} {position} {convention:?}: {m}"
                        );
                    }
                }
            }
        }
    }
}

/// Every fact an analysis states is one its game lists in `fact_keys`
/// (which the words' test in crates/i18n reads): on every registered
/// game's example and its first small positions, in both conventions.
#[test]
fn every_stated_fact_is_a_listed_key() {
    let mut stated = std::collections::BTreeSet::new();
    for e in nimatron_core::registry::GAMES {
        let g = nimatron_core::registry::game(e.example.0).unwrap();
        let listed: Vec<&str> = g.fact_keys().iter().map(|k| k.as_str()).collect();
        let example: nimatron_core::Position = e.example.1.parse().unwrap();
        let positions = std::iter::once(example).chain(g.small_positions().into_iter().take(40));
        for p in positions {
            for c in [
                nimatron_core::Convention::Normal,
                nimatron_core::Convention::Misere,
            ] {
                let Ok(a) = g.analyze(&p, c) else { continue };
                let nim_sum = a.nim_sum.map(|_| nimatron_core::FactKey::NimSum.as_str());
                for key in a.facts.iter().map(|f| f.key.as_str()).chain(nim_sum) {
                    assert!(
                        listed.contains(&key),
                        "{} {p}: {key} not in {listed:?}",
                        e.name
                    );
                    stated.insert(key.to_string());
                }
            }
        }
    }
    // The examples do state facts of many games (not a vacuous pass).
    assert!(stated.len() >= 10, "{stated:?}");
}
