//! Tests of `screens::grundy::url` (`crates/app/src/screens/grundy/url.rs`).
use nimatron_app::play::game::GameAction;
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::query::SetHeapsError as QueryError;

use nimatron_app::screens::grundy::url::*;

#[test]
fn reads_sets_k_and_heaps() {
    let q = GrundyQuery::from_hash("#/subtraction-sets?set=4,1,3&heaps=5,7");
    assert_eq!((q.set, q.heaps), (vec![1, 3, 4], vec![5, 7]));
    let q = GrundyQuery::from_hash("#/subtraction-sets?k=3&heaps=19");
    assert_eq!((q.set, q.heaps), (vec![1, 2, 3], vec![19]));
    assert!(q.problems.is_empty());
    let q = GrundyQuery::from_hash("#/subtraction-sets");
    assert_eq!(
        (q.set, q.heaps),
        (DEFAULT_SET.to_vec(), DEFAULT_HEAPS.to_vec())
    );
}

#[test]
fn refuses_bad_values() {
    let q = GrundyQuery::from_hash("#/subtraction-sets?set=a,b&heaps=1,2,3,4,5,6,7,8,9");
    assert_eq!(
        q.problems,
        vec![
            QueryError::BadSet("a,b".into()),
            QueryError::BadHeaps("1,2,3,4,5,6,7,8,9".into())
        ]
    );
    assert_eq!(q.set, DEFAULT_SET.to_vec());
    let q = GrundyQuery::from_hash("#/subtraction-sets?set=0,5000");
    assert!(matches!(q.problems[..], [QueryError::Core(_)]));
    let q = GrundyQuery::from_hash("#/subtraction-sets?k=0&heaps=2000000000");
    assert_eq!(q.problems.len(), 2);
}

#[test]
fn writes_the_heaps_in_play_on_the_persons_turn() {
    use nimatron_app::route::HashUrl;
    use nimatron_app::screens::grundy::state::{Action, State};
    use nimatron_app::screens::query::FromQuery;
    use yew::Reducible;

    let opened = HashUrl::parse("#/subtraction-sets?k=3&heaps=19,6,11");
    let s = State::from_query(GrundyQuery::from_url(&opened));
    let s = std::rc::Rc::new(s).reduce(Action::Take(0, 3));
    // The computer's pause: the address keeps the position before.
    assert_eq!(played_url(opened.clone(), &s.session), None);
    let (ply, to) = crate::support::computer_reply(&s.session).expect("a move");
    let s = s.reduce(Action::Game(GameAction::Computer { ply, to }));
    let url = played_url(opened, &s.session).expect("the person's turn");
    assert_eq!(
        url.to_hash(),
        format!("#/subtraction-sets?k=3&heaps={}", s.session.position())
    );
    // Read back: the same game, from the heaps in play, the history empty.
    let back = State::from_hash(&url.to_hash());
    assert!(back.problems.is_empty());
    assert_eq!(
        (back.heaps(), back.setup.clone()),
        (s.heaps(), s.setup.clone())
    );
    assert_eq!(back.session.cursor, 0);
    assert_eq!(back.session.undo_target(), None);
}

#[test]
fn a_finished_game_is_written_only_when_a_reload_names_the_same_winner() {
    use nimatron_app::route::HashUrl;
    use nimatron_app::screens::grundy::state::{Action, State};
    use nimatron_app::screens::nav::ending;
    use nimatron_app::screens::query::FromQuery;
    use yew::Reducible;

    // The person takes the last stone and wins: a reload would give the
    // person the move at 0 and call the computer the winner, so the
    // address keeps the position before.
    let opened = HashUrl::parse("#/subtraction-sets?set=1&heaps=1");
    let s = std::rc::Rc::new(State::from_query(GrundyQuery::from_url(&opened)));
    let won = s.reduce(Action::Take(0, 1));
    assert!(ending(&won.session).is_some());
    assert_eq!(played_url(opened.clone(), &won.session), None);
    // The computer takes the last stone: the person, to move at the end,
    // has lost, and the reloaded game says so.
    let opened = HashUrl::parse("#/subtraction-sets?set=1&heaps=2");
    let s = std::rc::Rc::new(State::from_query(GrundyQuery::from_url(&opened)));
    let s = s.reduce(Action::Take(0, 1));
    let (ply, to) = crate::support::computer_reply(&s.session).expect("a move");
    let lost = s.reduce(Action::Game(GameAction::Computer { ply, to }));
    let url = played_url(opened, &lost.session).expect("the person to move");
    let back = State::from_hash(&url.to_hash());
    let winner =
        |s: &State| ending(&s.session).map(|e| Some(e.winner) == s.session.computer_seat());
    assert_eq!((winner(&lost), winner(&back)), (Some(true), Some(true)));
}
