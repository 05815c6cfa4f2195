//! Tests of `screens::wythoff::formula` (`crates/app/src/screens/wythoff/formula.rs`).
use nimatron_core::games::wythoff::MAX_COLD_INDEX;

use nimatron_app::screens::wythoff::formula::*;
use nimatron_app::screens::wythoff::url::NumberError;

#[test]
fn jumps() {
    assert_eq!(parse_jump(" 7046029254386353130 "), Ok(MAX_COLD_INDEX));
    assert_eq!(
        parse_jump("7046029254386353131"),
        Err(NumberError::OutOfRange)
    );
    assert_eq!(
        parse_jump("99999999999999999999999"),
        Err(NumberError::OutOfRange)
    );
    assert_eq!(parse_jump("1e18"), Err(NumberError::NotANumber));
    assert_eq!(parse_jump(""), Ok(0));
}
