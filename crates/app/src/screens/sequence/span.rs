//! Which heap sizes the plot shows: a window `[start, start + width)` over
//! `0..len`, zoomed about a point and panned, never past the ends and never
//! narrower than a few terms. Pure arithmetic, tested natively.

use crate::decimal::within;

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
        let width = within(self.width / factor, MIN_WIDTH.min(self.len), self.len);
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
        let start = within(self.start, 0.0, self.len - width);
        Span {
            start,
            width,
            len: self.len,
        }
    }
}
