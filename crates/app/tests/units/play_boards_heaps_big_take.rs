//! Tests of `play::boards::heaps::big_take` (`crates/app/src/play/boards/heaps/big_take.rs`).

use nimatron_app::play::boards::heaps::big_take::parse_amount;

#[test]
fn amounts() {
    assert_eq!(parse_amount(" 7 ", 40), Some(7));
    assert_eq!(parse_amount("40", 40), Some(40));
    assert_eq!(parse_amount("41", 40), None);
    assert_eq!(parse_amount("0", 40), None);
    assert_eq!(parse_amount("x", 40), None);
    assert_eq!(parse_amount("+3", 40), None, "digits only, as everywhere");
    assert_eq!(
        parse_amount("18446744073709551615", u64::MAX),
        Some(u64::MAX)
    );
}
