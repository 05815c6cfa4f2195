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
