//! Tests of `screens::bouton::walkthrough` (`crates/app/src/screens/bouton/walkthrough.rs`).
use nimatron_core::games::nim::move_between;

use nimatron_app::screens::bouton::walkthrough::*;

#[test]
fn the_game_is_legal_and_switches_once() {
    for pair in WALK.windows(2) {
        assert!(move_between(&pair[0], &pair[1]).is_some(), "{pair:?}");
    }
    let switches: Vec<_> = WALK.iter().filter(|p| is_switch(&p[..])).collect();
    assert_eq!(switches, [&[0, 2, 1]]);
    assert_eq!(move_between(&[3, 4], &[3, 4]), None);
    assert_eq!(move_between(&[3, 4], &[3, 5]), None);
}
