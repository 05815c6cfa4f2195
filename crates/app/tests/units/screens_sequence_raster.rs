//! Tests of `screens::sequence::raster` (`crates/app/src/screens/sequence/raster.rs`).
use nimatron_app::screens::sequence::span::Span;

use nimatron_app::screens::sequence::raster::*;

/// The whole of `values`, no rare values, no bands.
fn plain(values: &[u32], size: (u32, u32), top: u32) -> Vec<u8> {
    let all = Span::all(values.len() as u64);
    raster(values, &all, size, top, Bands::default(), &|_, _| false)
}

fn pixel(img: &[u8], w: u32, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * w + x) * 4) as usize;
    [img[at], img[at + 1], img[at + 2], img[at + 3]]
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
