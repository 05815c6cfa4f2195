//! The Nim screen's own rules, one test each (what the session does —
//! moves, the computer's turn, undo, scoring — is the play screen's
//! reducer, tested in `play_state.rs`).

use std::rc::Rc;

use nimatron_core::games::nim;
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, Opponent, Score};
use nimatron_core::{Convention, Outcome, Position, Strength};
use yew::Reducible;

use crate::support::friends_session;
use nimatron_app::play::game::GameAction;
use nimatron_app::play::storage::Found;
use nimatron_app::screens::nim::state::*;
use nimatron_app::screens::nim::url::{DEFAULT_HEAPS, NimQuery};
use nimatron_app::screens::query::FromQuery;
use nimatron_app::screens::query::FromUrl;

fn query(hash: &str) -> NimQuery {
    NimQuery::from_hash(hash)
}

fn load(hash: &str) -> Rc<State> {
    Rc::new(State::from_query(query(hash)))
}

fn run(state: Rc<State>, actions: Vec<Action>) -> Rc<State> {
    actions.into_iter().fold(state, |s, a| s.reduce(a))
}

/// A move as the board plays it: the heaps after it.
fn play(to: &str) -> Action {
    Action::Game(GameAction::Play(to.parse().expect("a position")))
}

/// The computer answers with its perfect move.
fn computer(s: Rc<State>) -> Rc<State> {
    let to =
        nim::best_move(&s.heaps, s.session().convention).and_then(|mv| nim::apply(&s.heaps, mv));
    let ply = s.session().cursor;
    match to {
        Some(to) => s.reduce(Action::Game(GameAction::Computer {
            ply,
            to: Position::new(to),
        })),
        None => s,
    }
}

#[test]
fn a_click_takes_and_undo_restores() {
    let s = run(load("#/nim?heaps=3,4,5"), vec![play("1,4,5")]);
    assert_eq!(*s.heaps, vec![1, 4, 5]);
    assert_eq!(s.draft, "1,4,5");
    assert_eq!(nim::outcome(&s.heaps, s.session().convention), Outcome::P);
    let s = s.reduce(Action::Game(GameAction::Undo));
    assert_eq!(*s.heaps, vec![3, 4, 5]);
    assert!(s.session().undo_target().is_none() && s.session().redo_target().is_some());
    let again = s.clone().reduce(Action::Game(GameAction::Undo));
    assert!(Rc::ptr_eq(&s, &again));
    let s = s.reduce(Action::Game(GameAction::Redo));
    assert_eq!(*s.heaps, vec![1, 4, 5]);
}

#[test]
fn illegal_takes_are_ignored() {
    let s = load("#/nim?heaps=3");
    for a in [play("3"), play("4"), play("2,1")] {
        let next = s.clone().reduce(a);
        assert!(Rc::ptr_eq(&s, &next));
    }
}

#[test]
fn auto_gives_the_computer_the_winning_side() {
    // The rule decides the winning side of 1,1: changing it moves the
    // computer to the seat its URL gives it.
    let s = load("#/nim?heaps=1,1&first=auto");
    assert!(!s.play.computer_to_move());
    let s = s.reduce(Action::SetConvention(Convention::Misere));
    assert!(s.play.computer_to_move());
    assert_eq!(load(&s.to_url(false).to_hash()).session(), s.session());
}

#[test]
fn settings_changes() {
    let s = run(load("#/nim?heaps=3,4,5&first=me"), vec![play("2,4,5")]);
    let s = computer(s);
    // Strength and rule keep the moves; who-first restarts.
    let s = s.reduce(Action::SetOpponent(Opponent::Computer(Strength::Beginner)));
    assert_eq!(s.session().cursor, 2);
    let s = s.reduce(Action::SetConvention(Convention::Misere));
    assert_eq!(s.session().cursor, 2);
    let s = s.reduce(Action::SetFirst(First::Computer));
    assert_eq!((s.session().cursor, s.session().played.len()), (0, 0));
    assert!(s.play.computer_to_move());
    let s = s.reduce(Action::ToggleHint);
    assert!(s.play.hint);
    assert!(
        !s.reduce(Action::ToggleHint).play.hint,
        "a second press hides it"
    );
}

