//! `registry::RULES`: every game made with its rules alone
//! (`engine::RulesOnly`) plays exactly as the game with the engine, and
//! answers every question of the engine `CoreError::Elsewhere`.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use nimatron_core::computer::{SplitMix64, Strength};
use nimatron_core::engine::Depth;
use nimatron_core::{Convention, CoreError, Position, catalogue, registry};

/// The game `text` made from both lists.
fn both(
    text: &str,
) -> (
    Box<dyn nimatron_core::AnyGame>,
    Box<dyn nimatron_core::AnyGame>,
) {
    (
        registry::game(text).unwrap(),
        catalogue::game_in(&registry::RULES, text).unwrap(),
    )
}

#[test]
fn the_rules_alone_play_as_the_whole_game() {
    let mut texts: Vec<String> = registry::EXAMPLES.iter().map(|e| e.to_string()).collect();
    texts.push("sum:nim+kayles+fibonacci".into());
    for text in texts {
        let (full, rules) = both(&text);
        assert_eq!(rules.spec(), full.spec());
        assert_eq!(rules.name(), full.name());
        assert_eq!(rules.board(), full.board());
        assert_eq!(rules.start(), full.start());
        assert_eq!(rules.parameters(), full.parameters());
        assert_eq!(rules.limits(), full.limits());
        assert_eq!(rules.fact_keys(), full.fact_keys());
        assert_eq!(
            catalogue::start_position_in(&registry::RULES, &text),
            registry::start_position(&text)
        );
        for p in full.small_positions().into_iter().take(30) {
            assert_eq!(rules.normalize(&p), full.normalize(&p), "{text} {p}");
            assert_eq!(rules.is_terminal(&p), full.is_terminal(&p), "{text} {p}");
            assert_eq!(rules.parts(&p), full.parts(&p), "{text} {p}");
            let moves = full.moves(&p, 64).unwrap();
            assert_eq!(rules.moves(&p, 64).unwrap(), moves, "{text} {p}");
            for to in moves.iter().take(8) {
                assert_eq!(
                    rules.is_move(&p, to),
                    full.is_move(&p, to),
                    "{text} {p} {to}"
                );
                assert_eq!(
                    rules.is_move(to, &p),
                    full.is_move(to, &p),
                    "{text} {to} {p}"
                );
                assert_eq!(
                    rules.refusal(to, &p),
                    full.refusal(to, &p),
                    "{text} {to} {p}"
                );
            }
        }
    }
}

#[test]
fn the_rules_alone_leave_every_engine_question_elsewhere() {
    for text in registry::EXAMPLES {
        let (_, rules) = both(text);
        let entry = registry::entry(catalogue::name_of(text)).unwrap();
        let p: Position = entry.example.1.parse().unwrap();
        assert_eq!(
            rules.analyze(&p, Convention::Normal).err(),
            Some(CoreError::Elsewhere)
        );
        assert_eq!(
            rules.analyze_to(&p, Convention::Misere, Depth::Quick).err(),
            Some(CoreError::Elsewhere)
        );
        assert_eq!(
            rules.outcome(&p, Convention::Normal).err(),
            Some(CoreError::Elsewhere)
        );
        assert_eq!(rules.grundy(&p).err(), Some(CoreError::Elsewhere));
        assert_eq!(rules.canonical(&p).err(), Some(CoreError::Elsewhere));
        assert_eq!(rules.reachable_bound(&p).err(), Some(CoreError::Elsewhere));
        assert_eq!(rules.sequence(10).err(), Some(CoreError::Elsewhere));
        let mut rng = SplitMix64::new(1);
        let chosen = rules.computer_move(&p, Convention::Normal, Strength::Perfect, &mut rng);
        assert_eq!(chosen.err(), Some(CoreError::Elsewhere), "{text}");
        // Who moves first from a bare link: the outcome is not known here.
        let _ = catalogue::linked_first_in(&registry::RULES, text, Convention::Misere);
    }
}
