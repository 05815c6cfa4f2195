//! The grid on a canvas, for sizes where one SVG element per cell would be
//! too heavy. Zoom (wheel, buttons, `+`/`-`) and pan (drag) redraw the
//! canvas directly from refs, without a Yew render, so they stay smooth.
//!
//! Test hooks on the canvas (`data-testid="grid-canvas"`): `data-size`,
//! `data-draws` (frames drawn), `data-window` (visible `x0-x1,y0-y1`).

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{HtmlCanvasElement, PointerEvent};
use yew::prelude::*;

use super::cells::{ColdCells, HeatMap, Paint};
use super::marks::Marks;
use super::paint::{self, Frame};
use super::url::View;
use super::viewport::Viewport;
use crate::components::canvas::{context, local, use_canvas_zoom};
use crate::i18n::use_i18n;

/// Props of [`CanvasGrid`].
#[derive(Debug, Properties, PartialEq)]
pub struct CanvasGridProps {
    /// What the cells show.
    pub paint: Paint,
    /// Queen, pointer, cursor, hints.
    pub marks: Marks,
    /// A cell was clicked (not dragged).
    pub on_cell: Callback<(u64, u64)>,
    /// The pointer moved over a cell (or off the grid).
    pub on_hover: Callback<Option<(u64, u64)>>,
}

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
    draws: u64,
    /// A drag in progress: last pointer position, and whether it moved.
    drag: Option<(f64, f64, bool)>,
    /// The caption's sentence with `{x0}`, `{x1}`, `{y0}`, `{y1}` to fill.
    caption: String,
}

type Shared = Rc<RefCell<Option<Live>>>;

/// Draws the current state into the canvas (measuring it first) and says
/// which cells are in view in the caption.
fn redraw(canvas: &NodeRef, caption: &NodeRef, live: &Shared) {
    let Some(el) = canvas.cast::<HtmlCanvasElement>() else {
        return;
    };
    let mut guard = live.borrow_mut();
    let Some(l) = guard.as_mut() else {
        return;
    };
    let css = f64::from(el.client_width());
    if l.vp.size != l.cold.size() {
        l.vp = Viewport::fit(l.cold.size(), css);
    } else {
        l.vp = l.vp.resized(css);
    }
    if l.marks.cursor != l.followed {
        l.followed = l.marks.cursor;
        if let Some((x, y)) = l.marks.cursor {
            l.vp = l.vp.showing(x, y);
        }
    }
    let dpr = gloo::utils::window().device_pixel_ratio().clamp(1.0, 3.0);
    let device = (l.vp.px * dpr).round() as u32;
    if el.width() != device {
        el.set_width(device);
        el.set_height(device);
    }
    let Some(ctx) = context(&el) else {
        return;
    };
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    paint::draw(
        &ctx,
        &Frame {
            vp: &l.vp,
            cold: &l.cold,
            view: l.view,
            heat: l.heat.as_ref().map(|(h, img)| (h.as_ref(), img)),
            marks: &l.marks,
        },
    );
    l.draws += 1;
    let (cols, rows) = l.vp.visible();
    let _ = el.set_attribute("data-draws", &l.draws.to_string());
    let window = format!(
        "{}-{},{}-{}",
        cols.start,
        cols.end.saturating_sub(1),
        rows.start,
        rows.end.saturating_sub(1)
    );
    let _ = el.set_attribute("data-window", &window);
    if let Some(c) = caption.cast::<web_sys::Element>() {
        let text = l
            .caption
            .replace("{x0}", &cols.start.to_string())
            .replace("{x1}", &cols.end.saturating_sub(1).to_string())
            .replace("{y0}", &rows.start.to_string())
            .replace("{y1}", &rows.end.saturating_sub(1).to_string());
        c.set_text_content(Some(&text));
    }
}

/// Changes the view and redraws.
fn update(
    canvas: &NodeRef,
    caption: &NodeRef,
    live: &Shared,
    f: impl FnOnce(&Viewport) -> Viewport,
) {
    if let Some(l) = live.borrow_mut().as_mut() {
        l.vp = f(&l.vp);
    }
    redraw(canvas, caption, live);
}

