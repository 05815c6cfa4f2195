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

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole of `values`, no rare values, no bands.
    fn plain(values: &[u32], size: (u32, u32), top: u32) -> Vec<u8> {
        let all = Span::all(values.len() as u64);
        raster(values, &all, size, top, Bands::default(), &|_, _| false)
    }

    fn pixel(img: &[u8], w: u32, x: u32, y: u32) -> [u8; 4] {
        let at = ((y * w + x) * 4) as usize;
        img[at..at + 4].try_into().unwrap()
    }

    #[test]
    fn each_value_is_a_dot_at_its_height() {
        // Four terms, four columns, values 0..=3 on a 4-pixel-high axis.
        let values = [0, 1, 2, 3];
        let img = plain(&values, (4, 4), 3);
        for (n, v) in values.iter().enumerate() {
            for y in 0..4u32 {
                let want = if y == 3 - v { COMMON } else { BACKGROUND };
                assert_eq!(pixel(&img, 4, n as u32, y), want, "term {n} row {y}");
            }
        }
    }

    #[test]
    fn rare_values_and_bands_have_their_colours() {
        let values = [0, 1, 0, 1, 0, 1];
        let rare = |v: u32, _n: u64| v == 0;
        let bands = Bands {
            period: Some((2, 2)),
        };
        // Two values on four rows: each dot two pixels high (0: rows 1-2,
        // 1: row 0), row 3 shows the background.
        let img = raster(&values, &Span::all(6), (6, 4), 1, bands, &rare);
        assert_eq!(pixel(&img, 6, 0, 2), RARE);
        assert_eq!(pixel(&img, 6, 1, 2), RARE, "a rare dot spills right");
        assert_eq!(pixel(&img, 6, 1, 0), COMMON);
        // Backgrounds: pre-period (0, 1), first period (2, 3) plain, the
        // second period (4, 5) banded.
        assert_eq!(pixel(&img, 6, 0, 3), PREPERIOD_BAND);
        assert_eq!(pixel(&img, 6, 3, 3), BACKGROUND);
        assert_eq!(pixel(&img, 6, 5, 3), PERIOD_BAND);
    }

    #[test]
    fn many_terms_a_column_and_few_columns_a_term() {
        // 1000 terms in 10 columns: column 3 holds terms 300..400, all
        // value 7 except one 2.
        let mut values = vec![7u32; 1000];
        values[345] = 2;
        let img = plain(&values, (10, 8), 7);
        assert_eq!(pixel(&img, 10, 3, 0), COMMON);
        assert_eq!(pixel(&img, 10, 3, 5), COMMON);
        assert_eq!(pixel(&img, 10, 4, 5), BACKGROUND);
        // Zoomed to 8 terms on 80 columns: every column shows a term.
        let span = Span::all(1000).zoom(1e9, 0.0);
        let img = raster(&values, &span, (80, 8), 7, Bands::default(), &|_, _| false);
        assert!((0..80).all(|x| pixel(&img, 80, x, 0) == COMMON));
    }
}
