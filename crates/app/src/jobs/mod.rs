//! Long computations off the main thread: every job (a Min Nim table, the
//! Wythoff heatmap, a long sequence) runs in the app's one web worker,
//! reports its progress, and is cancelled by dropping its `Running`
//! handle (the worker is terminated mid-loop).
//!
//! One way in, the [`use_job`] hook: it keeps the job's state, and asks a
//! finished job that keeps its result (a Min Nim table) the page's
//! questions. The share panel's QR code is made in the same worker
//! ([`use_qr`]), so its encoder is not in the page's module.

pub mod asked;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use nimatron_core::job::{JobQuery, JobRequest};
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use nimatron_jobs::protocol::{Reply, WORKER_URL, qr_to_js, query_to_js, request_to_js};
use nimatron_jobs::qr_matrix::QrMatrix;

/// Milliseconds since the page loaded (0 when there is no clock).
pub fn now_ms() -> f64 {
    gloo::utils::window().performance().map_or(0.0, |p| p.now())
}

/// A job running in a worker; dropping it cancels the job.
#[derive(Debug)]
struct Running {
    worker: Worker,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(JsValue)>,
}

impl Running {
    /// Asks the finished job `query`; the answer comes to the job's
    /// `on_reply` as [`Reply::Answer`]. False if the message cannot be
    /// posted.
    fn ask(&self, query: &JobQuery) -> bool {
        self.worker.post_message(&query_to_js(query)).is_ok()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // Cancel = terminate: the worker stops mid-loop.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// Starts a new worker and posts it `first` (a job's request, a QR code
/// asked) once it listens; `on_reply` hears its progress and its end
/// (`Done` carries the cells and the milliseconds the job took from the
/// worker's start). `None` (after `on_reply(Failed)`) when no worker can
/// be made.
fn spawn(first: JsValue, on_reply: Callback<(Reply, u64)>) -> Option<Running> {
    let Ok(worker) = Worker::new(WORKER_URL) else {
        on_reply.emit((Reply::Failed, 0));
        return None;
    };
    let started = Rc::new(Cell::new(now_ms()));
    let sender = worker.clone();
    let reply = on_reply.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let answer = Reply::from_js(&e.data());
        if answer == Reply::Ready {
            started.set(now_ms());
            if sender.post_message(&first).is_err() {
                reply.emit((Reply::Failed, 0));
            }
            return;
        }
        let ms = (now_ms() - started.get()).max(0.0) as u64;
        reply.emit((answer, ms));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // A worker script that cannot load or run: say so.
    let on_error = Closure::<dyn Fn(JsValue)>::new(move |_| on_reply.emit((Reply::Failed, 0)));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Running {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Where a job is.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum JobState {
    /// No job asked for.
    #[default]
    Idle,
    /// Running: `done` of `total` units.
    Running {
        /// Units done.
        done: u64,
        /// Units in all.
        total: u64,
    },
    /// Finished.
    Done {
        /// The cells (see `nimatron_core::job::Running::take_output`).
        cells: Rc<Vec<u32>>,
        /// Milliseconds in the worker.
        ms: u64,
        /// Bytes of the worker's WebAssembly memory then.
        worker_bytes: u64,
    },
    /// Refused or failed.
    Failed,
}

/// A finished job's answer to a question ([`Job::ask`]), tagged with the
/// job's request: an answer from a job the page has since replaced can
/// be told apart.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The request of the job that answered.
    pub request: JobRequest,
    /// The question.
    pub query: JobQuery,
    /// The answer's cells.
    pub cells: Rc<Vec<u32>>,
    /// Milliseconds since the job started.
    pub ms: u64,
}

/// A job as a component holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    /// Where it is.
    pub state: JobState,
    /// Asks the finished job a question; the answer comes to `on_answer`.
    pub ask: Callback<JobQuery>,
    /// Runs the same request again (after a failure).
    pub retry: Callback<()>,
}

/// Runs `request` (when `Some`) in the worker while the component lives;
/// a new request replaces the old job, `None` cancels it. A job that keeps
/// its result answers questions ([`Job::ask`]) to `on_answer`.
#[hook]
pub fn use_job(request: Option<JobRequest>, on_answer: Callback<Answer>) -> Job {
    let state = use_state(JobState::default);
    let tries = use_state(|| 0u64);
    let running: Rc<RefCell<Option<Running>>> = use_mut_ref(|| None);
    {
        let (state, running) = (state.clone(), running.clone());
        use_effect_with((request, *tries), move |(request, _)| {
            let job = request.clone().and_then(|request| {
                state.set(JobState::Running { done: 0, total: 1 });
                let (setter, asked) = (state.clone(), request.clone());
                spawn(
                    request_to_js(&request),
                    Callback::from(move |(reply, ms): (Reply, u64)| {
                        setter.set(match reply {
                            // A job's worker is never asked a QR code or the engine.
                            Reply::Ready | Reply::Qr(..) | Reply::Told(..) => return,
                            Reply::Answer(query, cells) => {
                                let cells = Rc::new(cells);
                                let request = asked.clone();
                                let answer = Answer {
                                    request,
                                    query,
                                    cells,
                                    ms,
                                };
                                return on_answer.emit(answer);
                            }
                            Reply::Progress(done, total) => JobState::Running { done, total },
                            Reply::Done(cells, worker_bytes) => JobState::Done {
                                cells: Rc::new(cells),
                                ms,
                                worker_bytes,
                            },
                            Reply::Failed => JobState::Failed,
                        });
                    }),
                )
            });
            if job.is_none() && request.is_none() {
                state.set(JobState::Idle);
            }
            *running.borrow_mut() = job;
            move || drop(running.borrow_mut().take())
        });
    }
    let ask = Callback::from(move |query: JobQuery| {
        if let Some(job) = running.borrow().as_ref() {
            job.ask(&query);
        }
    });
    let retry = Callback::from(move |()| tries.set(*tries + 1));
    Job {
        state: (*state).clone(),
        ask,
        retry,
    }
}

/// A job the person can cancel ([`use_cancellable_job`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Cancellable {
    /// Where the job is ([`JobState::Idle`] once cancelled).
    pub state: JobState,
    /// Cancels the job running now.
    pub cancel: Callback<MouseEvent>,
    /// Runs the cancelled request again.
    pub again: Callback<MouseEvent>,
    /// Forgets the cancel (a form asking for something anew).
    pub forget: Callback<()>,
}

/// [`use_job`] with a Cancel button's state: a cancelled request stays
/// cancelled (the job is dropped, the state `Idle`) until asked for again,
/// by `again`, `forget` or another request.
#[hook]
pub fn use_cancellable_job(request: Option<JobRequest>) -> Cancellable {
    let cancelled = use_state(|| None::<JobRequest>);
    let active = request.clone().filter(|r| cancelled.as_ref() != Some(r));
    let state = use_job(active, Callback::noop()).state;
    let cancel = {
        let cancelled = cancelled.clone();
        Callback::from(move |_: MouseEvent| cancelled.set(request.clone()))
    };
    let again = {
        let cancelled = cancelled.clone();
        Callback::from(move |_: MouseEvent| cancelled.set(None))
    };
    let forget = Callback::from(move |()| cancelled.set(None));
    Cancellable {
        state,
        cancel,
        again,
        forget,
    }
}

/// Where the QR code of a text is ([`use_qr`]).
#[derive(Debug, Clone, PartialEq)]
pub enum QrState {
    /// Asked of the worker, not come yet.
    Waiting,
    /// The code's modules.
    Drawn(Rc<QrMatrix>),
    /// The text is too long for any QR code.
    TooLong,
    /// No worker could start (or it failed): no code.
    Failed,
}

/// The QR code of `text`, made by the worker while the component lives
/// (a new text asks a new worker; the old one is terminated).
#[hook]
pub fn use_qr(text: AttrValue) -> QrState {
    let state = use_state(|| QrState::Waiting);
    let running: Rc<RefCell<Option<Running>>> = use_mut_ref(|| None);
    use_effect_with(text, {
        let state = state.clone();
        move |text| {
            state.set(QrState::Waiting);
            let asked = text.to_string();
            let setter = state.clone();
            let on_reply = Callback::from(move |(reply, _): (Reply, u64)| match reply {
                // Only the answer for this text (a worker answers what it was asked).
                Reply::Qr(text, code) if text == asked => setter.set(match code {
                    Some(code) => QrState::Drawn(Rc::new(code)),
                    None => QrState::TooLong,
                }),
                Reply::Failed => setter.set(QrState::Failed),
                _ => {}
            });
            *running.borrow_mut() = spawn(qr_to_js(text), on_reply);
            move || drop(running.borrow_mut().take())
        }
    });
    (*state).clone()
}
