//! What the grid paints, precomputed once per size: the cold cells from
//! Wythoff's closed form and the Grundy heatmap from the core's table.
//!
//! Why precompute: drawing asks "is this cell cold?" for every visible
//! cell on every frame. Walking the core's `cold_positions` once (O(size),
//! each pair in exact integer arithmetic) gives every column's cold
//! partner, so a frame costs one array read per column, and a
//! 100 000-cell side costs about 62 000 pairs once.

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::wythoff::{cold_positions, table};

use yew::{Callback, Properties};

use super::marks::Marks;
use super::state::Action;
use super::url::View;
use nimatron_core::games::wythoff::steps::Step;

/// What the cells of a grid show, whichever way it is drawn (SVG or
/// canvas): one value handed down from the screen to the cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Paint {
    /// The cold cells (and the size).
    pub cold: Rc<ColdCells>,
    /// What the cells show.
    pub view: View,
    /// The Grundy values, in the heatmap view.
    pub heat: Option<Rc<HeatMap>>,
    /// The rules animation's steps (empty on grids too large for it).
    pub steps: Rc<Vec<Step>>,
    /// How many steps are painted.
    pub painted: usize,
}

/// Props of the grid, drawn as SVG or on a canvas.
#[derive(Debug, Clone, Properties, PartialEq)]
pub struct GridProps {
    /// What the cells show.
    pub paint: Paint,
    /// Queen, pointer, cursor, hints.
    pub marks: Marks,
    /// The game is over (a click starts a new game there).
    pub over: bool,
    /// Sends the screen's actions.
    pub dispatch: Callback<Action>,
}

impl GridProps {
    /// A cell was clicked (not dragged): the queen goes there, or a new
    /// game starts there once the game is over.
    pub fn on_cell(&self) -> Callback<(u64, u64)> {
        self.dispatch.reform(if self.over {
            Action::StartAt
        } else {
            Action::Play
        })
    }

    /// The pointer moved over a cell (or off the grid).
    pub fn on_hover(&self) -> Callback<Option<(u64, u64)>> {
        self.dispatch.reform(Action::Hover)
    }
}

/// No cold partner inside the grid.
const NONE: u32 = u32::MAX;

/// The cold cells of a `size × size` grid, as each column's partner row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColdCells {
    size: u64,
    convention: Convention,
    /// Invariant: `partner.len() == size`; `partner[x]` is the row of the
    /// one cold cell in column `x` (complementarity: there is exactly one
    /// over all rows), or `NONE` when that row is off the grid.
    partner: Vec<u32>,
    /// False in exam mode ([`ColdCells::hidden`]): no cell is said cold.
    shown: bool,
}

impl ColdCells {
    /// The cold cells of the grid. `size` is at most the screen's
    /// `MAX_SIZE`, far below `u32::MAX`.
    pub fn new(size: u64, convention: Convention) -> Self {
        let size = size.min(u64::from(u32::MAX - 1));
        let mut partner = vec![NONE; size as usize];
        // The pairs ascend in `a`, and `a < b` except the misère (2,2) and
        // normal (0,0); stop once the smaller coordinate leaves the grid.
        for (a, b) in cold_positions(convention).take_while(|&(a, _)| a < size) {
            if b < size {
                partner[a as usize] = b as u32;
                partner[b as usize] = a as u32;
            }
        }
        ColdCells {
            size,
            convention,
            partner,
            shown: true,
        }
    }

    /// A grid with no cell shown cold (exam mode: the student finds them).
    pub fn hidden(size: u64, convention: Convention) -> Self {
        let size = size.min(u64::from(u32::MAX - 1));
        ColdCells {
            size,
            convention,
            partner: vec![NONE; size as usize],
            shown: false,
        }
    }

    /// False when the cold cells are hidden (exam mode).
    pub fn shown(&self) -> bool {
        self.shown
    }

    /// Cells per side.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The convention the cells are cold under.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The row of column `x`'s cold cell, if it is on the grid.
    pub fn partner(&self, x: u64) -> Option<u64> {
        let p = *self.partner.get(usize::try_from(x).ok()?)?;
        (p != NONE).then_some(u64::from(p))
    }

    /// True when `(x, y)` is a cold cell of the grid.
    pub fn is_cold(&self, x: u64, y: u64) -> bool {
        self.partner(x) == Some(y)
    }
}

/// Grundy values (normal play) of the bottom-left `n × n` corner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeatMap {
    /// Cells per side of the corner that is known.
    pub n: u64,
    /// Invariant: `n * n` values, column-major (`x * n + y`).
    values: Vec<u32>,
    /// The largest value in the corner.
    pub max: u32,
}

impl HeatMap {
    /// The side of the corner a grid of `size` gets.
    pub fn side(size: u64) -> u64 {
        size.min(table::max_square_side()).max(1)
    }

    /// The `n × n` corner from the worker's cells (column-major, `x·n + y`);
    /// an empty map when the cells do not fit.
    pub fn from_cells(n: u64, values: Vec<u32>) -> Self {
        if values.len() as u64 != n * n {
            return HeatMap {
                n: 0,
                values: Vec::new(),
                max: 0,
            };
        }
        let max = values.iter().copied().max().unwrap_or(0);
        HeatMap { n, values, max }
    }

    /// The Grundy value of `(x, y)`, if inside the known corner.
    pub fn value(&self, x: u64, y: u64) -> Option<u32> {
        if x >= self.n || y >= self.n {
            return None;
        }
        self.values.get((x * self.n + y) as usize).copied()
    }
}

/// The cold colour as RGB (mirrored by `--wy-cold` in `web/wythoff.css`).
pub const COLD_RGB: [u8; 3] = [37, 99, 235];
/// Canvas fill of a cold cell.
pub const COLD_FILL: &str = "#2563eb";
/// Canvas fill of a hot cell.
pub const HOT_FILL: &str = "#fdfcf7";

/// The heatmap colour of Grundy value `g` on a scale up to `max`: 0 (cold)
/// is the cold colour; the rest run from pale yellow through orange to
/// deep red-violet as `g` grows.
pub fn heat_rgb(g: u32, max: u32) -> [u8; 3] {
    if g == 0 {
        return COLD_RGB;
    }
    let t = f64::from(g) / f64::from(max.max(1));
    hsl_to_rgb(55.0 - 85.0 * t, 0.85, 0.85 - 0.5 * t)
}

/// `heat_rgb` as CSS.
pub fn heat_colour(g: u32, max: u32) -> String {
    let [r, gr, b] = heat_rgb(g, max);
    format!("rgb({r},{gr},{b})")
}

/// HSL (hue in degrees, any sign; saturation and lightness in 0..=1) to RGB.
pub fn hsl_to_rgb(h: f64, s: f64, l: f64) -> [u8; 3] {
    let h = h.rem_euclid(360.0) / 60.0;
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f64| ((v + m).clamp(0.0, 1.0) * 255.0).round() as u8;
    [byte(r), byte(g), byte(b)]
}
