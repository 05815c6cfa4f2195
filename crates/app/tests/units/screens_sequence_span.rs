//! Tests of `screens::sequence::span` (`crates/app/src/screens/sequence/span.rs`).

use nimatron_app::screens::sequence::span::*;

#[test]
fn zoom_keeps_the_point_under_the_pointer() {
    let s = Span::all(1000);
    let z = s.zoom(4.0, 0.5);
    assert_eq!((z.start, z.width), (375.0, 250.0));
    // The heap at the pivot stays where it was.
    let z = s.zoom(10.0, 0.2);
    assert!((z.start + 0.2 * z.width - 200.0).abs() < 1e-9);
    // Never past the ends, never narrower than MIN_WIDTH, never wider
    // than the sequence.
    assert_eq!(s.zoom(1e9, 1.0).width, MIN_WIDTH);
    assert_eq!(s.zoom(1e9, 1.0).start, 1000.0 - MIN_WIDTH);
    assert_eq!(z.zoom(1e-9, 0.5), s);
    assert_eq!(Span::all(3).zoom(100.0, 0.5).width, 3.0);
}

#[test]
fn pan_stops_at_the_ends() {
    let z = Span::all(1000).zoom(10.0, 0.0);
    assert_eq!(z.start, 0.0);
    assert_eq!(z.pan(0.5).start, 50.0);
    assert_eq!(z.pan(-3.0).start, 0.0);
    assert_eq!(z.pan(1e6).start, 900.0);
}

#[test]
fn columns_cover_every_term_once() {
    for (len, cols) in [(1000u64, 300u32), (10, 640), (1 << 20, 1200), (1, 5)] {
        let s = Span::all(len);
        let mut next = 0;
        for i in 0..cols {
            let (first, end) = s.column(i, cols);
            if first < end {
                assert_eq!(first, next, "len {len} cols {cols} column {i}");
                next = end;
            }
        }
        assert_eq!(next, len);
    }
    let s = Span::all(100);
    assert_eq!(s.heap_at(0.0, 200.0), Some(0));
    assert_eq!(s.heap_at(199.9, 200.0), Some(99));
    assert_eq!(s.heap_at(250.0, 200.0), None);
    assert_eq!(s.bounds(), (0, 99));
    assert_eq!(s.zoom(10.0, 0.5).bounds(), (45, 54));
}
