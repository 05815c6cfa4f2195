//! What every canvas of the app shares (the Wythoff grid, the sequence
//! plot, the Min Nim heatmap): its 2-D context, the pointer's position in
//! it, and [`use_live_canvas`], a canvas that redraws itself from refs,
//! with its pointer (drag to pan, hover, click: [`LiveCanvas::pointer`])
//! and its size in device pixels ([`device_size`]).
//!
//! Why redraw from refs: zoom and pan change only the window in view, so
//! they draw straight into the canvas without a Yew render, and stay
//! smooth on a 1000×1000 grid. One non-passive wheel listener (the page
//! does not scroll while the canvas zooms) and one resize listener, both
//! dropped with the component. Each frame says what it shows on the
//! canvas (`data-draws`, frames drawn; `data-window`, the window in view)
//! and in a caption beside it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, PointerEvent, WheelEvent};
use yew::prelude::*;

/// What a self-drawing canvas holds between frames: its data and window.
pub trait LiveDraw: 'static {
    /// What the pointer can be over (a cell, a heap).
    type Item: 'static;
    /// Draws one frame into `canvas`: the window in view (`data-window`)
    /// and the caption's sentence, or `None` when nothing was drawn.
    fn draw(&mut self, canvas: &HtmlCanvasElement) -> Option<(String, String)>;
    /// A wheel turn: zoom by `factor` about `(x, y)`, in CSS pixels of a
    /// canvas `width` wide.
    fn zoom(&mut self, factor: f64, x: f64, y: f64, width: f64);
    /// A zoom button: by `factor` about the middle of the canvas.
    fn zoom_middle(&mut self, factor: f64);
    /// The fit button: everything in view.
    fn fit(&mut self);
    /// A drag by `(dx, dy)` CSS pixels, on a canvas `width` wide.
    fn pan(&mut self, dx: f64, dy: f64, width: f64);
    /// What is under `(x, y)`, in CSS pixels of a canvas `width` wide.
    fn pick(&self, x: f64, y: f64, width: f64) -> Option<Self::Item>;
    /// A finger's tap where the items are smaller than a finger: the zoom
    /// factor that makes them finger-sized (the tap zooms about itself and
    /// chooses nothing); `None`, the default, when a tap chooses at once.
    fn tap_zoom(&self) -> Option<f64> {
        None
    }
}

/// A drag in progress: the pointer's last position, and whether it has
/// moved far enough to be a drag rather than a click.
type Drag = Option<(f64, f64, bool)>;

/// A canvas that redraws itself from refs, and its caption.
#[derive(Debug)]
pub struct LiveCanvas<L> {
    /// The `<canvas>`.
    pub canvas: NodeRef,
    /// The element whose text says what is in view.
    pub caption: NodeRef,
    live: Rc<RefCell<Option<L>>>,
    draws: Rc<Cell<u64>>,
    drag: Rc<Cell<Drag>>,
}

impl<L> Clone for LiveCanvas<L> {
    fn clone(&self) -> Self {
        LiveCanvas {
            canvas: self.canvas.clone(),
            caption: self.caption.clone(),
            live: self.live.clone(),
            draws: self.draws.clone(),
            drag: self.drag.clone(),
        }
    }
}

impl<L: LiveDraw> LiveCanvas<L> {
    /// Draws the current state and says what is in view.
    pub fn redraw(&self) {
        let Some(el) = self.canvas.cast::<HtmlCanvasElement>() else {
            return;
        };
        let Some((window, text)) = self.live.borrow_mut().as_mut().and_then(|l| l.draw(&el)) else {
            return;
        };
        self.draws.set(self.draws.get() + 1);
        let _ = el.set_attribute("data-draws", &self.draws.get().to_string());
        let _ = el.set_attribute("data-window", &window);
        if let Some(c) = self.caption.cast::<web_sys::Element>() {
            c.set_text_content(Some(&text));
        }
    }

    /// Changes the state (the window in view) and redraws.
    pub fn update(&self, f: impl FnOnce(&mut L)) {
        if let Some(l) = self.live.borrow_mut().as_mut() {
            f(l);
        }
        self.redraw();
    }

    /// What is under the pointer, if anything.
    fn pick(&self, e: &web_sys::MouseEvent) -> Option<L::Item> {
        let (x, y) = local(&self.canvas, e)?;
        let width = self.width();
        self.live.borrow().as_ref()?.pick(x, y, width)
    }

    /// The canvas's width in CSS pixels (at least 1).
    fn width(&self) -> f64 {
        self.canvas
            .cast::<HtmlCanvasElement>()
            .map_or(1.0, |el| f64::from(el.client_width()).max(1.0))
    }

