//! Tests of `screens::nav` (`crates/app/src/screens/nav.rs`).
use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, Position};

use crate::support::computer_reply;
use nimatron_app::screens::nav::*;
use nimatron_app::screens::query::{numbers, quote};

#[test]
fn numbers_follow_the_core_syntax() {
    assert_eq!(numbers(" 3, 5 "), Some(vec![3, 5]));
    assert_eq!(numbers("18446744073709551615"), Some(vec![u64::MAX]));
    for bad in ["", "+3", "3+4", "a,b", "1,,2", "-1", "18446744073709551616"] {
        assert_eq!(numbers(bad), None, "{bad}");
    }
    assert_eq!(quote(&"x".repeat(40)).chars().count(), 25);
    assert_eq!(quote("short"), "short");
}

#[test]
fn sessions_take_turns_and_ignore_stale_computer_moves() {
    let start: Position = "5".parse().unwrap_or_default();
    let perfect = Opponent::Computer(nimatron_core::computer::Strength::Perfect);
    let mut s = new_session("take:3", start, Convention::Normal, First::Me, perfect);
    let to = |t: &str| t.parse::<Position>().unwrap_or_default();
    assert!(computer_turn(&s).is_none());
    assert!(!play(&mut s, Mover::Computer(0), &to("4")));
    assert!(!play(&mut s, Mover::Person, &to("0")), "take 5 > 3");
    assert!(play(&mut s, Mover::Person, &to("4")));
    assert!(
        !play(&mut s, Mover::Person, &to("3")),
        "the computer's turn"
    );
    assert_eq!(computer_turn(&s).map(|t| t.ply), Some(1));
    assert!(!play(&mut s, Mover::Computer(0), &to("3")), "stale");
    let reply = computer_reply(&s);
    assert_eq!(reply, Some((1, to("3"))), "4 is P: the computer takes 1");
    let back = s.undo_target().expect("my move to take back");
    s.go_to(back);
    assert_eq!((s.cursor, is_over(&s), ending(&s)), (0, false, None));
    assert!(s.undo_target().is_none());
}
