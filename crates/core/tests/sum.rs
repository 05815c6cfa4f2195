//! Sums of games (`games/sum.rs`), made through the registry as every face
//! makes them: a sum file names no registry, so its tests live here.

#![allow(clippy::unwrap_used)]

use nimatron_core::engine::AnyGame;
use nimatron_core::registry::game;
use nimatron_core::{Convention, CoreError, Outcome, Position};

fn sum(parts: &str) -> Box<dyn AnyGame> {
    game(&format!("sum:{parts}")).unwrap_or_else(|e| panic!("{e}"))
}

fn at(text: &str) -> Position {
    text.parse().unwrap_or_default()
}

#[test]
fn a_sums_bound_is_the_product_of_its_components_bounds() {
    let s = sum("kayles+nim+wythoff");
    // Rows of at most 30 pins: p(0) + … + p(30) = 28,629 partitions;
    // Nim's heap of 5: 6 sizes; Wythoff's (2, 3): 3 × 4 cells.
    assert_eq!(
        s.reachable_bound(&at("30+5+2,3")),
        Ok(Some(28_629 * 6 * 12))
    );
    // A component without a bound leaves the sum without one.
    assert_eq!(
        sum("kayles+fibonacci").reachable_bound(&at("3+20")),
        Ok(None)
    );
}

#[test]
fn a_misere_sum_is_searched_through_its_components_canonical_forms() {
    // Kayles 30 beside Nim 5, misère: no theorem, the solver's search.
    // It ran out of budget while `3,5+1` and `5,3+1` were two
    // positions; P with remoteness 31, as an independent brute force
    // over sorted rows finds.
    let a = sum("kayles+nim")
        .analyze(&at("30+5"), Convention::Misere)
        .unwrap();
    assert_eq!((a.outcome, a.remoteness), (Outcome::P, Some(31)));
}

#[test]
fn the_issue_example_nim_kayles_grundy_sums_by_xor() {
    let s = sum("nim+kayles+fibonacci");
    // Nim 3,4 is *7; Kayles 5 is *4; Fibonacci 20's value comes from the solver.
    let part = |g: &str, p: &str| game(g).unwrap().grundy(&at(p)).unwrap().unwrap();
    assert_eq!((part("nim", "3,4"), part("kayles", "5")), (7, 4));
    let fib = part("fibonacci", "20");
    assert_eq!(s.grundy(&at("3,4+5+20")), Ok(Some(7 ^ 4 ^ fib)));
    assert!(game("sum:nim+sum:nim").is_err());
    assert!(game("sum:").is_err());
    assert!(game("sum:nim++kayles").is_err());
}

#[test]
fn a_refused_part_names_its_component() {
    let s = sum("nim+chomp");
    match s.normalize(&at("3+3,5")) {
        Err(CoreError::InComponent { place, game, error }) => {
            assert_eq!((place, game.as_str()), (2, "chomp"));
            assert!(matches!(*error, CoreError::BadPosition { .. }));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        s.normalize(&at("3")).err(),
        Some(CoreError::WrongPartCount {
            expected: 2,
            got: 1
        })
    );
}

#[test]
fn a_sum_opens_where_each_component_opens() {
    let s = sum("nim+node-kayles:path:3");
    assert_eq!(s.start().map(|p| p.to_string()), Some("3,4,5+0,1,2".into()));
}
