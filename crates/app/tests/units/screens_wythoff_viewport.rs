//! Tests of `screens::wythoff::viewport` (`crates/app/src/screens/wythoff/viewport.rs`).

use nimatron_app::screens::wythoff::viewport::*;

#[test]
fn a_thousand_fits_in_five_hundred_pixels() {
    let v = Viewport::fit(1000, 500.0);
    assert_eq!(v.cell, 0.5);
    assert_eq!(v.visible(), (0..1000, 0..1000));
    let big = Viewport::fit(100_000, 500.0);
    assert_eq!(big.visible(), (0..2000, 0..2000));
    assert_eq!(Viewport::fit(1000, 300.0).visible(), (0..1000, 0..1000));
}

#[test]
fn origin_at_the_bottom_left() {
    let v = Viewport::fit(10, 100.0);
    assert_eq!(v.rect(0, 0), (0.0, 90.0, 10.0));
    assert_eq!(v.rect(9, 9), (90.0, 0.0, 10.0));
    assert_eq!(v.cell_at(5.0, 95.0), Some((0, 0)));
    assert_eq!(v.cell_at(95.0, 5.0), Some((9, 9)));
    assert_eq!(v.cell_at(-1.0, 5.0), None);
    assert_eq!(v.cell_at(f64::NAN, 5.0), None);
}

#[test]
fn zoom_keeps_the_point_under_the_pointer() {
    let v = Viewport::fit(1000, 500.0);
    let z = v.zoom(8.0, 250.0, 250.0);
    assert_eq!(z.cell, 4.0);
    assert_eq!(z.cell_at(250.0, 250.0), v.cell_at(250.0, 250.0));
    let (cols, rows) = z.visible();
    assert!(cols.end - cols.start <= 126 && rows.end - rows.start <= 126);
    // Zooming out past the fit stops at the fit.
    let out = z.zoom(1e-9, 0.0, 0.0);
    assert_eq!(out.cell, 0.5);
    assert_eq!(
        Viewport::fit(100_000, 500.0).zoom(1e-9, 0.0, 0.0).cell,
        MIN_CELL_PX
    );
    assert_eq!(z.zoom(f64::NAN, 0.0, 0.0), z);
}

#[test]
fn pan_stays_on_the_grid() {
    let v = Viewport::fit(1000, 500.0).zoom(10.0, 0.0, 500.0);
    let p = v.pan(-100.0, 0.0);
    assert_eq!(p.left, 20.0);
    let far = v.pan(1e9, 1e9);
    assert_eq!((far.left, far.bottom), (0.0, 900.0));
    let shown = v.showing(700, 3);
    let (cols, rows) = shown.visible();
    assert!(cols.contains(&700) && rows.contains(&3));
    assert_eq!(v.resized(250.0).px, 250.0);
}

/// A finger's tap zooms about the tapped point (grid_canvas.rs): the cell
/// under the finger is still under it, now 44 px wide.
#[test]
fn a_tap_zoom_keeps_the_tapped_cell_under_the_finger() {
    let vp = Viewport::fit(200, 336.0);
    let (x, y) = (168.5, 334.5);
    let before = vp.cell_at(x, y).unwrap();
    let zoomed = vp.zoom(44.0 / vp.cell, x, y);
    assert!((zoomed.cell - 44.0).abs() < 1e-6, "{zoomed:?}");
    assert_eq!(zoomed.cell_at(x, y), Some(before), "{zoomed:?}");
}
