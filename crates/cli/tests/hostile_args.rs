//! Generated command lines (issue 14): any arguments — hostile text, any
//! Unicode, numbers past 2^64, real game names with broken parameters —
//! end with exit code 0 (an answer) or 2 (a usage or input error, one line
//! on stderr), never a panic, and within a stated time.
//!
//! Cases: [`CASES`] command lines per run, each one process of the release
//! or debug binary. Sizes are kept small or far past the limits, so a
//! legal command finishes at once (a legal 2^26-term sequence would be a
//! benchmark, not a test).

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use proptest::prelude::*;

/// Command lines per run.
const CASES: u32 = 160;
/// The longest any generated command may take before it counts as a
/// freeze (debug build, a loaded machine).
const WITHIN: Duration = Duration::from_secs(30);

/// A number: small, at the edges of u64, or past it.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u64..40).prop_map(|n| n.to_string()),
        Just(u64::MAX.to_string()),
        Just("18446744073709551616".to_string()),
        Just("99999999999999999999999999".to_string()),
        Just("-1".to_string()),
    ]
}

/// A token of a command line.
fn token() -> impl Strategy<Value = String> {
    let games = proptest::sample::select(
        nimatron_core::registry::GAMES
            .iter()
            .map(|e| e.name)
            .collect::<Vec<_>>(),
    );
    prop_oneof![
        2 => games.clone().prop_map(str::to_string),
        2 => (games, proptest::collection::vec(number(), 0..4))
            .prop_map(|(g, ps)| format!("{g}:{}", ps.join(","))),
        3 => proptest::collection::vec(number(), 1..4).prop_map(|ps| ps.join(",")),
        1 => proptest::sample::select(vec![
            "--json", "--misere", "--stats", "--upto", "--lang", "es", "en", "--count", "--limit",
            "+", ",", "3+4", "sum:nim+kayles", "octal:0.9", "petersen", "path:3",
        ])
        .prop_map(str::to_string),
        1 => any::<String>(),
    ]
}

/// A whole command line: a subcommand (or not) and its arguments.
fn command_line() -> impl Strategy<Value = Vec<String>> {
    let command = proptest::sample::select(vec![
        "analyze", "sequence", "cold", "min-nim", "explain", "review", "games", "help", "nonsense",
    ]);
    (command, proptest::collection::vec(token(), 0..6)).prop_map(|(c, mut rest)| {
        rest.insert(0, c.to_string());
        rest
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn any_command_line_answers_or_refuses_without_a_panic(args in command_line()) {
        let started = Instant::now();
        let mut child = Command::new(env!("CARGO_BIN_EXE_nimatron"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Read both pipes while it runs, so a long answer never blocks it.
        let mut out = child.stdout.take().unwrap();
        let mut err = child.stderr.take().unwrap();
        let out = std::thread::spawn(move || {
            let mut v = Vec::new();
            out.read_to_end(&mut v).map(|_| v.len())
        });
        let err = std::thread::spawn(move || {
            let mut s = String::new();
            err.read_to_string(&mut s).map(|_| s)
        });
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > WITHIN {
                let _ = child.kill();
                prop_assert!(false, "{args:?} ran past {WITHIN:?}");
            }
            std::thread::sleep(Duration::from_millis(2));
        };
        let stderr = err.join().unwrap().unwrap_or_default();
        let _ = out.join().unwrap();
        prop_assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        match status.code() {
            Some(0) => {}
            Some(2) => prop_assert!(!stderr.trim().is_empty(), "{args:?}: exit 2 with no message"),
            other => prop_assert!(false, "{args:?}: exit {other:?}: {stderr}"),
        }
    }
}
