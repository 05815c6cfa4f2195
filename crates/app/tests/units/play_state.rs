//! The play reducer, natively: opening from a URL and from storage, moves
//! by the person and the computer, undo/redo, refused moves.

use std::rc::Rc;

use nimatron_core::Position;
use nimatron_core::session::{First, Opponent, Score};
use yew::Reducible;

use nimatron_app::engine;
use nimatron_app::play::game::GameAction;
use nimatron_app::play::state::{Action, MoveProblem, Notice, State};
use nimatron_app::play::storage::{self, Found};
use nimatron_app::play::url::PlayQuery;
use nimatron_app::screens::query::FromUrl;

fn open(hash: &str) -> Rc<State> {
    Rc::new(State::open(PlayQuery::from_hash(hash), Found::Missing))
}

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_default()
}

fn at(s: &State) -> String {
    s.session
        .as_ref()
        .map(|s| s.position().to_string())
        .unwrap_or_default()
}

#[test]
fn opens_any_registered_game_and_refuses_the_rest() {
    let s = open("#/play?game=kayles&position=5,7&opponent=friend");
    assert_eq!((at(&s), s.error.clone()), ("5,7".into(), None));
    let s = open("#/play?game=fibonacci&position=20");
    assert_eq!(at(&s), "20");
    let s = open("#/play");
    assert!(s.session.is_some());
    let s = open("#/play?game=chess");
    assert!(s.session.is_none());
    assert!(s.error.is_some());
    let s = open("#/play?game=nim&position=3,x");
    assert!(s.session.is_none() && s.error.is_some());
    let s = open("#/play?game=wythoff&position=1,2,3");
    assert!(s.session.is_none() && s.error.is_some());
    let s = open("#/play?game=nim&position=1&first=maybe");
    assert_eq!(
        s.notices,
        vec![Notice::UnknownValue {
            key: "first".into(),
            value: "maybe".into()
        }]
    );
}

#[test]
fn a_friend_plays_both_sides_with_undo_and_redo() {
    let s = open("#/play?game=kayles&position=5,7&opponent=friend");
    let s = s.reduce(Action::Game(GameAction::Play(pos("5,1,5"))));
    assert_eq!((at(&s), s.move_error.clone()), ("5,1,5".into(), None));
    let s = s.reduce(Action::Game(GameAction::Play(pos("5,5"))));
    assert_eq!(at(&s), "5,5");
    let s = s.reduce(Action::Game(GameAction::Undo));
    assert_eq!(at(&s), "5,1,5");
    let s = s.reduce(Action::Game(GameAction::Undo));
    assert_eq!(at(&s), "5,7");
    let s = s.reduce(Action::Game(GameAction::Redo));
    assert_eq!(at(&s), "5,1,5");
    let s = s.reduce(Action::Game(GameAction::GoTo(2)));
    assert_eq!(at(&s), "5,5");
    assert_eq!(
        s.session
            .as_ref()
            .map(|s| State::query_of(s).to_url().to_hash()),
        Some("#/play?game=kayles&position=5,5&opponent=friend".into())
    );
    let s = s.reduce(Action::Game(GameAction::Restart));
    assert_eq!(at(&s), "5,7");
    assert_eq!(s.session.as_ref().map(|s| s.played.len()), Some(0));
}

#[test]
fn bad_moves_are_refused_with_a_reason() {
    let s = open("#/play?game=take:3&position=10&opponent=friend");
    let s = s.reduce(Action::Game(GameAction::Play(pos("5"))));
    assert_eq!(at(&s), "10");
    assert_eq!(
        s.move_error,
        Some(MoveProblem::Illegal {
            to: "5".into(),
            why: None
        })
    );
    let s = s.reduce(Action::Game(GameAction::Play(pos("7"))));
    assert_eq!((at(&s), s.move_error.clone()), ("7".into(), None));
    let s = open("#/play?game=nim&position=0&opponent=friend");
    let s = s.reduce(Action::Game(GameAction::Play(pos("0"))));
    assert_eq!(s.move_error, Some(MoveProblem::Over));
    let s = s.reduce(Action::DismissNotices);
    assert_eq!(s.move_error, None);
}

