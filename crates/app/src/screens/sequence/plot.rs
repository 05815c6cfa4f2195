//! The sequence plotted on a canvas: G(n) against n, zoom (wheel, buttons,
//! `+`/`-` keys) and pan (drag, arrow keys). Like the Wythoff canvas, zoom
//! and pan redraw from refs without a Yew render
//! ([`crate::components::canvas::use_live_canvas`]); the pixels come from
//! [`super::raster`] in one `putImageData`.
//!
//! Test hooks on the canvas (`data-testid="sequence-plot"`): `data-draws`
//! (frames drawn) and `data-window` (the heap sizes in view, `first-last`).

use std::rc::Rc;

use nimatron_core::sequence::RareValues;
use wasm_bindgen::Clamped;
use web_sys::{HtmlCanvasElement, ImageData};
use yew::prelude::*;

use super::raster::{Bands, raster};
use super::span::Span;
use crate::components::canvas::{LiveDraw, context, device_size, use_live_canvas};
use crate::decimal::{fixed, within};
use crate::i18n::use_i18n;

/// The axes' numbers on the plot, in the page's type size (so projector
/// mode's large type makes them readable from the back of a room): the
/// heap sizes at the left, middle and right of the window along the
/// bottom, and the values 0 and the top up the left side. Each sits on a
/// pale box over the plot. The canvas's `data-axis-px` says the size used
/// (CSS pixels).
fn axis_numbers(
    ctx: &web_sys::CanvasRenderingContext2d,
    el: &HtmlCanvasElement,
    dpr: f64,
    (first, last): (u64, u64),
    top: u32,
) {
    let css_px = gloo::utils::window()
        .get_computed_style(el)
        .ok()
        .flatten()
        .and_then(|s| s.get_property_value("font-size").ok())
        .and_then(|v| v.trim_end_matches("px").parse::<f64>().ok())
        .unwrap_or(16.0);
    let _ = el.set_attribute("data-axis-px", &fixed(css_px, 0));
    let px = css_px * dpr;
    let (w, h) = (f64::from(el.width()), f64::from(el.height()));
    ctx.set_font(&format!("600 {}px system-ui, sans-serif", fixed(px, 0)));
    ctx.set_text_baseline("middle");
    ctx.set_text_align("left");
    let pad = px * 0.25;
    let label = |text: &str, x: f64, y: f64, align: f64| {
        // Digits are about 0.6 em wide in a sans-serif face.
        let width = text.len() as f64 * px * 0.6;
        let left = within(x - width * align, pad, (w - width - pad).max(pad));
        ctx.set_fill_style_str("rgba(255, 255, 255, 0.85)");
        ctx.fill_rect(left - pad, y - px * 0.6, width + 2.0 * pad, px * 1.2);
        ctx.set_fill_style_str("#111111");
        let _ = ctx.fill_text(text, left, y);
    };
    let bottom = h - px * 0.7;
    label(&first.to_string(), pad, bottom, 0.0);
    if last > first + 1 {
        label(
            &(first + (last - first) / 2).to_string(),
            w / 2.0,
            bottom,
            0.5,
        );
    }
    label(&last.to_string(), w - pad, bottom, 1.0);
    label(&top.to_string(), pad, px * 0.7, 0.0);
    label("0", pad, bottom - px * 1.4, 0.0);
}

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
    /// The caption's sentence with `{first}` and `{last}` to fill.
    caption: String,
}

impl LiveDraw for Live {
    type Item = u64;

