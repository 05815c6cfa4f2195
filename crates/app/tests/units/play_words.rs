//! Tests of `play::words` (`crates/app/src/play/words.rs`).
use nimatron_i18n::Localizer;

use nimatron_i18n::Lang;

use nimatron_app::play::words::{game_parameters, game_text, own_summary, own_title};
use nimatron_core::registry;

/// Under the title, a game's parameters in words with its own numbers,
/// never the command line's syntax ("K: take 1 to K stones (K >= 1)").
#[test]
fn a_game_with_parameters_says_what_they_mean_in_both_languages() {
    assert_eq!(game_parameters(&Localizer::new(Lang::En), "nim"), None);
    let (label, meaning) = game_parameters(&Localizer::new(Lang::En), "take:3").unwrap();
    assert_eq!(label, "This game:");
    assert_eq!(meaning, "take 1 to 3 stones from one heap");
    let (label, meaning) = game_parameters(&Localizer::new(Lang::Es), "subtraction:1,3,4").unwrap();
    assert_eq!(label, "Este juego:");
    assert_eq!(meaning, "quitar 1, 3 o 4 piedras de un montón");
    let (_, meaning) = game_parameters(&Localizer::new(Lang::En), "moore:2,1").unwrap();
    assert_eq!(meaning, "take from 1 to 2 heaps, 1 stone from each");
    let (_, meaning) = game_parameters(&Localizer::new(Lang::Es), "building:6,3").unwrap();
    assert_eq!(
        meaning,
        "6 piedras que colocar en 3 montones, y después Nim"
    );
}

/// Every game with parameters says them in words under its title, in
/// both languages, never falling back to its text (`sum:nim+kayles`,
/// `nd-nim:3x3`, `arc-kayles:grid:3x3`).
#[test]
fn every_game_with_parameters_says_them_in_words() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for entry in registry::GAMES {
            let spec = entry.example.0;
            if let Some((_, meaning)) = game_parameters(&loc, spec) {
                assert!(
                    !meaning.is_empty(),
                    "{spec} in {lang:?}: no words for its parameters"
                );
                assert!(!meaning.contains(spec), "{spec} in {lang:?}: {meaning}");
            }
        }
    }
    let (_, meaning) = game_parameters(&Localizer::new(Lang::En), "sum:nim+kayles").unwrap();
    assert_eq!(meaning, "Nim + Kayles");
    let (_, meaning) = game_parameters(&Localizer::new(Lang::Es), "arc-kayles:grid:3x3").unwrap();
    assert_eq!(meaning, "en un grafo de 9 vértices y 12 aristas");
}

/// The rules and theorem speak of the game's numbers: take:3's "3", the
/// set's amounts, Building Nim's stones and heaps.
#[test]
fn the_rules_carry_the_game_s_own_numbers() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    let rules = game_text(&en, "take:3", "rules").unwrap();
    assert!(rules.contains("between 1 and 3 stones"), "{rules}");
    let theorem = game_text(&en, "take:3", "theorem").unwrap();
    assert!(
        theorem.contains("n mod 4") && !theorem.contains('K'),
        "{theorem}"
    );
    let rules = game_text(&es, "take:5", "rules").unwrap();
    assert!(rules.contains("entre 1 y 5 piedras"), "{rules}");
    let rules = game_text(&en, "subtraction:1,3,4", "rules").unwrap();
    assert!(rules.contains("take 1, 3 or 4 stones"), "{rules}");
    let rules = game_text(&en, "subtraction:2", "rules").unwrap();
    assert!(rules.contains("take 2 stones"), "{rules}");
    let rules = game_text(&es, "min-nim:1,3,4", "rules").unwrap();
    assert!(rules.contains("quita 1, 3 o 4 piedras"), "{rules}");
    let rules = game_text(&en, "building:6,3", "rules").unwrap();
    assert!(
        rules.starts_with("Building Nim BN(6, 3): there are 6 stones and 3 empty heaps."),
        "{rules}"
    );
    let rules = game_text(&en, "moore:1", "rules").unwrap();
    assert!(
        rules.contains("at most 1 heap and takes any positive number"),
        "{rules}"
    );
    let rules = game_text(&es, "moore:2,3", "rules").unwrap();
    assert!(
        rules.contains("como mucho 2 montones y quita de cada uno de 1 a 3 piedras"),
        "{rules}"
    );
    // A game without parameters reads as before.
    assert!(
        game_text(&en, "nim", "rules")
            .unwrap()
            .starts_with("Heaps of stones.")
    );
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for game in [
            "take:3",
            "subtraction:1,3,4",
            "min-nim:1,3,4",
            "moore:2,1",
            "building:6,3",
            "octal:0.137",
        ] {
            for part in ["rules", "theorem"] {
                let text = game_text(&loc, game, part).unwrap();
                assert!(
                    !text.contains('{') && !text.contains('$'),
                    "{lang:?} {game} {part}: {text}"
                );
            }
        }
    }
}