#[test]
fn the_computer_answers_on_its_turn_only() {
    let s = open("#/play?game=nim&position=3,4,5");
    assert!(!s.computer_to_move());
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 0,
        to: pos("1,4,5"),
    }));
    assert_eq!(at(&s), "3,4,5", "not the computer's turn");
    let s = s.reduce(Action::Game(GameAction::Play(pos("3,4,1"))));
    assert!(s.computer_to_move());
    let s = s.reduce(Action::Game(GameAction::Play(pos("3,4,0"))));
    assert_eq!(s.move_error, Some(MoveProblem::NotYourTurn));
    let s = s.reduce(Action::Game(GameAction::Computer {
        ply: 0,
        to: pos("3,4,0"),
    }));
    assert_eq!(at(&s), "3,4,1", "stale");
    let game = engine::game("nim").unwrap_or_else(|e| panic!("{e}"));
    let mut rng = nimatron_core::computer::SplitMix64::new(1);
    let reply = game
        .computer_move(
            &pos("3,4,1"),
            nimatron_core::Convention::Normal,
            nimatron_core::Strength::Perfect,
            &mut rng,
        )
        .ok()
        .flatten()
        .unwrap_or_default();
    let s = s.reduce(Action::Game(GameAction::Computer { ply: 1, to: reply }));
    assert!(!s.computer_to_move());
    assert_eq!(at(&s), "3,2,1", "the perfect reply leaves nim-sum 0");
    // Undo skips the computer's move.
    let s = s.reduce(Action::Game(GameAction::Undo));
    assert_eq!(at(&s), "3,4,5");
}

#[test]
fn a_finished_game_against_the_computer_is_scored() {
    let s = open("#/play?game=nim&position=1");
    let s = s.reduce(Action::Game(GameAction::Play(pos("0"))));
    assert_eq!(s.score, Score { wins: 1, losses: 0 });
    assert!(s.is_over());
    // Once: the end undone and played again is not counted twice.
    let s = s
        .reduce(Action::Game(GameAction::Undo))
        .reduce(Action::Game(GameAction::Play(pos("0"))));
    assert_eq!(s.score, Score { wins: 1, losses: 0 });
    // A new game counts again.
    let s = s
        .reduce(Action::Game(GameAction::Restart))
        .reduce(Action::Game(GameAction::Play(pos("0"))));
    assert_eq!(s.score, Score { wins: 2, losses: 0 });
    // A finished game resumed before its end (a reload after undo): a
    // redo back to the end is no new game, and is not counted.
    let mut session = s.session.clone().expect("a session");
    session.go_to(0);
    let s = Rc::new(State::resume(session, s.score));
    let s = s.reduce(Action::Game(GameAction::Redo));
    assert!(s.is_over());
    assert_eq!(s.score, Score { wins: 2, losses: 0 });
}

#[test]
fn stored_games_resume_when_they_are_the_same_game() {
    let q = PlayQuery::from_hash("#/play?game=kayles&position=5,7&opponent=friend");
    let s = Rc::new(State::open(q.clone(), Found::Missing));
    let s = s.reduce(Action::Game(GameAction::Play(pos("5,1,5"))));
    let game = engine::game("kayles").unwrap_or_else(|e| panic!("{e}"));
    let text = storage::encode(
        s.session.as_ref().unwrap_or_else(|| panic!()),
        Score { wins: 4, losses: 0 },
    );
    // A reload: the URL names the current position.
    let reload = PlayQuery::from_hash("#/play?game=kayles&position=5,1,5&opponent=friend");
    let r = State::open(reload, storage::decode(Some(&text), game.as_ref()));
    assert_eq!(r.session.as_ref().map(|s| s.cursor), Some(1));
    assert_eq!(r.score.wins, 4);
    // A link to another position starts afresh (the score stays).
    let r = State::open(q.clone(), storage::decode(Some(&text), game.as_ref()));
    assert_eq!(r.session.as_ref().map(|s| s.cursor), Some(0));
    assert_eq!(r.score.wins, 4);
    // Damaged storage is ignored, with a notice.
    let r = State::open(q, storage::decode(Some("{oops"), game.as_ref()));
    assert_eq!(r.notices, vec![Notice::StorageIgnored]);
    assert_eq!(at(&r), "5,7");
}

