//! Wythoff: the golden-ratio pairs and their misère twin, against brute
//! force and an independent exact computation.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

mod heaps_api;

use heaps_api::analyze;
use nimatron_core::games::wythoff::rules::Wythoff;
use nimatron_core::games::wythoff::{self, MAX_COLD_INDEX, table};
use nimatron_core::solver::Solver;
use nimatron_core::{Convention, CoreError, Outcome};
use proptest::prelude::*;

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// One seed cold position: `(a, b)` is cold under `convention`.
fn check_cold(convention: Convention, a: u64, b: u64) {
    assert!(
        wythoff::is_cold(a, b, convention),
        "{convention:?} ({a},{b})"
    );
    assert!(
        wythoff::is_cold(b, a, convention),
        "{convention:?} ({b},{a})"
    );
    let game = "wythoff";
    let an = analyze(game, &[a, b], convention).unwrap();
    assert_eq!(an.outcome, Outcome::P);
    assert!(an.winning_moves.is_empty());
}

#[test]
fn seed_cold_positions() {
    use Convention::{Misere as M, Normal as N};
    for (a, b) in [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)] {
        check_cold(N, a, b);
    }
    check_cold(M, 0, 1);
    check_cold(M, 2, 2);
    check_cold(M, 3, 5);
    assert!(!wythoff::is_cold(0, 0, M));
    assert!(!wythoff::is_cold(1, 2, M));
    let pairs: Vec<_> = (0..6).map(|k| wythoff::cold_pair(k).unwrap()).collect();
    assert_eq!(pairs, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    let listed: Vec<_> = wythoff::cold_positions(N).take(6).collect();
    assert_eq!(listed, pairs);
}

/// ⌊kφ⌋ by a different route: the largest `a` with `2a − k ≤ k√5`, by
/// binary search on squares (`(2a − k)² < 5k²`, strict: √5 is irrational).
fn floor_k_phi_by_bisection(k: u64) -> u64 {
    let k = u128::from(k);
    let fits = |a: u128| 2 * a <= k || (2 * a - k) * (2 * a - k) < 5 * k * k;
    let (mut lo, mut hi) = (0u128, 2 * k + 1);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(mid) { lo = mid } else { hi = mid - 1 }
    }
    lo as u64
}

#[test]
fn exact_at_ten_to_the_eighteenth() {
    let k = 1_000_000_000_000_000_000;
    let (a, b) = wythoff::cold_pair(k).unwrap();
    assert_eq!(a, floor_k_phi_by_bisection(k));
    // φ = 1.6180339887498948482045868…
    assert_eq!(a, 1_618_033_988_749_894_848);
    assert_eq!(b, a + k);
    for k in [
        1,
        2,
        3,
        10,
        1 << 40,
        (1 << 62) + 12345,
        MAX_COLD_INDEX - 1,
        MAX_COLD_INDEX,
    ] {
        assert_eq!(
            wythoff::cold_pair(k).unwrap().0,
            floor_k_phi_by_bisection(k),
            "k={k}"
        );
    }
}

#[test]
fn max_cold_index_is_the_last_that_fits() {
    let (_, b) = wythoff::cold_pair(MAX_COLD_INDEX).unwrap();
    assert_eq!(b, u64::MAX);
    // The next pair's b = ⌊(k+1)φ⌋ + k + 1 is past u64::MAX.
    let next =
        u128::from(floor_k_phi_by_bisection(MAX_COLD_INDEX + 1)) + u128::from(MAX_COLD_INDEX) + 1;
    assert!(next > u128::from(u64::MAX));
    assert!(matches!(
        wythoff::cold_pair(MAX_COLD_INDEX + 1),
        Err(CoreError::TooLarge { .. })
    ));
    assert!(wythoff::cold_pair(u64::MAX).is_err());
}

#[test]
fn beatty_complementarity_for_the_first_hundred_thousand() {
    const N: usize = 100_000;
    let mut seen = vec![0u8; N + 1];
    for k in 1.. {
        let (a, b) = wythoff::cold_pair(k).unwrap();
        if a as usize > N {
            break;
        }
        seen[a as usize] += 1;
        if (b as usize) <= N {
            seen[b as usize] += 1;
        }
        assert_eq!(wythoff::partner(a).unwrap(), b);
        assert_eq!(wythoff::partner(b).unwrap(), a);
    }
    assert!(
        seen[1..].iter().all(|&c| c == 1),
        "every positive integer exactly once"
    );
}

