//! The Nim screen's storage (the play screen's entry for `nim`): any
//! stored text is read or reset with a notice; the game and score it
//! writes read back as they were, and a reload of the bare `#/nim`
//! resumes the same game.

use nimatron_core::session::Score;
use proptest::prelude::*;

use super::{hostile, pair};
use nimatron_app::play::storage;
use nimatron_app::route::HashUrl;
use nimatron_app::screens::nim::state::State;
use nimatron_app::screens::nim::url::NimQuery;
use nimatron_app::screens::query::{FromQuery, FromUrl};

/// Cases per property.
const CASES: u32 = 256;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// Any text under the key: read, or reset (the screen says so).
    #[test]
    fn hostile_stored_text_never_breaks_the_screen(entry in prop_oneof![hostile(),
            "\\{\"v\":[0-9],\"session\":\\{\"game\":\"nim\",\"start\":\\[[0-9,]{0,9}\\]\\}\\}"]) {
        let nim = nimatron_app::engine::game("nim").map_err(|e| TestCaseError::fail(e.to_string()))?;
        let found = storage::decode(Some(&entry), nim.as_ref());
        let state = State::open(NimQuery::from_hash("#/nim"), found);
        prop_assert!(state.session().position().len() <= nimatron_core::limits::MAX_HEAPS);
    }

    /// A game from any URL, once on screen, is stored and resumed as the
    /// same game (positions, cursor, settings), with its score.
    #[test]
    fn stored_game_and_score_round_trip(query in proptest::collection::vec(
            pair(&["heaps", "misere", "first", "opponent", "moves", "at", "exam"]), 1..6),
            wins: u32, losses: u32) {
        let nim = nimatron_app::engine::game("nim").map_err(|e| TestCaseError::fail(e.to_string()))?;
        let url = HashUrl { path: "/nim".into(), query };
        let shown = State::from_query(NimQuery::from_url(&url));
        prop_assume!(shown.url_follows_state());
        let hash = shown.to_url(false).to_hash();
        let score = Score { wins, losses };
        let found = storage::decode(Some(&storage::encode(shown.session(), score)), nim.as_ref());
        let resumed = State::open(NimQuery::from_hash("#/nim"), found);
        prop_assert!(resumed.notices.is_empty(), "{:?} {}", resumed.notices, hash);
        prop_assert_eq!(resumed.session(), shown.session(), "{}", hash);
        prop_assert_eq!(resumed.play.score, score);
        // And the URL itself opens the same game.
        let reopened = State::from_query(NimQuery::from_hash(&hash));
        prop_assert_eq!(reopened.session(), shown.session(), "{}", hash);
        prop_assert_eq!(reopened.sample, shown.sample);
    }
}
