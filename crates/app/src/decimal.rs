//! Numbers with a fixed count of decimals, for what a drawing writes into
//! the page (SVG coordinates, CSS lengths), made with integer arithmetic.
//!
//! Why not `format!("{v:.1}")`: that links Rust's float formatter (Grisu
//! with Dragon as its fallback, about 10 KB of wasm) into every module,
//! the home page's too, for coordinates that need a digit or two.

/// `v` with `places` decimals (at most 6), rounded half away from zero,
/// as `format!("{v:.places$}")` writes it (but for the rare tie, which
/// that rounds to even). A value past what a drawing uses (beyond
/// ±10^12, or not a number) is written as 0.
pub fn fixed(v: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10u64.pow(places);
    let scaled = (v.abs() * scale as f64).round();
    // Rule: a drawing's numbers are small; anything else draws at 0
    // rather than as "inf" or "NaN", which no attribute reads.
    let n = if scaled.is_finite() && scaled < 1e12 * scale as f64 {
        scaled as u64
    } else {
        0
    };
    let sign = if v < 0.0 && n != 0 { "-" } else { "" };
    let whole = n / scale;
    match places {
        0 => format!("{sign}{whole}"),
        _ => format!(
            "{sign}{whole}.{:0width$}",
            n % scale,
            width = places as usize
        ),
    }
}

/// `v` with at most `places` decimals and no trailing zeros ("12.5",
/// "3", "0.25"): the shortest text of a drawing's number.
pub fn trimmed(v: f64, places: u32) -> String {
    let text = fixed(v, places);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::{fixed, trimmed};

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
}
