//! The messages between the page and the one worker
//! (`src/bin/worker.rs`): the request is a job as JSON text
//! ([`nimatron_core::job::JobRequest`]); the worker answers `[READY]` once
//! loaded, `[PROGRESS, done, total]` after each chunk, and `[DONE,
//! Uint32Array, bytes]` (the job's cells, the buffer transferred, not
//! copied; `bytes`, the worker's WebAssembly memory then) or `[FAILED]`.
//! A finished job that keeps its result (a Min Nim table) is then asked
//! [`JobQuery`]s: the page posts `[QUERY, JSON text]`, the worker answers
//! `[ANSWER, the same JSON text, Uint32Array]`.

use js_sys::{Array, Uint32Array};
use nimatron_core::job::{JobQuery, JobRequest};
use wasm_bindgen::{JsCast, JsValue};

/// The worker has loaded and listens.
pub const READY: u32 = 0;
/// A chunk is done.
pub const PROGRESS: u32 = 1;
/// The job is complete.
pub const DONE: u32 = 2;
/// The request was refused (past a limit, malformed).
pub const FAILED: u32 = 3;
/// A question to the finished job (page to worker).
pub const QUERY: u32 = 4;
/// The answer to a question (worker to page).
pub const ANSWER: u32 = 5;

/// Units of work (cells, terms) between two progress messages: about 20 ms.
pub const CHUNK: u64 = 1 << 19;

/// The worker's script (`web/worker_loader.js`: the glue, then the worker
/// bin), beside `index.html`: the app only ever runs in `index.html` (its
/// own page, an iframe's, or a widget's frame on a teacher's page).
pub const WORKER_URL: &str = "./worker_loader.js";

/// What the worker said.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// Loaded.
    Ready,
    /// `done` of `total` units.
    Progress(u64, u64),
    /// The job's cells, and the bytes of the worker's memory.
    Done(Vec<u32>, u64),
    /// The answer to a question.
    Answer(JobQuery, Vec<u32>),
    /// Refused or malformed.
    Failed,
}

/// A request as the worker receives it.
pub fn request_to_js(request: &JobRequest) -> JsValue {
    JsValue::from_str(&serde_json::to_string(request).unwrap_or_default())
}

/// A request read back in the worker (`None` if malformed).
pub fn request_from_js(value: &JsValue) -> Option<JobRequest> {
    serde_json::from_str(&value.as_string()?).ok()
}

/// A question as the worker receives it: `[QUERY, JSON text]`.
pub fn query_to_js(query: &JobQuery) -> JsValue {
    let text = JsValue::from_str(&serde_json::to_string(query).unwrap_or_default());
    message(QUERY, &text, &JsValue::UNDEFINED).into()
}

/// A question read back in the worker, with its JSON text (echoed in the
/// answer); `None` if the message is not a well-formed question.
pub fn query_from_js(value: &JsValue) -> Option<(JobQuery, JsValue)> {
    let array = value.dyn_ref::<Array>()?;
    if array.get(0).as_f64() != Some(f64::from(QUERY)) {
        return None;
    }
    let text = array.get(1);
    let query = serde_json::from_str(&text.as_string()?).ok()?;
    Some((query, text))
}

/// `[kind, a, b]` as a JS array.
pub fn message(kind: u32, a: &JsValue, b: &JsValue) -> Array {
    let out = Array::new();
    out.push(&JsValue::from(kind));
    out.push(a);
    out.push(b);
    out
}

impl Reply {
    /// Reads a message from the worker (`Failed` if malformed).
    pub fn from_js(value: &JsValue) -> Reply {
        let Some(array) = value.dyn_ref::<Array>() else {
            return Reply::Failed;
        };
        let num = |i: u32| array.get(i).as_f64().map(|f| f as u64);
        match array.get(0).as_f64().map(|f| f as u32) {
            Some(READY) => Reply::Ready,
            Some(PROGRESS) => match (num(1), num(2)) {
                (Some(done), Some(total)) => Reply::Progress(done, total),
                _ => Reply::Failed,
            },
            Some(DONE) => match array.get(1).dyn_into::<Uint32Array>() {
                Ok(cells) => Reply::Done(cells.to_vec(), num(2).unwrap_or(0)),
                Err(_) => Reply::Failed,
            },
            Some(ANSWER) => {
                let query = array
                    .get(1)
                    .as_string()
                    .and_then(|t| serde_json::from_str(&t).ok());
                match (query, array.get(2).dyn_into::<Uint32Array>()) {
                    (Some(query), Ok(cells)) => Reply::Answer(query, cells.to_vec()),
                    _ => Reply::Failed,
                }
            }
            _ => Reply::Failed,
        }
    }
}
