//! The CLI contract beyond the documented examples: JSON shape, exit codes,
//! one-line errors, limits, exactness at 64 bits, and a closed pipe.

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::io::Read;
use std::process::{Command, Output, Stdio};

fn nimatron(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimatron"))
        .args(args)
        .output()
        .unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = nimatron(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Exit code 2, nothing on stdout, exactly one line on stderr.
fn assert_bad_arguments(args: &[&str]) {
    let out = nimatron(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("nimatron: "), "{err}");
}

#[test]
fn analyze_json_has_the_contract_keys() {
    let v = json(&["analyze", "nim", "3", "4", "5", "--json"]);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    for key in [
        "outcome",
        "grundy",
        "remoteness",
        "winning_moves",
        "nim_sum",
    ] {
        assert!(keys.contains(&key), "{key} missing in {v}");
    }
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["grundy"], 2);
    assert_eq!(v["nim_sum"], 2);
    assert_eq!(v["winning_moves"], serde_json::json!([{"to": [1, 4, 5]}]));
}

#[test]
fn misere_has_no_grundy_value() {
    let v = json(&["analyze", "nim", "1", "5", "--misere", "--json"]);
    assert_eq!(v["grundy"], serde_json::Value::Null);
    assert_eq!(v["winning_moves"], serde_json::json!([{"to": [1, 0]}]));
}

#[test]
fn u64_heaps_are_exact() {
    let max = u64::MAX.to_string();
    let v = json(&["analyze", "nim", &max, "1", "--json"]);
    assert_eq!(v["winning_moves"][0]["to"][0].as_u64(), Some(1));
    assert_eq!(v["nim_sum"].as_u64(), Some(u64::MAX - 1));
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    assert_bad_arguments(&["analyze", "nim", "abc"]);
    assert_bad_arguments(&["analyze", "nim", "-3"]);
    assert_bad_arguments(&["analyze", "nim", "18446744073709551616"]);
    assert_bad_arguments(&["analyze", "chess", "1"]);
    assert_bad_arguments(&["analyze", "take:0", "5"]);
    assert_bad_arguments(&["analyze", "wythoff", "1", "2", "3"]);
    assert_bad_arguments(&["analyze", "nim"]);
    assert_bad_arguments(&["analyze", "nim", "1", "--bogus"]);
    assert_bad_arguments(&["frobnicate"]);
    assert_bad_arguments(&[]);
    assert_bad_arguments(&["cold", "nim", "--count", "3"]);
    assert_bad_arguments(&["sequence", "nim", "--upto", "x"]);
    assert_bad_arguments(&["min-nim", "1", "2", "3", "3", "2", "1"]);
    assert_bad_arguments(&["--lang", "fr", "analyze", "nim", "1"]);
}

#[test]
fn sizes_past_a_limit_are_refused_quickly_and_clearly() {
    assert_bad_arguments(&["min-nim", "1000", "1000", "1000", "1", "2", "3"]);
    assert_bad_arguments(&["cold", "wythoff", "--count", "100000000000"]);
    assert_bad_arguments(&[
        "cold",
        "wythoff",
        "--index",
        "18446744073709551615",
        "--json",
    ]);
    assert_bad_arguments(&["sequence", "take:3", "--upto", "18446744073709551615"]);
}

/// ⌊kφ⌋ by binary search on `a ≤ kφ ⟺ (2a − k)² ≤ 5k²` (for 2a ≥ k): an
/// independent check of the core's formula.
fn floor_k_phi(k: u128) -> u128 {
    let (mut lo, mut hi) = (k, 2 * k + 1);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        let d = 2 * mid - k;
        if d * d <= 5 * k * k {
            lo = mid
        } else {
            hi = mid
        }
    }
    lo
}

#[test]
fn cold_pair_is_exact_at_k_10_to_the_18() {
    let k: u64 = 1_000_000_000_000_000_000;
    let v = json(&["cold", "wythoff", "--index", &k.to_string(), "--json"]);
    let a = floor_k_phi(k.into()) as u64;
    assert_eq!(v, serde_json::json!([a, a + k]));
}

#[test]
fn cold_count_lists_ascending_pairs() {
    let v = json(&["cold", "wythoff", "--count", "6", "--json"]);
    assert_eq!(
        v,
        serde_json::json!([[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13]])
    );
    let v = json(&["cold", "wythoff", "--count", "3", "--misere", "--json"]);
    assert_eq!(v, serde_json::json!([[0, 1], [2, 2], [3, 5]]));
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimatron"))
        .args(["min-nim", "60", "60", "60", "1", "3", "4", "--dump"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
}
