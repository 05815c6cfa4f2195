//! Tests of `screens::bouton::words` (`crates/app/src/screens/bouton/words.rs`).

use nimatron_app::screens::bouton::words::*;
use nimatron_i18n::Lang;
use nimatron_i18n::Localizer;

#[test]
fn headers_and_bits() {
    assert_eq!(column_header(0), ColumnHeader::Value("1".into()));
    assert_eq!(column_header(9), ColumnHeader::Value("512".into()));
    assert_eq!(column_header(63), ColumnHeader::Power(63));
    assert!(bit(u64::MAX, 63));
    assert!(!bit(u64::MAX, 64));
    assert_eq!(column_ones(&[3, 4, 5], 3), [2, 1, 2]);
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
