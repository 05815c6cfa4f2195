//! The messages between the page and the one worker
//! (`src/bin/worker.rs`): the request is a job as JSON text
//! ([`nimatron_core::job::JobRequest`], written and read by
//! [`super::json`] on both sides); the worker answers `[READY]` once
//! loaded, `[PROGRESS, done, total]` after each chunk, and `[DONE,
//! Uint32Array, bytes]` (the job's cells, the buffer transferred, not
//! copied; `bytes`, the worker's WebAssembly memory then) or `[FAILED]`.
//! A finished job that keeps its result (a Min Nim table) is then asked
//! [`JobQuery`]s: the page posts `[QUERY, JSON text]`, the worker answers
//! `[ANSWER, the same JSON text, Uint32Array]`.
//!
//! The page that plays sums asks the worker's engine too
//! ([`crate::asked`]): it posts `[ASK, question text]`, the worker answers
//! `[TOLD, the same text, answer text]`.
//!
//! The share panel's QR code is made here too (its encoder stays off the
//! page's module): the page posts `[QR, text]`, the worker answers
//! `[QR_CODE, the same text, Uint8Array]` (the modules row by row, 1 =
//! dark), or `[QR_CODE, the same text]` when the text is too long.

use js_sys::{Array, Uint8Array, Uint32Array};
use nimatron_core::job::{JobQuery, JobRequest};
use wasm_bindgen::{JsCast, JsValue};

use crate::json::Json;
use crate::qr_matrix::QrMatrix;

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
    /// A text to draw as a QR code (page to worker).
    Qr = 6,
    /// A QR code's modules (worker to page).
    QrCode = 7,
    /// A question to the worker's engine (page to worker).
    Ask = 8,
    /// Its answer (worker to page).
    Told = 9,
}