#[test]
fn restart_and_new_game() {
    let s = run(
        load("#/nim?heaps=3,4,5"),
        vec![play("2,4,5"), play("2,3,5"), Action::ToggleHint],
    );
    let s = s.reduce(Action::Game(GameAction::Restart));
    assert_eq!((*s.heaps).clone(), vec![3, 4, 5]);
    assert!(s.session().redo_target().is_none() && !s.play.hint);
    let s = s.reduce(Action::NewGame(vec![2, 2]));
    assert_eq!(s.session().start.numbers(), &[2, 2]);
    assert_eq!(s.draft, "2,2");
}

#[test]
fn the_sample_game_steps_and_ends_when_left() {
    let s = load("#/nim?heaps=1").reduce(Action::LoadSample(Convention::Normal));
    assert!(s.sample);
    assert_eq!(*s.heaps, vec![3, 4, 5]);
    let s = run(
        s,
        vec![
            Action::Game(GameAction::Redo),
            Action::Game(GameAction::Redo),
        ],
    );
    assert_eq!(*s.heaps, vec![1, 4, 2]);
    // Following the sample's own move keeps it.
    let s = s.reduce(play("1,3,2"));
    assert!(s.sample && s.session().redo_target().is_some());
    // Another move leaves it.
    let s = s.reduce(play("0,3,2"));
    assert!(!s.sample && s.session().redo_target().is_none());
    let s = load("#/nim?sample&misere&at=7");
    assert!(s.sample);
    assert_eq!(*s.heaps, vec![0, 1, 0]);
}

#[test]
fn a_url_replays_both_sides_moves_against_the_computer() {
    let s = load("#/nim?heaps=3,4,5&first=me&moves=3-1,1-3&at=1");
    assert_eq!((s.session().played.len(), s.session().cursor), (2, 1));
    assert_eq!(*s.heaps, vec![3, 4, 4]);
    assert!(s.url_error.is_none());
}

#[test]
fn an_at_past_the_moves_shows_the_last_move_and_says_so() {
    use nimatron_app::screens::nim::url::GameUrlError::AtPastEnd;
    use nimatron_app::screens::nim::words::url_error;
    let s = load("#/nim?heaps=3,4,5&first=me&moves=3-1,1-3&at=5");
    assert_eq!((s.session().played.len(), s.session().cursor), (2, 2));
    let at_past = |asked, moves| Some(UrlError::Game(AtPastEnd { asked, moves }));
    assert_eq!(s.url_error, at_past(5, 2));
    let en = nimatron_i18n::Localizer::new(nimatron_i18n::Lang::En);
    let text = s.url_error.as_ref().map(|e| url_error(&en, e));
    assert_eq!(
        text.as_deref(),
        Some("The link’s “at” value 5 is past its 2 moves; the game is shown after its last move.")
    );
    // The sample game's moves count, not `moves=`'s (none).
    let sample = load("#/nim?sample&at=7");
    assert!(sample.url_error.is_none());
    let past = load("#/nim?sample&at=99");
    let moves = past.session().played.len();
    assert_eq!(past.url_error, at_past(99, moves));
    assert_eq!(past.session().cursor, moves);
}

#[test]
fn a_bad_url_shows_the_default_and_an_error_until_the_user_acts() {
    let s = load("#/nim?heaps=abc");
    assert_eq!(*s.heaps, DEFAULT_HEAPS.to_vec());
    assert!(s.url_error.is_some() && !s.url_follows_state());
    let s = s.reduce(play("3,4,4"));
    assert!(s.url_error.is_none() && s.url_follows_state());
    let s = load("#/nim?heaps=3,4,5&moves=1-9");
    assert!(matches!(s.url_error, Some(UrlError::Game(_))));
    assert_eq!(*s.heaps, vec![3, 4, 5]);
}

