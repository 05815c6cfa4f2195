//! Every example in docs/CLI.md is run, and its output must match exactly.
//!
//! In a ```console block, a line `$ nimatron ARGS` runs the binary; the
//! lines after it, up to the next `$` or the end of the block, are what it
//! prints (stdout, then stderr). A last line `[exit N]` gives a non-zero
//! exit code. Arguments are split on spaces (no quoting).
//!
//! The `nimatron games` examples are the registry's list: they are written
//! by `scripts/refresh-cli-doc-games.sh` from the real binary, and this
//! test says to run it when a game is added (the doc shows readers the
//! real output, and a stale list cannot pass).

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use std::path::Path;
use std::process::Command;

struct Example {
    line: usize,
    args: Vec<String>,
    expected: Vec<String>,
    exit: i32,
}

fn examples(doc: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut in_block = false;
    for (i, line) in doc.lines().enumerate() {
        if line.starts_with("```") {
            in_block = line.trim() == "```console";
            continue;
        }
        if !in_block {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            let mut words = command.split_whitespace();
            assert_eq!(words.next(), Some("nimatron"), "line {}", i + 1);
            found.push(Example {
                line: i + 1,
                args: words.map(str::to_string).collect(),
                expected: Vec::new(),
                exit: 0,
            });
        } else if let Some(example) = found.last_mut() {
            match line
                .strip_prefix("[exit ")
                .and_then(|r| r.strip_suffix(']'))
            {
                Some(code) => example.exit = code.parse().unwrap(),
                None => example.expected.push(line.to_string()),
            }
        }
    }
    found
}

#[test]
fn every_example_in_the_cli_doc_prints_what_it_says() {
    let doc_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/CLI.md");
    let doc = std::fs::read_to_string(&doc_path).unwrap();
    let all = examples(&doc);
    assert!(all.len() >= 15, "only {} examples found", all.len());
    let mut failures = Vec::new();
    for ex in &all {
        let out = Command::new(env!("CARGO_BIN_EXE_nimatron"))
            .args(&ex.args)
            .output()
            .unwrap();
        let printed = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let printed: Vec<&str> = printed.lines().collect();
        let code = out.status.code().unwrap_or(-1);
        if printed != ex.expected || code != ex.exit {
            // The game list is generated from the registry, never typed.
            let fix = if ex.args.first().is_some_and(|a| a == "games") {
                "\n  the list comes from the registry: run `bash scripts/refresh-cli-doc-games.sh`"
            } else {
                ""
            };
            failures.push(format!(
                "docs/CLI.md:{}: nimatron {}\n  expected (exit {}):\n    {}\n  got (exit {code}):\n    {}",
                ex.line,
                ex.args.join(" "),
                ex.exit,
                ex.expected.join("\n    "),
                printed.join("\n    ")
            ) + fix);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
