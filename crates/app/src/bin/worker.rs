//! The app's one web worker: runs any job of `nimatron_core::job` off the
//! main thread, in chunks of [`CHUNK`] units, posting progress after each,
//! then the cells (the buffer transferred, not copied). Cancelling is the
//! page's `worker.terminate()`, so the loop never needs to yield.

use js_sys::{Array, Uint32Array};
use nimatron_app::jobs::protocol::{
    CHUNK, DONE, FAILED, PROGRESS, READY, message, request_from_js,
};
use nimatron_core::job::{JobRequest, start};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let none = JsValue::UNDEFINED;
        match request_from_js(&event.data()).and_then(|r| run(&reply, &r)) {
            Some(cells) => {
                let transfer = Array::of1(&cells.buffer());
                let _ = reply.post_message_with_transfer(&message(DONE, &cells, &none), &transfer);
            }
            None => {
                let _ = reply.post_message(&message(FAILED, &none, &none));
            }
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let none = JsValue::UNDEFINED;
    let _ = scope.post_message(&message(READY, &none, &none));
}

/// Runs the job, posting progress; its cells as a JS array.
fn run(scope: &DedicatedWorkerGlobalScope, request: &JobRequest) -> Option<Uint32Array> {
    let mut job = start(request).ok()?;
    loop {
        let progress = job.step(CHUNK).ok()?;
        let _ = scope.post_message(&message(
            PROGRESS,
            &JsValue::from_f64(progress.done as f64),
            &JsValue::from_f64(progress.total as f64),
        ));
        if let Some(cells) = job.take_output() {
            return Some(Uint32Array::from(cells.as_slice()));
        }
    }
}
