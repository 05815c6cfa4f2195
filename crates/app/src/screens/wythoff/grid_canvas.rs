//! The grid on a canvas, for sizes where one SVG element per cell would be
//! too heavy. Zoom (wheel, buttons) and pan (drag) redraw the canvas
//! directly from refs, without a Yew render, so they stay smooth
//! ([`crate::components::canvas::use_live_canvas`]). On a touch screen a
//! tap where the cells are narrower than a finger zooms in about it to
//! 44 px cells instead of moving the queen; the next tap aims.
//!
//! Test hooks on the canvas (`data-testid="grid-canvas"`): `data-size`,
//! `data-draws` (frames drawn), `data-window` (visible `x0-x1,y0-y1`).

use std::rc::Rc;

use web_sys::HtmlCanvasElement;
use yew::prelude::*;

use super::cells::{ColdCells, GridProps, HeatMap};
use super::grid_svg::TOUCH_CELL_PX;
use super::marks::Marks;
use super::paint::{self, Frame};
use super::url::View;
use super::viewport::Viewport;
use crate::components::canvas::{LiveDraw, context, device_size, use_live_canvas};
use crate::i18n::use_i18n;

/// What the event handlers read: the latest props and the view.
#[derive(Debug)]
struct Live {
    vp: Viewport,
    cold: Rc<ColdCells>,
    view: View,
    heat: Option<(Rc<HeatMap>, HtmlCanvasElement)>,
    marks: Marks,
    /// The cursor last scrolled into view.
    followed: Option<(u64, u64)>,
    /// The caption's sentence with `{x0}`, `{x1}`, `{y0}`, `{y1}` to fill.
    caption: String,
}

impl LiveDraw for Live {
    type Item = (u64, u64);

    /// Draws the current state (measuring the canvas first) and says
    /// which cells are in view.
    fn draw(&mut self, el: &HtmlCanvasElement) -> Option<(String, String)> {
        let css = f64::from(el.client_width());
        self.vp = if self.vp.size != self.cold.size() {
            Viewport::fit(self.cold.size(), css)
        } else {
            self.vp.resized(css)
        };
        if self.marks.cursor != self.followed {
            self.followed = self.marks.cursor;
            if let Some((x, y)) = self.marks.cursor {
                self.vp = self.vp.showing(x, y);
            }
        }
        let (dpr, _, _) = device_size(el, (self.vp.px, self.vp.px));
        let ctx = context(el)?;
        let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        let heat = self.heat.as_ref().map(|(h, img)| (h.as_ref(), img));
        let (vp, cold, view, marks) = (&self.vp, &self.cold, self.view, &self.marks);
        paint::draw(
            &ctx,
            &Frame {
                vp,
                cold,
                view,
                heat,
                marks,
            },
        );
        let (cols, rows) = self.vp.visible();
        let (x0, x1) = (cols.start, cols.end.saturating_sub(1));
        let (y0, y1) = (rows.start, rows.end.saturating_sub(1));
        let text = [("{x0}", x0), ("{x1}", x1), ("{y0}", y0), ("{y1}", y1)]
            .iter()
            .fold(self.caption.clone(), |t, (k, v)| {
                t.replace(k, &v.to_string())
            });
        Some((format!("{x0}-{x1},{y0}-{y1}"), text))
    }

    fn zoom(&mut self, factor: f64, x: f64, y: f64, _width: f64) {
        self.vp = self.vp.zoom(factor, x, y);
    }

    fn zoom_middle(&mut self, factor: f64) {
        self.vp = self.vp.zoom(factor, self.vp.px / 2.0, self.vp.px / 2.0);
    }

    fn fit(&mut self) {
        self.vp = Viewport::fit(self.vp.size, self.vp.px);
    }

    fn pan(&mut self, dx: f64, dy: f64, _width: f64) {
        self.vp = self.vp.pan(dx, dy);
    }

    fn pick(&self, x: f64, y: f64, _width: f64) -> Option<(u64, u64)> {
        self.vp.cell_at(x, y)
    }

    /// Cells narrower than a finger (44 px, less a rounding's slack): zoom
    /// to 44 px cells.
    fn tap_zoom(&self) -> Option<f64> {
        let finger = TOUCH_CELL_PX as f64;
        (self.vp.cell < finger - 0.01).then(|| finger / self.vp.cell)
    }
}

/// The canvas grid with its zoom buttons.
#[component]
pub fn CanvasGrid(props: &GridProps) -> Html {
    let i18n = use_i18n();
    let heat_image = use_memo(props.paint.heat.clone(), |h| {
        h.as_ref()
            .and_then(|h| paint::heat_image(h).map(|img| (h.clone(), img)))
    });
    let caption = i18n.tr_args(
        "wythoff-canvas-window",
        &[
            ("x0", "{x0}".into()),
            ("x1", "{x1}".into()),
            ("y0", "{y0}".into()),
            ("y1", "{y1}".into()),
        ],
    );
    // The latest props for the handlers, keeping the view.
    let grid = use_live_canvas(|last: Option<Live>| {
        let size = props.paint.cold.size();
        let (vp, followed) =
            last.map_or((Viewport::fit(size, 600.0), None), |l| (l.vp, l.followed));
        Live {
            vp,
            cold: props.paint.cold.clone(),
            view: props.paint.view,
            heat: (*heat_image).clone(),
            marks: props.marks.clone(),
            followed,
            caption,
        }
    });
    let [down, moved, up, leave] = grid.pointer(props.on_hover(), props.on_cell());
    let size = props.paint.cold.size();
    html! {
        <div class="wy-canvas-wrap">
            <canvas
                ref={grid.canvas.clone()}
                class="wy-canvas"
                data-testid="grid-canvas"
                data-size={size.to_string()}
                data-queen={format!("{},{}", props.marks.queen.0, props.marks.queen.1)}
                role="img"
                aria-label={i18n.tr_args("wythoff-canvas-label", &[("size", size.into())])}
                onpointerdown={down}
                onpointermove={moved}
                onpointerup={up}
                onpointerleave={leave}
            />
            <div class="wy-zoom" role="group" aria-label={i18n.tr("wythoff-zoom-label")}>
                { grid.zoom_buttons(["wythoff-zoom-in", "wythoff-zoom-out", "wythoff-zoom-fit"].map(|id| i18n.tr(id))) }
                <span class="note">{ i18n.tr("wythoff-zoom-help") }</span>
                <span class="note wy-window" data-testid="canvas-window" ref={grid.caption.clone()} aria-live="off"></span>
            </div>
        </div>
    }
}
