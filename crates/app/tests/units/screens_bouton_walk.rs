//! Tests of `screens::bouton::walk` (`crates/app/src/screens/bouton/walk.rs`).
use nimatron_core::explain::bouton::Step;
use std::rc::Rc;
use yew::prelude::*;

use nimatron_app::screens::bouton::walk::*;
use nimatron_core::Convention;
use nimatron_core::explain::bouton::explain;

fn run(actions: &[WalkAction]) -> Rc<Walk> {
    actions
        .iter()
        .fold(Rc::new(Walk::default()), |s, a| s.reduce(*a))
}

#[test]
fn next_prev_and_autoplay_stay_in_range() {
    let count = 3;
    let s = run(&[WalkAction::Prev]);
    assert_eq!(s.step, 0);
    let s = run(&[WalkAction::Next { count }; 5]);
    assert_eq!(s.step, 2);
    let s = run(&[WalkAction::TogglePlay { count }]);
    assert!(s.playing);
    let s = s.reduce(WalkAction::Tick { count });
    assert_eq!((s.step, s.playing), (1, true));
    let s = s.reduce(WalkAction::Tick { count });
    assert_eq!((s.step, s.playing), (2, false));
    // Play on the last step starts over.
    let s = s.reduce(WalkAction::TogglePlay { count });
    assert_eq!((s.step, s.playing), (0, true));
    let s = s.reduce(WalkAction::Next { count });
    assert_eq!((s.step, s.playing), (1, false));
    let s = s.reduce(WalkAction::Tick { count });
    assert_eq!(s.step, 1, "a stopped walk ignores a late tick");
    let s = run(&[WalkAction::TogglePlay { count: 1 }]);
    assert!(!s.playing, "one step has nothing to play");
}

#[test]
fn the_walk_skips_the_powers_step_and_follows_a_game() {
    let a = walk_steps(&explain(&[3, 4, 5], Convention::Normal).expect("345"));
    assert_eq!(a.len(), 6);
    assert!(matches!(a[0], Step::Binary { .. }));
    assert!(matches!(a[1], Step::Columns { .. }));
    let b = walk_steps(&explain(&[1, 4, 5], Convention::Normal).expect("145"));
    // On the nim-sum step, a move keeps us on the nim-sum step.
    assert_eq!(same_kind_index(&a, 2, &b), 2);
    // On a winning move, a move to a P-position has no such step.
    assert_eq!(same_kind_index(&a, 4, &b), 4);
    assert!(matches!(b[3], Step::AllColumnsEven { .. }));
    assert_eq!(same_kind_index(&a, 5, &b), b.len() - 1);
    assert_eq!(same_kind_index(&a, 99, &b), b.len() - 1);
    assert_eq!(same_kind_index(&a, 0, &[]), 0);
}

#[test]
fn keys() {
    assert_eq!(
        walk_key("ArrowRight", false, 5),
        Some(WalkAction::Next { count: 5 })
    );
    assert_eq!(walk_key("ArrowLeft", false, 5), Some(WalkAction::Prev));
    assert_eq!(
        walk_key(" ", false, 5),
        Some(WalkAction::TogglePlay { count: 5 })
    );
    assert_eq!(walk_key(" ", true, 5), None);
    assert_eq!(walk_key("a", false, 5), None);
}
