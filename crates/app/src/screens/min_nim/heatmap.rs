//! One slice of the table as a heatmap on a canvas: heap 3 fixed, heap 1
//! down, heap 2 across, one pixel per cell (scaled up by CSS). P cells are
//! orange, N cells blue, paler the farther from the end (remoteness).
//! Hovering reports the cell under the pointer. The slice's values are all
//! the page receives of the table to draw it.

use std::rc::Rc;

use nimatron_core::solver::rules::outcome_of_remoteness;
use nimatron_core::{Convention, Outcome};
use wasm_bindgen::Clamped;
use web_sys::{HtmlCanvasElement, ImageData};
use yew::prelude::*;

use crate::components::canvas::context;
use crate::i18n::use_i18n;

/// Props of [`Heatmap`].
#[derive(Debug, Properties, PartialEq)]
pub struct HeatmapProps {
    /// The box `[n1, n2, n3]`.
    pub dims: [u64; 3],
    /// Heap 3's size in this slice.
    pub slice: u64,
    /// The slice's distances, `(a, b)` at `a·(n2+1) + b` (normal play).
    pub values: Rc<Vec<u32>>,
    /// The pointer moved over a cell (or left).
    pub on_hover: Callback<Option<(u64, u64)>>,
}

/// The colour of a cell: hue by outcome, paler with distance. The hues are
/// the Okabe–Ito orange and blue, which stay apart under every common
/// colour-vision deficiency (red against green would not).
fn rgb(outcome: Outcome, distance: u32, max: u32) -> [u8; 3] {
    let t = f64::from(distance) / f64::from(max.max(1));
    let pale = |full: f64| (full + (235.0 - full) * t * 0.8) as u8;
    match outcome {
        Outcome::P => [pale(213.0), pale(94.0), pale(0.0)],
        Outcome::N => [pale(0.0), pale(114.0), pale(178.0)],
    }
}

fn paint(canvas: &HtmlCanvasElement, dims: [u64; 3], values: &[u32]) -> Option<()> {
    let [n1, n2, _] = dims;
    let (h, w) = (u32::try_from(n1 + 1).ok()?, u32::try_from(n2 + 1).ok()?);
    if values.len() != (w as usize) * (h as usize) {
        return None;
    }
    canvas.set_width(w);
    canvas.set_height(h);
    let max = values.iter().copied().max().unwrap_or(0);
    let mut data = Vec::with_capacity(values.len() * 4);
    for &d in values {
        let o = outcome_of_remoteness(u64::from(d), Convention::Normal);
        data.extend_from_slice(&rgb(o, d, max));
        data.push(255);
    }
    let ctx = context(canvas)?;
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&data[..]), w, h).ok()?;
    ctx.put_image_data(&image, 0.0, 0.0).ok()
}

/// The heatmap of one slice.
#[component]
pub fn Heatmap(props: &HeatmapProps) -> Html {
    let i18n = use_i18n();
    let canvas = use_node_ref();
    {
        let canvas = canvas.clone();
        use_effect_with((props.dims, props.values.clone()), move |(dims, values)| {
            if let Some(el) = canvas.cast::<HtmlCanvasElement>() {
                let _ = paint(&el, *dims, values);
            }
        });
    }
    let [n1, n2, _] = props.dims;
    let on_move = {
        let on_hover = props.on_hover.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(el) = e.target_dyn_into::<HtmlCanvasElement>() else {
                return;
            };
            let rect = el.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return;
            }
            let x = (f64::from(e.client_x()) - rect.left()) / rect.width();
            let y = (f64::from(e.client_y()) - rect.top()) / rect.height();
            let b = ((x * (n2 + 1) as f64).floor() as u64).min(n2);
            let a = ((y * (n1 + 1) as f64).floor() as u64).min(n1);
            on_hover.emit(Some((a, b)));
        })
    };
    let on_leave = {
        let on_hover = props.on_hover.clone();
        Callback::from(move |_: PointerEvent| on_hover.emit(None))
    };
    html! {
        <figure class="min-nim-heatmap">
            // The axes' numbers in the page's type (large in projector
            // mode): heap 1 down the side from 0 at the top, heap 2
            // along the bottom from 0 at the left.
            <div class="heatmap-axes">
                <div class="heatmap-axis-y" data-testid="heatmap-axis-y" aria-hidden="true">
                    <span>{ "0" }</span>
                    <span class="heatmap-axis-title">{ i18n.tr_args("heatmap-axis-heap", &[("heap", 1u64.into())]) }</span>
                    <span>{ n1.to_string() }</span>
                </div>
                <canvas ref={canvas} class="heatmap-canvas" data-testid="heatmap"
                    role="img" aria-label={i18n.tr_args("min-nim-heatmap-label", &[("c", props.slice.into())])}
                    onpointermove={on_move} onpointerleave={on_leave} />
                <div class="heatmap-axis-x" data-testid="heatmap-axis-x" aria-hidden="true">
                    <span>{ "0" }</span>
                    <span class="heatmap-axis-title">{ i18n.tr_args("heatmap-axis-heap", &[("heap", 2u64.into())]) }</span>
                    <span>{ n2.to_string() }</span>
                </div>
            </div>
            <figcaption class="hint">{ i18n.tr("min-nim-heatmap-legend") }</figcaption>
        </figure>
    }
}
