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

/// What a message is: the first element of every message, as a number.
/// Both sides read it through [`Kind::of`], so an unknown number is never
/// mistaken for a kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The worker has loaded and listens.
    Ready = 0,
    /// A chunk is done.
    Progress = 1,
    /// The job is complete.
    Done = 2,
    /// The request was refused (past a limit, malformed).
    Failed = 3,
    /// A question to the finished job (page to worker).
    Query = 4,
    /// The answer to a question (worker to page).
    Answer = 5,
}

impl Kind {
    const ALL: [Kind; 6] = [
        Kind::Ready,
        Kind::Progress,
        Kind::Done,
        Kind::Failed,
        Kind::Query,
        Kind::Answer,
    ];

    /// The kind of a message `[kind, a, b]`, if it is one.
    pub fn of(message: &Array) -> Option<Kind> {
        let number = message.get(0).as_f64()?;
        Kind::ALL
            .into_iter()
            .find(|k| f64::from(*k as u32) == number)
    }
}

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
    message(Kind::Query, &text, &JsValue::UNDEFINED).into()
}

/// A question read back in the worker, with its JSON text (echoed in the
/// answer); `None` if the message is not a well-formed question.
pub fn query_from_js(value: &JsValue) -> Option<(JobQuery, JsValue)> {
    let array = value.dyn_ref::<Array>()?;
    if Kind::of(array) != Some(Kind::Query) {
        return None;
    }
    let text = array.get(1);
    let query = serde_json::from_str(&text.as_string()?).ok()?;
    Some((query, text))
}

/// `[kind, a, b]` as a JS array.
pub fn message(kind: Kind, a: &JsValue, b: &JsValue) -> Array {
    let out = Array::new();
    out.push(&JsValue::from(kind as u32));
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
        match Kind::of(array) {
            Some(Kind::Ready) => Reply::Ready,
            Some(Kind::Progress) => match (num(1), num(2)) {
                (Some(done), Some(total)) => Reply::Progress(done, total),
                _ => Reply::Failed,
            },
            Some(Kind::Done) => match array.get(1).dyn_into::<Uint32Array>() {
                Ok(cells) => Reply::Done(cells.to_vec(), num(2).unwrap_or(0)),
                Err(_) => Reply::Failed,
            },
            Some(Kind::Answer) => {
                let query = array
                    .get(1)
                    .as_string()
                    .and_then(|t| serde_json::from_str(&t).ok());
                match (query, array.get(2).dyn_into::<Uint32Array>()) {
                    (Some(query), Ok(cells)) => Reply::Answer(query, cells.to_vec()),
                    _ => Reply::Failed,
                }
            }
            // A question is the page's, never the worker's.
            Some(Kind::Failed | Kind::Query) | None => Reply::Failed,
        }
    }
}
