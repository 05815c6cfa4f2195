//! In-browser tests of the worker protocol (`src/jobs/protocol.rs`): every
//! message the worker sends reads back as what it said, and a message of no
//! known kind, or a kind only the page sends, reads as a failure, never as
//! progress or a result.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test jobs_protocol_browser`.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Uint32Array};
use nimatron_app::jobs::protocol::{Kind, Reply, message, query_from_js, query_to_js};
use nimatron_core::job::JobQuery;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn num(n: u32) -> JsValue {
    JsValue::from(n)
}

fn cells(values: &[u32]) -> JsValue {
    Uint32Array::from(values).into()
}

#[wasm_bindgen_test]
fn the_worker_s_messages_read_back_as_sent() {
    let none = JsValue::UNDEFINED;
    let read = |m: Array| Reply::from_js(&m.into());
    assert_eq!(read(message(Kind::Ready, &none, &none)), Reply::Ready);
    assert_eq!(
        read(message(Kind::Progress, &num(3), &num(10))),
        Reply::Progress(3, 10)
    );
    assert_eq!(
        read(message(Kind::Done, &cells(&[0, 1, 2]), &num(65536))),
        Reply::Done(vec![0, 1, 2], 65536)
    );
    assert_eq!(read(message(Kind::Failed, &none, &none)), Reply::Failed);
    let query = JobQuery::MinNimSlice { c: 4 };
    let text = JsValue::from_str(&serde_json::to_string(&query).unwrap_or_default());
    assert_eq!(
        read(message(Kind::Answer, &text, &cells(&[7]))),
        Reply::Answer(query, vec![7])
    );
}

#[wasm_bindgen_test]
fn unknown_or_misdirected_messages_are_failures() {
    let read = |v: JsValue| Reply::from_js(&v);
    // A number that names no kind, a kind only the page sends, no array.
    let unknown = Array::of3(&num(9), &num(3), &num(10));
    assert_eq!(read(unknown.into()), Reply::Failed);
    assert_eq!(
        read(query_to_js(&JobQuery::MinNimSlice { c: 1 })),
        Reply::Failed
    );
    assert_eq!(read(JsValue::from_str("progress")), Reply::Failed);
    // Progress without its numbers.
    let none = JsValue::UNDEFINED;
    assert_eq!(
        read(message(Kind::Progress, &none, &none).into()),
        Reply::Failed
    );
}

#[wasm_bindgen_test]
fn a_question_reaches_the_worker_intact() {
    let query = JobQuery::MinNimCells {
        positions: vec![[1, 2, 3], [0, 0, 9]],
    };
    let (read, _text) = query_from_js(&query_to_js(&query)).expect("a well-formed question");
    assert_eq!(read, query);
    // A progress message is not a question.
    let progress = message(Kind::Progress, &num(1), &num(2));
    assert!(query_from_js(&progress.into()).is_none());
}
