//! Tests of `screens::nim::sample` (`crates/app/src/screens/nim/sample.rs`).
use nimatron_core::Convention;

use nimatron_app::screens::nim::sample::*;
use nimatron_core::games::nim;
use nimatron_i18n::{Lang, Localizer};

#[test]
fn the_seeds_tables() {
    let mut heaps = SAMPLE_HEAPS.to_vec();
    let mut seen = Vec::new();
    for m in sample_moves(Convention::Normal) {
        heaps = nim::apply(&heaps, m).unwrap_or_default();
        seen.push(heaps.clone());
    }
    let expected: Vec<Vec<u64>> = vec![
        vec![1, 4, 5],
        vec![1, 4, 2],
        vec![1, 3, 2],
        vec![1, 2, 2],
        vec![0, 2, 2],
        vec![0, 1, 2],
        vec![0, 1, 1],
        vec![0, 0, 1],
        vec![0, 0, 0],
    ];
    assert_eq!(seen, expected);
    let mut heaps = SAMPLE_HEAPS.to_vec();
    for m in sample_moves(Convention::Misere) {
        heaps = nim::apply(&heaps, m).unwrap_or_default();
    }
    assert_eq!(heaps, vec![0, 0, 0]);
}

#[test]
fn every_step_has_commentary_in_both_languages() {
    for lang in [Lang::En, Lang::Es] {
        let loc = Localizer::new(lang);
        for c in [Convention::Normal, Convention::Misere] {
            for step in 0..=sample_moves(c).len() {
                let id = commentary_id(c, step);
                assert!(loc.has(&id), "{lang:?} {id}");
            }
        }
    }
}
