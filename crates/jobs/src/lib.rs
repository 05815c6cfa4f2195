//! The one web worker's side of long computations, and the messages both
//! sides exchange: the worker (`src/bin/worker.rs`) runs any job of
//! `nimatron_core::job` off the page's main thread and draws the share
//! panel's QR code; the page (the app's `jobs` module) posts and reads the
//! same messages through [`protocol`].
//!
//! A crate apart from the app so that the worker links the core and these
//! messages alone: the release build gives the worker a profile of its own
//! (the core at opt-level 3), and compiling the app's screens for it too
//! cost some 50 s of every release build on a fresh machine.

pub mod answer;
pub mod asked;
pub mod json;
pub mod protocol;
pub mod qr_matrix;
