//! The messages between the Min Nim screen and its web worker
//! (`src/bin/min_nim_worker.rs`), as plain JS arrays so both sides stay
//! small: the request is `[n1, n2, n3, r1, r2, r3]`; the worker answers
//! `[READY]` once loaded, `[PROGRESS, done, total]` after each chunk, and
//! `[DONE, Uint32Array]` (the distances, its buffer transferred, not
//! copied) or `[FAILED]`.

use js_sys::{Array, Uint32Array};
use wasm_bindgen::{JsCast, JsValue};

/// The worker has loaded and listens.
pub const READY: u32 = 0;
/// A chunk is done.
pub const PROGRESS: u32 = 1;
/// The table is complete.
pub const DONE: u32 = 2;
/// The request was refused (past the cell limit, bad rule).
pub const FAILED: u32 = 3;

/// Cells computed between two progress messages: about 20 ms of work.
pub const CHUNK_CELLS: u64 = 1 << 19;

/// The worker's script (Trunk's loader shim for the worker bin).
pub const WORKER_URL: &str = "./min_nim_worker_loader.js";

/// A request: the box and the three removals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// `[n1, n2, n3]`.
    pub dims: [u64; 3],
    /// `[r1, r2, r3]`.
    pub set: [u64; 3],
}

/// What the worker said.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// Loaded.
    Ready,
    /// `done` of `total` cells.
    Progress(u64, u64),
    /// The distances, in flat order.
    Done(Vec<u32>),
    /// Refused or malformed.
    Failed,
}

impl Request {
    /// As a JS array.
    pub fn to_js(self) -> JsValue {
        let out = Array::new();
        for v in self.dims.into_iter().chain(self.set) {
            out.push(&JsValue::from_f64(v as f64));
        }
        out.into()
    }

    /// From a JS array (`None` if malformed).
    pub fn from_js(value: &JsValue) -> Option<Request> {
        let array = value.dyn_ref::<Array>()?;
        let mut nums = [0u64; 6];
        for (i, slot) in nums.iter_mut().enumerate() {
            let f = array.get(i as u32).as_f64()?;
            if !(0.0..=9.0e15).contains(&f) || f.fract() != 0.0 {
                return None;
            }
            *slot = f as u64;
        }
        Some(Request {
            dims: [nums[0], nums[1], nums[2]],
            set: [nums[3], nums[4], nums[5]],
        })
    }
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
                Ok(cells) => Reply::Done(cells.to_vec()),
                Err(_) => Reply::Failed,
            },
            _ => Reply::Failed,
        }
    }
}
