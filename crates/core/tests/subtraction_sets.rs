//! Subtraction games with explicit sets: periodic Grundy sequences, the
//! misère outcomes, analysis against the solver, the limits.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

mod heaps_api;

mod common;

use common::{brute_winning, positions};
use heaps_api::{analyze, targets};
use nimatron_core::games::subtraction::{
    self as sub, Periodicity, SubtractionGame, SubtractionSet,
};
use nimatron_core::limits::{Limit, MAX_HEAPS};
use nimatron_core::solver::Solver;
use nimatron_core::{Convention, CoreError, registry};
use proptest::prelude::*;

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];

macro_rules! assert_grundy {
    ($set:expr, [$($v:expr),* $(,)?]) => {{
        let set = SubtractionSet::new($set.to_vec()).unwrap();
        let want: Vec<u64> = vec![$($v),*];
        let got: Vec<u64> = sub::grundy_sequence(&set).take(want.len()).collect();
        assert_eq!(got, want, "S = {:?}", $set);
        for (n, &g) in want.iter().enumerate() {
            assert_eq!(sub::grundy(&set, n as u64).unwrap(), g);
        }
    }};
}

#[test]
fn grundy_sequences() {
    assert_grundy!([1, 2, 3], [0, 1, 2, 3, 0, 1, 2, 3, 0]);
    assert_grundy!([1, 3, 4], [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    assert_grundy!([2, 5], [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1]);
    assert_grundy!([1], [0, 1, 0, 1, 0]);
    assert_grundy!([3], [0, 0, 0, 1, 1, 1, 0, 0, 0, 1]);
    assert_grundy!([1, 2, 4], [0, 1, 2, 0, 1, 2, 0, 1, 2]);
}

/// The Grundy values of `set` for heaps `0..n` by the generic solver.
fn solver_grundy(set: &SubtractionSet, n: u64) -> Vec<u64> {
    let game = SubtractionGame::new(set.clone());
    let mut solver = Solver::new(&game, Convention::Normal, 1_000_000);
    (0..n)
        .map(|h| solver.solve(&vec![h]).unwrap().grundy.unwrap())
        .collect()
}

fn check_periodic(set: &SubtractionSet) {
    let p = sub::periodic_grundy(set).unwrap();
    let Periodicity { preperiod, period } = p.periodicity();
    let horizon = preperiod + 3 * period + 2 * set.max() + 50;
    let naive: Vec<u64> = sub::grundy_sequence(set).take(horizon as usize).collect();
    for (n, &g) in naive.iter().enumerate() {
        assert_eq!(p.get(n as u64), g, "S={:?} n={n}", set.moves());
    }
    // Least period and least pre-period.
    let repeats = |from: u64, q: u64| {
        (from..horizon - q).all(|n| naive[n as usize] == naive[(n + q) as usize])
    };
    assert!(repeats(preperiod, period));
    assert!(
        preperiod == 0 || !repeats(preperiod - 1, period),
        "S={:?}",
        set.moves()
    );
    for q in 1..period {
        assert!(
            !repeats(preperiod + 2 * set.max(), q),
            "S={:?} q={q}",
            set.moves()
        );
    }
}

#[test]
fn periodicity_is_exact_and_least() {
    let s134 = SubtractionSet::new(vec![1, 3, 4]).unwrap();
    assert_eq!(
        sub::periodicity(&s134).unwrap(),
        Periodicity {
            preperiod: 0,
            period: 7
        }
    );
    for a in 1..=7 {
        for b in a + 1..=8 {
            check_periodic(&SubtractionSet::new(vec![a, b]).unwrap());
            for c in b + 1..=9 {
                check_periodic(&SubtractionSet::new(vec![a, b, c]).unwrap());
            }
        }
    }
    check_periodic(&SubtractionSet::new(vec![2, 7, 11, 40]).unwrap());
    check_periodic(&SubtractionSet::new(vec![4096]).unwrap());
    check_periodic(&SubtractionSet::new(vec![1, 4095, 4096]).unwrap());
    // g(u64::MAX) exists for any set.
    let s = SubtractionSet::new(vec![3, 5, 17]).unwrap();
    assert!(sub::grundy(&s, u64::MAX).is_ok());
    let g = solver_grundy(&s, 300);
    for (n, &v) in g.iter().enumerate() {
        assert_eq!(sub::grundy(&s, n as u64).unwrap(), v);
    }
}

/// Analysis of an explicit set against the solver: outcome, winning moves,
/// Grundy value and remoteness.
fn check_explicit(
    set: &SubtractionSet,
    heaps: &[u64],
    convention: Convention,
    solver: &mut Solver<'_, SubtractionGame>,
) {
    let a = analyze(&set_spec(set), heaps, convention).unwrap();
    let v = solver.solve(&heaps.to_vec()).unwrap();
    assert_eq!(
        a.outcome,
        v.outcome,
        "S={:?} {convention:?} {heaps:?}",
        set.moves()
    );
    assert_eq!(a.grundy, v.grundy);
    assert_eq!(a.remoteness, Some(v.remoteness));
    let want: Vec<Vec<u64>> = brute_winning(solver, heaps, set.moves())
        .into_iter()
        .map(|m| nimatron_core::games::nim::apply(heaps, m).unwrap())
        .collect();
    let got = targets(&a);
    assert_eq!(got, want, "S={:?} {convention:?} {heaps:?}", set.moves());
}

#[test]
fn explicit_sets_equal_the_solver() {
    for moves in [
        vec![1, 3, 4],
        vec![2, 5],
        vec![2, 3],
        vec![3],
        vec![1, 2, 4],
        vec![2, 4, 7],
    ] {
        let set = SubtractionSet::new(moves).unwrap();
        for convention in BOTH {
            let game = SubtractionGame::new(set.clone());
            let mut solver = Solver::new(&game, convention, 1_000_000);
            for (heaps, max) in [(1, 60), (2, 14), (3, 9)] {
                for p in positions(heaps, max) {
                    check_explicit(&set, &p, convention, &mut solver);
                }
            }
        }
    }
}

proptest! {
    #[test]
    fn random_sets_equal_the_solver(
        moves in prop::collection::vec(1u64..=9, 1..=4),
        heaps in prop::collection::vec(0u64..=14, 0..=3),
        misere: bool,
    ) {
        let set = SubtractionSet::new(moves).unwrap();
        let convention = Convention::from_misere(misere);
        let game = SubtractionGame::new(set.clone());
        let mut solver = Solver::new(&game, convention, 1_000_000);
        check_explicit(&set, &heaps, convention, &mut solver);
    }
}

#[test]
fn sets_are_checked_when_made() {
    assert!(matches!(
        SubtractionSet::new(vec![]),
        Err(CoreError::BadGameParameter { .. })
    ));
    assert!(matches!(
        SubtractionSet::new(vec![0]),
        Err(CoreError::BadGameParameter { .. })
    ));
    assert!(matches!(
        SubtractionSet::new(vec![1, 4097]),
        Err(CoreError::TooLarge {
            limit: Limit::SubtractionElement,
            ..
        })
    ));
    assert!(matches!(
        SubtractionSet::new((1..=65).collect()),
        Err(CoreError::TooLarge {
            limit: Limit::SubtractionSetSize,
            ..
        })
    ));
    assert_eq!(
        SubtractionSet::new(vec![5, 1, 5, 1]).unwrap().moves(),
        [1, 5]
    );
    assert!(registry::game("subtraction:").is_err());
    assert!(registry::game("take:0").is_err());
    assert_eq!(
        registry::game("subtraction:4,1,3").unwrap().spec(),
        "subtraction:1,3,4"
    );
}

#[test]
fn sequences_of_one_heap() {
    let seq = heaps_api::sequence;
    assert_eq!(seq("nim", 4).unwrap(), [0, 1, 2, 3, 4]);
    assert_eq!(seq("take:2", 6).unwrap(), [0, 1, 2, 0, 1, 2, 0]);
    assert_eq!(
        seq("subtraction:1,3,4", 7).unwrap(),
        [0, 1, 0, 1, 2, 3, 2, 0]
    );
    assert_eq!(seq("min-nim:1,3,4", 7).unwrap(), [0, 1, 0, 1, 2, 3, 2, 0]);
    assert!(matches!(
        seq("wythoff", 3),
        Err(CoreError::NoSequence { .. })
    ));
    assert!(matches!(
        seq("nim", u64::MAX),
        Err(CoreError::TooLarge {
            limit: Limit::SequenceLength,
            ..
        })
    ));
    assert!(seq("nim", 999_999).is_ok());
    assert!(seq("nim", 1_000_000).is_err());
}

#[test]
fn hostile_inputs() {
    for convention in BOTH {
        for game in [
            "take:1",
            "take:18446744073709551615",
            "subtraction:1,4095,4096",
            "subtraction:7",
        ] {
            let spec = game;
            let a = analyze(spec, &[u64::MAX], convention).unwrap();
            assert!(
                a.remoteness.is_some() || game.starts_with("subtraction"),
                "{game}"
            );
            assert!(analyze(spec, &[], convention).is_ok());
            assert!(matches!(
                analyze(spec, &vec![1; MAX_HEAPS + 1], convention),
                Err(CoreError::TooLarge { .. })
            ));
            let many = analyze(spec, &[u64::MAX, u64::MAX - 1, 12345], convention);
            match (convention, game.starts_with("take")) {
                (Convention::Misere, false) => {
                    assert!(
                        matches!(
                            many,
                            Err(CoreError::TooLarge {
                                limit: Limit::SolverBudget,
                                ..
                            })
                        ),
                        "{game}"
                    )
                }
                _ => assert_eq!(many.unwrap().remoteness, None, "{game}"),
            }
        }
    }
    // Lots of heaps.
    let many = vec![u64::MAX; MAX_HEAPS];
    let a = analyze("take:5", &many, Convention::Misere).unwrap();
    assert_eq!(a.remoteness, None);
}

/// The game text of an explicit set.
fn set_spec(set: &SubtractionSet) -> String {
    let moves: Vec<String> = set.moves().iter().map(u64::to_string).collect();
    format!("subtraction:{}", moves.join(","))
}

/// 64 sizes whose Grundy sequence shows no period within the search's
/// 2^24 terms (found by a tester; checked by an independent program).
const NO_EARLY_PERIOD: &str = "18,76,177,183,209,233,238,251,283,517,709,769,820,838,885,966,991,1101,1342,1418,1523,1556,1720,1775,1793,1817,1875,1892,1910,1989,2090,2182,2328,2374,2429,2486,2601,2726,2832,3008,3036,3070,3110,3123,3194,3222,3223,3312,3395,3410,3458,3546,3588,3596,3649,3683,3766,3869,3935,3997,4012,4059,4062,4091";

#[test]
fn a_set_with_no_early_period_still_answers_a_large_heap() {
    // A heap of 100,000 was refused ("too large for the exhaustive
    // search") although its value is one pass over the sequence away.
    let spec = format!("subtraction:{NO_EARLY_PERIOD}");
    let game = registry::game(&spec).unwrap();
    let sizes: Vec<u64> = NO_EARLY_PERIOD
        .split(',')
        .map(|s| s.parse().unwrap())
        .collect();
    let set = SubtractionSet::new(sizes.clone()).unwrap();
    let values: Vec<u64> = sub::grundy_sequence(&set).take(100_001).collect();
    let heaps = [100_000u64, 77_777];
    let position = nimatron_core::Position::new(heaps.to_vec());
    let a = game.analyze(&position, Convention::Normal).unwrap();
    let x = values[100_000] ^ values[77_777];
    assert_eq!(a.grundy, Some(x));
    // Every move that leaves XOR 0, and only those.
    let mut want = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for &s in sizes.iter().filter(|&&s| s <= h) {
            let mut to = heaps;
            to[i] = h - s;
            if values[to[0] as usize] ^ values[to[1] as usize] == 0 {
                want.push(nimatron_core::Position::new(to.to_vec()));
            }
        }
    }
    assert!(
        !want.is_empty(),
        "an N-position, so the list means something"
    );
    let got: Vec<_> = a.winning_moves.iter().map(|m| m.to.clone()).collect();
    assert_eq!(got, want);
}
