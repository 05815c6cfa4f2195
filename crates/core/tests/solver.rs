//! The generic solver's own guarantees: no recursion limit, a budget that
//! answers `None` instead of freezing, and the two engines agreeing.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

use nimatron_core::game::Game;
use nimatron_core::games::subtraction::TakeGame;
use nimatron_core::solver::table::{ProductSpace, TableMoves, solve_table};
use nimatron_core::solver::{Solver, solve};
use nimatron_core::{Convention, Outcome};

#[test]
fn deep_games_need_no_recursion() {
    // A take-1 heap of 300,000: a play of 300,000 moves.
    let v = solve(
        &TakeGame { k: 1 },
        &vec![300_000],
        Convention::Normal,
        400_000,
    )
    .unwrap();
    assert_eq!(
        (v.outcome, v.remoteness, v.grundy),
        (Outcome::P, 300_000, Some(0))
    );
}

#[test]
fn budget_gives_none_and_keeps_what_it_solved() {
    let game = TakeGame { k: 3 };
    let mut s = Solver::new(&game, Convention::Misere, 50);
    assert_eq!(s.solve(&vec![100]), None);
    assert!(s.explored() < 50);
    assert_eq!(s.solve(&vec![20]).map(|v| v.outcome), Some(Outcome::N));
    // Refused at once from the reachable bound: no move is generated.
    let mut s = Solver::new(&game, Convention::Normal, 1_000_000);
    assert_eq!(s.solve(&vec![u64::MAX; 3]), None);
    assert_eq!(s.explored(), 0);
}

/// A game with no canonical form or bound: moves from `n` to `n−1`, `n−2`.
#[derive(Debug)]
struct Fib;
impl Game for Fib {
    type Position = u64;
    fn moves(&self, &n: &u64) -> Vec<u64> {
        (1..=2).filter(|&s| s <= n).map(|s| n - s).collect()
    }
    fn canonical(&self, &n: &u64) -> u64 {
        n
    }
    fn canonical_moves(&self, n: &u64) -> Vec<u64> {
        self.moves(n)
    }
    fn reachable_bound(&self, _: &u64) -> Option<u128> {
        None
    }
}

impl TableMoves for Fib {
    fn for_each_child<F: FnMut(u64)>(&self, coords: &[u64], index: u64, _: &[u64], mut child: F) {
        for s in 1..=2 {
            if coords[0] >= s {
                child(index - s);
            }
        }
    }
}

#[test]
fn the_two_engines_agree() {
    for convention in [Convention::Normal, Convention::Misere] {
        let table = solve_table(
            ProductSpace::new(&[60], 100).unwrap(),
            convention,
            true,
            &Fib,
        );
        let mut s = Solver::new(&Fib, convention, 1000);
        for n in 0..=60 {
            let v = s.solve(&n).unwrap();
            assert_eq!(table.outcome(n), v.outcome);
            assert_eq!(u64::from(table.remoteness(n)), v.remoteness);
            assert_eq!(table.grundy(n), v.grundy);
        }
    }
}

#[test]
fn terminal_positions_follow_the_convention() {
    let normal = solve(&Fib, &0, Convention::Normal, 10).unwrap();
    assert_eq!(
        (normal.outcome, normal.remoteness, normal.grundy),
        (Outcome::P, 0, Some(0))
    );
    let misere = solve(&Fib, &0, Convention::Misere, 10).unwrap();
    assert_eq!(
        (misere.outcome, misere.remoteness, misere.grundy),
        (Outcome::N, 0, None)
    );
}

#[test]
fn product_space_limits() {
    // (2^64)² does not fit in u128: the count saturates.
    assert_eq!(
        ProductSpace::new(&[u64::MAX, u64::MAX], u64::MAX),
        Err(u128::MAX)
    );
    assert_eq!(ProductSpace::new(&[u64::MAX], u64::MAX), Err(1 << 64));
    assert!(ProductSpace::new(&[10, 10], 120).is_err());
    let s = ProductSpace::new(&[10, 10], 121).unwrap();
    assert_eq!(s.index(&[3, 4]), Some(37));
    assert_eq!(s.coords(37), [3, 4]);
    assert_eq!(s.index(&[11, 0]), None);
    assert_eq!(s.index(&[1]), None);
}