#[test]
fn setup_applies_a_new_game_or_explains() {
    let s = open("#/play?game=nim&position=3,4,5");
    let q = PlayQuery {
        game: Some("wythoff".into()),
        position: Some("5,3".into()),
        first: First::Computer,
        opponent: Opponent::Friend,
        ..PlayQuery::default()
    };
    let s = s.reduce(Action::Apply(q, Score::default()));
    assert_eq!(at(&s), "5,3");
    assert_eq!(s.query.game.as_deref(), Some("wythoff"));
    let bad = PlayQuery {
        game: Some("wythoff".into()),
        position: Some("5".into()),
        ..PlayQuery::default()
    };
    let s = s.reduce(Action::Apply(bad, Score::default()));
    assert_eq!(at(&s), "5,3");
    assert!(s.setup_error.is_some());
}

/// The link a session's URL would be now (the game record).
fn link(s: &State) -> String {
    s.session
        .as_ref()
        .map(|s| State::record_of(s).to_url().to_hash())
        .unwrap_or_default()
}

#[test]
fn a_record_link_replays_and_opens_at_its_end_or_at_k() {
    // Nim 3,4,5 with a friend: 2,4,5 then 2,4,6 is no move (heaps only
    // shrink), so only the first two are played.
    let s = open("#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;2,4,1;2,3,1");
    assert_eq!(at(&s), "2,3,1");
    assert_eq!(s.move_error, None);
    let session = s.session.as_ref().expect("session");
    assert_eq!((session.played.len(), session.cursor), (3, 3));
    // at=K: the cursor after K moves, the rest to redo.
    let s = open("#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;2,4,1;2,3,1&at=1");
    assert_eq!(at(&s), "2,4,5");
    assert_eq!(
        link(&s),
        "#/play?game=nim&position=3,4,5&moves=2,4,5;2,4,1;2,3,1&at=1&opponent=friend"
    );
    // Redo walks the record; the link follows.
    let s = s.reduce(Action::Game(GameAction::Redo));
    assert_eq!(at(&s), "2,4,1");
    assert_eq!(
        link(&s),
        "#/play?game=nim&position=3,4,5&moves=2,4,5;2,4,1;2,3,1&at=2&opponent=friend"
    );
    // A move off the record replaces what followed.
    let s = s.reduce(Action::Game(GameAction::Play(pos("0,4,1"))));
    assert_eq!(
        link(&s),
        "#/play?game=nim&position=3,4,5&moves=2,4,5;2,4,1;0,4,1&opponent=friend"
    );
    // The link read back gives the same session.
    let again = open(&link(&s));
    assert_eq!(again.session, s.session);
}

#[test]
fn a_bad_record_opens_at_its_last_legal_position_and_says_which_move() {
    let s = open("#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;2,4,6;1,1,1");
    assert_eq!(at(&s), "2,4,5");
    match &s.move_error {
        Some(MoveProblem::Record { stop, from }) => {
            assert_eq!(stop.number, 2);
            assert_eq!(stop.given, pos("2,4,6"));
            assert_eq!(from, &pos("2,4,5"));
        }
        other => panic!("{other:?}"),
    }
    // A line that is no position at all.
    let s = open("#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5;x");
    assert!(
        matches!(s.move_error, Some(MoveProblem::RecordText(2, _))),
        "{:?}",
        s.move_error
    );
    // An at= past the record: a notice, the record at its end.
    let s = open("#/play?game=nim&position=3,4,5&opponent=friend&moves=2,4,5&at=9");
    assert_eq!(at(&s), "2,4,5");
    assert!(
        s.notices
            .iter()
            .any(|n| matches!(n, Notice::UnknownValue { key, .. } if key == "at"))
    );
}
