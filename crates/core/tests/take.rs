//! `take:K` (take 1 to K from one heap, any number of heaps): the seed
//! examples, and the closed forms of both conventions against the solver.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

mod heaps_api;

mod common;

use common::{brute_winning, positions};
use heaps_api::{analyze, targets};
use nimatron_core::games::subtraction::{self as sub, TakeGame};
use nimatron_core::solver::Solver;
use nimatron_core::{Convention, Outcome};
use proptest::prelude::*;

const BOTH: [Convention; 2] = [Convention::Normal, Convention::Misere];

/// One seed example: `game` at `heaps` is `outcome`, and the winning moves
/// lead to `to` (in order).
fn check(game: &str, convention: Convention, heaps: &[u64], outcome: Outcome, to: &[&[u64]]) {
    let a = analyze(game, heaps, convention).unwrap();
    assert_eq!(a.outcome, outcome, "{game} {convention:?} {heaps:?}");
    let got = targets(&a);
    assert_eq!(got, to, "{game} {convention:?} {heaps:?}");
}

#[test]
fn seed_examples() {
    use Convention::{Misere as M, Normal as N};
    use Outcome::{N as Win, P as Lose};
    // The blog: 19 stones, take 1..3 — N, take 3.
    check("take:3", N, &[19], Win, &[&[16]]);
    // The blog: 666 stones, take 1..7 — 666 = 83·8 + 2, take 2.
    check("take:7", N, &[666], Win, &[&[664]]);
    check("take:7", N, &[664], Lose, &[]);
    // Simplified Nim for n = 4, 8: the second player wins.
    check("take:3", N, &[8], Lose, &[]);
    check("take:3", N, &[6], Win, &[&[4]]);
    // Game of games, n = 6: J1, J2, J5 lost for A; J3, J4 won.
    for (k, o) in [(1, Lose), (2, Lose), (3, Win), (4, Win), (5, Lose)] {
        let target = [6 - 6 % (k + 1)];
        let to: &[&[u64]] = if o == Win { &[&target] } else { &[] };
        check(&format!("take:{k}"), N, &[6], o, to);
    }
    // Game 21 (misère, add 1..3, who says 21 loses): a heap of 21 − n;
    // saying a multiple of 4 leaves 21 − 4j ≡ 1 (mod 4): P.
    for said in 0..=20u64 {
        let o = if said % 4 == 0 { Lose } else { Win };
        let a = analyze("take:3", &[21 - said], M).unwrap();
        assert_eq!(a.outcome, o, "game 21 after saying {said}");
    }
    // Opening with 1 is a losing move: 21 ≡ 1 (mod 4) is P.
    check("take:3", M, &[21], Lose, &[]);
    check("take:3", M, &[20], Win, &[&[17]]);
    // Game of 100 (add 1..10, reaching 100 wins): a heap of 100 − n is P
    // exactly at n = 1, 12, 23, …, 89.
    for n in 0..=100u64 {
        let a = analyze("take:10", &[100 - n], N).unwrap();
        assert_eq!(a.outcome == Lose, n % 11 == 1, "game of 100 at {n}");
    }
    check("take:10", N, &[100], Win, &[&[99]]);
    // Multi-heap take:K: residues 1, 2, 3 (mod 4) XOR to 0.
    check("take:3", N, &[5, 6, 7], Lose, &[]);
    check("take:3", M, &[4, 4], Win, &[&[1, 4], &[4, 1]]);
}

#[test]
fn take_closed_forms_equal_the_solver() {
    for convention in BOTH {
        for k in 1..=6u64 {
            let game = TakeGame { k };
            let takes: Vec<u64> = (1..=k).collect();
            let mut solver = Solver::new(&game, convention, 1_000_000);
            for (heaps, max) in [(1, 40), (2, 14), (3, 9), (4, 5)] {
                for p in positions(heaps, max) {
                    let v = solver.solve(&p).unwrap();
                    assert_eq!(
                        sub::take_outcome(k, &p, convention),
                        v.outcome,
                        "k={k} {convention:?} {p:?}"
                    );
                    assert_eq!(
                        sub::take_winning_moves(k, &p, convention),
                        brute_winning(&mut solver, &p, &takes),
                        "k={k} {convention:?} {p:?}"
                    );
                    let a = analyze(&format!("take:{}", k), &p, convention).unwrap();
                    assert_eq!(a.grundy, v.grundy);
                    if p.len() == 1 {
                        assert_eq!(
                            a.remoteness,
                            Some(v.remoteness),
                            "k={k} {convention:?} {p:?}"
                        );
                        assert_eq!(
                            sub::take_grundy(k, p[0]),
                            v.grundy.unwrap_or(sub::take_grundy(k, p[0]))
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn multi_heap_take_remoteness_is_the_solvers() {
    let a = analyze(&format!("take:{}", 2), &[4, 5, 7], Convention::Normal).unwrap();
    let v = nimatron_core::solver::solve(
        &TakeGame { k: 2 },
        &vec![4, 5, 7],
        Convention::Normal,
        10_000,
    )
    .unwrap();
    assert_eq!(a.remoteness, Some(v.remoteness));
}

#[test]
fn single_heap_take_remoteness_closed_form() {
    for convention in BOTH {
        for k in 1..=9u64 {
            let game = TakeGame { k };
            let mut solver = Solver::new(&game, convention, 100_000);
            for n in 0..=200 {
                let v = solver.solve(&vec![n]).unwrap();
                assert_eq!(
                    sub::take_heap_remoteness(k, n, convention),
                    v.remoteness,
                    "k={k} n={n} {convention:?}"
                );
            }
        }
    }
    // The blog: P at (k+1)p lasts 2p moves, N at (k+1)p + r lasts 2p + 1.
    assert_eq!(sub::take_heap_remoteness(7, 664, Convention::Normal), 166);
    assert_eq!(sub::take_heap_remoteness(7, 666, Convention::Normal), 167);
}

proptest! {
    #[test]
    fn take_misere_rule_on_random_positions(k in 1u64..=8, heaps in prop::collection::vec(0u64..=12, 0..=4)) {
        let game = TakeGame { k };
        let mut solver = Solver::new(&game, Convention::Misere, 2_000_000);
        let v = solver.solve(&heaps).unwrap();
        prop_assert_eq!(sub::take_outcome(k, &heaps, Convention::Misere), v.outcome);
    }

    #[test]
    fn take_winning_moves_are_legal_and_win(k: u64, heaps in prop::collection::vec(any::<u64>(), 0..=6), misere: bool) {
        let k = k.max(1);
        let convention = Convention::from_misere(misere);
        let a = analyze(&format!("take:{}", k), &heaps, convention).unwrap();
        for m in &a.winning_moves {
            let changed: Vec<usize> = (0..heaps.len()).filter(|&i| m.to.numbers()[i] != heaps[i]).collect();
            prop_assert_eq!(changed.len(), 1);
            let i = changed[0];
            prop_assert!(m.to.numbers()[i] < heaps[i] && heaps[i] - m.to.numbers()[i] <= k);
            prop_assert_eq!(sub::take_outcome(k, m.to.numbers(), convention), Outcome::P);
        }
    }
}
