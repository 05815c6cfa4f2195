//! Tests of `play::panels::session` (`crates/app/src/play/panels/session.rs`).
use nimatron_app::play::panels::chart::Point;
use nimatron_app::screens::nav;
use nimatron_core::Position;

use nimatron_core::Convention;
use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent};

use nimatron_app::play::panels::session::*;

fn p(text: &str) -> Position {
    text.parse().unwrap_or_default()
}

/// A screen that holds the values (Min Nim) gives the remoteness; the
/// core still gives the outcome and the winning moves.
#[test]
fn a_screens_values_give_the_remoteness() {
    let perfect = Opponent::Computer(Strength::Perfect);
    let s = nav::new_session(
        "min-nim:1,3,4",
        p("40,41,42"),
        Convention::Normal,
        First::Me,
        perfect,
    );
    let core = answer(&s, None);
    let core = core.as_ref().as_ref().expect("an analysis");
    assert!(core.remoteness.is_some_and(|r| r != 77));
    let point = Point {
        ply: 0,
        outcome: Some(core.outcome),
        remoteness: Some(77),
    };
    let given = answer(&s, Some(&[point]));
    let given = given.as_ref().as_ref().expect("an analysis");
    assert_eq!(given.remoteness, Some(77));
    assert_eq!(given.winning_moves, core.winning_moves);
    let unknown = answer(&s, Some(&[]));
    assert_eq!(unknown.as_ref().as_ref().map(|a| a.remoteness), Ok(None));
}
