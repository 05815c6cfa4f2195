//! The Min Nim web worker: computes a whole table off the main thread, in
//! chunks of [`CHUNK_CELLS`] cells, posting progress after each, then the
//! distances (the buffer transferred, not copied). Cancelling is the
//! page's `worker.terminate()`, so the loop never needs to yield.

use js_sys::{Array, Uint32Array};
use nimatron_app::screens::min_nim::protocol::{
    CHUNK_CELLS, DONE, FAILED, PROGRESS, READY, Request, message,
};
use nimatron_core::Convention;
use nimatron_core::games::min_nim::{MinNimRule, MinNimTable};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let none = JsValue::UNDEFINED;
        let Some(request) = Request::from_js(&event.data()) else {
            let _ = reply.post_message(&message(FAILED, &none, &none));
            return;
        };
        match compute(&reply, request) {
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

/// Builds the table, posting progress; the distances as a JS array.
fn compute(scope: &DedicatedWorkerGlobalScope, request: Request) -> Option<Uint32Array> {
    let rule = MinNimRule::new(&request.set).ok()?;
    let mut builder = MinNimTable::builder(request.dims, &rule, Convention::Normal).ok()?;
    loop {
        let progress = builder.step(CHUNK_CELLS);
        let _ = scope.post_message(&message(
            PROGRESS,
            &JsValue::from_f64(progress.done as f64),
            &JsValue::from_f64(progress.total as f64),
        ));
        match builder.finish() {
            Ok(table) => return Some(Uint32Array::from(table.distances())),
            Err(b) => builder = *b,
        }
    }
}
