//! Untrusted text never breaks the core: generated game names, parameters
//! and positions (any Unicode, any length, numbers past 2^64) give a value
//! or a stated error, never a panic; and every position a game accepts
//! prints back to text that parses to the same position.

#![allow(clippy::unwrap_used)]

use std::sync::OnceLock;

use nimatron_core::{AnyGame, Convention, Position, registry};
use proptest::prelude::*;

/// Every registered game, made once (a game keeps what it computed, as the
/// app's shared instances do).
fn games() -> &'static [Box<dyn AnyGame>] {
    static GAMES: OnceLock<Vec<Box<dyn AnyGame>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        registry::GAMES
            .iter()
            .map(|e| registry::game(e.example.0).unwrap())
            .collect()
    })
}

/// Text that looks like our syntax often enough to reach deep paths.
fn syntaxish() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[0-9,+: a-z-]{0,40}",
        "[0-9]{1,25}(,[0-9]{1,25}){0,6}",
        "[a-z-]{2,12}:[0-9,x+:a-z-]{0,30}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn game_texts_parse_or_are_refused(text in syntaxish()) {
        if let Ok(game) = registry::game(&text) {
            // A game that parses names itself in a text that parses back.
            prop_assert_eq!(registry::game(&game.spec()).unwrap().spec(), game.spec());
        }
    }

    #[test]
    fn position_texts_parse_or_are_refused(text in syntaxish()) {
        if let Ok(p) = text.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        }
    }

    #[test]
    fn every_game_judges_any_position(
        entry in 0..registry::GAMES.len(),
        numbers in prop::collection::vec(any::<u64>(), 0..6),
        text in syntaxish(),
    ) {
        let game = &games()[entry];
        for p in [Position::new(numbers.clone()), text.parse().unwrap_or_default()] {
            if let Ok(normal) = game.normalize(&p) {
                prop_assert_eq!(game.normalize(&normal).unwrap(), normal.clone());
                let _ = game.is_terminal(&normal);
                let _ = game.is_move(&normal, &p);
            }
        }
    }

    #[test]
    fn every_game_analyses_small_positions(
        entry in 0..registry::GAMES.len(),
        numbers in prop::collection::vec(0u64..12, 0..4),
        misere in any::<bool>(),
    ) {
        let game = &games()[entry];
        let p = Position::new(numbers);
        if let Ok(a) = game.analyze(&p, Convention::from_misere(misere)) {
            prop_assert!(a.winning_moves.len() <= a.winning_move_count);
            for m in &a.winning_moves {
                prop_assert!(game.is_move(&p, &m.to).unwrap());
            }
        }
    }
}
