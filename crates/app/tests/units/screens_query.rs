//! Tests of `screens::query` (`crates/app/src/screens/query.rs`).
use nimatron_app::route::HashUrl;
use nimatron_i18n::Localizer;

use nimatron_app::screens::query::*;

fn url(hash: &str) -> HashUrl {
    HashUrl::parse(hash)
}

#[test]
fn heaps_take_loose_separators_and_the_cores_numbers_only() {
    assert_eq!(heaps(" 3, 4 5,", 3), Ok(vec![3, 4, 5]));
    assert_eq!(heaps("", 3), Ok(vec![]));
    assert_eq!(
        heaps("1,2,3,4", 3),
        Err(HeapsError::TooMany { asked: 4, max: 3 })
    );
    assert_eq!(heaps("18446744073709551615", 1), Ok(vec![u64::MAX]));
    for bad in ["+3", "3+4", "-1", "3.5", "x", "18446744073709551616"] {
        let given = bad.to_string();
        assert_eq!(
            heaps(bad, 3),
            Err(HeapsError::NotANumber { given }),
            "{bad}"
        );
    }
}

#[test]
fn lists_and_words() {
    assert_eq!(list(&[3, 4, 5]), "3,4,5");
    assert_eq!(list(&[]), "");
    assert_eq!(list(&[u64::MAX]), "18446744073709551615");
    assert_eq!(words(" 3, 4 5,,").collect::<Vec<_>>(), ["3", "4", "5"]);
    assert_eq!(words(" , ").count(), 0);
}

#[test]
fn numbers_in_a_range() {
    assert_eq!(number_in(" 7 ", 1..=10), Some(7));
    assert_eq!(number_in("10", 1..=10), Some(10));
    assert_eq!(
        number_in("18446744073709551615", 0..=u64::MAX),
        Some(u64::MAX)
    );
    for bad in [
        "0",
        "11",
        "",
        "x",
        "-3",
        "+3",
        "3,4",
        "6.5",
        "99999999999999999999",
    ] {
        assert_eq!(number_in(bad, 1..=10), None, "{bad}");
    }
}

#[test]
fn read_reports_refused_values_quoted() {
    let mut problems = Vec::new();
    let u = url("#/x?n=5&k=abc&long=");
    let n = |t: &str| number_in(t, 1..=9);
    assert_eq!(read(&u, "n", n, |t| t, &mut problems), Some(5));
    assert_eq!(read(&u, "missing", n, |t| t, &mut problems), None);
    assert!(problems.is_empty());
    assert_eq!(read(&u, "k", n, |t| t, &mut problems), None);
    assert_eq!(read(&u, "long", n, |t| t, &mut problems), None);
    assert_eq!(problems, ["abc", ""]);
    let long = url(&format!("#/x?n={}", "9".repeat(40)));
    read(&long, "n", n, |t| t, &mut problems);
    assert_eq!(problems[2].chars().count(), 25);
}

#[test]
fn set_and_heaps_refusals_are_each_screens_own_sentences() {
    use nimatron_i18n::Lang;
    let loc = Localizer::new(Lang::En);
    for screen in ["grundy", "min-nim"] {
        let set = SetHeapsError::BadSet("a,b".into()).words(&loc, screen);
        let heaps = SetHeapsError::BadHeaps("x".into()).words(&loc, screen);
        assert_eq!(
            set,
            loc.tr_args(&format!("{screen}-error-set"), &[("given", "a,b".into())])
        );
        assert_eq!(
            heaps,
            loc.tr_args(&format!("{screen}-error-heaps"), &[("given", "x".into())])
        );
        assert!(set.contains("a,b") && !set.starts_with('['), "{set}");
        assert!(heaps.contains('x') && !heaps.starts_with('['), "{heaps}");
    }
}

#[test]
fn min_nims_refused_position_is_its_own_sentence_in_both_languages() {
    use nimatron_i18n::Lang;
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        let text = SetHeapsError::BadPosition("11,0,0".into()).words(&loc, "min-nim");
        let own = loc.tr_args("min-nim-error-position", &[("given", "11,0,0".into())]);
        assert_eq!(text, own);
        assert!(text.contains("11,0,0") && !text.starts_with('['), "{text}");
    }
}

#[test]
fn positions_are_judged_by_the_game() {
    let p = |game: &str, text: &str| position_of(game, text).map(|p| p.to_string());
    assert_eq!(p("take:3", " 7 ").as_deref(), Some("7"));
    assert_eq!(p("min-nim:1,2,3", "4,7,10").as_deref(), Some("4,7,10"));
    for (game, text) in [
        ("min-nim:1,2,3", "4,7,10,1"),
        ("min-nim:1,2,3", "4,7"),
        ("take:3", "x"),
        ("take:3", "-1"),
        ("no-such-game", "1"),
    ] {
        assert_eq!(p(game, text), None, "{game} {text}");
    }
}

#[test]
fn pick_reads_a_word_from_its_choices() {
    let choices = [("me", 1), ("computer", 2)];
    let mut problems: Vec<String> = Vec::new();
    let u = url("#/x?first=%20computer&vs=cat");
    assert_eq!(pick(&u, "first", &choices, |t| t, &mut problems), Some(2));
    assert_eq!(pick(&u, "none", &choices, |t| t, &mut problems), None);
    assert!(problems.is_empty());
    assert_eq!(pick(&u, "vs", &choices, |t| t, &mut problems), None);
    assert_eq!(problems, ["cat"]);
}

#[test]
fn heaps_refusals_in_each_screens_words_and_both_languages() {
    use nimatron_app::screens::bouton::url::MAX_BOUTON_HEAPS;
    use nimatron_core::limits::MAX_HEAPS;
    use nimatron_i18n::Lang;
    let (en, es) = (Localizer::new(Lang::En), Localizer::new(Lang::Es));
    let bad = HeapsError::NotANumber {
        given: "abc".into(),
    };
    // Nim's limit is the core's (the core's words); Bouton's is its own.
    let too_many = [
        (
            "nim",
            HeapsError::TooMany {
                asked: 20_000,
                max: MAX_HEAPS,
            },
            "Too large: the number of heaps is limited to 10000, and 20000 was asked.",
        ),
        (
            "bouton",
            HeapsError::TooMany {
                asked: 17,
                max: MAX_BOUTON_HEAPS,
            },
            "The step-by-step view takes at most 16 heaps; 17 were given.",
        ),
    ];
    for (screen, many, text) in too_many {
        assert!(bad.words(&en, screen).contains("“abc”"), "{screen}");
        assert_eq!(many.words(&en, screen), text);
        assert!(many.words(&es, screen).contains("montones"), "{screen}");
    }
    // Bouton refuses no heap at all.
    assert_eq!(
        HeapsError::Empty.words(&es, "bouton"),
        "Escribe al menos el tamaño de un montón."
    );
    assert_eq!(
        HeapsError::Empty.words(&en, "bouton"),
        "Type at least one heap size."
    );
}
