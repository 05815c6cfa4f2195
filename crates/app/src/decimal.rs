//! Numbers with a fixed count of decimals, for what a drawing writes into
//! the page (SVG coordinates, CSS lengths), made with integer arithmetic.
//!
//! Why not `format!("{v:.1}")`: that links Rust's float formatter (Grisu
//! with Dragon as its fallback, about 10 KB of wasm) into every module,
//! the home page's too, for coordinates that need a digit or two. And
//! [`within`] bounds a number without `f64::clamp`'s formatted panic.

/// `v` between `lo` and `hi` (`hi` when `lo > hi`; `lo` for a NaN). Not
/// `f64::clamp` where a bound is computed: its check that `lo <= hi`
/// formats both in its panic message, and so links Rust's float formatter
/// (about 14 KB of wasm) into the module of the screen that calls it. (A
/// clamp between constants is checked when compiled, and links nothing.)
pub fn within(v: f64, lo: f64, hi: f64) -> f64 {
    v.max(lo).min(hi)
}

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
