//! The Wythoff reducer's transitions, as plain function calls.

use std::rc::Rc;

use nimatron_core::session::{First, Seat};
use nimatron_core::{Convention, Position};
use yew::Reducible;

use nimatron_app::play::game::GameAction;
use nimatron_app::screens::nav::ending;
use nimatron_app::screens::query::FromQuery;
use nimatron_app::screens::wythoff::cursor::Dir;
use nimatron_app::screens::wythoff::state::*;
use nimatron_app::screens::wythoff::url::{MAX_SIZE, default_queen};
use nimatron_core::games::wythoff::is_cold;

/// The winner once the game is over: the player who moved the queen home
/// wins under normal play and loses under misère.
fn winner(s: &State) -> Option<Seat> {
    ending(&s.session).map(|e| e.winner)
}

/// The core's move on the computer's turn, as the screen's timer sends it.
fn computer(s: Rc<State>) -> Rc<State> {
    let (ply, to) = crate::support::computer_reply(&s.session).expect("the computer's turn");
    s.reduce(Action::Game(GameAction::Computer { ply, to }))
}

fn run(s: Rc<State>, actions: impl IntoIterator<Item = Action>) -> Rc<State> {
    actions.into_iter().fold(s, |s, a| s.reduce(a))
}

/// The person's clicks on these cells, in order.
fn plays(cells: &[(u64, u64)]) -> Vec<Action> {
    cells.iter().map(|&c| Action::Play(c)).collect()
}

#[test]
fn friends_play_until_the_queen_is_home() {
    let s = State::from_hash("#/wythoff?size=10&queen=4,6&vs=friend");
    let s = run(s, plays(&[(4, 6), (5, 6), (4, 7)]));
    assert_eq!(s.session.cursor, 0, "illegal moves are ignored");
    let s = run(s, plays(&[(1, 3), (1, 2), (0, 2)]));
    assert_eq!(s.session.to_move(), Seat::B);
    let s = s.reduce(Action::Play((0, 0)));
    assert!(s.over());
    assert_eq!(winner(&s), Some(Seat::B));
    let s = s.reduce(Action::SetConvention(Convention::Misere));
    assert_eq!(winner(&s), Some(Seat::A));
}

#[test]
fn the_computer_answers_and_undo_takes_both_back() {
    let s = State::from_hash("#/wythoff?size=10&queen=9,6");
    assert!(!s.computers_turn());
    let s = s.reduce(Action::Play((9, 0)));
    assert!(s.computers_turn());
    // A click on the computer's turn does nothing.
    let same = s.clone().reduce(Action::Play((0, 0)));
    assert!(Rc::ptr_eq(&s, &same));
    // A stale or illegal move from the timer is ignored.
    let p = |t: &str| t.parse::<Position>().unwrap_or_default();
    let same = s.clone().reduce(Action::Game(GameAction::Computer {
        ply: 0,
        to: p("9,0"),
    }));
    assert!(Rc::ptr_eq(&s, &same));
    let same = s.clone().reduce(Action::Game(GameAction::Computer {
        ply: 1,
        to: p("8,1"),
    }));
    assert!(Rc::ptr_eq(&s, &same));
    let s = computer(s);
    assert!(!s.computers_turn());
    assert!(is_cold(s.queen().0, s.queen().1, Convention::Normal));
    let s = s.reduce(Action::Game(GameAction::Undo));
    assert_eq!((s.queen(), s.session.cursor), ((9, 6), 0));
}

#[test]
fn the_computer_can_start() {
    let s = State::from_hash("#/wythoff?queen=4,4").reduce(Action::SetFirst(First::Computer));
    assert!(s.computers_turn());
    assert_eq!(s.query().first, First::Computer);
    let s = computer(s);
    // The URL now names (0, 0) with nobody to move: a reload must not
    // hand the computer a move again.
    assert_eq!(s.query().first, First::Me);
    assert_eq!(s.queen(), (0, 0));
    assert_eq!(winner(&s), Some(Seat::A));
    // "Let the position decide": the computer takes the winning side,
    // first from a hot cell, second from a cold one (1, 2).
    let auto = |hash| State::from_hash(hash).computers_turn();
    assert!(auto("#/wythoff?queen=4,4&first=auto"));
    assert!(!auto("#/wythoff?queen=1,2&first=auto"));
    let s = State::from_hash("#/wythoff?queen=1,2").reduce(Action::SetFirst(First::Auto));
    assert_eq!((s.session.first, s.computers_turn()), (First::Auto, false));
}

#[test]
fn keyboard_plays_the_cursor() {
    let s = State::from_hash("#/wythoff?queen=5,3&vs=friend");
    let keys = [Action::Cursor(Dir::Left), Action::Cursor(Dir::Down)];
    let s = run(s, keys.into_iter().chain([Action::PlayCursor]));
    assert_eq!(s.queen(), (4, 2));
    assert_eq!(s.cursor, Some((4, 2)));
    let s = s.reduce(Action::ClearCursor);
    assert_eq!(s.cursor, None);
    // Enter on the queen itself is no move.
    let s2 = run(s, vec![Action::Cursor(Dir::Right), Action::PlayCursor]);
    assert_eq!(s2.session.cursor, 1);
}

#[test]
fn size_changes_keep_the_queen_when_it_fits() {
    let s = State::from_hash("#/wythoff?size=20&queen=5,3");
    let s = s.reduce(Action::SetSize(10));
    assert_eq!((s.size, s.queen()), (10, (5, 3)));
    let s = s.reduce(Action::SetSize(4));
    assert_eq!(s.queen(), default_queen(4));
    let same = s.clone().reduce(Action::SetSize(MAX_SIZE + 1));
    assert!(Rc::ptr_eq(&s, &same));
    let s = s.reduce(Action::StartAt((99, 0)));
    assert_eq!(s.size, 4);
}

#[test]
fn bad_urls_keep_their_problem_until_the_user_acts() {
    let s = State::from_hash("#/wythoff?size=abc");
    assert!(!s.url_follows_state());
    let to = (s.queen().0 - 1, s.queen().1);
    let s = s.reduce(Action::Play(to));
    assert!(s.url_follows_state());
}

#[test]
fn the_animation_steps_and_stops() {
    let s = State::from_hash("#/wythoff?size=3&view=rules").reduce(Action::Anim(Anim::Play));
    assert!(s.anim_playing);
    let s = run(s, (0..20).map(|_| Action::Anim(Anim::Tick)));
    assert_eq!((s.anim_step, s.anim_playing), (9, false));
    let s = run(s, vec![Action::Anim(Anim::Reset), Action::Anim(Anim::Step)]);
    assert_eq!(s.anim_step, 1);
    let s = s.reduce(Action::Anim(Anim::Finish));
    assert_eq!(s.anim_step, 9);
}
