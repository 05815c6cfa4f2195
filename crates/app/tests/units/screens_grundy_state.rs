//! Tests of `screens::grundy::state` (`crates/app/src/screens/grundy/state.rs`).
use nimatron_core::Position;

use nimatron_core::session::Seat;
use yew::Reducible;

use nimatron_app::play::panels::session::SessionMove;
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
    let s = s.reduce(Action::ComputerMove(1, Position::new(vec![0, 1])));
    assert_eq!(s.session.cursor, 1);
    let s = s.reduce(Action::Session(SessionMove::Restart));
    assert_eq!(s.heaps(), &[6, 1]);
    let s = s.reduce(Action::Take(0, 2));
    assert!(s.computer_to_move());
    let s = s.reduce(Action::Take(0, 2));
    assert_eq!(s.heaps(), &[4, 1]);
    let s = s.reduce(Action::ComputerMove(2, Position::new(vec![2, 1])));
    assert_eq!(s.heaps(), &[4, 1], "a stale ply");
    let s = s.reduce(Action::ComputerMove(1, Position::new(vec![2, 1])));
    assert_eq!(s.heaps(), &[2, 1]);
    // The core's computer answers with a move of the set.
    let s = s
        .reduce(Action::Take(0, 2))
        .reduce(Action::Session(SessionMove::Restart));
    let s = s.reduce(Action::Take(1, 2));
    assert_eq!(s.session.cursor, 0);
    let s = s.reduce(Action::Take(0, 5));
    assert!(!s.computer_to_move());
    let s = State::from_hash("#/subtraction-sets?set=1,3,4&heaps=5,7,9").reduce(Action::Take(0, 1));
    let (ply, to) = crate::support::computer_reply(&s.session).expect("a move");
    assert_eq!(s.reduce(Action::ComputerMove(ply, to)).session.cursor, 2);
}
