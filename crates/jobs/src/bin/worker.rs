//! The app's one web worker: runs any job of `nimatron_core::job` off the
//! main thread, in chunks of [`CHUNK`] units, posting progress after each,
//! then the cells (the buffer transferred, not copied) and the bytes of
//! its memory. A job that keeps its result (a Min Nim table) stays here
//! after it ends, to answer the page's questions (a slice to draw, a few
//! positions): the page never holds the table. It also draws the share
//! panel's QR code (its encoder is not in the page's module), and answers
//! the engine's questions of a page that holds its games' rules alone
//! (`nimatron_jobs::answer`). Cancelling
//! is the page's `worker.terminate()`, so the loop never needs to yield.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Uint32Array};
use nimatron_core::job::{JobRequest, Running, start};
use nimatron_jobs::answer::Answerer;
use nimatron_jobs::asked::Question;
use nimatron_jobs::protocol::{
    CHUNK, Kind, ask_from_js, message, qr_code_to_js, qr_from_js, query_from_js, request_from_js,
    told_to_js,
};
use nimatron_jobs::qr_matrix::QrMatrix;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    // The finished job, kept to answer questions.
    let kept: Rc<RefCell<Option<Running>>> = Rc::default();
    // The engine answering the page's questions, its games kept.
    let engine: Rc<RefCell<Answerer>> = Rc::default();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let none = JsValue::UNDEFINED;
        let data = event.data();
        // A QR code asked: its modules, the job kept as it was.
        if let Some(text) = qr_from_js(&data) {
            let matrix = QrMatrix::encode(&text);
            let _ = reply.post_message(&qr_code_to_js(&text, matrix.as_ref()));
            return;
        }
        // A question to the engine: its answer, keyed by the question's text.
        if let Some(text) = ask_from_js(&data) {
            let answer = Question::read(&text).map(|q| engine.borrow_mut().answer(&q));
            let _ = match answer {
                Some(told) => reply.post_message(&told_to_js(&text, &told.text())),
                None => reply.post_message(&message(Kind::Failed, &none, &none)),
            };
            return;
        }
        if let Some((query, text)) = query_from_js(&data) {
            let answer = kept.borrow().as_ref().and_then(|job| job.answer(&query));
            let _ = match answer {
                Some(cells) => {
                    let cells = Uint32Array::from(cells.as_slice());
                    let transfer = Array::of1(&cells.buffer());
                    reply.post_message_with_transfer(
                        &message(Kind::Answer, &text, &cells),
                        &transfer,
                    )
                }
                None => reply.post_message(&message(Kind::Failed, &none, &none)),
            };
            return;
        }
        kept.borrow_mut().take();
        match request_from_js(&data).and_then(|r| run(&reply, &r)) {
            Some((cells, job)) => {
                *kept.borrow_mut() = Some(job);
                let bytes = JsValue::from_f64(memory_bytes() as f64);
                let transfer = Array::of1(&cells.buffer());
                let _ = reply
                    .post_message_with_transfer(&message(Kind::Done, &cells, &bytes), &transfer);
            }
            None => {
                let _ = reply.post_message(&message(Kind::Failed, &none, &none));
            }
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let none = JsValue::UNDEFINED;
    let _ = scope.post_message(&message(Kind::Ready, &none, &none));
}

/// The bytes of this worker's WebAssembly memory (it only grows: the
/// most the job has held at once, plus the program's own).
fn memory_bytes() -> u32 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length()
}

/// Runs the job, posting progress; its cells as a JS array, and the job
/// (which may keep its result).
fn run(scope: &DedicatedWorkerGlobalScope, request: &JobRequest) -> Option<(Uint32Array, Running)> {
    let mut job = start(request).ok()?;
    loop {
        let progress = job.step(CHUNK).ok()?;
        let _ = scope.post_message(&message(
            Kind::Progress,
            &JsValue::from_f64(progress.done as f64),
            &JsValue::from_f64(progress.total as f64),
        ));
        if let Some(cells) = job.take_output() {
            return Some((Uint32Array::from(cells.as_slice()), job));
        }
    }
}