/// An octal game's rules spell out what its code's digits allow, for any
/// code: 0.137 (Dawson's chess), 4.07 (a split that takes nothing), 0.6.
#[test]
fn an_octal_game_s_rules_spell_out_its_digits() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    let rules = game_text(&en, "octal:0.137", "rules").unwrap();
    assert!(rules.starts_with("Rows of objects, played by the octal code 0.137. A move may take a whole row of 1, 2 or 3 objects. A move may take 2 or 3 objects from the end of a longer row, leaving one row. A move may take 3 objects from inside a row, leaving two rows. No other move is allowed;"), "{rules}");
    let rules = game_text(&en, "octal:4.07", "rules").unwrap();
    assert!(rules.contains("code 4.07. A move may take a whole row of 2 objects. A move may take 2 objects from the end of a longer row, leaving one row. A move may take 2 objects from inside a row, leaving two rows. A row may also be split in two without taking anything. No other"), "{rules}");
    let rules = game_text(&en, "octal:0.6", "rules").unwrap();
    assert!(rules.contains("code 0.6. A move may take 1 object from the end of a longer row, leaving one row. A move may take 1 object from inside a row, leaving two rows. No other"), "{rules}");
    let rules = game_text(&es, "octal:0.137", "rules").unwrap();
    assert!(
        rules.contains(
            "Una jugada puede quitar 3 objetos del interior de una fila, dejando dos filas."
        ),
        "{rules}"
    );
}

/// Issue 30: the play screen's title and summary speak the game's own
/// numbers, never a letter of the CLI's syntax (K, R, S, N): for every
/// catalogue game's example and for random parameters of each game that
/// takes some, in both languages.
#[test]
fn titles_and_summaries_speak_the_game_s_own_numbers() {
    // A small seeded generator (xorshift), so a failure can be replayed.
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let mut specs: Vec<String> = registry::GAMES
        .iter()
        .map(|e| e.example.0.to_string())
        .collect();
    for _ in 0..8 {
        let (a, b, c) = (1 + next(3), 4 + next(3), 7 + next(3));
        specs.push(format!("take:{}", 1 + next(50)));
        specs.push(format!("subtraction:{a},{b},{c}"));
        specs.push(format!("subtraction:{}", 1 + next(9)));
        specs.push(format!("min-nim:{a},{b},{c}"));
        specs.push(format!("moore:{}", 1 + next(4)));
        specs.push(format!("moore:{},{}", 1 + next(4), 1 + next(5)));
        specs.push(format!("building:{},{}", 1 + next(40), 1 + next(6)));
        specs.push(format!("octal:0.{}{}", next(8), 1 + next(7)));
    }
    let letter = |text: &str| {
        text.split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w, "K" | "R" | "S" | "N" | "k"))
    };
    let mut checked = 0;
    for spec in &specs {
        if registry::game(spec).is_err() {
            continue;
        }
        checked += 1;
        let values = spec.split_once(':').map_or("", |(_, v)| v);
        for lang in [Lang::En, Lang::Es] {
            let loc = Localizer::new(lang);
            let words = format!("{} · {}", own_title(&loc, spec), own_summary(&loc, spec));
            assert!(
                !letter(&words),
                "{spec} ({lang:?}): a letter of the syntax in “{words}”"
            );
            // Octal's code is one value (0.137); the others' are numbers.
            // (Games whose parameters are not numbers, a graph or a
            // board's sizes, are checked for letters only.)
            let numeric = values
                .bytes()
                .all(|b| b.is_ascii_digit() || b == b',' || b == b'.');
            let numbers: Vec<&str> = if !numeric {
                Vec::new()
            } else if spec.starts_with("octal:") {
                vec![values]
            } else {
                values.split(',').filter(|v| !v.is_empty()).collect()
            };
            for n in numbers {
                let found = words
                    .split(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .any(|w| w.trim_end_matches('.') == n);
                assert!(found, "{spec} ({lang:?}): {n} is not in “{words}”");
            }
        }
    }
    assert!(checked >= 60, "only {checked} games checked");
}
