//! In-browser tests of the worker protocol (`crates/jobs/src/protocol.rs`): every
//! message the worker sends reads back as what it said, and a message of no
//! known kind, or a kind only the page sends, reads as a failure, never as
//! progress or a result; requests, questions and QR codes cross intact.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nimatron-app --target wasm32-unknown-unknown --test browser -- jobs_protocol::`.

use js_sys::{Array, Uint8Array, Uint32Array};
use nimatron_core::job::{JobQuery, JobRequest};
use nimatron_jobs::protocol::{
    Kind, Reply, message, qr_code_to_js, qr_from_js, qr_to_js, query_from_js, query_json,
    query_to_js, request_from_js, request_to_js,
};
use nimatron_jobs::qr_matrix::QrMatrix;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

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
    let text = JsValue::from_str(&query_json(&query).text());
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
    // Numbers past 2^53 too (a JavaScript number would round them).
    let query = JobQuery::MinNimCells {
        positions: vec![[u64::MAX, (1 << 53) + 1, 0]],
    };
    let (read, _text) = query_from_js(&query_to_js(&query)).expect("a well-formed question");
    assert_eq!(read, query);
    // A progress message is not a question.
    let progress = message(Kind::Progress, &num(1), &num(2));
    assert!(query_from_js(&progress.into()).is_none());
}

#[wasm_bindgen_test]
fn a_request_reaches_the_worker_intact() {
    for request in [
        JobRequest::WythoffGrundy { n: u64::MAX },
        JobRequest::Sequence {
            game: "octal:0.137".into(),
            upto: (1 << 53) + 1,
        },
    ] {
        assert_eq!(request_from_js(&request_to_js(&request)), Some(request));
    }
    assert_eq!(
        request_from_js(&JsValue::from_str("{\"sequence\":{}}")),
        None
    );
    assert_eq!(request_from_js(&JsValue::from(3)), None);
}

#[wasm_bindgen_test]
fn a_qr_code_crosses_both_ways() {
    let link = "http://example.org/#/play?game=kayles&position=5,7";
    // The page's question reaches the worker; it is never a reply.
    assert_eq!(qr_from_js(&qr_to_js(link)).as_deref(), Some(link));
    assert_eq!(Reply::from_js(&qr_to_js(link)), Reply::Failed);
    let progress = message(Kind::Progress, &num(1), &num(2));
    assert_eq!(qr_from_js(&progress.into()), None);
    // The worker's answer: the modules, or none for a text too long.
    let dark: Vec<bool> = (0..21 * 21).map(|i| i % 3 == 0).collect();
    let code = QrMatrix { width: 21, dark };
    let read = |m: Array| Reply::from_js(&m.into());
    assert_eq!(
        read(qr_code_to_js(link, Some(&code))),
        Reply::Qr(link.to_string(), Some(code))
    );
    assert_eq!(
        read(qr_code_to_js(link, None)),
        Reply::Qr(link.to_string(), None)
    );
    // Modules that are not a square, or no text: a failure.
    let text = JsValue::from_str(link);
    let not_square = Uint8Array::from(&[1u8; 20][..]);
    assert_eq!(
        read(message(Kind::QrCode, &text, &not_square)),
        Reply::Failed
    );
    let empty = Uint8Array::from(&[0u8; 0][..]);
    assert_eq!(read(message(Kind::QrCode, &text, &empty)), Reply::Failed);
    assert_eq!(
        read(message(Kind::QrCode, &num(3), &JsValue::UNDEFINED)),
        Reply::Failed
    );
}