    /// Draws the current view at the canvas's device size.
    fn draw(&mut self, el: &HtmlCanvasElement) -> Option<(String, String)> {
        // The stylesheet sizes the plot (taller in projector mode).
        let css = (el.client_width(), el.client_height());
        let css = (f64::from(css.0).max(100.0), f64::from(css.1).max(100.0));
        let (dpr, width, height) = device_size(el, css);
        let rare = self.rare;
        let is_rare = move |v: u32, n: u64| rare.is_some_and(|r| r.is_rare(v, n));
        let (values, span) = (&self.values, &self.span);
        let pixels = raster(
            values,
            span,
            (width, height),
            self.top,
            self.bands,
            &is_rare,
        );
        let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), width, height);
        let (first, last) = self.span.bounds();
        if let (Some(ctx), Ok(image)) = (context(el), image) {
            let _ = ctx.put_image_data(&image, 0.0, 0.0);
            axis_numbers(&ctx, el, dpr, (first, last), self.top);
        }
        let text = self
            .caption
            .replace("{first}", &first.to_string())
            .replace("{last}", &last.to_string());
        Some((format!("{first}-{last}"), text))
    }

    fn zoom(&mut self, factor: f64, x: f64, _y: f64, width: f64) {
        self.span = self.span.zoom(factor, x / width);
    }

    fn zoom_middle(&mut self, factor: f64) {
        self.span = self.span.zoom(factor, 0.5);
    }

    fn fit(&mut self) {
        self.span = Span::all(self.span.len as u64);
    }

    fn pan(&mut self, dx: f64, _dy: f64, width: f64) {
        self.span = self.span.pan(-dx / width);
    }

    fn pick(&self, x: f64, _y: f64, width: f64) -> Option<u64> {
        self.span.heap_at((x / width).clamp(0.0, 1.0), 1.0)
    }
}

/// The plot with its zoom buttons.
#[component]
pub fn Plot(props: &PlotProps) -> Html {
    let i18n = use_i18n();
    let caption = i18n.tr_args(
        "seq-window",
        &[
            ("first", "{first}".into()),
            ("last", "{last}".into()),
            ("top", u64::from(props.top).into()),
        ],
    );
    // The latest props, keeping the view while the sequence is the same.
    let plot = use_live_canvas(|last: Option<Live>| {
        let all = Span::all(props.values.len() as u64);
        let span = match last {
            Some(l) if Rc::ptr_eq(&l.values, &props.values) => l.span,
            _ => all,
        };
        Live {
            span,
            values: props.values.clone(),
            top: props.top,
            rare: props.rare,
            bands: props.bands,
            caption,
        }
    });
    let [down, moved, up, leave] = plot.pointer(props.on_hover.clone(), Callback::noop());
    let onkeydown = {
        let plot = plot.clone();
        Callback::from(move |e: KeyboardEvent| {
            let change: fn(&mut Live) = match e.key().as_str() {
                "+" | "=" => |l| l.zoom_middle(2.0),
                "-" | "_" => |l| l.zoom_middle(0.5),
                "ArrowLeft" => |l| l.span = l.span.pan(-0.25),
                "ArrowRight" => |l| l.span = l.span.pan(0.25),
                "0" | "Home" => |l| l.fit(),
                _ => return,
            };
            e.prevent_default();
            plot.update(change);
        })
    };
    html! {
        <div class="seq-plot">
            <canvas
                ref={plot.canvas.clone()}
                class="seq-canvas"
                data-testid="sequence-plot"
                tabindex="0"
                role="img"
                aria-label={i18n.tr_args("seq-plot-label", &[("count", (props.values.len() as u64).into()), ("top", u64::from(props.top).into())])}
                onpointerdown={down}
                onpointermove={moved}
                onpointerup={up}
                onpointerleave={leave}
                {onkeydown}
            />
            <div class="seq-zoom" role="group" aria-label={i18n.tr("seq-zoom-label")}>
                { plot.zoom_buttons(["seq-zoom-in", "seq-zoom-out", "seq-zoom-fit"].map(|id| i18n.tr(id))) }
                <span class="note">{ i18n.tr("seq-zoom-help") }</span>
            </div>
            <p class="note seq-window" data-testid="plot-window" ref={plot.caption.clone()} aria-live="off"></p>
        </div>
    }
}
