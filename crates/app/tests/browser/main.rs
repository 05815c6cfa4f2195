//! The app's in-browser component tests (wasm-bindgen-test in headless
//! Chromium): screens and components rendered into a `<div>`, driven
//! through the same `data-testid` hooks as the end-to-end tests, one file
//! per screen or module (`wythoff.rs` tests the Wythoff screen).
//!
//! One test binary, not one per file: each binary is linked, bound and run
//! in a browser of its own, which cost about 3 s a file. Yew renders
//! asynchronously, so every check after a render or an event first awaits
//! [`support::settle`]. Run with
//! `cargo test -p nimatron-app --target wasm32-unknown-unknown` (the runner
//! is set in `.cargo/config.toml`).
#![cfg(target_arch = "wasm32")]

mod support;

mod bouton;
mod crash;
mod deferred;
mod game;
mod game_of_games;
mod grundy;
mod job_status;
mod jobs_protocol;
mod min_nim;
mod modules;
mod nim_screen;
mod play;
mod review;
mod subtraction;
mod wythoff;
