//! Zoom and pan of the canvas grid, as pure arithmetic: which cells are
//! visible, where a cell is drawn, which cell is under the pointer.
//!
//! Grid coordinates have the origin at the bottom-left (as in the seed's
//! picture): cell `(x, y)` spans `[x, x+1] × [y, y+1]`, `y` growing up.
//! The canvas has its origin at the top-left, `y` growing down.

use crate::decimal::within;

/// Smallest cell on screen, in CSS pixels (a 1000-cell side fits in
/// 250 px, a phone's width; a 100 000-cell side is panned). Cold cells
/// are drawn at least one pixel wide, so they stay visible.
pub const MIN_CELL_PX: f64 = 0.25;
/// Largest cell on screen, in CSS pixels.
pub const MAX_CELL_PX: f64 = 64.0;

/// The visible part of the grid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Viewport {
    /// Cells per side of the grid.
    pub size: u64,
    /// Canvas side in CSS pixels.
    pub px: f64,
    /// Side of one cell in CSS pixels.
    // Invariant: within MIN_CELL_PX..=MAX_CELL_PX (or the fitting size).
    pub cell: f64,
    /// Grid x at the canvas's left edge.
    pub left: f64,
    /// Grid y at the canvas's bottom edge.
    pub bottom: f64,
}

impl Viewport {
    /// The whole grid fitted to a canvas of `px` (cells no smaller than
    /// [`MIN_CELL_PX`]: a larger grid shows its bottom-left corner).
    pub fn fit(size: u64, px: f64) -> Self {
        let px = if px.is_finite() && px > 0.0 { px } else { 1.0 };
        let cell = (px / size.max(1) as f64).clamp(MIN_CELL_PX, MAX_CELL_PX);
        Viewport {
            size,
            px,
            cell,
            left: 0.0,
            bottom: 0.0,
        }
        .clamped()
    }

    /// Cells visible across the canvas.
    pub fn span(&self) -> f64 {
        self.px / self.cell
    }

    /// Keeps the window over the grid (a margin of half the view at most).
    fn clamped(mut self) -> Self {
        let span = self.span();
        let n = self.size as f64;
        let max_start = (n - span).max(0.0);
        self.left = within(self.left, 0.0, max_start);
        self.bottom = within(self.bottom, 0.0, max_start);
        self
    }

    /// The columns (and rows) at least partly visible: `first..end`.
    pub fn visible(&self) -> (std::ops::Range<u64>, std::ops::Range<u64>) {
        let range = |start: f64| {
            let first = start.floor().max(0.0) as u64;
            let end = ((start + self.span()).ceil().max(0.0) as u64).min(self.size);
            first.min(end)..end
        };
        (range(self.left), range(self.bottom))
    }

    /// The canvas rectangle of cell `(x, y)`: left, top, side.
    pub fn rect(&self, x: u64, y: u64) -> (f64, f64, f64) {
        let left = (x as f64 - self.left) * self.cell;
        let top = self.px - (y as f64 + 1.0 - self.bottom) * self.cell;
        (left, top, self.cell)
    }

    /// The cell under canvas point `(px, py)`, if on the grid.
    pub fn cell_at(&self, px: f64, py: f64) -> Option<(u64, u64)> {
        let gx = self.left + px / self.cell;
        let gy = self.bottom + (self.px - py) / self.cell;
        let inside = |g: f64| g.is_finite() && g >= 0.0 && g < self.size as f64;
        (inside(gx) && inside(gy)).then_some((gx as u64, gy as u64))
    }

    /// Zoomed by `factor` about canvas point `(px, py)` (the grid point
    /// under it stays put).
    pub fn zoom(&self, factor: f64, px: f64, py: f64) -> Self {
        if !factor.is_finite() || factor <= 0.0 {
            return *self;
        }
        // Zooming out stops where the whole grid fits (or at MIN_CELL_PX).
        let min_cell = (self.px / self.size.max(1) as f64).clamp(MIN_CELL_PX, MAX_CELL_PX);
        let cell = within(self.cell * factor, min_cell, MAX_CELL_PX);
        let gx = self.left + px / self.cell;
        let gy = self.bottom + (self.px - py) / self.cell;
        Viewport {
            cell,
            left: gx - px / cell,
            bottom: gy - (self.px - py) / cell,
            ..*self
        }
        .clamped()
    }

    /// Moved by `(dx, dy)` canvas pixels (a drag: the grid follows).
    pub fn pan(&self, dx: f64, dy: f64) -> Self {
        if !dx.is_finite() || !dy.is_finite() {
            return *self;
        }
        Viewport {
            left: self.left - dx / self.cell,
            bottom: self.bottom + dy / self.cell,
            ..*self
        }
        .clamped()
    }

    /// Moved so that cell `(x, y)` is on screen (keyboard play far away).
    pub fn showing(&self, x: u64, y: u64) -> Self {
        let span = self.span();
        let follow = |start: f64, g: f64| {
            if g < start || g + 1.0 > start + span {
                g + 0.5 - span / 2.0
            } else {
                start
            }
        };
        Viewport {
            left: follow(self.left, x as f64),
            bottom: follow(self.bottom, y as f64),
            ..*self
        }
        .clamped()
    }

    /// The same view on a canvas of another side (layout changed).
    pub fn resized(&self, px: f64) -> Self {
        if !px.is_finite() || px <= 0.0 || px == self.px {
            return *self;
        }
        let fitted = (self.cell - (self.px / self.size.max(1) as f64)).abs() < 1e-9;
        if fitted {
            return Viewport::fit(self.size, px);
        }
        Viewport { px, ..*self }.clamped()
    }
}
