//! Tests of `play::panels::chart` (`crates/app/src/play/panels/chart.rs`).
use nimatron_core::Outcome;

use nimatron_app::play::panels::chart::*;

#[test]
fn one_point_per_position_played() {
    let s = crate::support::friends_session("nim", "1,2", &["1,1"]);
    let p = points(&s);
    assert_eq!(p.len(), 2);
    assert_eq!(p[0].outcome, Some(Outcome::N));
    assert_eq!(p[1].outcome, Some(Outcome::P));
    assert_eq!(p[1].remoteness, Some(2));
    assert_eq!(p[0].remoteness, Some(3));
}
