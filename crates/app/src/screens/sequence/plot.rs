//! The sequence plotted on a canvas: G(n) against n, zoom (wheel, buttons,
//! `+`/`-` keys) and pan (drag, arrow keys). Like the Wythoff canvas, zoom
//! and pan redraw from refs without a Yew render; the pixels come from
//! [`super::raster`] in one `putImageData`.
//!
//! Test hooks on the canvas (`data-testid="sequence-plot"`): `data-draws`
//! (frames drawn) and `data-window` (the heap sizes in view, `first-last`).

use std::cell::RefCell;
use std::rc::Rc;

use nimatron_core::sequence::RareValues;
use wasm_bindgen::Clamped;
use web_sys::{HtmlCanvasElement, ImageData, PointerEvent};
use yew::prelude::*;

use super::raster::{Bands, raster};
use super::span::Span;
use crate::components::canvas::{self, context, use_canvas_zoom};
use crate::i18n::use_i18n;

/// Props of [`Plot`].
#[derive(Debug, Properties, PartialEq)]
pub struct PlotProps {
    /// G(0), G(1), …
    pub values: Rc<Vec<u32>>,
    /// The largest value (the top of the value axis).
    pub top: u32,
    /// The rare/common classification, for take-and-break games.
    pub rare: Option<RareValues>,
    /// The pre-period and period, when proved.
    pub bands: Bands,
    /// The pointer is over heap `n` (or off the plot).
    pub on_hover: Callback<Option<u64>>,
}

/// What the event handlers read.
#[derive(Debug)]
struct Live {
    span: Span,
    values: Rc<Vec<u32>>,
    top: u32,
    rare: Option<RareValues>,
    bands: Bands,
    draws: u64,
    /// A drag in progress: the pointer's last x.
    drag: Option<f64>,
    /// The caption's sentence with `{first}` and `{last}` to fill.
    caption: String,
}

type Shared = Rc<RefCell<Option<Live>>>;

/// Draws the current view at the canvas's device size.
fn redraw(canvas: &NodeRef, caption: &NodeRef, live: &Shared) {
    let Some(el) = canvas.cast::<HtmlCanvasElement>() else {
        return;
    };
    let mut guard = live.borrow_mut();
    let Some(l) = guard.as_mut() else {
        return;
    };
    let dpr = gloo::utils::window().device_pixel_ratio().clamp(1.0, 3.0);
    let width = (f64::from(el.client_width()).max(100.0) * dpr).round() as u32;
    // The stylesheet sizes the plot (taller in projector mode).
    let height = (f64::from(el.client_height()).max(100.0) * dpr).round() as u32;
    if el.width() != width || el.height() != height {
        el.set_width(width);
        el.set_height(height);
    }
    let rare = l.rare;
    let is_rare = move |v: u32, n: u64| rare.is_some_and(|r| r.is_rare(v, n));
    let pixels = raster(
        &l.values,
        &l.span,
        (width, height),
        l.top,
        l.bands,
        &is_rare,
    );
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), width, height);
    if let (Some(ctx), Ok(image)) = (context(&el), image) {
        let _ = ctx.put_image_data(&image, 0.0, 0.0);
    }
    l.draws += 1;
    let (first, last) = l.span.bounds();
    let _ = el.set_attribute("data-draws", &l.draws.to_string());
    let _ = el.set_attribute("data-window", &format!("{first}-{last}"));
    if let Some(c) = caption.cast::<web_sys::Element>() {
        let text = l
            .caption
            .replace("{first}", &first.to_string())
            .replace("{last}", &last.to_string());
        c.set_text_content(Some(&text));
    }
}

/// The pointer's x in the canvas (0 to 1 across it).
fn local(canvas: &NodeRef, e: &web_sys::MouseEvent) -> Option<f64> {
    let (x, _) = canvas::local(canvas, e)?;
    let width = canvas.cast::<HtmlCanvasElement>()?.client_width();
    Some((x / f64::from(width).max(1.0)).clamp(0.0, 1.0))
}

/// Changes the view and redraws.
fn update(canvas: &NodeRef, caption: &NodeRef, live: &Shared, f: impl FnOnce(&Span) -> Span) {
    if let Some(l) = live.borrow_mut().as_mut() {
        l.span = f(&l.span);
    }
    redraw(canvas, caption, live);
}

