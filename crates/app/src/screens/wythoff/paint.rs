//! Drawing the canvas grid: only the visible window, in a few passes whose
//! cost grows with the window's columns, never with the grid's cells
//! (cold cells come one per column from [`ColdCells`]; the heatmap is one
//! scaled image). This keeps a 1000×1000 grid, or a 100 000-cell side,
//! well inside one frame.

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

use super::cells::{COLD_FILL, ColdCells, HOT_FILL, HeatMap, heat_rgb};
use super::marks::{Marks, rays};
use super::url::View;
use super::viewport::Viewport;
use crate::components::canvas::context;
use crate::decimal::fixed;

/// Everything one frame needs.
#[derive(Debug)]
pub struct Frame<'a> {
    /// The visible window.
    pub vp: &'a Viewport,
    /// The cold cells.
    pub cold: &'a ColdCells,
    /// What the cells show.
    pub view: View,
    /// The heatmap image (one pixel per cell, top row first).
    pub heat: Option<(&'a HeatMap, &'a HtmlCanvasElement)>,
    /// Queen, pointer, cursor, hints.
    pub marks: &'a Marks,
}

/// The heatmap as an `n × n` offscreen canvas, drawn once per table.
pub fn heat_image(heat: &HeatMap) -> Option<HtmlCanvasElement> {
    let n = u32::try_from(heat.n).ok().filter(|&n| n > 0)?;
    let canvas: HtmlCanvasElement = gloo::utils::document()
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    canvas.set_width(n);
    canvas.set_height(n);
    let ctx = context(&canvas)?;
    let mut data = vec![255u8; (n * n * 4) as usize];
    // One colour per value, not per cell (about 500 values, 100 000 cells).
    let palette: Vec<[u8; 3]> = (0..=heat.max).map(|g| heat_rgb(g, heat.max)).collect();
    for x in 0..u64::from(n) {
        for y in 0..u64::from(n) {
            let g = heat.value(x, y).unwrap_or(0) as usize;
            let [r, g, b] = palette.get(g).copied().unwrap_or([0, 0, 0]);
            // Row 0 of the image is the top of the grid.
            let i = (((u64::from(n) - 1 - y) * u64::from(n) + x) * 4) as usize;
            if let Some(px) = data.get_mut(i..i + 3) {
                px.copy_from_slice(&[r, g, b]);
            }
        }
    }
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&data[..]), n, n).ok()?;
    ctx.put_image_data(&image, 0.0, 0.0).ok()?;
    Some(canvas)
}

/// Draws one frame (in CSS pixels; the caller set the device-pixel scale).
pub fn draw(ctx: &CanvasRenderingContext2d, f: &Frame) {
    let vp = f.vp;
    let px = vp.px;
    let (cols, rows) = vp.visible();
    // Cells narrower than a pixel still show as one pixel.
    let fill = |x: u64, y: u64, color: &str| {
        let (l, t, s) = vp.rect(x, y);
        ctx.set_fill_style_str(color);
        ctx.fill_rect(l, t, s.max(1.0), s.max(1.0));
    };
    ctx.set_fill_style_str("#d8d6cf");
    ctx.fill_rect(0.0, 0.0, px, px);
    let n = vp.size as f64;
    let (gl, gt, _) = vp.rect(0, vp.size - 1);
    ctx.set_fill_style_str(HOT_FILL);
    ctx.fill_rect(gl, gt, n * vp.cell, n * vp.cell);

    match (f.view, f.heat) {
        (View::Heat, Some((heat, image))) => {
            // Past the table's limit the values are unknown: grey.
            ctx.set_fill_style_str("#c9c7c0");
            ctx.fill_rect(gl, gt, n * vp.cell, n * vp.cell);
            ctx.set_image_smoothing_enabled(false);
            let (l, t, _) = vp.rect(0, heat.n - 1);
            let side = heat.n as f64 * vp.cell;
            let _ = ctx.draw_image_with_html_canvas_element_and_dw_and_dh(image, l, t, side, side);
        }
        _ => {
            // One cold cell per column at most (Beatty complementarity).
            for x in cols.clone() {
                if let Some(y) = f.cold.partner(x).filter(|y| rows.contains(y)) {
                    fill(x, y, COLD_FILL);
                }
            }
        }
    }

    if vp.cell >= 6.0 {
        ctx.set_stroke_style_str("rgba(60, 60, 60, 0.18)");
        ctx.set_line_width(1.0);
        ctx.begin_path();
        for x in cols.start..=cols.end {
            let (l, _, _) = vp.rect(x, 0);
            ctx.move_to(l.round() + 0.5, 0.0);
            ctx.line_to(l.round() + 0.5, px);
        }
        for y in rows.start..=rows.end {
            let (_, t, s) = vp.rect(0, y);
            ctx.move_to(0.0, (t + s).round() + 0.5);
            ctx.line_to(px, (t + s).round() + 0.5);
        }
        ctx.stroke();
    }

    let m = f.marks;
    let band = |cell: (u64, u64), color: &str| {
        for (from, to) in rays(cell, cols.clone(), rows.clone()).into_iter().flatten() {
            if from.0 == to.0 || from.1 == to.1 {
                let (l, _, s) = vp.rect(from.0, from.1);
                let (_, t, _) = vp.rect(to.0, to.1);
                let (r, _, _) = vp.rect(to.0, to.1);
                let (_, b, _) = vp.rect(from.0, from.1);
                ctx.set_fill_style_str(color);
                ctx.fill_rect(l, t, (r + s - l).max(1.0), (b + s - t).max(1.0));
            } else {
                for d in 0..=(to.0 - from.0) {
                    fill(from.0 + d, from.1 + d, color);
                }
            }
        }
    };
    if m.playable && m.queen != (0, 0) {
        band(m.queen, "rgba(16, 185, 129, 0.22)");
    }
    let outline = |c: (u64, u64), color: &str, width: f64| {
        let (l, t, s) = vp.rect(c.0, c.1);
        let grow = if s < 6.0 { 3.0 } else { 0.0 };
        ctx.set_stroke_style_str(color);
        ctx.set_line_width(width);
        ctx.stroke_rect(l - grow, t - grow, s + 2.0 * grow, s + 2.0 * grow);
    };
    if let Some(c) = m.inspected() {
        band(c, "rgba(245, 158, 11, 0.35)");
        outline(c, "#b45309", 2.0);
    }
    for &c in m.hints.iter() {
        if cols.contains(&c.0) && rows.contains(&c.1) {
            outline(c, "#059669", 3.0);
        }
    }
    if let Some(c) = m.cursor {
        outline(c, "#111827", 2.0);
    }
    // The queen: a glyph when cells are large, a ringed dot otherwise.
    let (l, t, s) = vp.rect(m.queen.0, m.queen.1);
    let (cx, cy) = (l + s / 2.0, t + s / 2.0);
    if s >= 14.0 {
        ctx.set_fill_style_str("#111827");
        ctx.set_font(&format!("{}px serif", fixed(s * 0.8, 0)));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        let _ = ctx.fill_text("♛", cx, cy + s * 0.05);
    } else {
        ctx.begin_path();
        let _ = ctx.arc(cx, cy, (s / 2.0).max(5.0), 0.0, std::f64::consts::TAU);
        ctx.set_fill_style_str("#111827");
        ctx.fill();
        ctx.set_stroke_style_str("#ffffff");
        ctx.set_line_width(2.0);
        ctx.stroke();
    }
}
