//! Tests of `screens::bouton::words` (`crates/app/src/screens/bouton/words.rs`).

use nimatron_app::screens::bouton::words::*;
use nimatron_i18n::Lang;
use nimatron_i18n::Localizer;

#[test]
fn captions_write_heaps_with_commas() {
    assert_eq!(heaps_text(&[3, 4, 5]), "3, 4, 5");
}

#[test]
fn lemma1_example_names_the_broken_column() {
    let en = Localizer::new(Lang::En);
    let text = lemma1_example(&en, &[0, 4, 4]).expect("a move");
    assert_eq!(
        text,
        "For example, take 1 from heap 2 (4 → 3): the 4s column becomes odd."
    );
    assert_eq!(lemma1_example(&en, &[0, 0]), None);
}
