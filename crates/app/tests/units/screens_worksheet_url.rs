//! Tests of `screens::worksheet::url` (`crates/app/src/screens/worksheet/url.rs`).
use nimatron_app::screens::query::FromUrl;
use nimatron_core::worksheet::Level;

use nimatron_app::screens::worksheet::url::*;

#[test]
fn defaults() {
    assert_eq!(
        WorksheetQuery::from_hash("#/worksheet"),
        WorksheetQuery::default()
    );
    let d = WorksheetQuery::from_hash("#/worksheet?game=&count=&lang=es");
    assert_eq!(
        (d.game.as_str(), d.count, d.level, d.seed),
        ("nim", 8, Level::Easy, None)
    );
    // An empty count is refused, not silently taken.
    assert_eq!(d.problems, vec![Problem::Count("".into())]);
}

#[test]
fn reads_every_parameter() {
    let x = WorksheetQuery::from_hash("#/worksheet?game=take:3&count=12&level=HARD&seed=42");
    assert_eq!(
        (x.game.as_str(), x.count, x.level, x.seed, x.problems.len()),
        ("take:3", 12, Level::Hard, Some(42), 0)
    );
    assert_eq!(
        x.to_url(42).to_hash(),
        "#/worksheet?game=take:3&count=12&level=hard&seed=42"
    );
    assert_eq!(WorksheetQuery::from_url(&x.to_url(42)), x);
}

#[test]
fn refuses_bad_values_keeping_defaults() {
    // The query, then what it keeps (count, level, seed) and the kind
    // of problem it reports, if any (the quoted text aside).
    let count = Some(Problem::Count(String::new()));
    let level = Some(Problem::Level(String::new()));
    let seed = Some(Problem::Seed(String::new()));
    let cases = [
        ("count=0", (8, Level::Easy, None), &count),
        ("count=41", (8, Level::Easy, None), &count),
        ("count=40", (40, Level::Easy, None), &None),
        ("count=-3", (8, Level::Easy, None), &count),
        ("level=expert", (8, Level::Easy, None), &level),
        ("level=medium", (8, Level::Medium, None), &None),
        ("seed=x", (8, Level::Easy, None), &seed),
        ("seed=1000000000", (8, Level::Easy, None), &seed),
        ("seed=0", (8, Level::Easy, Some(0)), &None),
        (
            "seed=99999999999999999999999",
            (8, Level::Easy, None),
            &seed,
        ),
    ];
    let kinds = |p: &[Problem]| p.iter().map(std::mem::discriminant).collect::<Vec<_>>();
    for (query, kept, problem) in cases {
        let x = WorksheetQuery::from_hash(&format!("#/worksheet?{query}"));
        assert_eq!((x.count, x.level, x.seed), kept, "{query}");
        let expected: Vec<Problem> = problem.iter().cloned().collect();
        assert_eq!(kinds(&x.problems), kinds(&expected), "{query}");
    }
}

#[test]
fn seeds_and_play_links() {
    assert_eq!(seed_from_unit(0.0), 0);
    assert_eq!(seed_from_unit(0.999_999_999_9), MAX_SEED - 1);
    assert_eq!(seed_from_unit(f64::NAN), 0);
    assert!(seed_from_unit(1.0) <= MAX_SEED);
    assert_eq!(
        play_url("sum:nim+kayles", "3,4+5").to_hash(),
        "#/play?game=sum:nim+kayles&position=3,4+5"
    );
}
