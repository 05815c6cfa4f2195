//! Architecture invariant: the core knows nothing of screens. This reads
//! `crates/core/Cargo.toml` and fails if a web crate appears in any
//! dependency table (normal, dev, build or target-specific), under its own
//! name or renamed with `package = "..."`.

// Helpers of tests too: a panic is how a test reports a failure
// (the project allows unwrap in tests, see clippy.toml).
#![allow(clippy::unwrap_used)]

const FORBIDDEN: [&str; 5] = ["wasm-bindgen", "web-sys", "js-sys", "yew", "gloo"];

/// The crate names a manifest depends on.
fn dependencies(manifest: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut in_deps = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            let header = line.trim_matches(['[', ']']);
            // `[dependencies]`, `[dev-dependencies]`, `[target.'…'.dependencies]`,
            // or one dependency as a table: `[dependencies.yew]`.
            in_deps = header.split('.').any(|part| part.ends_with("dependencies"));
            if let Some((_, name)) = header.split_once("dependencies.") {
                names.push(name.trim_matches(['"', '\'']).to_string());
            }
            continue;
        }
        if !in_deps || line.starts_with('#') || line.is_empty() {
            continue;
        }
        if let Some((key, value)) = line.split_once('=') {
            let key = key
                .trim()
                .split('.')
                .next()
                .unwrap_or("")
                .trim_matches(['"', '\'']);
            names.push(key.to_string());
            if let Some((_, rest)) = value.split_once("package") {
                let package: String = rest
                    .chars()
                    .skip_while(|c| *c != '"')
                    .skip(1)
                    .take_while(|c| *c != '"')
                    .collect();
                names.push(package);
            }
        }
    }
    names
}

#[test]
fn core_has_no_web_dependency() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let manifest = std::fs::read_to_string(path).expect("read crates/core/Cargo.toml");
    let deps = dependencies(&manifest);
    assert!(
        deps.iter().any(|d| d == "proptest"),
        "the parser sees dependencies: {deps:?}"
    );
    for name in deps {
        assert!(
            !FORBIDDEN.contains(&name.as_str()),
            "crates/core depends on {name}: the core must know nothing of screens"
        );
    }
}

#[test]
fn the_check_would_catch_them() {
    let bad = "[dependencies]\nserde = \"1\"\nweb = { package = \"web-sys\", version = \"0.3\" }\n\n[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nyew.workspace = true\n[dependencies.gloo]\nversion = \"0.11\"\n";
    let deps = dependencies(bad);
    for name in ["web-sys", "yew", "gloo"] {
        assert!(
            deps.iter().any(|d| d == name),
            "{name} not seen in {deps:?}"
        );
    }
}