impl Kind {
    const ALL: [Kind; 10] = [
        Kind::Ready,
        Kind::Progress,
        Kind::Done,
        Kind::Failed,
        Kind::Query,
        Kind::Answer,
        Kind::Qr,
        Kind::QrCode,
        Kind::Ask,
        Kind::Told,
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
    /// The QR code of a text (`None`: too long for any QR code).
    Qr(String, Option<QrMatrix>),
    /// The engine's answer: the question's text, the answer's.
    Told(String, String),
    /// Refused or malformed.
    Failed,
}

/// A request as the worker receives it: its JSON text.
pub fn request_to_js(request: &JobRequest) -> JsValue {
    JsValue::from_str(&request_json(request).text())
}

/// A request read back in the worker (`None` if malformed).
pub fn request_from_js(value: &JsValue) -> Option<JobRequest> {
    request_from_json(&Json::parse(&value.as_string()?)?)
}

/// A question as the worker receives it: `[QUERY, JSON text]`.
pub fn query_to_js(query: &JobQuery) -> JsValue {
    let text = JsValue::from_str(&query_json(query).text());
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
    let query = query_from_text(&text)?;
    Some((query, text))
}

fn query_from_text(text: &JsValue) -> Option<JobQuery> {
    query_from_json(&Json::parse(&text.as_string()?)?)
}

/// A QR code asked of the worker: `[QR, text]`.
pub fn qr_to_js(text: &str) -> JsValue {
    message(Kind::Qr, &JsValue::from_str(text), &JsValue::UNDEFINED).into()
}

/// The text of a QR code asked, read in the worker.
pub fn qr_from_js(value: &JsValue) -> Option<String> {
    let array = value.dyn_ref::<Array>()?;
    (Kind::of(array) == Some(Kind::Qr)).then_some(())?;
    array.get(1).as_string()
}

/// The worker's answer: `[QR_CODE, text, Uint8Array]`, the modules row
/// by row (1 = dark), nothing after the text when it is too long.
pub fn qr_code_to_js(text: &str, matrix: Option<&QrMatrix>) -> Array {
    let modules = matrix.map_or(JsValue::UNDEFINED, |m| {
        let bytes: Vec<u8> = m.dark.iter().map(|&d| u8::from(d)).collect();
        Uint8Array::from(bytes.as_slice()).into()
    });
    message(Kind::QrCode, &JsValue::from_str(text), &modules)
}

/// [`qr_code_to_js`] read back: `None` when malformed (no text, or
/// modules that are not a square).
fn qr_code_from_js(array: &Array) -> Option<Reply> {
    let text = array.get(1).as_string()?;
    let modules = array.get(2);
    if modules.is_undefined() {
        return Some(Reply::Qr(text, None));
    }
    let dark: Vec<bool> = modules
        .dyn_into::<Uint8Array>()
        .ok()?
        .to_vec()
        .into_iter()
        .map(|b| b != 0)
        .collect();
    let width = (0..=dark.len()).find(|w| w * w >= dark.len())?;
    (width > 0 && width * width == dark.len()).then_some(())?;
    Some(Reply::Qr(text, Some(QrMatrix { width, dark })))
}

/// A question to the worker's engine: `[ASK, question text]`
/// ([`crate::asked::Question::text`]).
pub fn ask_to_js(question: &str) -> JsValue {
    message(Kind::Ask, &JsValue::from_str(question), &JsValue::UNDEFINED).into()
}

/// The text of a question to the engine, read in the worker.
pub fn ask_from_js(value: &JsValue) -> Option<String> {
    let array = value.dyn_ref::<Array>()?;
    (Kind::of(array) == Some(Kind::Ask)).then_some(())?;
    array.get(1).as_string()
}

/// The engine's answer: `[TOLD, question text, answer text]`.
pub fn told_to_js(question: &str, answer: &str) -> Array {
    message(
        Kind::Told,
        &JsValue::from_str(question),
        &JsValue::from_str(answer),
    )
}

/// A request as JSON, in the shape of the core's serde form
/// (`{"min-nim":{"dims":[…],"removals":[…],"misere":false}}`).
pub fn request_json(request: &JobRequest) -> Json {
    match request {
        JobRequest::MinNim {
            dims,
            removals,
            misere,
        } => Json::tagged(
            "min-nim",
            Json::obj([
                ("dims", Json::nums(dims)),
                ("removals", Json::nums(removals)),
                ("misere", Json::Bool(*misere)),
            ]),
        ),
        JobRequest::WythoffGrundy { n } => {
            Json::tagged("wythoff-grundy", Json::obj([("n", Json::Num(*n))]))
        }
        JobRequest::Sequence { game, upto } => Json::tagged("sequence", game_upto(game, *upto)),
        JobRequest::Quotient { game, upto } => Json::tagged("quotient", game_upto(game, *upto)),
        JobRequest::AnalysisQuotient { game } => {
            Json::tagged("analysis-quotient", Json::obj([("game", Json::str(game))]))
        }
    }
}

fn game_upto(game: &str, upto: u64) -> Json {
    Json::obj([("game", Json::str(game)), ("upto", Json::Num(upto))])
}

/// [`request_json`] read back (`None` if it is no request).
pub fn request_from_json(value: &Json) -> Option<JobRequest> {
    let (tag, v) = value.as_tagged()?;
    let num = |key| v.get(key).and_then(Json::as_u64);
    let game = || Some(v.get("game")?.as_str()?.to_string());
    Some(match tag {
        "min-nim" => JobRequest::MinNim {
            dims: v.get("dims")?.as_num_array()?,
            removals: v.get("removals")?.as_num_array()?,
            misere: v.get("misere")?.as_bool()?,
        },
        "wythoff-grundy" => JobRequest::WythoffGrundy { n: num("n")? },
        "sequence" => JobRequest::Sequence {
            game: game()?,
            upto: num("upto")?,
        },
        "quotient" => JobRequest::Quotient {
            game: game()?,
            upto: num("upto")?,
        },
        "analysis-quotient" => JobRequest::AnalysisQuotient { game: game()? },
        _ => return None,
    })
}

/// A question as JSON, in the shape of the core's serde form
/// (`{"min-nim-slice":{"c":4}}`).
pub fn query_json(query: &JobQuery) -> Json {
    match query {
        JobQuery::MinNimSlice { c } => {
            Json::tagged("min-nim-slice", Json::obj([("c", Json::Num(*c))]))
        }
        JobQuery::MinNimCells { positions } => Json::tagged(
            "min-nim-cells",
            Json::obj([(
                "positions",
                Json::Arr(positions.iter().map(|p| Json::nums(p)).collect()),
            )]),
        ),
    }
}

/// [`query_json`] read back (`None` if it is no question).
pub fn query_from_json(value: &Json) -> Option<JobQuery> {
    let (tag, v) = value.as_tagged()?;
    Some(match tag {
        "min-nim-slice" => JobQuery::MinNimSlice {
            c: v.get("c")?.as_u64()?,
        },
        "min-nim-cells" => JobQuery::MinNimCells {
            positions: v
                .get("positions")?
                .as_arr()?
                .iter()
                .map(Json::as_num_array)
                .collect::<Option<_>>()?,
        },
        _ => return None,
    })
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
                let query = query_from_text(&array.get(1));
                match (query, array.get(2).dyn_into::<Uint32Array>()) {
                    (Some(query), Ok(cells)) => Reply::Answer(query, cells.to_vec()),
                    _ => Reply::Failed,
                }
            }
            Some(Kind::QrCode) => qr_code_from_js(array).unwrap_or(Reply::Failed),
            Some(Kind::Told) => match (array.get(1).as_string(), array.get(2).as_string()) {
                (Some(question), Some(answer)) => Reply::Told(question, answer),
                _ => Reply::Failed,
            },
            // A question and a QR code asked are the page's, never the worker's.
            Some(Kind::Failed | Kind::Query | Kind::Qr | Kind::Ask) | None => Reply::Failed,
        }
    }
}
