//! Tests of `screens::bouton::words` (`crates/app/src/screens/bouton/words.rs`).
use nimatron_app::screens::bouton::url::PositionError;
use nimatron_app::screens::query::HeapsError;
use nimatron_i18n::Localizer;

use nimatron_app::screens::bouton::words::*;
use nimatron_i18n::Lang;

#[test]
fn errors_in_both_languages() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    let many = PositionError::Heaps(HeapsError::TooMany { asked: 17 });
    assert!(position_error(&en, &many).contains("16"));
    assert!(position_error(&es, &many).contains("montones"));
    let bad = PositionError::Heaps(HeapsError::NotANumber {
        given: "abc".into(),
    });
    assert!(position_error(&en, &bad).contains("abc"));
    assert_eq!(
        position_error(&es, &PositionError::Empty),
        "Escribe al menos el tamaño de un montón."
    );
    assert_eq!(
        position_error(&en, &PositionError::Empty),
        "Type at least one heap size."
    );
}

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
