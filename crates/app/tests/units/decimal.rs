//! `crates/app/src/decimal.rs`: fixed decimals with integer arithmetic.

use nimatron_app::decimal::{fixed, trimmed};

#[test]
fn writes_what_the_float_formatter_writes() {
    // Values off the ties (where the formatter rounds to even), on
    // both sides of 0 and across the digits' carries.
    for places in 0..=3 {
        for k in -30_000i32..30_000 {
            let v = f64::from(k) * 0.013_7 + 0.000_123;
            let written = format!("{v:.prec$}", prec = places as usize);
            // But for "-0.0", which this writes as "0.0".
            let zero = written
                .trim_start_matches('-')
                .chars()
                .all(|c| c == '0' || c == '.');
            let expected = if zero {
                written.trim_start_matches('-')
            } else {
                &written
            };
            assert_eq!(fixed(v, places), expected, "{v} to {places} places");
        }
    }
}

#[test]
fn rounds_half_away_from_zero_and_never_writes_minus_zero() {
    assert_eq!(fixed(0.25, 1), "0.3");
    assert_eq!(fixed(-0.25, 1), "-0.3");
    assert_eq!(fixed(-0.04, 1), "0.0");
    assert_eq!(fixed(9.96, 1), "10.0");
    assert_eq!(fixed(-9.96, 0), "-10");
}

#[test]
fn what_no_drawing_uses_is_written_as_zero() {
    for v in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e300, -1e13] {
        assert_eq!(fixed(v, 2), "0.00", "{v}");
    }
}

#[test]
fn trimmed_drops_trailing_zeros_and_a_bare_point() {
    assert_eq!(trimmed(12.5, 2), "12.5");
    assert_eq!(trimmed(3.0, 2), "3");
    assert_eq!(trimmed(0.25, 2), "0.25");
    assert_eq!(trimmed(-0.001, 2), "0");
    assert_eq!(trimmed(40.0, 0), "40");
}
