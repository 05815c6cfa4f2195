//! Nim: the Wikipedia seed's doctests, Bouton's theorem, the winning moves
//! and the remoteness closed form, all against the generic solver.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

mod heaps_api;

use heaps_api::{analyze, targets};
use nimatron_core::games::nim::{self, Nim, NimMove};
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::solver::Solver;
use nimatron_core::{Convention, CoreError, Outcome};
use proptest::prelude::*;

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// One seed doctest: `nim(heaps, convention)` returns `(heap, take)` or
/// "You will lose :(" (`None`).
fn check_doctest(convention: Convention, heaps: &[u64], expect: Option<(usize, u64)>) {
    let got = nim::recommended_move(heaps, convention).map(|m| (m.heap, m.take));
    assert_eq!(got, expect, "{convention:?} {heaps:?}");
}

#[test]
fn wikipedia_seed_doctests() {
    use Convention::{Misere as M, Normal as N};
    check_doctest(M, &[1, 2, 3], None);
    check_doctest(N, &[1, 2, 3], None);
    check_doctest(M, &[1, 2, 4], Some((2, 1)));
    check_doctest(N, &[1, 2, 4], Some((2, 1)));
    check_doctest(M, &[1], None);
    check_doctest(N, &[1], Some((0, 1)));
    check_doctest(M, &[1, 1], Some((0, 1)));
    check_doctest(N, &[1, 1], None);
    check_doctest(M, &[1, 5], Some((1, 5)));
    check_doctest(N, &[1, 5], Some((1, 4)));
}

/// One analysed position: outcome, nim-sum and the winning moves' targets.
fn check(convention: Convention, heaps: &[u64], outcome: Outcome, nim_sum: u64, to: &[&[u64]]) {
    let a = analyze("nim", heaps, convention).unwrap();
    assert_eq!(a.outcome, outcome, "{heaps:?}");
    assert_eq!(a.nim_sum, Some(nim_sum), "{heaps:?}");
    let got = targets(&a);
    assert_eq!(got, to, "{heaps:?}");
}

#[test]
fn seed_positions() {
    use Convention::{Misere as M, Normal as N};
    check(N, &[3, 4, 5], Outcome::N, 2, &[&[1, 4, 5]]);
    check(M, &[3, 4, 5], Outcome::N, 2, &[&[1, 4, 5]]);
    check(N, &[3, 5, 9, 6, 9], Outcome::P, 0, &[]);
    check(N, &[7, 9], Outcome::N, 14, &[&[7, 7]]);
    // The Wikipedia misère walkthrough: 0-2-1, take all of heap B.
    check(M, &[0, 2, 1], Outcome::N, 3, &[&[0, 0, 1]]);
    check(N, &[0, 2, 1], Outcome::N, 3, &[&[0, 1, 1]]);
    check(M, &[1, 4, 3], Outcome::N, 6, &[&[1, 2, 3]]);
    check(M, &[0, 0, 1], Outcome::P, 1, &[]);
}

/// Every position with `heaps` heaps of at most `max` stones.
fn positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..heaps {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..=max).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
    }
    out
}

/// The brute-force winning moves: every move to a P-position, in the
/// documented order (heap index, then fewest stones taken).
fn brute_winning(solver: &mut Solver<'_, Nim>, heaps: &[u64]) -> Vec<NimMove> {
    let mut out = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for take in 1..=h {
            let child = nim::apply(heaps, NimMove { heap: i, take }).unwrap();
            if solver.solve(&child).unwrap().outcome == Outcome::P {
                out.push(NimMove { heap: i, take });
            }
        }
    }
    out
}

fn check_against_solver(solver: &mut Solver<'_, Nim>, heaps: &[u64], convention: Convention) {
    let v = solver.solve(&heaps.to_vec()).unwrap();
    assert_eq!(
        nim::outcome(heaps, convention),
        v.outcome,
        "{convention:?} {heaps:?}"
    );
    assert_eq!(
        nim::winning_moves(heaps, convention),
        brute_winning(solver, heaps),
        "{convention:?} {heaps:?}"
    );
    assert_eq!(
        nim::remoteness(heaps, convention),
        u128::from(v.remoteness),
        "{convention:?} {heaps:?}"
    );
    if convention == Convention::Normal {
        assert_eq!(v.grundy, Some(nim::nim_sum(heaps)));
    }
    // The best move realises the remoteness: one less after it.
    if let Some(m) = nim::best_move(heaps, convention) {
        let child = nim::apply(heaps, m).unwrap();
        let c = solver.solve(&child).unwrap();
        assert_eq!(
            c.remoteness + 1,
            v.remoteness,
            "{convention:?} {heaps:?} {m:?}"
        );
        assert_ne!(c.outcome, v.outcome, "{convention:?} {heaps:?} {m:?}");
    } else {
        assert_eq!(v.remoteness, 0);
    }
}

