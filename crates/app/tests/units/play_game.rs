//! Tests of `play::game` (`crates/app/src/play/game.rs`): the app's one
//! reducer over a session.
use nimatron_app::play::game::{GameAction, step};
use nimatron_app::play::problems::MoveProblem;
use nimatron_app::screens::nav::{computer_turn, ending, is_over, new_session};
use nimatron_core::computer::Strength;
use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, Position};

use crate::support::computer_reply;

fn p(text: &str) -> Position {
    text.parse().unwrap_or_default()
}

fn computer(ply: usize, to: &str) -> GameAction {
    GameAction::Computer { ply, to: p(to) }
}

#[test]
fn sessions_take_turns_and_ignore_stale_computer_moves() {
    let perfect = Opponent::Computer(Strength::Perfect);
    let mut s = new_session("take:3", p("5"), Convention::Normal, First::Me, perfect);
    assert!(computer_turn(&s).is_none());
    assert_eq!(step(&mut s, &computer(0, "4")), Ok(false), "not its turn");
    assert!(
        matches!(
            step(&mut s, &GameAction::Play(p("0"))),
            Err(MoveProblem::Illegal { .. })
        ),
        "take 5 > 3"
    );
    assert_eq!(step(&mut s, &GameAction::Play(p("4"))), Ok(true));
    assert_eq!(
        step(&mut s, &GameAction::Play(p("3"))),
        Err(MoveProblem::NotYourTurn),
        "the computer's turn"
    );
    assert_eq!(computer_turn(&s).map(|t| t.ply), Some(1));
    assert_eq!(step(&mut s, &computer(0, "3")), Ok(false), "stale");
    assert_eq!(
        step(&mut s, &computer(1, "0")),
        Ok(false),
        "illegal, dropped"
    );
    let reply = computer_reply(&s);
    assert_eq!(reply, Some((1, p("3"))), "4 is P: the computer takes 1");
    assert_eq!(step(&mut s, &GameAction::Undo), Ok(true));
    assert_eq!((s.cursor, is_over(&s), ending(&s)), (0, false, None));
    assert_eq!(
        step(&mut s, &GameAction::Undo),
        Ok(false),
        "nothing to undo"
    );
}

#[test]
fn undo_redo_go_to_and_restart_move_the_cursor_only() {
    let perfect = Opponent::Computer(Strength::Perfect);
    let mut s = new_session("take:3", p("10"), Convention::Normal, First::Me, perfect);
    assert_eq!(
        step(&mut s, &GameAction::Undo),
        Ok(false),
        "nothing to undo"
    );
    assert!(
        step(&mut s, &GameAction::Play(p("5"))).is_err(),
        "an illegal move"
    );
    assert_eq!(step(&mut s, &GameAction::Play(p("8"))), Ok(true));
    assert!(
        step(&mut s, &GameAction::Play(p("7"))).is_err(),
        "the computer's turn"
    );
    assert_eq!(step(&mut s, &computer(1, "7")), Ok(true));
    assert_eq!(step(&mut s, &GameAction::Undo), Ok(true));
    assert_eq!(
        (s.cursor, s.played.len()),
        (0, 2),
        "back past the computer's answer"
    );
    assert_eq!(step(&mut s, &GameAction::Redo), Ok(true));
    assert_eq!(s.cursor, 2);
    assert_eq!(step(&mut s, &GameAction::GoTo(1)), Ok(true));
    assert_eq!(s.position(), &p("8"));
    assert_eq!(
        step(&mut s, &GameAction::GoTo(3)),
        Ok(false),
        "past what was played"
    );
    assert_eq!(step(&mut s, &GameAction::Restart), Ok(true));
    assert_eq!((s.cursor, s.played.len()), (0, 0));
    assert_eq!(
        step(&mut s, &GameAction::Restart),
        Ok(false),
        "nothing to restart"
    );
}

#[test]
fn a_finished_game_refuses_every_move() {
    let mut s = new_session(
        "take:3",
        p("2"),
        Convention::Normal,
        First::Me,
        Opponent::Friend,
    );
    assert_eq!(step(&mut s, &GameAction::Play(p("0"))), Ok(true));
    assert_eq!(
        step(&mut s, &GameAction::Play(p("0"))),
        Err(MoveProblem::Over)
    );
}