/// The plot with its zoom buttons.
#[component]
pub fn Plot(props: &PlotProps) -> Html {
    let i18n = use_i18n();
    let canvas = use_node_ref();
    let caption = use_node_ref();
    let live: Shared = use_mut_ref(|| None);
    {
        // The latest props, keeping the view while the sequence is the same.
        let mut guard = live.borrow_mut();
        let len = props.values.len() as u64;
        let (span, draws, drag) = match guard.as_ref() {
            Some(l) if Rc::ptr_eq(&l.values, &props.values) => (l.span, l.draws, l.drag),
            Some(l) => (Span::all(len), l.draws, None),
            None => (Span::all(len), 0, None),
        };
        *guard = Some(Live {
            span,
            values: props.values.clone(),
            top: props.top,
            rare: props.rare,
            bands: props.bands,
            draws,
            drag,
            caption: i18n.tr_args(
                "seq-window",
                &[
                    ("first", "{first}".into()),
                    ("last", "{last}".into()),
                    ("top", u64::from(props.top).into()),
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
        let on_zoom = Callback::from(move |(factor, x, _y): (f64, f64, f64)| {
            let width = c
                .cast::<HtmlCanvasElement>()
                .map_or(1.0, |el| f64::from(el.client_width()));
            update(&c, &cap, &l, |s| s.zoom(factor, x / width.max(1.0)));
        });
        let (c, cap, l) = (canvas.clone(), caption.clone(), live.clone());
        let on_resize = Callback::from(move |()| redraw(&c, &cap, &l));
        use_canvas_zoom(canvas.clone(), on_zoom, on_resize);
    }
    let onpointerdown = {
        let (canvas, live) = (canvas.clone(), live.clone());
        Callback::from(move |e: PointerEvent| {
            if let (Some(x), Some(l)) = (local(&canvas, &e), live.borrow_mut().as_mut()) {
                l.drag = Some(x);
            }
            if let Some(el) = canvas.cast::<HtmlCanvasElement>() {
                let _ = el.set_pointer_capture(e.pointer_id());
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
            let Some(x) = local(&canvas, &e) else { return };
            let drag = live.borrow().as_ref().and_then(|l| l.drag);
            if let Some(last) = drag {
                if let Some(l) = live.borrow_mut().as_mut() {
                    l.drag = Some(x);
                }
                update(&canvas, &caption, &live, |s| s.pan(last - x));
            }
            let heap = live.borrow().as_ref().and_then(|l| l.span.heap_at(x, 1.0));
            on_hover.emit(heap);
        })
    };
    let onpointerup = {
        let live = live.clone();
        Callback::from(move |_: PointerEvent| {
            if let Some(l) = live.borrow_mut().as_mut() {
                l.drag = None;
            }
        })
    };
    let onpointerleave = {
        let on_hover = props.on_hover.clone();
        Callback::from(move |_: PointerEvent| on_hover.emit(None))
    };
    let onkeydown = {
        let (canvas, caption, live) = (canvas.clone(), caption.clone(), live.clone());
        Callback::from(move |e: KeyboardEvent| {
            let change: fn(&Span) -> Span = match e.key().as_str() {
                "+" | "=" => |s| s.zoom(2.0, 0.5),
                "-" | "_" => |s| s.zoom(0.5, 0.5),
                "ArrowLeft" => |s| s.pan(-0.25),
                "ArrowRight" => |s| s.pan(0.25),
                "0" | "Home" => |s| Span::all(s.len as u64),
                _ => return,
            };
            e.prevent_default();
            update(&canvas, &caption, &live, change);
        })
    };
    let button = |label: String,
                  glyph: &'static str,
                  testid: &'static str,
                  f: fn(&Span) -> Span| {
        let (canvas, caption, live) = (canvas.clone(), caption.clone(), live.clone());
        let onclick = Callback::from(move |_: MouseEvent| update(&canvas, &caption, &live, f));
        html! {
            <button type="button" class="button button-small" aria-label={label.clone()} title={label} data-testid={testid} {onclick}>{ glyph }</button>
        }
    };
    html! {
        <div class="seq-plot">
            <canvas
                ref={canvas.clone()}
                class="seq-canvas"
                data-testid="sequence-plot"
                tabindex="0"
                role="img"
                aria-label={i18n.tr_args("seq-plot-label", &[("count", (props.values.len() as u64).into()), ("top", u64::from(props.top).into())])}
                {onpointerdown}
                {onpointermove}
                {onpointerup}
                {onpointerleave}
                {onkeydown}
            />
            <div class="seq-zoom" role="group" aria-label={i18n.tr("seq-zoom-label")}>
                { button(i18n.tr("seq-zoom-in"), "+", "zoom-in", |s| s.zoom(2.0, 0.5)) }
                { button(i18n.tr("seq-zoom-out"), "−", "zoom-out", |s| s.zoom(0.5, 0.5)) }
                { button(i18n.tr("seq-zoom-fit"), "⤢", "zoom-fit", |s| Span::all(s.len as u64)) }
                <span class="note">{ i18n.tr("seq-zoom-help") }</span>
            </div>
            <p class="note seq-window" data-testid="plot-window" ref={caption} aria-live="off"></p>
        </div>
    }
}
