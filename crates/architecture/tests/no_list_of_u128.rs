//! Invariant: no list of `u128` in the core (ARCHITECTURE.md): no
//! `Vec<u128>`, `vec![…u128…]` or `[u128]` slice built on the heap. A
//! `u128` is 16-aligned, and in the page's and the worker's WebAssembly
//! (std built from source, dlmalloc 0.2.11) a zeroed 16-aligned list
//! corrupted the allocator: the worker stopped on a later free. Counts
//! are kept as `nimatron_core::wide::Wide` (two `u64` words) instead.

#![allow(clippy::unwrap_used)]

use std::path::Path;

use nimatron_architecture::src_of;
use nimatron_architecture::text::strip;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The places in `code` (comments and strings stripped) that build a list
/// of `u128`.
fn lists_of_u128(code: &str) -> Vec<String> {
    let code = strip(code);
    let flat: String = code.split_whitespace().collect();
    ["Vec<u128>", "vec![0u128", "vec![0_u128", "Box<[u128"]
        .iter()
        .filter(|pattern| flat.contains(*pattern))
        .map(|pattern| pattern.to_string())
        .collect()
}

#[test]
fn the_core_builds_no_list_of_u128() {
    let mut files = Vec::new();
    rust_files(&src_of("core"), &mut files);
    assert!(files.len() > 50, "the core's files were not found");
    let found: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let hits = lists_of_u128(&std::fs::read_to_string(f).unwrap());
            (!hits.is_empty()).then(|| format!("{}: {hits:?}", f.display()))
        })
        .collect();
    assert!(
        found.is_empty(),
        "lists of u128 (keep counts as wide::Wide): {found:?}"
    );
}

#[test]
fn the_check_sees_a_list_of_u128() {
    assert!(!lists_of_u128("let p = vec![0u128; n + 1];").is_empty());
    assert!(!lists_of_u128("let w: Vec<u128> = it.collect();").is_empty());
    assert!(lists_of_u128("// a Vec<u128> in a comment\nlet x = 1u128;").is_empty());
}