#[test]
fn closed_forms_equal_the_solver_on_all_small_positions() {
    for convention in BOTH {
        let mut solver = Solver::new(&Nim, convention, 1_000_000);
        for (heaps, max) in [(1, 12), (2, 12), (3, 9), (4, 7), (5, 5)] {
            for p in positions(heaps, max) {
                check_against_solver(&mut solver, &p, convention);
            }
        }
    }
}

proptest! {
    #[test]
    fn closed_forms_equal_the_solver(heaps in prop::collection::vec(0u64..=10, 0..=4), misere: bool) {
        let convention = Convention::from_misere(misere);
        let mut solver = Solver::new(&Nim, convention, 1_000_000);
        check_against_solver(&mut solver, &heaps, convention);
    }

    #[test]
    fn analysis_is_consistent(heaps in prop::collection::vec(any::<u64>(), 0..=12), misere: bool) {
        let convention = Convention::from_misere(misere);
        let a = analyze("nim", &heaps, convention).unwrap();
        for m in &a.winning_moves {
            prop_assert_eq!(nim::outcome(m.to.numbers(), convention), Outcome::P);
            prop_assert_eq!(m.to.numbers().len(), heaps.len());
        }
        // No winning move exactly at P-positions, and at the misère end
        // (no move left: the player to move has already won).
        let over = heaps.iter().all(|&h| h == 0);
        prop_assert_eq!(a.winning_moves.is_empty(), a.outcome == Outcome::P || over);
        // Remoteness parity is the outcome.
        let r = nim::remoteness(&heaps, convention);
        let p = r.is_multiple_of(2) == (convention == Convention::Normal);
        prop_assert_eq!(p, a.outcome == Outcome::P);
    }
}

#[test]
fn remoteness_of_the_opponents_sizes_is_instant() {
    // 12 heaps of about 20 stones: far past any solver budget.
    let heaps = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9];
    for convention in BOTH {
        let a = analyze("nim", &heaps, convention).unwrap();
        assert!(a.remoteness.is_some());
    }
}

#[test]
fn hostile_inputs_do_not_panic() {
    let nim = "nim";
    for convention in BOTH {
        let empty = analyze(nim, &[], convention).unwrap();
        assert_eq!(empty.remoteness, Some(0));
        assert_eq!(
            empty.outcome,
            if convention == Convention::Normal {
                Outcome::P
            } else {
                Outcome::N
            }
        );
        let big = analyze(nim, &[u64::MAX, u64::MAX, 1], convention).unwrap();
        assert_eq!(big.outcome, Outcome::N);
        let many = vec![u64::MAX; MAX_HEAPS];
        let a = analyze(nim, &many, convention).unwrap();
        assert_eq!(a.remoteness, None, "does not fit in u64");
        assert!(nim::remoteness(&many, convention) > u128::from(u64::MAX));
        let too_many = vec![1; MAX_HEAPS + 1];
        assert!(matches!(
            analyze(nim, &too_many, convention),
            Err(CoreError::TooLarge { .. })
        ));
    }
    assert_eq!(nim::apply(&[3], NimMove { heap: 1, take: 1 }), None);
    assert_eq!(nim::apply(&[3], NimMove { heap: 0, take: 4 }), None);
    assert_eq!(nim::apply(&[3], NimMove { heap: 0, take: 0 }), None);
}

#[test]
fn solver_gives_up_instead_of_freezing() {
    // Refused by the budget (how fast is the benchmarks' business).
    for convention in BOTH {
        assert_eq!(
            nimatron_core::solver::solve(
                &Nim,
                &vec![u64::MAX, 7],
                convention,
                nimatron_core::limits::SOLVER_BUDGET
            ),
            None
        );
        assert_eq!(
            nimatron_core::solver::solve(&Nim, &vec![20; 12], convention, 1000),
            None
        );
    }
}

#[test]
fn huge_positions_list_a_bounded_number_of_moves() {
    use nimatron_core::limits::MAX_LISTED_MOVES;
    let heaps: Vec<u64> = (0..MAX_HEAPS as u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40)
        .collect();
    let a = analyze("nim", &heaps, Convention::Normal).unwrap();
    let all = nim::winning_moves(&heaps, Convention::Normal);
    assert!(all.len() > MAX_LISTED_MOVES);
    assert_eq!(a.winning_move_count, all.len());
    assert_eq!(a.winning_moves.len(), MAX_LISTED_MOVES);
    assert_eq!(
        a.winning_moves[0].to.numbers(),
        nim::apply(&heaps, all[0]).unwrap()
    );
    let small = analyze("nim", &[3, 4, 5], Convention::Normal).unwrap();
    assert_eq!(small.winning_move_count, 1);
}
