//! Tells the page around an iframe how tall the embedded screen is.
//!
//! A parent page cannot read a cross-origin frame's height, so the frame
//! says it: `{type: "nimatron:height", height}` through `postMessage`, once
//! when the screen appears and again whenever a `ResizeObserver` sees it
//! change (a panel opening, the language switching, a narrower window).
//! Nothing is sent when the page is not framed.

use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, ResizeObserver};
use yew::prelude::*;

/// The `type` of the message the parent page listens for.
pub const MESSAGE_TYPE: &str = "nimatron:height";

/// While `on`, reports the height of the element behind `node` to the
/// parent window, now and on every resize.
#[hook]
pub fn use_report_height(node: NodeRef, on: bool) {
    use_effect_with(on, move |on| {
        let reporter = if *on {
            node.cast::<Element>().and_then(Reporter::start)
        } else {
            None
        };
        move || drop(reporter)
    });
}

/// A live `ResizeObserver` on one element; disconnected when dropped.
struct Reporter {
    observer: ResizeObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Reporter {
    fn start(element: Element) -> Option<Reporter> {
        let parent = parent_window()?;
        let observed = element.clone();
        let callback = Closure::<dyn FnMut()>::new(move || {
            post_height(&parent, observed.get_bounding_client_rect().height());
        });
        let observer = ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        // The observer also fires once on `observe`: that is the first report.
        observer.observe(&element);
        Some(Reporter {
            observer,
            _callback: callback,
        })
    }
}

impl Drop for Reporter {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// The window around this one, if the page is framed.
fn parent_window() -> Option<web_sys::Window> {
    let window = gloo::utils::window();
    let parent = window.parent().ok()??;
    let framed = !js_sys::Object::is(&parent, &window);
    framed.then_some(parent)
}

/// Sends `{type: "nimatron:height", height}` (whole CSS pixels) to `parent`.
fn post_height(parent: &web_sys::Window, height: f64) {
    let message = js_sys::Object::new();
    let height = JsValue::from_f64(height.ceil().max(0.0));
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&message, &key.into(), value);
    if set("type", &MESSAGE_TYPE.into()).is_ok() && set("height", &height).is_ok() {
        let _ = parent.post_message(&message, "*");
    }
}
