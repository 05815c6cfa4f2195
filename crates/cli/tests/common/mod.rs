//! Running the binary, shared by the test files that check its contract.

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::process::{Command, Output};

/// Runs `nimatron ARGS` to the end.
pub fn nimatron(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimatron"))
        .args(args)
        .output()
        .unwrap()
}

/// Exit code 2, nothing on stdout, exactly one line on stderr, starting
/// `nimatron: `; returns that line, without the prefix and the newline.
pub fn assert_bad_arguments(args: &[&str]) -> String {
    let out = nimatron(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    let line = err.strip_prefix("nimatron: ");
    assert!(line.is_some(), "{err}");
    line.unwrap_or_default().trim_end_matches('\n').to_string()
}

/// Runs `nimatron ARGS`, which must succeed, and reads its JSON.
// Not every test file that shares this module reads JSON.
#[allow(dead_code)]
pub fn json(args: &[&str]) -> serde_json::Value {
    let out = nimatron(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
