//! The dependencies a crate's `Cargo.toml` names, read from its text: the
//! invariants "the core knows nothing of screens" and "the worker links
//! no screen" are absences in these lists.

use std::path::{Path, PathBuf};

/// The dependencies of `krate` (a folder of `crates/`) that are among
/// `forbidden`. Panics if its manifest cannot be read, or if `known`, a
/// dependency it has, is not seen (a parser that sees nothing forbids
/// nothing).
pub fn forbidden_in(krate: &str, forbidden: &[&str], known: &str) -> Vec<String> {
    let manifest = std::fs::read_to_string(manifest_of(krate))
        .unwrap_or_else(|e| panic!("read crates/{krate}/Cargo.toml: {e}"));
    let deps = dependencies(&manifest);
    assert!(
        deps.iter().any(|d| d == known),
        "the parser sees crates/{krate}'s dependencies ({known} among them): {deps:?}"
    );
    deps.into_iter()
        .filter(|d| forbidden.contains(&d.as_str()))
        .collect()
}

/// A crate's `Cargo.toml` from this crate's manifest directory.
fn manifest_of(krate: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(krate)
        .join("Cargo.toml")
}

/// The crate names a manifest depends on, in any dependency table
/// (normal, dev, build or target-specific), under their own names and
/// under `package = "..."` when renamed.
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

#[cfg(test)]
mod tests {
    use super::dependencies;

    #[test]
    fn renamed_target_and_table_dependencies_are_seen() {
        let bad = "[dependencies]\nserde = \"1\"\nweb = { package = \"web-sys\", version = \"0.3\" }\n\n[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nyew.workspace = true\n[dependencies.gloo]\nversion = \"0.11\"\n";
        let deps = dependencies(bad);
        for name in ["web-sys", "yew", "gloo"] {
            assert!(
                deps.iter().any(|d| d == name),
                "{name} not seen in {deps:?}"
            );
        }
    }
}
