//! The reducer's rules, played out move by move.

use std::rc::Rc;

use nimatron_core::Convention;
use yew::Reducible;

use nimatron_core::Position;
use nimatron_core::session::Seat;

use nimatron_app::play::game::GameAction;
use nimatron_app::screens::query::FromQuery;
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::subtraction::state::{Action, State};
use nimatron_app::screens::subtraction::url::SubtractionQuery;

fn heap(n: u64) -> Position {
    Position::new(vec![n])
}

fn run(state: Rc<State>, actions: &[Action]) -> Rc<State> {
    actions.iter().cloned().fold(state, |s, a| s.reduce(a))
}

#[test]
fn a_game_against_the_computer() {
    let s = State::from_hash("#/subtraction?n=19&k=3");
    assert_eq!(s.remaining(), 19);
    assert!(!s.computer_to_move());
    let s = run(s, &[Action::Take(0, 3)]);
    assert_eq!(s.remaining(), 16);
    assert!(s.computer_to_move());
    // The person cannot move for the computer.
    let s = run(s, &[Action::Take(0, 1)]);
    assert_eq!((s.session.cursor, s.remaining()), (1, 16));
    // A stale computer choice is ignored, and so is an illegal one.
    let s = run(
        s,
        &[Action::Game(GameAction::Computer {
            ply: 0,
            to: heap(15),
        })],
    );
    assert_eq!((s.session.cursor, s.remaining()), (1, 16));
    let s = run(
        s,
        &[Action::Game(GameAction::Computer {
            ply: 1,
            to: heap(12),
        })],
    );
    assert_eq!((s.session.cursor, s.remaining()), (1, 16));
    let s = run(
        s,
        &[Action::Game(GameAction::Computer {
            ply: 1,
            to: heap(14),
        })],
    );
    assert_eq!(s.remaining(), 14);
    // The core's computer, from the P-position 16, only delays: takes 1.
    let replay = State::from_hash("#/subtraction?n=19&k=3").reduce(Action::Take(0, 3));
    let (ply, to) = crate::support::computer_reply(&replay.session).expect("a move");
    assert_eq!((ply, to), (1, heap(15)));
    // Undo goes back to the person's turn.
    let s = run(s, &[Action::Game(GameAction::Undo)]);
    assert_eq!((s.session.cursor, s.remaining()), (0, 19));
    assert_eq!(s.session.undo_target(), None);
    let s = run(s, &[Action::Take(0, 2), Action::Game(GameAction::Restart)]);
    assert_eq!((s.session.cursor, s.remaining()), (0, 19));
}

#[test]
fn illegal_takes_are_ignored() {
    let s = State::from_hash("#/subtraction?n=2&k=3&vs=friend");
    let s = run(
        s,
        &[Action::Take(0, 0), Action::Take(0, 3), Action::Take(0, 4)],
    );
    assert_eq!((s.session.cursor, s.remaining()), (0, 2));
    let s = run(s, &[Action::Take(0, 2)]);
    assert_eq!(s.remaining(), 0);
    let s = run(s, &[Action::Take(0, 1)]);
    assert_eq!((s.session.cursor, s.remaining()), (1, 0));
}

#[test]
fn who_wins_under_each_convention() {
    let normal = run(
        State::from_hash("#/subtraction?n=5&k=3&vs=friend"),
        &[Action::Take(0, 1), Action::Take(0, 3), Action::Take(0, 1)],
    );
    assert_eq!(normal.ending().map(|e| e.winner), Some(Seat::A));
    let misere = run(
        State::from_hash("#/subtraction?n=5&k=3&vs=friend&misere"),
        &[Action::Take(0, 1), Action::Take(0, 3), Action::Take(0, 1)],
    );
    assert_eq!(misere.setup.convention, Convention::Misere);
    assert_eq!(misere.ending().map(|e| e.winner), Some(Seat::B));
}

#[test]
fn the_computer_can_start_and_counting_games_count() {
    let s = State::from_hash("#/subtraction?n=19&k=3&first=computer");
    assert!(s.computer_to_move());
    assert_eq!(s.session.computer_seat(), Some(Seat::A));
    let s = run(
        State::from_hash("#/subtraction?preset=21"),
        &[Action::Take(0, 3)],
    );
    assert_eq!((s.total(), s.remaining()), (3, 18));
    let s = run(
        s,
        &[Action::Load(SubtractionQuery::from_hash(
            "#/subtraction?preset=100",
        ))],
    );
    assert_eq!((s.total(), s.setup.k), (0, 10));
}

#[test]
fn the_computer_answers_on_the_largest_heap() {
    let s = State::from_hash("#/subtraction?n=1000000000000&k=7").reduce(Action::Take(0, 1));
    let reply = crate::support::computer_reply(&s.session);
    // 10^12 − 1 = 8 · 124999999999 + 7: the winning take is 7.
    assert_eq!(reply, Some((1, heap(999_999_999_992))));
}
