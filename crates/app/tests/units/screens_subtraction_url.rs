//! Tests of `screens::subtraction::url` (`crates/app/src/screens/subtraction/url.rs`).
use nimatron_app::play::game::GameAction;
use nimatron_app::screens::query::FromUrl;
use nimatron_core::Convention;

use nimatron_app::screens::subtraction::url::*;

#[test]
fn reads_the_seeds_examples() {
    let q = SubtractionQuery::from_hash("#/subtraction?n=19&k=3");
    assert_eq!((q.setup.n, q.setup.k), (19, 3));
    assert!(q.problems.is_empty());
    let q = SubtractionQuery::from_hash("#/subtraction?n=666&k=7&misere");
    assert_eq!((q.setup.n, q.setup.k), (666, 7));
    assert_eq!(q.setup.convention, Convention::Misere);
    let q = SubtractionQuery::from_hash("#/subtraction?preset=21");
    assert_eq!((q.setup.n, q.setup.k), (21, 3));
    assert_eq!(q.setup.convention, Convention::Misere);
    assert_eq!(q.setup.presentation, Presentation::Game21);
    let q = SubtractionQuery::from_hash("#/subtraction?preset=100&n=5");
    assert_eq!((q.setup.n, q.setup.k), (100, 10));
    assert_eq!(q.setup.convention, Convention::Normal);
    assert_eq!(
        SubtractionQuery::from_hash("#/subtraction").setup,
        Setup::default()
    );
}

#[test]
fn refuses_bad_values_and_keeps_defaults() {
    let cases: &[(&str, QueryError)] = &[
        ("n=abc", QueryError::BadN("abc".into())),
        ("n=0", QueryError::BadN("0".into())),
        ("n=1000000000001", QueryError::BadN("1000000000001".into())),
        ("n=-3", QueryError::BadN("-3".into())),
        ("k=0", QueryError::BadK("0".into())),
        ("k=51", QueryError::BadK("51".into())),
        ("k=", QueryError::BadK(String::new())),
        ("preset=22", QueryError::BadPreset("22".into())),
        ("vs=cat", QueryError::BadOpponent("cat".into())),
        ("first=you", QueryError::BadFirst("you".into())),
    ];
    for (q, err) in cases {
        let got = SubtractionQuery::from_hash(&format!("#/subtraction?{q}"));
        assert_eq!(got.problems, vec![err.clone()], "{q}");
        assert_eq!((got.setup.n, got.setup.k), (DEFAULT_N, DEFAULT_K), "{q}");
    }
    let long = SubtractionQuery::from_hash(&format!("#/subtraction?n={}", "9".repeat(400)));
    assert!(matches!(&long.problems[0], QueryError::BadN(s) if s.chars().count() == 25));
}

#[test]
fn round_trips() {
    for hash in [
        "#/subtraction?n=19&k=3",
        "#/subtraction?n=666&k=7&misere",
        "#/subtraction?preset=21",
        "#/subtraction?preset=100&opponent=friend",
        "#/subtraction?n=5&k=2&first=computer",
    ] {
        let q = SubtractionQuery::from_hash(hash);
        assert!(q.problems.is_empty(), "{hash}");
        assert_eq!(to_url(&q.setup).to_hash(), hash);
    }
}

#[test]
fn reads_the_heap_left() {
    let q = SubtractionQuery::from_hash("#/subtraction?n=19&k=3&position=12");
    assert_eq!((q.position, q.problems.len()), (Some(12), 0));
    assert_eq!(
        SubtractionQuery::from_hash("#/subtraction?n=19&k=3").position,
        None
    );
    let q = SubtractionQuery::from_hash("#/subtraction?preset=21&position=0");
    assert_eq!(q.position, Some(0));
    // Judged against the n the URL settled on (the preset's, the default).
    let cases = [
        ("n=19&position=20", 19),
        ("preset=21&n=500&position=22", 21),
        ("n=abc&position=20", DEFAULT_N),
        ("position=3,4", DEFAULT_N),
        ("position=-1", DEFAULT_N),
        ("position=x", DEFAULT_N),
        ("position=", DEFAULT_N),
        ("position=3+4", DEFAULT_N),
    ];
    for (query, n) in cases {
        let q = SubtractionQuery::from_hash(&format!("#/subtraction?{query}"));
        assert_eq!(q.position, None, "{query}");
        let given = query.rsplit("position=").next().unwrap_or_default();
        assert_eq!(
            q.problems.last(),
            Some(&QueryError::BadPosition(given.into(), n)),
            "{query}"
        );
    }
}

