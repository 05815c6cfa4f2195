//! Tests of `screens::grundy::state` (`crates/app/src/screens/grundy/state.rs`).
use nimatron_core::Position;

use nimatron_core::session::Seat;
use yew::Reducible;

use nimatron_app::play::game::GameAction;
use nimatron_app::screens::grundy::state::*;
use nimatron_app::screens::query::FromQuery;

#[test]
fn turns_and_legal_moves() {
    let s = State::from_hash("#/subtraction-sets?set=2,5&heaps=6,1");
    let s = s.reduce(Action::Take(1, 2));
    assert_eq!(s.session.cursor, 0);
    let s = s.reduce(Action::Take(0, 3));
    assert_eq!(s.session.cursor, 0);
    let s = s.reduce(Action::Take(0, 5));
    assert_eq!(s.heaps(), &[1, 1]);
    assert!(s.is_over() && !s.computer_to_move());
    assert_eq!(
        s.ending().map(|e| e.winner),
        Some(Seat::A),
        "the person won"
    );
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 1,
        to: Position::new(vec![0, 1]),
    }));
    assert_eq!(s.session.cursor, 1);
    let s = s.reduce(Action::Game(GameAction::Restart));
    assert_eq!(s.heaps(), &[6, 1]);
    let s = s.reduce(Action::Take(0, 2));
    assert!(s.computer_to_move());
    let s = s.reduce(Action::Take(0, 2));
    assert_eq!(s.heaps(), &[4, 1]);
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 2,
        to: Position::new(vec![2, 1]),
    }));
    assert_eq!(s.heaps(), &[4, 1], "a stale ply");
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 1,
        to: Position::new(vec![2, 1]),
    }));
    assert_eq!(s.heaps(), &[2, 1]);
    // The core's computer answers with a move of the set.
    let s = s
        .reduce(Action::Take(0, 2))
        .reduce(Action::Game(GameAction::Restart));
    let s = s.reduce(Action::Take(1, 2));
    assert_eq!(s.session.cursor, 0);
    let s = s.reduce(Action::Take(0, 5));
    assert!(!s.computer_to_move());
    let s = State::from_hash("#/subtraction-sets?set=1,3,4&heaps=5,7,9").reduce(Action::Take(0, 1));
    let (ply, to) = crate::support::computer_reply(&s.session).expect("a move");
    assert_eq!(
        s.reduce(Action::Game(GameAction::Computer { ply, to }))
            .session
            .cursor,
        2
    );
}

/// The take buttons are the core's moves: with S = {2, 5}, a heap of 6
/// allows 2 and 5, a heap of 1 nothing, a heap of 4 only 2.
#[test]
fn the_takes_are_the_cores_moves() {
    let s = State::from_hash("#/subtraction-sets?set=2,5&heaps=6,1,4");
    assert_eq!(s.takes(), vec![vec![2, 5], vec![], vec![2]]);
    let s = s.reduce(Action::Take(0, 5));
    assert_eq!(s.heaps(), &[1, 1, 4]);
    assert_eq!(s.takes(), vec![vec![], vec![], vec![2]]);
}

/// The teaching line is the analysis: S = {1, 3, 4} has values
/// 0 1 0 1 2 3 2 0 1 0 …, so heaps 5, 7, 9 are worth 3 ⊕ 0 ⊕ 0 = 3, and
/// the first winning move is on heap 1: take 3 (5 − 3 = 2 is worth 0);
/// heaps 2, 7 are worth 0 ⊕ 0 = 0, with no winning move.
#[test]
fn the_teaching_line_is_the_analysis() {
    let s = State::from_hash("#/subtraction-sets?set=1,3,4&heaps=5,7,9");
    let (sum, first) = s.teaching_line().expect("a value");
    assert_eq!(sum, 3);
    let first = first.expect("a winning move");
    assert_eq!((first.heap, first.take), (0, 3));
    let s = State::from_hash("#/subtraction-sets?set=1,3,4&heaps=2,7");
    assert_eq!(
        s.teaching_line().map(|(sum, m)| (sum, m.is_none())),
        Some((0, true))
    );
}
