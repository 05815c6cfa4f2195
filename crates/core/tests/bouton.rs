//! Bouton's explanation: the seed presets and consistency with the Nim
//! solver on every small position.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

use nimatron_core::explain::bouton::{Step, explain};
use nimatron_core::games::nim::{self, NimMove};
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::{Convention, CoreError, Outcome};

#[test]
fn preset_3_4_5() {
    let e = explain(&[3, 4, 5], Convention::Normal).unwrap();
    assert_eq!(e.width, 3);
    assert_eq!(e.column_ones, [2, 1, 2]);
    assert_eq!(e.odd_columns, [1]);
    assert_eq!(e.nim_sum, 2);
    assert_eq!(e.leading_bit, Some(1));
    assert_eq!(e.heaps_with_leading_bit, [0]);
    let c = &e.candidates[0];
    assert_eq!((c.heap, c.from, c.target, c.remove), (0, 3, 1, 2));
    assert!(c.column_ones_after.iter().all(|n| n % 2 == 0));
    assert_eq!(c.column_ones_after, [2, 0, 2]);
    assert_eq!(e.winning_moves, [NimMove { heap: 0, take: 2 }]);
    // Powers of two: 3 = 2 + 1, 4 = 4, 5 = 4 + 1; the 1s and 4s cancel.
    let p: Vec<(u64, Vec<usize>, bool)> = e
        .powers
        .iter()
        .map(|p| (p.power, p.heaps.clone(), p.left))
        .collect();
    assert_eq!(
        p,
        [
            (1, vec![0, 2], false),
            (2, vec![0], true),
            (4, vec![1, 2], false)
        ]
    );
    assert!(e.lemma1.is_empty());
    assert_eq!(e.misere_switch, None);
}

#[test]
fn preset_3_5_9_6_9_is_all_even() {
    let e = explain(&[3, 5, 9, 6, 9], Convention::Normal).unwrap();
    assert_eq!(e.outcome, Outcome::P);
    assert_eq!(e.nim_sum, 0);
    assert!(e.column_ones.iter().all(|n| n % 2 == 0));
    assert!(e.odd_columns.is_empty());
    assert_eq!(e.leading_bit, None);
    assert!(e.candidates.is_empty());
    assert_eq!(e.lemma1.len(), 5);
    assert_eq!(e.lemma1[2].one_columns, [0, 3]);
    assert!(e.powers.iter().all(|p| !p.left));
    assert!(matches!(e.steps()[4], Step::AllColumnsEven { .. }));
}

#[test]
fn preset_7_9() {
    let e = explain(&[7, 9], Convention::Normal).unwrap();
    assert_eq!(e.nim_sum, 14);
    assert_eq!(e.leading_bit, Some(3));
    assert_eq!(e.heaps_with_leading_bit, [1]);
    let c = &e.candidates[0];
    assert_eq!((c.from, c.target, c.remove), (9, 7, 2));
}

#[test]
fn misere_3_4_5_plays_as_normal() {
    let e = explain(&[3, 4, 5], Convention::Misere).unwrap();
    assert_eq!(e.misere_switch, None);
    assert_eq!(e.misere_ending, None);
    assert_eq!(e.winning_moves, [NimMove { heap: 0, take: 2 }]);
}

#[test]
fn wikipedia_misere_walkthrough() {
    // 0-2-1: normal play takes 1 from B (leaving two 1s); misère takes all
    // of B (leaving one 1).
    let e = explain(&[0, 2, 1], Convention::Misere).unwrap();
    let s = e.misere_switch.clone().unwrap();
    assert_eq!(
        (s.heap, s.from, s.normal_target, s.misere_target),
        (1, 2, 1, 0)
    );
    assert_eq!((s.ones_left_normal, s.ones_left_misere), (2, 1));
    assert_eq!(e.winning_moves, [NimMove { heap: 1, take: 2 }]);
    assert!(e.steps().iter().any(|s| matches!(s, Step::MisereSwitch(_))));
    // The walkthrough's other positions.
    for (heaps, outcome) in [
        (&[1, 4, 5][..], Outcome::P),
        (&[1, 4, 3], Outcome::N),
        (&[1, 2, 3], Outcome::P),
        (&[1, 2, 2], Outcome::N),
        (&[0, 2, 2], Outcome::P),
        (&[0, 0, 1], Outcome::P),
    ] {
        assert_eq!(
            explain(heaps, Convention::Misere).unwrap().outcome,
            outcome,
            "{heaps:?}"
        );
    }
    let ending = explain(&[1, 1, 0], Convention::Misere).unwrap();
    assert_eq!(ending.misere_ending, Some(2));
    assert_eq!(ending.outcome, Outcome::N);
    assert!(matches!(ending.steps()[4], Step::MisereEnding { ones: 2 }));
}

/// The moves the explanation itself recommends: Lemma 2's candidates, with
/// the misère switch or the misère ending applied.
fn moves_from_explanation(heaps: &[u64], convention: Convention) -> Vec<NimMove> {
    let e = explain(heaps, convention).unwrap();
    if let Some(ones) = e.misere_ending {
        if ones % 2 == 1 {
            return vec![];
        }
        return (0..heaps.len())
            .filter(|&i| heaps[i] == 1)
            .map(|heap| NimMove { heap, take: 1 })
            .collect();
    }
    if let Some(s) = &e.misere_switch {
        return vec![NimMove {
            heap: s.heap,
            take: s.from - s.misere_target,
        }];
    }
    e.candidates
        .iter()
        .map(|c| NimMove {
            heap: c.heap,
            take: c.remove,
        })
        .collect()
}

#[test]
fn explanation_agrees_with_the_solver_on_small_positions() {
    for convention in [Convention::Normal, Convention::Misere] {
        for a in 0..=9u64 {
            for b in 0..=9 {
                for c in 0..=9 {
                    for heaps in [vec![a, b, c], vec![a, b], vec![a, b, c, (a * 7 + b) % 6]] {
                        let e = explain(&heaps, convention).unwrap();
                        assert_eq!(e.winning_moves, nim::winning_moves(&heaps, convention));
                        assert_eq!(
                            moves_from_explanation(&heaps, convention),
                            e.winning_moves,
                            "{convention:?} {heaps:?}"
                        );
                        assert_eq!(e.outcome, nim::outcome(&heaps, convention));
                        for cand in &e.candidates {
                            assert!(cand.target < cand.from);
                            assert!(cand.column_ones_after.iter().all(|n| n % 2 == 0));
                        }
                        let left: u64 = e.powers.iter().filter(|p| p.left).map(|p| p.power).sum();
                        assert_eq!(left, e.nim_sum);
                    }
                }
            }
        }
    }
}

#[test]
fn hostile_inputs() {
    for convention in [Convention::Normal, Convention::Misere] {
        let e = explain(&[], convention).unwrap();
        assert_eq!(e.width, 1);
        assert_eq!(e.column_ones, [0]);
        let e = explain(&[u64::MAX, 1], convention).unwrap();
        assert_eq!(e.width, 64);
        assert_eq!(e.candidates[0].target, u64::MAX ^ (u64::MAX ^ 1));
        let e = explain(&vec![u64::MAX; MAX_HEAPS], convention).unwrap();
        assert_eq!(
            e.outcome,
            nim::outcome(&vec![u64::MAX; MAX_HEAPS], convention)
        );
        assert!(matches!(
            explain(&vec![0; MAX_HEAPS + 1], convention),
            Err(CoreError::TooLarge { .. })
        ));
    }
}
