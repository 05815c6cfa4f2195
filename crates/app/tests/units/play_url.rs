//! Tests of `play::url` (`crates/app/src/play/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, registry};

use nimatron_app::play::url::*;
use nimatron_core::Strength;

#[test]
fn reads_every_parameter() {
    let p = PlayQuery::from_hash(
        "#/play?game=kayles&position=5,7&misere&first=auto&opponent=friend&lang=es",
    );
    assert_eq!(p.game.as_deref(), Some("kayles"));
    assert_eq!(p.position.as_deref(), Some("5,7"));
    assert!(p.misere);
    assert_eq!(p.first, First::Auto);
    assert_eq!(p.opponent, Opponent::Friend);
    assert!(p.unknown.is_empty());
    assert_eq!(p.convention(), Convention::Misere);
    let p = PlayQuery::from_hash("#/play?game=take:3&position=19&opponent=Strong&first=computer");
    assert_eq!(p.opponent, Opponent::Computer(Strength::Strong));
    assert_eq!(p.first, First::Computer);
}

#[test]
fn defaults_and_unknown_values() {
    let p = PlayQuery::from_hash("#/play");
    // Neither a position nor who starts: the link's rule chose the seats.
    assert_eq!(
        p,
        PlayQuery {
            linked: true,
            ..PlayQuery::default()
        }
    );
    assert!(!PlayQuery::from_hash("#/play?position=3,4").linked);
    assert!(!PlayQuery::from_hash("#/play?first=me").linked);
    assert_eq!(
        (p.first, p.opponent, p.misere),
        (First::Me, Opponent::default(), false)
    );
    assert_eq!(p.game_text(), registry::GAMES[0].example.0);
    assert_eq!(p.position_text(), registry::GAMES[0].example.1);
    let p = PlayQuery::from_hash("#/play?game=kayles");
    assert_eq!(p.position_text(), "5,7");
    let p = PlayQuery::from_hash("#/play?game=chess");
    assert_eq!(p.position_text(), "");
    let p = PlayQuery::from_hash("#/play?first=maybe&opponent=god");
    assert_eq!((p.first, p.opponent), (First::Me, Opponent::default()));
    assert_eq!(
        p.unknown,
        vec![
            ("first".to_string(), "maybe".to_string()),
            ("opponent".to_string(), "god".to_string())
        ]
    );
    assert!(!PlayQuery::from_hash("#/play?misere=0").misere);
}

#[test]
fn round_trips() {
    for hash in [
        "#/play?game=kayles&position=5,7",
        "#/play?game=nim&position=3,4,5&misere&first=computer&opponent=beginner",
        "#/play?game=subtraction:1,3,4&position=5,7&opponent=friend",
        "#/play?game=fibonacci&position=18,2&first=auto",
        "#/play?game=sum:nim+kayles&position=3+5",
    ] {
        let query = PlayQuery::from_hash(hash);
        assert_eq!(query.to_url().to_hash(), hash);
        assert_eq!(PlayQuery::from_url(&query.to_url()), query);
    }
    let rules_href = |game, position| {
        play_url(game, position)
            .with_flag(RULES_FLAG, true)
            .to_hash()
    };
    let play_href = |game, position| play_url(game, position).to_hash();
    // The same URL as the query's own writer.
    for (game, position) in [("take:3", "19"), ("sum:nim+kayles", "3,4+5"), ("chomp", "")] {
        let query = PlayQuery {
            game: Some(game.to_string()),
            position: Some(position.to_string()),
            ..PlayQuery::default()
        };
        assert_eq!(play_url(game, position), query.to_url());
    }
    assert_eq!(play_href("take:3", "19"), "#/play?game=take:3&position=19");
    assert_eq!(
        rules_href("chomp", "4,4,4"),
        "#/play?game=chomp&position=4,4,4&rules"
    );
    // The flag is no part of the query: the first move's URL drops it.
    assert_eq!(
        PlayQuery::from_hash(&rules_href("chomp", "4,4,4"))
            .to_url()
            .to_hash(),
        "#/play?game=chomp&position=4,4,4"
    );
    assert_eq!(
        PlayQuery::from_hash(&play_href("take:3", "19"))
            .game
            .as_deref(),
        Some("take:3")
    );
}

/// Issue 30: a link that names only the game (`#/play?game=wythoff`)
/// starts winnable, for every registered game, in normal and misère play:
/// either the computer moves first, or the student's first position is an
/// N-position. A link with `first=` or a position keeps what it says.
#[test]
fn a_bare_link_starts_winnable() {
    use nimatron_core::Outcome;
    for entry in registry::GAMES {
        for game in [entry.name, entry.example.0] {
            for misere in ["", "&misere"] {
                let hash = format!("#/play?game={game}{misere}");
                let q = PlayQuery::from_hash(&hash);
                let Ok(rules) = registry::game(&q.game_text()) else {
                    continue;
                };
                let start = q.position_text().parse().expect(&hash);
                if q.first == First::Me {
                    let outcome = rules.outcome(&start, q.convention());
                    assert!(
                        !matches!(outcome, Ok(Outcome::P)),
                        "{hash}: the student moves first on the P-position {start}"
                    );
                } else {
                    assert_eq!(q.first, First::Computer, "{hash}");
                }
            }
        }
    }
    // What the link says is kept.
    let q = PlayQuery::from_hash("#/play?game=wythoff&first=me");
    assert_eq!(q.first, First::Me);
    let q = PlayQuery::from_hash("#/play?game=wythoff&position=5,3");
    assert_eq!(q.first, First::Me);
    assert_eq!(
        PlayQuery::from_hash("#/play?game=wythoff").first,
        First::Computer
    );
}

/// A link (or a typed game) that names a game without the numbers it needs
/// (`#/play?game=take`) opens the catalogue's example game (`take:3`), a
/// game that plays, not an error; a game with its numbers keeps them.
#[test]
fn a_bare_name_opens_a_game_that_plays() {
    for entry in registry::GAMES {
        let q = PlayQuery::from_hash(&format!("#/play?game={}", entry.name));
        let rules = registry::game(&q.game_text());
        assert!(
            rules.is_ok(),
            "#/play?game={} does not open a game",
            entry.name
        );
        assert!(
            q.position_text().parse::<nimatron_core::Position>().is_ok(),
            "{}",
            entry.name
        );
    }
    let q = PlayQuery::from_hash("#/play?game=take");
    assert_eq!(q.game_text(), "take:3");
    assert_eq!(q.to_url().get("game"), Some("take:3"));
    let q = PlayQuery::from_hash("#/play?game=take:7");
    assert_eq!(q.game_text(), "take:7");
}