/// The canvas grid with its zoom buttons.
#[component]
pub fn CanvasGrid(props: &CanvasGridProps) -> Html {
    let i18n = use_i18n();
    let canvas = use_node_ref();
    let caption = use_node_ref();
    let live: Shared = use_mut_ref(|| None);
    let heat_image = use_memo(props.paint.heat.clone(), |h| {
        h.as_ref()
            .and_then(|h| paint::heat_image(h).map(|img| (h.clone(), img)))
    });

    // Hand the latest props to the handlers, keeping the view.
    {
        let mut guard = live.borrow_mut();
        let vp = guard
            .as_ref()
            .map_or_else(|| Viewport::fit(props.paint.cold.size(), 600.0), |l| l.vp);
        let (followed, draws, drag) = guard
            .as_ref()
            .map_or((None, 0, None), |l| (l.followed, l.draws, l.drag));
        *guard = Some(Live {
            vp,
            cold: props.paint.cold.clone(),
            view: props.paint.view,
            heat: (*heat_image).clone(),
            marks: props.marks.clone(),
            followed,
            draws,
            drag,
            caption: i18n.tr_args(
                "wythoff-canvas-window",
                &[
                    ("x0", "{x0}".into()),
                    ("x1", "{x1}".into()),
                    ("y0", "{y0}".into()),
                    ("y1", "{y1}".into()),
                ],
            ),
        });
    }
    {
        let (canvas, caption, live) = (canvas.clone(), caption.clone(), live.clone());
        use_effect(move || redraw(&canvas, &caption, &live));
    }

    {
        let (c, cap, l) = (canvas.clone(), caption.clone(), live.clone());
        let on_zoom = Callback::from(move |(factor, x, y): (f64, f64, f64)| {
            update(&c, &cap, &l, |vp| vp.zoom(factor, x, y));
        });
        let (c, cap, l) = (canvas.clone(), caption.clone(), live.clone());
        let on_resize = Callback::from(move |()| redraw(&c, &cap, &l));
        use_canvas_zoom(canvas.clone(), on_zoom, on_resize);
    }

    let onpointerdown = {
        let (canvas, live) = (canvas.clone(), live.clone());
        Callback::from(move |e: PointerEvent| {
            if let Some((x, y)) = local(&canvas, &e) {
                if let Some(l) = live.borrow_mut().as_mut() {
                    l.drag = Some((x, y, false));
                }
                if let Some(el) = canvas.cast::<HtmlCanvasElement>() {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
        })
    };
    let onpointermove = {
        let (canvas, caption, live, on_hover) = (
            canvas.clone(),
            caption.clone(),
            live.clone(),
            props.on_hover.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            let Some((x, y)) = local(&canvas, &e) else {
                return;
            };
            let drag = live.borrow().as_ref().and_then(|l| l.drag);
            match drag {
                Some((lx, ly, moved)) => {
                    let moved = moved || (x - lx).abs() + (y - ly).abs() > 4.0;
                    if moved {
                        if let Some(l) = live.borrow_mut().as_mut() {
                            l.drag = Some((x, y, true));
                        }
                        update(&canvas, &caption, &live, |vp| vp.pan(x - lx, y - ly));
                    }
                }
                None => {
                    let cell = live.borrow().as_ref().and_then(|l| l.vp.cell_at(x, y));
                    on_hover.emit(cell);
                }
            }
        })
    };
    let onpointerup = {
        let (canvas, live, on_cell) = (canvas.clone(), live.clone(), props.on_cell.clone());
        Callback::from(move |e: PointerEvent| {
            let drag = live.borrow_mut().as_mut().and_then(|l| l.drag.take());
            if let (Some((_, _, false)), Some((x, y))) = (drag, local(&canvas, &e)) {
                let cell = live.borrow().as_ref().and_then(|l| l.vp.cell_at(x, y));
                if let Some(c) = cell {
                    on_cell.emit(c);
                }
            }
        })
    };
    let onpointerleave = {
        let on_hover = props.on_hover.clone();
        Callback::from(move |_: PointerEvent| on_hover.emit(None))
    };
    let button = |label: &str,
                  glyph: &'static str,
                  testid: &'static str,
                  f: fn(&Viewport) -> Viewport| {
        let (canvas, caption, live) = (canvas.clone(), caption.clone(), live.clone());
        let onclick = Callback::from(move |_: MouseEvent| update(&canvas, &caption, &live, f));
        html! {
            <button type="button" class="button button-small" aria-label={label.to_string()} title={label.to_string()} data-testid={testid} {onclick}>{ glyph }</button>
        }
    };
    let size = props.paint.cold.size();
    html! {
        <div class="wy-canvas-wrap">
            <canvas
                ref={canvas.clone()}
                class="wy-canvas"
                data-testid="grid-canvas"
                data-size={size.to_string()}
                data-queen={format!("{},{}", props.marks.queen.0, props.marks.queen.1)}
                role="img"
                aria-label={i18n.tr_args("wythoff-canvas-label", &[("size", size.into())])}
                {onpointerdown}
                {onpointermove}
                {onpointerup}
                {onpointerleave}
            />
            <div class="wy-zoom" role="group" aria-label={i18n.tr("wythoff-zoom-label")}>
                { button(&i18n.tr("wythoff-zoom-in"), "+", "zoom-in", |vp| vp.zoom(2.0, vp.px / 2.0, vp.px / 2.0)) }
                { button(&i18n.tr("wythoff-zoom-out"), "−", "zoom-out", |vp| vp.zoom(0.5, vp.px / 2.0, vp.px / 2.0)) }
                { button(&i18n.tr("wythoff-zoom-fit"), "⤢", "zoom-fit", |vp| Viewport::fit(vp.size, vp.px)) }
                <span class="note">{ i18n.tr("wythoff-zoom-help") }</span>
                <span class="note wy-window" data-testid="canvas-window" ref={caption.clone()} aria-live="off"></span>
            </div>
        </div>
    }
}
