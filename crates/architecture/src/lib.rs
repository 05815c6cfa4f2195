//! The file-by-file import graph of a crate's `src/`, read from the text
//! (no compiler): which file names which. ARCHITECTURE.md's invariants are
//! stated as absences ("no import circle", "no game file names the
//! registry", "`play/` names no game module"); the tests of this crate
//! check them on this graph, so breaking one turns a test red.
//!
//! A file names another when its code holds a path that resolves to an
//! item of that file: `use crate::a::B`, `super::c::f()`, `self::d::E`,
//! or a path through one of its own child modules (`rules::X` after
//! `mod rules;`). A re-export (`pub use x::Y`) is followed to the file
//! that defines `Y`, so `crate::Position` names `position.rs`, not
//! `lib.rs`. `mod x;` declarations are not imports. Comments and string
//! literals are skipped. External crates (`nimatron_core::…`, `std::…`)
//! are not part of the graph.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

pub mod manifest;
pub mod text;

/// A module path inside the crate: `["games", "nim"]` for
/// `src/games/nim/mod.rs`; empty for `lib.rs`.
pub type ModPath = Vec<String>;

/// One source file of the crate.
#[derive(Debug, Clone)]
pub struct File {
    /// Its path relative to `src/` (`games/nim/mod.rs`).
    pub rel: String,
    /// Its module path.
    pub module: ModPath,
    /// Its code without comments and string literals.
    code: String,
    /// Child modules declared with `mod name;` or `mod name { … }`.
    children: BTreeSet<String>,
    /// Item names it defines (`struct`, `enum`, `fn`, `trait`, `type`,
    /// `const`, `static`, `macro_rules!`).
    items: BTreeSet<String>,
    /// Its `use` names (re-exported or not: a child sees its parent's
    /// private imports): name → the path it stands for.
    reexports: BTreeMap<String, Vec<String>>,
    /// Its `pub use path::*` globs.
    globs: Vec<Vec<String>>,
}

/// A crate's files and who names whom.
#[derive(Debug)]
pub struct Graph {
    /// The files, by their path relative to `src/`.
    pub files: BTreeMap<String, File>,
    /// File → the files it names (never itself).
    pub edges: BTreeMap<String, BTreeSet<String>>,
}

impl Graph {
    /// Reads every `.rs` file under `src` reachable from `lib.rs`'s module
    /// tree (binaries, `main.rs` and `bin/`, are other crates' roots and
    /// left out).
    pub fn read(src: &Path) -> std::io::Result<Graph> {
        let mut files = BTreeMap::new();
        for path in rust_files(src)? {
            let rel = path
                .strip_prefix(src)
                .map_err(std::io::Error::other)?
                .to_string_lossy()
                .replace('\\', "/");
            if rel == "main.rs" || rel.starts_with("bin/") {
                continue;
            }
            let code = text::strip(&fs::read_to_string(&path)?);
            let module = module_of(&rel);
            let (children, items, reexports, globs) = text::declarations(&code);
            files.insert(
                rel.clone(),
                File {
                    rel,
                    module,
                    code,
                    children,
                    items,
                    reexports,
                    globs,
                },
            );
        }
        let by_module: BTreeMap<ModPath, String> = files
            .values()
            .map(|f| (f.module.clone(), f.rel.clone()))
            .collect();
        let mut graph = Graph {
            files,
            edges: BTreeMap::new(),
        };
        let mut edges = BTreeMap::new();
        for file in graph.files.values() {
            let mut named = BTreeSet::new();
            for path in text::paths(&file.code, &file.children, &file.reexports) {
                if let Some(abs) = absolute(file, &path)
                    && let Some(target) = graph.resolve(&by_module, &abs, &mut BTreeSet::new())
                    && target != file.rel
                {
                    named.insert(target);
                }
            }
            edges.insert(file.rel.clone(), named);
        }
        graph.edges = edges;
        Ok(graph)
    }

    /// The file that defines what `abs` (a path from the crate root)
    /// names, following re-exports.
    fn resolve(
        &self,
        by_module: &BTreeMap<ModPath, String>,
        abs: &[String],
        seen: &mut BTreeSet<Vec<String>>,
    ) -> Option<String> {
        // Globs and re-exports can point back and forth (`use super::*`
        // in a child, `pub use child::*` in its parent): each path once.
        if !seen.insert(abs.to_vec()) {
            return None;
        }
        // The deepest prefix that is a file.
        let mut k = abs.len();
        while k > 0 && !by_module.contains_key(&abs[..k].to_vec()) {
            k -= 1;
        }
        let rel = by_module.get(&abs[..k].to_vec())?;
        let file = self.files.get(rel)?;
        let Some(name) = abs.get(k) else {
            return Some(rel.clone()); // The module itself.
        };
        if file.items.contains(name) || file.children.contains(name) {
            return Some(rel.clone());
        }
        if let Some(target) = file.reexports.get(name) {
            let target = absolute(file, target)?;
            let rest: Vec<String> = target
                .into_iter()
                .chain(abs[k + 1..].iter().cloned())
                .collect();
            return self.resolve(by_module, &rest, seen);
        }
        for glob in &file.globs {
            let Some(mut base) = absolute(file, glob) else {
                continue;
            };
            base.push(name.clone());
            base.extend(abs[k + 1..].iter().cloned());
            if let Some(found) = self.resolve(by_module, &base, seen)
                && &found != rel
            {
                return Some(found);
            }
        }
        // A name we cannot place (a macro's item, a variant): the module.
        Some(rel.clone())
    }