#[test]
fn writes_the_heap_left_and_who_moves_there() {
    use nimatron_app::route::HashUrl;
    use nimatron_app::screens::query::FromQuery;
    use nimatron_app::screens::subtraction::state::{Action, State};
    use yew::Reducible;

    let opened = HashUrl::parse("#/subtraction?n=19&k=3&first=me");
    let s = std::rc::Rc::new(State::from_query(SubtractionQuery::from_url(&opened)));
    let s = s.reduce(Action::Take(0, 3));
    // The computer is to move at 16: a reload gives it the move.
    let url = played_url(opened.clone(), &s.session).expect("a URL");
    assert_eq!(
        url.to_hash(),
        "#/subtraction?n=19&k=3&first=computer&position=16"
    );
    let back = State::from_hash(&url.to_hash());
    assert_eq!((back.remaining(), back.session.cursor), (16, 0));
    assert!(back.computer_to_move() && back.problems.is_empty());
    let (ply, to) = crate::support::computer_reply(&s.session).expect("a reply");
    let s = s.reduce(Action::Game(GameAction::Computer { ply, to }));
    let url = played_url(opened, &s.session).expect("a URL");
    assert_eq!(url.to_hash(), "#/subtraction?n=19&k=3&position=15");
    let back = State::from_hash(&url.to_hash());
    assert_eq!((back.remaining(), back.setup), (15, s.setup));
    assert!(!back.computer_to_move());
    assert_eq!(back.session.undo_target(), None);
    // Counting up, between friends: the heap left, no seat written; an
    // older link's `vs=friend` is written `opponent=friend`.
    let opened = HashUrl::parse("#/subtraction?preset=21&vs=friend");
    let s = std::rc::Rc::new(State::from_query(SubtractionQuery::from_url(&opened)));
    let s = s.reduce(Action::Take(0, 2));
    let url = played_url(opened, &s.session).expect("a URL");
    assert_eq!(
        url.to_hash(),
        "#/subtraction?preset=21&opponent=friend&position=19"
    );
    assert_eq!(State::from_hash(&url.to_hash()).total(), 2);
}

#[test]
fn a_finished_game_reloads_with_its_winner() {
    use nimatron_app::route::HashUrl;
    use nimatron_app::screens::nav::ending;
    use nimatron_app::screens::query::FromQuery;
    use nimatron_app::screens::subtraction::state::{Action, State};
    use nimatron_core::session::Seat;
    use yew::Reducible;

    // Against the computer: the person takes the last stone and wins; the
    // reload, with the computer to move at 0, says the person won.
    let opened = HashUrl::parse("#/subtraction?n=3&k=5&first=me");
    let s = std::rc::Rc::new(State::from_query(SubtractionQuery::from_url(&opened)));
    let won = s.reduce(Action::Take(0, 3));
    let url = played_url(opened, &won.session).expect("a URL");
    let back = State::from_hash(&url.to_hash());
    let computer_won =
        |s: &State| ending(&s.session).map(|e| Some(e.winner) == s.session.computer_seat());
    assert_eq!(
        (computer_won(&won), computer_won(&back)),
        (Some(false), Some(false))
    );
    // Between friends a reload gives player 1 the move: player 1's last
    // stone is not written; player 2's is, and player 2 has won.
    let opened = HashUrl::parse("#/subtraction?n=1&k=1&vs=friend");
    let s = std::rc::Rc::new(State::from_query(SubtractionQuery::from_url(&opened)));
    assert_eq!(
        played_url(opened, &s.reduce(Action::Take(0, 1)).session),
        None
    );
    let opened = HashUrl::parse("#/subtraction?n=2&k=1&vs=friend");
    let s = std::rc::Rc::new(State::from_query(SubtractionQuery::from_url(&opened)));
    let s = s.reduce(Action::Take(0, 1)).reduce(Action::Take(0, 1));
    let url = played_url(opened, &s.session).expect("player 1 to move");
    let back = State::from_hash(&url.to_hash());
    assert_eq!(ending(&back.session).map(|e| e.winner), Some(Seat::B));
}