    /// The pointer's handlers for the `<canvas>`: `onpointerdown`,
    /// `onpointermove`, `onpointerup`, `onpointerleave`. A press that moves
    /// drags the view (the pointer captured), moving without a press hovers
    /// `on_hover`, and a press released where it began clicks `on_click`.
    pub fn pointer(
        &self,
        on_hover: Callback<Option<L::Item>>,
        on_click: Callback<L::Item>,
    ) -> [Callback<PointerEvent>; 4] {
        let this = self.clone();
        let down = Callback::from(move |e: PointerEvent| {
            if let (Some((x, y)), Some(el)) = (
                local(&this.canvas, &e),
                this.canvas.cast::<HtmlCanvasElement>(),
            ) {
                this.drag.set(Some((x, y, false)));
                let _ = el.set_pointer_capture(e.pointer_id());
            }
        });
        let (this, hover) = (self.clone(), on_hover.clone());
        let moved = Callback::from(move |e: PointerEvent| {
            let Some((x, y)) = local(&this.canvas, &e) else {
                return;
            };
            match this.drag.get() {
                // Rule: a press is a click until the pointer has moved
                // 4 px; from then on it pans.
                Some((lx, ly, moved)) if moved || (x - lx).abs() + (y - ly).abs() > 4.0 => {
                    this.drag.set(Some((x, y, true)));
                    let width = this.width();
                    this.update(|l| l.pan(x - lx, y - ly, width));
                }
                Some(_) => {}
                None => hover.emit(this.pick(&e)),
            }
        });
        let this = self.clone();
        let up = Callback::from(move |e: PointerEvent| {
            if !matches!(this.drag.take(), Some((_, _, false))) {
                return;
            }
            // Rule: a finger's tap on items smaller than a finger zooms in
            // about the tap, so the next tap can aim (issue 30); a mouse's
            // click, or a tap on items large enough, chooses.
            let zoom = (e.pointer_type() == "touch")
                .then(|| this.live.borrow().as_ref().and_then(LiveDraw::tap_zoom))
                .flatten();
            match (zoom, local(&this.canvas, &e)) {
                (Some(factor), Some((x, y))) => {
                    let width = this.width();
                    this.update(|l| l.zoom(factor, x, y, width));
                }
                _ => {
                    if let Some(item) = this.pick(&e) {
                        on_click.emit(item);
                    }
                }
            }
        });
        let leave = Callback::from(move |_: PointerEvent| on_hover.emit(None));
        [down, moved, up, leave]
    }

    /// The zoom buttons `+`, `−`, `⤢` (`zoom-in`, `zoom-out`, `zoom-fit`),
    /// named by `labels`.
    pub fn zoom_buttons(&self, labels: [String; 3]) -> Html {
        let zooms: [fn(&mut L); 3] = [|l| l.zoom_middle(2.0), |l| l.zoom_middle(0.5), |l| l.fit()];
        let glyphs = [("+", "zoom-in"), ("−", "zoom-out"), ("⤢", "zoom-fit")];
        let buttons = labels.into_iter().zip(zooms).zip(glyphs);
        buttons
            .map(|((label, f), (glyph, testid))| {
                let this = self.clone();
                let onclick = Callback::from(move |_: MouseEvent| this.update(f));
                html! {
                    <button type="button" class="button button-small" aria-label={label.clone()} title={label} data-testid={testid} {onclick}>{ glyph }</button>
                }
            })
            .collect()
    }
}

/// A self-drawing canvas: `next` makes the state from the last one (keep
/// its window) and the latest props on each render, which then redraws;
/// wheel turns zoom and window resizes redraw, without a render.
#[hook]
pub fn use_live_canvas<L: LiveDraw>(next: impl FnOnce(Option<L>) -> L) -> LiveCanvas<L> {
    let canvas = use_node_ref();
    let caption = use_node_ref();
    let live = use_mut_ref(|| None::<L>);
    let draws = (*use_memo((), |()| Rc::new(Cell::new(0u64)))).clone();
    let drag = (*use_memo((), |()| Rc::new(Cell::new(None)))).clone();
    {
        let mut guard = live.borrow_mut();
        let last = guard.take();
        *guard = Some(next(last));
    }
    let this = LiveCanvas {
        canvas: canvas.clone(),
        caption,
        live,
        draws,
        drag,
    };
    {
        let this = this.clone();
        use_effect(move || this.redraw());
    }
    let (zoomed, resized) = (this.clone(), this.clone());
    let on_zoom = Callback::from(move |(factor, x, y): (f64, f64, f64)| {
        let width = zoomed.width();
        zoomed.update(|l| l.zoom(factor, x, y, width));
    });
    use_canvas_zoom(canvas, on_zoom, Callback::from(move |()| resized.redraw()));
    this
}

/// Sizes `canvas` to `css` pixels (width, height) at the device's pixel
/// ratio (at most 3), keeping its pixels when the size is the same; the
/// ratio and the size in device pixels.
pub fn device_size(canvas: &HtmlCanvasElement, css: (f64, f64)) -> (f64, u32, u32) {
    let dpr = gloo::utils::window().device_pixel_ratio().clamp(1.0, 3.0);
    let (width, height) = ((css.0 * dpr).round() as u32, (css.1 * dpr).round() as u32);
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    (dpr, width, height)
}

/// The 2-D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// The pointer's position in `canvas`, in CSS pixels from its top left.
fn local(canvas: &NodeRef, e: &web_sys::MouseEvent) -> Option<(f64, f64)> {
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
fn use_canvas_zoom(canvas: NodeRef, on_zoom: Callback<(f64, f64, f64)>, on_resize: Callback<()>) {
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
