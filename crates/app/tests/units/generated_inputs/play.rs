//! The play screen for every registered game: a game played at random
//! (legal moves from the core), undone part way, written as the screen
//! writes it (its URL, its stored entry) reads back as the same game; and
//! any stored text, for any game, is a session the core accepts or is
//! refused with the screen's notice, never a panic.

use nimatron_core::registry;
use nimatron_core::session::{First, Opponent, Score, Session};
use nimatron_core::{AnyGame, Convention, Position};
use proptest::prelude::*;

use super::hostile;
use nimatron_app::play::state::State;
use nimatron_app::play::storage::{self, Found};
use nimatron_app::play::url::PlayQuery;
use nimatron_app::route::HashUrl;
use nimatron_app::screens::query::FromUrl;

/// Cases per property (each one a registered game chosen at random).
const CASES: u32 = 200;

/// Most moves played at random in one generated game.
const MAX_PLIES: usize = 12;

/// A game of the registry, by index, and its example position.
fn game(index: usize) -> (std::rc::Rc<dyn AnyGame>, Position) {
    let entry = &registry::GAMES[index % registry::GAMES.len()];
    let game = nimatron_app::engine::game(entry.example.0).unwrap_or_else(|e| panic!("{e}"));
    let start = entry.example.1.parse().unwrap_or_else(|e| panic!("{e}"));
    (game, start)
}

/// A session of game `index`, from its example or one of its small
/// positions, `plies` random legal moves in (choices from `picks`), then
/// undone to `back` moves before the end.
fn played(
    index: usize,
    from_small: usize,
    misere: bool,
    friend: bool,
    picks: &[usize],
    back: usize,
) -> Session {
    let (game, example) = game(index);
    let small = game.small_positions();
    let start = match small.get(from_small % (small.len() + 1)) {
        Some(p) => p.clone(),
        None => example,
    };
    let opponent = if friend {
        Opponent::Friend
    } else {
        Opponent::default()
    };
    let mut s = Session::new(
        game.as_ref(),
        &start,
        Convention::from_misere(misere),
        First::Me,
        opponent,
    )
    .unwrap_or_else(|e| panic!("{} {start}: {e}", game.spec()));
    for &pick in picks {
        let moves = game.moves(s.position(), 64).unwrap_or_default();
        if moves.is_empty() {
            break;
        }
        if s.play(game.as_ref(), &moves[pick % moves.len()]).is_err() {
            break;
        }
    }
    let ply = s.played.len().saturating_sub(back);
    s.go_to(ply);
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// The URL the screen writes for a session opens the same game at the
    /// same position (and nothing is refused).
    #[test]
    fn every_game_url_round_trips(index in 0usize..64, small in 0usize..64, misere: bool, friend: bool,
            picks in proptest::collection::vec(any::<usize>(), 0..MAX_PLIES), back in 0usize..3) {
        let session = played(index, small, misere, friend, &picks, back);
        let shown = State::resume(session.clone(), Score::default());
        let hash = shown.session.as_ref().map(|s| State::query_of(s).to_url().to_hash()).unwrap_or_default();
        let reopened = State::open(PlayQuery::from_hash(&hash), Found::Missing);
        prop_assert_eq!(&reopened.error, &None, "{}", hash);
        prop_assert!(reopened.notices.is_empty(), "{}", hash);
        let s = reopened.session.unwrap_or_else(|| panic!("{hash}"));
        prop_assert_eq!(&s.game, &session.game);
        prop_assert_eq!(s.position(), session.position());
        prop_assert_eq!((s.convention, s.first, s.opponent), (session.convention, session.first, session.opponent));
    }

    /// The stored entry reads back as the same session and score, and a
    /// reload of the URL resumes it, history included.
    #[test]
    fn every_game_storage_round_trips(index in 0usize..64, small in 0usize..64, misere: bool, friend: bool,
            picks in proptest::collection::vec(any::<usize>(), 0..MAX_PLIES), back in 0usize..3,
            wins: u32, losses: u32) {
        let session = played(index, small, misere, friend, &picks, back);
        let (game, _) = game(index);
        let score = Score { wins, losses };
        let text = storage::encode(&session, score);
        let found = storage::decode(Some(&text), game.as_ref());
        prop_assert_eq!(&found, &Found::Session(Box::new(session.clone()), score));
        let query = PlayQuery { position: None, ..State::open(PlayQuery::default(), Found::Missing).query };
        let query = PlayQuery { game: Some(session.game.clone()), misere, opponent: session.opponent, ..query };
        let resumed = State::open(query, found);
        prop_assert_eq!(resumed.session, Some(session));
        prop_assert_eq!(resumed.score, score);
    }

    /// Any stored text, for any game: a session the core accepts, or
    /// refused; never a panic.
    #[test]
    fn hostile_stored_text_is_refused_or_checked(index in 0usize..64, text in prop_oneof![
            hostile(),
            r#"\{"v":[0-9]{1,3},"session":\{"game":"[a-z:0-9]{0,8}","start":\[[0-9,]{0,12}\]\},"score":\{\}\}"#,
            any::<u32>().prop_map(|v| format!(r#"{{"v":{v},"session":null,"score":{{"wins":1,"losses":2}}}}"#)),
        ]) {
        let (game, _) = game(index);
        match storage::decode(Some(&text), game.as_ref()) {
            Found::Session(s, _) => prop_assert!(s.clone().checked(game.as_ref()).is_ok()),
            Found::Missing => prop_assert!(false, "text is never missing"),
            Found::Unreadable => {}
        }
    }

    /// Any play URL opens a game or says why not.
    #[test]
    fn hostile_play_urls_open_or_refuse(query in proptest::collection::vec(super::pair(&["game", "position", "misere", "first", "opponent"]), 0..6)) {
        let url = HashUrl { path: "/play".into(), query };
        let state = State::open(PlayQuery::from_url(&url), Found::Missing);
        prop_assert!(state.session.is_some() != state.error.is_some());
    }
}