#[test]
fn typing_starts_a_game_there_and_bad_text_keeps_the_board() {
    let s = run(
        load("#/nim?heaps=3,4,5"),
        vec![
            Action::EditDraft("7".into()),
            Action::EditDraft("7,".into()),
            Action::EditDraft("7,x".into()),
        ],
    );
    assert_eq!(*s.heaps, vec![7]);
    assert_eq!(s.draft, "7,x");
    assert!(s.field_error.is_some());
    let s = s.reduce(Action::SetConvention(Convention::Misere));
    assert_eq!(s.draft, "7,x");
    let s = s.reduce(Action::EditDraft("7,2".into()));
    assert_eq!(*s.heaps, vec![7, 2]);
    assert_eq!(s.field_error, None);
}

#[test]
fn add_remove_reset_and_set() {
    let s = run(
        load("#/nim?heaps=1"),
        vec![Action::AddHeap, Action::AddHeap, Action::RemoveHeap],
    );
    assert_eq!(*s.heaps, vec![1, NEW_HEAP_SIZE]);
    let s = run(s, vec![Action::RemoveHeap, Action::RemoveHeap]);
    assert!(s.heaps.is_empty());
    let same = s.clone().reduce(Action::RemoveHeap);
    assert!(Rc::ptr_eq(&s, &same));
    let s = run(s, vec![Action::NewGame(vec![9, 9]), Action::Reset]);
    assert_eq!(*s.heaps, vec![1]);
    let s = s.reduce(Action::NewGame(vec![1; MAX_HEAPS + 1]));
    assert_eq!(*s.heaps, vec![1]);
}

#[test]
fn load_replaces_the_game_but_not_the_score_and_bare_keeps_it() {
    let s = computer(load("#/nim?heaps=1&first=computer"));
    assert_eq!(s.play.score.losses, 1);
    let s = s.reduce(Action::Load(query("#/nim?heaps=1,1&misere")));
    assert_eq!(*s.heaps, vec![1, 1]);
    assert_eq!(s.session().convention, Convention::Misere);
    assert_eq!(s.play.score.losses, 1);
    let same = s.clone().reduce(Action::Load(query("#/nim?lang=es")));
    assert!(Rc::ptr_eq(&s, &same));
}

#[test]
fn opening_resumes_the_stored_game_or_resets_what_cannot_be_read() {
    let stored = friends_session("nim", "2,2", &["1,2"]);
    let found = Found::Session(Box::new(stored), Score { wins: 2, losses: 5 });
    let s = State::open(query("#/nim"), found.clone());
    assert_eq!(*s.heaps, vec![1, 2]);
    assert_eq!(s.play.score, Score { wins: 2, losses: 5 });
    assert!(s.notices.is_empty());
    // A URL naming a game wins over storage (the score is kept).
    let s = State::open(query("#/nim?heaps=3"), found);
    assert_eq!((s.heaps.to_vec(), s.play.score.wins), (vec![3], 2));
    // Unreadable: reset with a message.
    let s = State::open(query("#/nim"), Found::Unreadable);
    assert_eq!(s.notices, vec![Notice::GameReset]);
    assert_eq!(s.session().opponent, Opponent::Computer(Strength::Perfect));
    assert!(Rc::new(s).reduce(Action::DismissNotices).notices.is_empty());
}

#[test]
fn random_positions_stay_in_range() {
    for r in [0.0, 0.3, 0.999_999, 1.0, -1.0, f64::NAN] {
        let heaps = random_heaps(|| r);
        assert!((3..=5).contains(&heaps.len()), "{r}");
        assert!(heaps.iter().all(|h| (1..=12).contains(h)), "{r}");
    }
    assert_eq!(random_sizes(40, || 0.5).len(), MAX_RANDOM_HEAPS);
    assert_eq!(random_sizes(0, || 0.5).len(), 1);
}
