//! The Nim screen's storage (the play screen's entry for `nim`, and the
//! old keys moved into it): any stored text is read or reset with a
//! notice; the game and score it writes read back as they were, a reload
//! of the bare `#/nim` resumes the same game, and an old entry written by
//! an earlier version opens the same game once moved.

use nimatron_core::session::Score;
use proptest::prelude::*;

use super::{hostile, pair};
use nimatron_app::play::storage::{self, Found};
use nimatron_app::route::HashUrl;
use nimatron_app::screens::nim::state::State;
use nimatron_app::screens::nim::storage::migrate;
use nimatron_app::screens::nim::url::NimQuery;
use nimatron_app::screens::query::{FromQuery, FromUrl};

/// Cases per property.
const CASES: u32 = 256;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// Any text under the new key or either old key: read, or reset (the
    /// screen says so).
    #[test]
    fn hostile_stored_text_never_breaks_the_screen(entry in prop_oneof![hostile(),
            "\\{\"v\":[0-9],\"session\":\\{\"game\":\"nim\",\"start\":\\[[0-9,]{0,9}\\]\\}\\}"],
            game in prop_oneof![hostile(),
            "\\{\"v\":[0-9]{1,2},\"query\":\"[a-z0-9=,&-]{0,30}\"\\}"],
            score in prop_oneof![hostile(), "\\{\"v\":1,\"me\":[0-9]{1,12},\"computer\":-?[0-9]{1,3}\\}"]) {
        let nim = nimatron_app::engine::game("nim").map_err(|e| TestCaseError::fail(e.to_string()))?;
        let found = storage::decode(Some(&entry), nim.as_ref());
        let (found, notices) = migrate(found, Some(&game), Some(&score));
        let state = State::open(NimQuery::from_hash("#/nim"), found, notices);
        prop_assert!(state.session().position().len() <= nimatron_core::limits::MAX_HEAPS);
    }

    /// A game from any URL, once on screen, is stored and resumed as the
    /// same game (positions, cursor, settings), with its score; and the
    /// same game stored by an earlier version (its URL query) is moved
    /// into the new entry as that game.
    #[test]
    fn stored_game_and_score_round_trip(query in proptest::collection::vec(
            pair(&["heaps", "misere", "first", "opponent", "moves", "at", "exam"]), 1..6),
            wins: u32, losses: u32) {
        let nim = nimatron_app::engine::game("nim").map_err(|e| TestCaseError::fail(e.to_string()))?;
        let url = HashUrl { path: "/nim".into(), query };
        let shown = State::from_query(NimQuery::from_url(&url));
        prop_assume!(shown.url_follows_state());
        let hash = shown.to_url().to_hash();
        let score = Score { wins, losses };
        let found = storage::decode(Some(&storage::encode(shown.session(), score)), nim.as_ref());
        let resumed = State::open(NimQuery::from_hash("#/nim"), found, Vec::new());
        prop_assert!(resumed.notices.is_empty(), "{:?} {}", resumed.notices, hash);
        prop_assert_eq!(resumed.session(), shown.session(), "{}", hash);
        prop_assert_eq!(resumed.play.score, score);
        // An earlier version's entries: the query and the score.
        let text = hash.split_once('?').map(|(_, q)| q).unwrap_or_default();
        let old_game = serde_json::json!({ "v": 1, "query": text }).to_string();
        let old_score = serde_json::json!({ "v": 1, "me": wins, "computer": losses }).to_string();
        let (found, notices) = migrate(Found::Missing, Some(&old_game), Some(&old_score));
        prop_assert!(notices.is_empty(), "{:?} {}", notices, hash);
        let moved = State::open(NimQuery::from_hash("#/nim"), found, notices);
        prop_assert_eq!(moved.session(), shown.session(), "{}", hash);
        prop_assert_eq!(moved.play.score, score);
        // And the URL itself opens the same game.
        let reopened = State::from_query(NimQuery::from_hash(&hash));
        prop_assert_eq!(reopened.session(), shown.session(), "{}", hash);
        prop_assert_eq!((reopened.exam, reopened.sample), (shown.exam, shown.sample));
    }
}