    /// The import circles: each strongly connected set of two or more
    /// files, sorted.
    pub fn circles(&self) -> Vec<Vec<String>> {
        let nodes: Vec<&String> = self.files.keys().collect();
        let index: BTreeMap<&String, usize> =
            nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
        let adj: Vec<Vec<usize>> = nodes
            .iter()
            .map(|n| {
                self.edges[*n]
                    .iter()
                    .filter_map(|t| index.get(t).copied())
                    .collect()
            })
            .collect();
        let mut out: Vec<Vec<String>> = tarjan(&adj)
            .into_iter()
            .filter(|c| c.len() > 1)
            .map(|c| {
                let mut names: Vec<String> = c.into_iter().map(|i| nodes[i].clone()).collect();
                names.sort();
                names
            })
            .collect();
        out.sort();
        out
    }

    /// True when the code of `rel` holds a path into another crate that
    /// starts with `path` (`["nimatron_core", "games"]`): written out
    /// (`nimatron_core::games::nim::X`) or inside a `use` group
    /// (`use nimatron_core::{Position, games::{nim}}`). Comments and strings
    /// are skipped; a renamed crate (`use nimatron_core as c`) is not
    /// followed. External crates are not in the graph, so an invariant
    /// such as "`play/` names no game module" is checked with this.
    pub fn names_external(&self, rel: &str, path: &[&str]) -> bool {
        let Some(file) = self.files.get(rel) else {
            return false;
        };
        let Some((first, rest)) = path.split_first() else {
            return false;
        };
        let tokens = text::tokens(&file.code);
        tokens
            .windows(2)
            .enumerate()
            .any(|(i, w)| w[0] == *first && w[1] == "::" && text::tree_names(&tokens, i + 2, rest))
    }

    /// True when the code of `rel` holds the path `path` anywhere
    /// (`["registry", "game"]` matches `registry::game` and
    /// `nimatron_core::registry::game`), comments and strings skipped.
    pub fn names_path(&self, rel: &str, path: &[&str]) -> bool {
        let Some(file) = self.files.get(rel) else {
            return false;
        };
        let mut wanted: Vec<&str> = Vec::new();
        for (i, part) in path.iter().enumerate() {
            if i > 0 {
                wanted.push("::");
            }
            wanted.push(part);
        }
        let tokens = text::tokens(&file.code);
        tokens.windows(wanted.len()).any(|w| w == wanted.as_slice())
    }

    /// The files that `rel` names.
    pub fn named_by(&self, rel: &str) -> BTreeSet<String> {
        self.edges.get(rel).cloned().unwrap_or_default()
    }

    /// The files under the folder `under` (`games/`) that name `target`
    /// (`registry.rs`): what an "X names no Y" invariant forbids.
    pub fn under_naming(&self, under: &str, target: &str) -> Vec<&String> {
        self.files
            .keys()
            .filter(|f| f.starts_with(under) && self.named_by(f).contains(target))
            .collect()
    }

    /// A readable account of the circles, one per paragraph, with one
    /// shortest loop through each.
    pub fn describe(&self, circles: &[Vec<String>]) -> String {
        circles
            .iter()
            .map(|c| {
                let members: BTreeSet<&String> = c.iter().collect();
                let loop_ = self.shortest_loop(&c[0], &members);
                format!(
                    "{} files: {}\n  e.g. {}",
                    c.len(),
                    c.join(", "),
                    loop_.join(" → ")
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn shortest_loop(&self, start: &String, within: &BTreeSet<&String>) -> Vec<String> {
        let mut prev: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        while let Some(at) = queue.pop_front() {
            for next in &self.edges[&at] {
                if !within.contains(next) {
                    continue;
                }
                if next == start {
                    let mut path = vec![start.clone()];
                    let mut cur = at.clone();
                    while &cur != start {
                        path.push(cur.clone());
                        cur = prev[&cur].clone();
                    }
                    path.push(start.clone());
                    let n = path.len();
                    path[1..n - 1].reverse();
                    return path;
                }
                if !prev.contains_key(next) {
                    prev.insert(next.clone(), at.clone());
                    queue.push_back(next.clone());
                }
            }
        }
        vec![start.clone()]
    }
}

/// A crate's `src/` from this crate's manifest directory.
pub fn src_of(krate: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(krate)
        .join("src")
}

/// The module path of a file relative to `src/`.
fn module_of(rel: &str) -> ModPath {
    let stem = rel.trim_end_matches(".rs");
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// `path` as seen from `file`, made absolute (from the crate root);
/// `None` for another crate's path (`std::…`, `yew::…`).
fn absolute(file: &File, path: &[String]) -> Option<Vec<String>> {
    let mut here = file.module.clone();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            here.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                here.pop()?;
                rest = &rest[1..];
            }
        }
        // A path through a child module (`rules::X` after `mod rules;`).
        Some(first) if file.children.contains(first) => {}
        Some(_) => return None,
        None => return None,
    }
    Some(here.into_iter().chain(rest.iter().cloned()).collect())
}

fn rust_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            out.extend(rust_files(&path)?);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    Ok(out)
}

/// Tarjan's strongly connected components.
fn tarjan(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        adj: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State<'_>, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in &s.adj[v] {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            s.out.push(component);
        }
    }
    let n = adj.len();
    let mut s = State {
        adj,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.out
}
