//! The Nim screen's storage: any stored text is read or reset with a
//! notice; the game and score it writes read back as they were, and a
//! reload of the bare `#/nim` resumes the same game.

use nimatron_core::session::Score;
use proptest::prelude::*;

use super::{hostile, pair};
use crate::route::HashUrl;
use crate::screens::nim::state::State;
use crate::screens::nim::storage::{self, Stored};
use crate::screens::nim::url::NimQuery;
use crate::screens::query::{FromQuery, FromUrl};

/// Cases per property.
const CASES: u32 = 256;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// Any text under either key: read, or reset (the screen says so).
    #[test]
    fn hostile_stored_text_never_breaks_the_screen(game in prop_oneof![hostile(),
            "\\{\"v\":[0-9]{1,2},\"query\":\"[a-z0-9=,&-]{0,30}\"\\}"],
            score in prop_oneof![hostile(), "\\{\"v\":1,\"me\":[0-9]{1,12},\"computer\":-?[0-9]{1,3}\\}"]) {
        let state = State::open(
            NimQuery::from_hash("#/nim"),
            storage::decode_game(Some(&game)),
            storage::decode_score(Some(&score)),
        );
        prop_assert!(state.session.position().len() <= nimatron_core::limits::MAX_HEAPS);
    }

    /// A game from any URL, once on screen, is stored and resumed as the
    /// same game (positions, cursor, settings), with its score.
    #[test]
    fn stored_game_and_score_round_trip(query in proptest::collection::vec(
            pair(&["heaps", "misere", "first", "opponent", "moves", "at", "exam"]), 1..6),
            wins: u32, losses: u32) {
        let url = HashUrl { path: "/nim".into(), query };
        let shown = State::from_query(NimQuery::from_url(&url));
        prop_assume!(shown.url_follows_state());
        let hash = shown.to_url().to_hash();
        let text = hash.split_once('?').map(|(_, q)| q).unwrap_or_default();
        let score = Score { wins, losses };
        let game = storage::decode_game(Some(&storage::encode_game(text)));
        prop_assert_eq!(&game, &Stored::Found(text.to_string()));
        let found = storage::decode_score(Some(&storage::encode_score(score)));
        let resumed = State::open(NimQuery::from_hash("#/nim"), game, found);
        prop_assert!(resumed.notices.is_empty(), "{:?} {}", resumed.notices, hash);
        prop_assert_eq!(&resumed.session, &shown.session, "{}", hash);
        prop_assert_eq!(resumed.score, score);
        // And the URL itself opens the same game.
        let reopened = State::from_query(NimQuery::from_hash(&hash));
        prop_assert_eq!(&reopened.session, &shown.session, "{}", hash);
        prop_assert_eq!((reopened.exam, reopened.sample), (shown.exam, shown.sample));
    }
}
