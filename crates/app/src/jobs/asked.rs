//! The page's questions to the worker's engine (`nimatron_jobs::asked`):
//! one worker for the page's life, started by the first question; each
//! answer kept by its question's text, so a question is asked once.
//!
//! Why a worker of its own, not a job's: a job's worker ends with its
//! job, while the engine's questions come with every move, and the
//! worker keeps its games' memo between them.
//!
//! Who hears an answer: [`listen`]ers (a screen draws again, and reads the
//! answer where it reads the engine's, `crate::engine::asked`).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use nimatron_jobs::protocol::{Reply, WORKER_URL, ask_to_js};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

/// Answers kept at most; past it the answered ones are forgotten (a
/// question asked again is answered again).
const MAX_ANSWERS: usize = 4096;

/// Where the answer to a question is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asked {
    /// The answer's text.
    Told(String),
    /// Asked; not come yet.
    Waiting,
    /// No worker could start: nothing will come.
    Failed,
}

/// The page's one engine worker.
struct EngineWorker {
    worker: Worker,
    /// Questions posted before it listened, posted when it does.
    queue: Vec<String>,
    listening: bool,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(JsValue)>,
}

thread_local! {
    static WORKER: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
    /// Each question's text and its answer's (`None`: asked, not come).
    static ANSWERS: RefCell<HashMap<String, Option<String>>> = RefCell::new(HashMap::new());
    /// How many answers have come.
    static TOLD: Cell<u32> = const { Cell::new(0) };
    /// No worker could start.
    static FAILED: Cell<bool> = const { Cell::new(false) };
    /// Who hears each answer, by id.
    static LISTENERS: RefCell<Vec<(u64, Callback<u32>)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
}

/// The answer to the question `text`, asked of the worker when it is
/// neither kept nor asked yet.
pub fn ask(text: String) -> Asked {
    if let Some(found) = ANSWERS.with(|a| a.borrow().get(&text).cloned()) {
        return match found {
            Some(answer) => Asked::Told(answer),
            None if FAILED.with(Cell::get) => Asked::Failed,
            None => Asked::Waiting,
        };
    }
    if FAILED.with(Cell::get) {
        return Asked::Failed;
    }
    ANSWERS.with(|a| {
        let mut a = a.borrow_mut();
        if a.len() >= MAX_ANSWERS {
            a.retain(|_, answer| answer.is_none());
        }
        a.insert(text.clone(), None);
    });
    post(text);
    Asked::Waiting
}

/// How many answers have come (a screen draws again when it grows).
pub fn told() -> u32 {
    TOLD.with(Cell::get)
}

/// Calls `then` with [`told`] at each answer (and once if no worker can
/// start), until [`unlisten`] with the id returned.
pub fn listen(then: Callback<u32>) -> u64 {
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    LISTENERS.with(|l| l.borrow_mut().push((id, then)));
    id
}

/// Stops calling the listener `id`.
pub fn unlisten(id: u64) {
    LISTENERS.with(|l| l.borrow_mut().retain(|(i, _)| *i != id));
}

/// Posts a question, starting the worker with the first.
fn post(text: String) {
    if WORKER.with(|w| w.borrow().is_none()) {
        // Started outside the worker's borrow: a failure tells the listeners.
        let engine = start();
        WORKER.with(|w| *w.borrow_mut() = engine);
    }
    WORKER.with(|w| match w.borrow_mut().as_mut() {
        Some(engine) if engine.listening => {
            let _ = engine.worker.post_message(&ask_to_js(&text));
        }
        Some(engine) => engine.queue.push(text),
        None => {}
    });
}

/// Starts the worker (`None`, and every question failed, when none can
/// start).
fn start() -> Option<EngineWorker> {
    let Ok(worker) = Worker::new(WORKER_URL) else {
        fail();
        return None;
    };
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        match Reply::from_js(&e.data()) {
            Reply::Ready => WORKER.with(|w| {
                if let Some(engine) = w.borrow_mut().as_mut() {
                    engine.listening = true;
                    for text in std::mem::take(&mut engine.queue) {
                        let _ = engine.worker.post_message(&ask_to_js(&text));
                    }
                }
            }),
            Reply::Told(question, answer) => {
                ANSWERS.with(|a| a.borrow_mut().insert(question, Some(answer)));
                TOLD.with(|t| t.set(t.get() + 1));
                tell();
            }
            // Nothing else is asked of this worker.
            _ => {}
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // A worker script that cannot load or run: nothing will be answered.
    let on_error = Closure::<dyn Fn(JsValue)>::new(move |_| fail());
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(EngineWorker {
        worker,
        queue: Vec::new(),
        listening: false,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// No worker: every question waiting is failed, and the screens hear it.
fn fail() {
    FAILED.with(|f| f.set(true));
    TOLD.with(|t| t.set(t.get() + 1));
    tell();
}

/// Every listener hears the count of answers (each called outside the
/// list's borrow: a listener may listen or unlisten).
fn tell() {
    let count = told();
    let listeners: Vec<Callback<u32>> =
        LISTENERS.with(|l| l.borrow().iter().map(|(_, c)| c.clone()).collect());
    for listener in listeners {
        listener.emit(count);
    }
}
