//! Which heap sizes the plot shows: a window `[start, start + width)` over
//! `0..len`, zoomed about a point and panned, never past the ends and never
//! narrower than a few terms. Pure arithmetic, tested natively.

/// The narrowest window: this many terms fill the plot when fully zoomed.
pub const MIN_WIDTH: f64 = 8.0;

/// The visible heap sizes, as real numbers (a pixel may hold a fraction of
/// a term when zoomed in, or thousands when zoomed out).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Span {
    /// First heap size at the left edge.
    pub start: f64,
    /// Heap sizes across the plot.
    pub width: f64,
    /// Terms in the sequence (`upto + 1`).
    pub len: f64,
}

impl Span {
    /// The whole sequence.
    pub fn all(len: u64) -> Span {
        let len = (len as f64).max(1.0);
        Span {
            start: 0.0,
            width: len,
            len,
        }
    }

    /// Zoomed by `factor` (> 1 zooms in) about the point `at` (0 = left
    /// edge, 1 = right edge), which keeps its heap size.
    pub fn zoom(&self, factor: f64, at: f64) -> Span {
        let at = at.clamp(0.0, 1.0);
        let pivot = self.start + at * self.width;
        let width = (self.width / factor).clamp(MIN_WIDTH.min(self.len), self.len);
        Span {
            start: pivot - at * width,
            width,
            len: self.len,
        }
        .clamped()
    }

    /// Moved by `fraction` of its width (positive: towards larger heaps).
    pub fn pan(&self, fraction: f64) -> Span {
        Span {
            start: self.start + fraction * self.width,
            ..*self
        }
        .clamped()
    }

    /// The heap sizes of pixel column `i` of `columns`: `first..end`
    /// (empty when the column falls between two terms).
    pub fn column(&self, i: u32, columns: u32) -> (u64, u64) {
        let per = self.width / f64::from(columns.max(1));
        let lo = self.start + f64::from(i) * per;
        let hi = self.start + f64::from(i + 1) * per;
        let first = lo.ceil().max(0.0) as u64;
        let end = (hi.ceil().min(self.len)).max(0.0) as u64;
        (first, end.max(first))
    }

    /// The heap size under `x` in a plot `px` wide, if it is a term.
    pub fn heap_at(&self, x: f64, px: f64) -> Option<u64> {
        let n = (self.start + x / px.max(1.0) * self.width).floor();
        (n >= 0.0 && n < self.len).then_some(n as u64)
    }

    /// The first and last heap sizes in view.
    pub fn bounds(&self) -> (u64, u64) {
        let first = self.start.max(0.0).floor() as u64;
        let last = ((self.start + self.width).ceil() as u64).clamp(1, self.len as u64) - 1;
        (first, last.max(first))
    }

    fn clamped(self) -> Span {
        let width = self.width.min(self.len);
        let start = self.start.clamp(0.0, self.len - width);
        Span {
            start,
            width,
            len: self.len,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
