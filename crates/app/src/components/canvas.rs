//! What every canvas of the app shares (the Wythoff grid, the sequence
//! plot, the Min Nim heatmap): its 2-D context, the pointer's position in
//! it, and, for a canvas that redraws itself from refs, wheel zoom and
//! window resizes: one non-passive wheel listener, so the page does not
//! scroll while the canvas zooms, and one resize listener, both dropped
//! with the component.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, WheelEvent};
use yew::prelude::*;

/// The 2-D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// The pointer's position in `canvas`, in CSS pixels from its top left.
pub fn local(canvas: &NodeRef, e: &web_sys::MouseEvent) -> Option<(f64, f64)> {
    let el = canvas.cast::<HtmlCanvasElement>()?;
    let r = el.get_bounding_client_rect();
    Some((
        f64::from(e.client_x()) - r.left(),
        f64::from(e.client_y()) - r.top(),
    ))
}

/// Calls `on_zoom((factor, x, y))` on each wheel turn over `canvas` (factor
/// above 1 zooms in, `x`, `y` the pointer in CSS pixels) and `on_resize`
/// when the window changes size.
#[hook]
pub fn use_canvas_zoom(
    canvas: NodeRef,
    on_zoom: Callback<(f64, f64, f64)>,
    on_resize: Callback<()>,
) {
    use_effect_with((), move |_| {
        let mut listeners = Vec::new();
        if let Some(el) = canvas.cast::<HtmlCanvasElement>() {
            let c = canvas.clone();
            listeners.push(EventListener::new_with_options(
                &el,
                "wheel",
                EventListenerOptions::enable_prevent_default(),
                move |e| {
                    let Some(e) = e.dyn_ref::<WheelEvent>() else {
                        return;
                    };
                    e.prevent_default();
                    let Some((x, y)) = local(&c, e) else { return };
                    let factor = (-e.delta_y() * 0.0015).exp().clamp(0.5, 2.0);
                    on_zoom.emit((factor, x, y));
                },
            ));
        }
        listeners.push(EventListener::new(
            &gloo::utils::window(),
            "resize",
            move |_| on_resize.emit(()),
        ));
        move || drop(listeners)
    });
}
