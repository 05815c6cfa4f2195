//! The plot's pixels, as research papers draw a Grundy sequence: one dot
//! for each value `G(n)` at (n, G(n)), rare values in their own colour, the
//! pre-period and each period banded behind. Made as an RGBA buffer (one
//! `putImageData`, not a canvas call per dot), so a million terms redraw
//! in a few milliseconds. Pure, tested natively.

use super::span::Span;

/// Colours, RGBA.
pub const BACKGROUND: [u8; 4] = [255, 255, 255, 255];
/// A common value's dot.
pub const COMMON: [u8; 4] = [38, 70, 120, 255];
/// A rare value's dot (drawn over the common ones).
pub const RARE: [u8; 4] = [200, 30, 40, 255];
/// Behind the pre-period.
pub const PREPERIOD_BAND: [u8; 4] = [236, 236, 236, 255];
/// Behind every other period once periodic.
pub const PERIOD_BAND: [u8; 4] = [222, 240, 226, 255];

/// What to draw besides the values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Bands {
    /// `(pre-period, period)` when the core proved one.
    pub period: Option<(u64, u64)>,
}

/// A `width × height` RGBA image of `values[span]`, the value axis from 0
/// (bottom) to `top` (inclusive, at the top row). `rare(value, n)` says
/// which dots to mark.
pub fn raster(
    values: &[u32],
    span: &Span,
    (width, height): (u32, u32),
    top: u32,
    bands: Bands,
    rare: &dyn Fn(u32, u64) -> bool,
) -> Vec<u8> {
    let (w, h) = (width.max(1) as usize, height.max(1) as usize);
    let mut img = vec![0u8; w * h * 4];
    let rows = f64::from(top) + 1.0;
    // A value's dot is as tall as its share of the height, 1 to 3 pixels.
    let thick = ((h as f64 / rows).floor() as usize).clamp(1, 3);
    let row_of = |v: u32| -> usize {
        let y = ((f64::from(v) + 0.5) / rows * h as f64) as usize;
        h - 1 - y.min(h - 1)
    };
    // Backgrounds first, then every dot, then the rare dots over them (a
    // rare dot spills one column right, so a lone one shows at any zoom).
    let mut rare_dots = Vec::new();
    for col in 0..w {
        let Some((first, end)) = terms_of(span, col, w) else {
            continue;
        };
        let band = band_of(first, bands);
        for row in 0..h {
            put(&mut img, w, col, row, band);
        }
        for n in first..end.min(values.len() as u64) {
            let v = values[n as usize];
            let y = row_of(v);
            if rare(v, n) {
                rare_dots.push((col, y));
            }
            for t in 0..thick {
                put(&mut img, w, col, y.saturating_sub(t), COMMON);
            }
        }
    }
    for (col, y) in rare_dots {
        for x in col..(col + 2).min(w) {
            for t in 0..thick {
                put(&mut img, w, x, y.saturating_sub(t), RARE);
            }
        }
    }
    img
}

/// The terms pixel column `col` of `w` shows: those it covers, or, zoomed
/// in past one term a pixel, the term under its centre.
fn terms_of(span: &Span, col: usize, w: usize) -> Option<(u64, u64)> {
    let (first, end) = span.column(col as u32, w as u32);
    if first < end {
        return Some((first, end));
    }
    let n = span.heap_at(col as f64 + 0.5, w as f64)?;
    Some((n, n + 1))
}

/// The background colour behind heap `n`.
fn band_of(n: u64, bands: Bands) -> [u8; 4] {
    match bands.period {
        Some((pre, _)) if n < pre => PREPERIOD_BAND,
        Some((pre, period)) if period > 0 && ((n - pre) / period) % 2 == 1 => PERIOD_BAND,
        _ => BACKGROUND,
    }
}

fn put(img: &mut [u8], w: usize, x: usize, y: usize, rgba: [u8; 4]) {
    let at = (y * w + x) * 4;
    if let Some(px) = img.get_mut(at..at + 4) {
        px.copy_from_slice(&rgba);
    }
}