#[test]
fn cold_set_equals_brute_force_up_to_60() {
    let game = Wythoff::default();
    for convention in BOTH {
        let mut solver = Solver::new(&game, convention, 100_000);
        for a in 0..=60 {
            for b in 0..=60 {
                let v = solver.solve(&[a, b]).unwrap();
                assert_eq!(
                    wythoff::outcome(a, b, convention),
                    v.outcome,
                    "{convention:?} ({a},{b})"
                );
                assert_eq!(
                    wythoff::partner_in(a, convention).unwrap() == b,
                    v.outcome == Outcome::P,
                    "partner {convention:?} ({a},{b})"
                );
            }
        }
    }
}

#[test]
fn winning_moves_are_every_move_to_a_cold_position() {
    use nimatron_core::ruleset::Ruleset;
    let game = Wythoff::default();
    for convention in BOTH {
        let mut solver = Solver::new(&game, convention, 100_000);
        for a in 0..=25 {
            for b in 0..=25 {
                let mut brute: Vec<(u64, u64)> = game
                    .moves(&[a, b])
                    .into_iter()
                    .filter(|p| solver.solve(p).unwrap().outcome == Outcome::P)
                    .map(|[x, y]| (x, y))
                    .collect();
                brute.sort_unstable();
                assert_eq!(
                    wythoff::winning_moves(a, b, convention),
                    brute,
                    "{convention:?} ({a},{b})"
                );
            }
        }
    }
}

#[test]
fn table_values_equal_the_solver() {
    let game = Wythoff::default();
    for convention in BOTH {
        let mut solver = Solver::new(&game, convention, 100_000);
        for a in 0..=18 {
            for b in 0..=18 {
                let v = solver.solve(&[a, b]).unwrap();
                assert_eq!(
                    table::values(a, b, convention),
                    Some(v),
                    "{convention:?} ({a},{b})"
                );
            }
        }
    }
    assert_eq!(table::grundy(3, 5), Some(0));
}

#[test]
fn misere_cold_positions_listed_in_order() {
    let listed: Vec<_> = wythoff::cold_positions(Convention::Misere)
        .take(5)
        .collect();
    assert_eq!(listed, [(0, 1), (2, 2), (3, 5), (4, 7), (6, 10)]);
    assert_eq!(
        wythoff::first_cold_positions(3, Convention::Normal).unwrap(),
        [(0, 0), (1, 2), (3, 5)]
    );
    assert!(wythoff::first_cold_positions(u64::MAX, Convention::Normal).is_err());
}

#[test]
fn hostile_inputs() {
    let game = "wythoff";
    for convention in BOTH {
        assert!(matches!(
            analyze(game, &[1], convention),
            Err(CoreError::WrongHeapCount {
                expected: 2,
                got: 1
            })
        ));
        assert!(matches!(
            analyze(game, &[], convention),
            Err(CoreError::WrongHeapCount { .. })
        ));
        assert!(analyze(game, &[1, 2, 3], convention).is_err());
        let a = analyze(game, &[u64::MAX, u64::MAX], convention).unwrap();
        assert_eq!(a.outcome, Outcome::N);
        assert_eq!(
            a.winning_moves.len(),
            3,
            "A or B to the partner, or both to (0,0)"
        );
        assert_eq!(a.remoteness, None);
        assert_eq!(a.grundy, None);
        let a = analyze(game, &[u64::MAX, 0], convention).unwrap();
        assert_eq!(a.outcome, Outcome::N);
        let (x, y) = wythoff::cold_pair(MAX_COLD_INDEX).unwrap();
        assert_eq!(
            analyze(game, &[x, y], Convention::Normal).unwrap().outcome,
            Outcome::P
        );
        // A heap with an overflowing partner.
        for n in [u64::MAX, u64::MAX - 1, u64::MAX / 2, 1 << 63] {
            let _ = wythoff::partner(n);
            let _ = analyze(game, &[n, 5], convention).unwrap();
        }
    }
}

proptest! {
    #[test]
    fn winning_moves_reach_cold_positions(a: u64, b: u64, misere: bool) {
        let convention = Convention::from_misere(misere);
        let moves = wythoff::winning_moves(a, b, convention);
        prop_assert_eq!(moves.is_empty(), !wythoff::is_hot(a, b, convention) || (a, b) == (0, 0));
        for (x, y) in moves {
            prop_assert!(wythoff::is_cold(x, y, convention));
            let legal = (x == a && y < b) || (y == b && x < a) || (x < a && a - x == b.wrapping_sub(y) && y < b);
            prop_assert!(legal);
        }
    }

    #[test]
    fn partner_is_an_involution(n in 0u64..=u64::MAX, misere: bool) {
        let convention = Convention::from_misere(misere);
        if let Ok(m) = wythoff::partner_in(n, convention) {
            prop_assert_eq!(wythoff::partner_in(m, convention).unwrap(), n);
            prop_assert!(wythoff::is_cold(n, m, convention));
        }
    }
}
