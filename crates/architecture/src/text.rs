//! Reading Rust source as tokens, enough to find module paths: comments
//! and literals out, `use` trees expanded, declarations listed.

use std::collections::{BTreeMap, BTreeSet};

/// The code without comments, string, byte-string and char literals
/// (each replaced by a space, so tokens stay apart).
pub fn strip(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '/' if c.get(i + 1) == Some(&'/') => {
                while i < c.len() && c[i] != '\n' {
                    i += 1;
                }
            }
            '/' if c.get(i + 1) == Some(&'*') => {
                let mut depth = 0;
                while i < c.len() {
                    if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                out.push(' ');
            }
            // Raw strings: r"…", r#"…"#, br#"…"#.
            'r' | 'b' if raw_start(&c, i).is_some() => {
                let (hashes, body) = raw_start(&c, i).unwrap_or((0, i));
                i = body;
                loop {
                    if i >= c.len() {
                        break;
                    }
                    if c[i] == '"' && (1..=hashes).all(|h| c.get(i + h) == Some(&'#')) {
                        i += 1 + hashes;
                        break;
                    }
                    i += 1;
                }
                out.push(' ');
            }
            '"' => {
                i += 1;
                while i < c.len() && c[i] != '"' {
                    if c[i] == '\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                out.push(' ');
            }
            // A char literal ('x', '\n', '\u{1F600}'), not a lifetime ('a).
            '\'' if c.get(i + 1) == Some(&'\\') || c.get(i + 2) == Some(&'\'') => {
                i += 1;
                if c.get(i) == Some(&'\\') {
                    i += 1;
                }
                i += 1;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(' ');
            }
            ch => {
                out.push(ch);
                i += 1;
            }
        }
    }
    out
}

/// Where a raw string starting at `i` has its body: (number of `#`,
/// index after the opening quote).
fn raw_start(c: &[char], i: usize) -> Option<(usize, usize)> {
    if i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if c[j] == 'b' {
        j += 1;
    }
    if c.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while c.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (c.get(j) == Some(&'"')).then_some((hashes, j + 1))
}

/// The tokens: identifiers, `::`, and single characters.
pub fn tokens(code: &str) -> Vec<String> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            // r#ident
            if word == "r" && c.get(i) == Some(&'#') {
                i += 1;
                continue;
            }
            out.push(word);
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else if ch.is_whitespace() {
            i += 1;
        } else {
            out.push(ch.to_string());
            i += 1;
        }
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// A file's child modules, defined items, `use` names (name → path) and
/// `use …::*` globs.
#[allow(clippy::type_complexity)]
pub fn declarations(
    code: &str,
) -> (
    BTreeSet<String>,
    BTreeSet<String>,
    BTreeMap<String, Vec<String>>,
    Vec<Vec<String>>,
) {
    let t = tokens(code);
    let (mut children, mut items) = (BTreeSet::new(), BTreeSet::new());
    let (mut uses, mut globs) = (BTreeMap::new(), Vec::new());
    let mut i = 0;
    while i < t.len() {
        match t[i].as_str() {
            "mod" if t.get(i + 1).is_some_and(|n| is_ident(n)) => {
                children.insert(t[i + 1].clone());
            }
            "fn" | "struct" | "enum" | "trait" | "type" | "static" | "union"
                if t.get(i + 1).is_some_and(|n| is_ident(n)) =>
            {
                items.insert(t[i + 1].clone());
            }
            "const"
                if t.get(i + 1)
                    .is_some_and(|n| is_ident(n) && n != "fn" && n != "unsafe") =>
            {
                items.insert(t[i + 1].clone());
            }
            "macro_rules" if t.get(i + 1).is_some_and(|n| n == "!") => {
                if let Some(n) = t.get(i + 2) {
                    items.insert(n.clone());
                }
            }
            "use" => {
                let (end, tree) = use_statement(&t, i);
                for (path, alias) in tree {
                    if path.last().is_some_and(|l| l == "*") {
                        globs.push(path[..path.len() - 1].to_vec());
                    } else if let Some(name) = alias.or_else(|| path.last().cloned()) {
                        uses.insert(name, path);
                    }
                }
                i = end;
            }
            _ => {}
        }
        i += 1;
    }
    (children, items, uses, globs)
}

/// A path of a `use` tree, with its `as` alias.
type UsePath = (Vec<String>, Option<String>);

/// The `use` statement whose keyword is token `i`: the index of its `;`
/// (or the end) and its expanded paths.
fn use_statement(t: &[String], i: usize) -> (usize, Vec<UsePath>) {
    let end = t[i..]
        .iter()
        .position(|x| x == ";")
        .map_or(t.len(), |p| i + p);
    (end, use_tree(&t[i + 1..end]))
}

/// Expands a `use` tree's tokens (after `use`, before `;`) into paths,
/// each with its `as` alias.
fn use_tree(t: &[String]) -> Vec<(Vec<String>, Option<String>)> {
    let mut out = Vec::new();
    let mut i = 0;
    expand(t, &mut i, &[], &mut out);
    out
}

fn expand(
    t: &[String],
    i: &mut usize,
    prefix: &[String],
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    let mut path = prefix.to_vec();
    while *i < t.len() {
        match t[*i].as_str() {
            "::" => *i += 1,
            "{" => {
                *i += 1;
                loop {
                    expand(t, i, &path, out);
                    match t.get(*i).map(String::as_str) {
                        Some(",") => *i += 1,
                        Some("}") => {
                            *i += 1;
                            return;
                        }
                        _ => return,
                    }
                    if t.get(*i).is_some_and(|x| x == "}") {
                        *i += 1;
                        return;
                    }
                }
            }
            "," | "}" => break,
            "as" => {
                let alias = t.get(*i + 1).cloned();
                *i += 2;
                out.push((path.clone(), alias.filter(|a| a != "_")));
                return;
            }
            // `{self, …}`: the prefix module itself.
            "self" if path.len() > prefix.len() || !prefix.is_empty() => {
                *i += 1;
                if path.len() == prefix.len() {
                    continue;
                }
                path.push("self".into());
            }
            word => {
                path.push(word.to_string());
                *i += 1;
            }
        }
    }
    // `a::b` alone, or `{self}` (the prefix itself).
    if !path.is_empty() {
        out.push((path, None));
    }
}

/// Every module path in the code: the paths of its `use` trees, and the
/// paths in its body that start with `crate`, `super`, `self`, one of
/// its `children` or a name it imports (`games::nim::X` after `use
/// crate::games;`). Paths inside an inline `mod name { … }` are given from
/// the file's module (`super::` there is the file itself, so it resolves
/// to the file and is no edge).
pub fn paths(
    code: &str,
    children: &BTreeSet<String>,
    uses: &BTreeMap<String, Vec<String>>,
) -> Vec<Vec<String>> {
    let t = tokens(code);
    let mut out = Vec::new();
    // Brace depths at which inline modules opened.
    let mut inline: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < t.len() {
        match t[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if inline.last() == Some(&depth) {
                    inline.pop();
                }
            }
            "mod"
                if t.get(i + 1).is_some_and(|n| is_ident(n))
                    && t.get(i + 2).is_some_and(|b| b == "{") =>
            {
                inline.push(depth);
                i += 2;
                continue;
            }
            "use" => {
                let (end, tree) = use_statement(&t, i);
                for (path, _) in tree {
                    let path: Vec<String> = path.into_iter().filter(|s| s != "*").collect();
                    out.push(lift(path, inline.len()));
                }
                i = end + 1;
                continue;
            }
            w if (w == "crate"
                || w == "super"
                || w == "self"
                || children.contains(w)
                || uses.contains_key(w))
                && t.get(i + 1).is_some_and(|x| x == "::")
                && (i == 0 || t[i - 1] != "::") =>
            {
                // A name brought in by `use` stands for its path.
                let mut path = match uses.get(w) {
                    Some(full) if !children.contains(w) => full.clone(),
                    _ => vec![w.to_string()],
                };
                let mut j = i + 1;
                while t.get(j).is_some_and(|x| x == "::")
                    && t.get(j + 1).is_some_and(|n| is_ident(n))
                {
                    path.push(t[j + 1].clone());
                    j += 2;
                }
                out.push(lift(path, inline.len()));
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// A path written inside `levels` inline modules, seen from the file:
/// each leading `super` climbs one inline module first.
fn lift(mut path: Vec<String>, levels: usize) -> Vec<String> {
    let mut levels = levels;
    while levels > 0 && path.first().is_some_and(|s| s == "super") {
        path.remove(0);
        path.insert(0, "self".into());
        if path.get(1).is_some_and(|s| s == "super") {
            path.remove(0);
        }
        levels -= 1;
    }
    path
}

/// True when the use tree or path that starts at `tokens[at]` (just after
/// a `::`) goes through `rest`: `games::nim`, `games`, or a group
/// `{Position, games::{nim}}` one of whose members does.
pub fn tree_names(tokens: &[String], at: usize, rest: &[&str]) -> bool {
    let Some((first, more)) = rest.split_first() else {
        return true;
    };
    match tokens.get(at).map(String::as_str) {
        Some("{") => {
            let mut j = at + 1;
            while let Some(t) = tokens.get(j) {
                if t == "}" {
                    return false;
                }
                if tree_names(tokens, j, rest) {
                    return true;
                }
                // On to the next member: past this one's depth-0 comma.
                let mut depth = 0usize;
                while let Some(t) = tokens.get(j) {
                    match t.as_str() {
                        "{" => depth += 1,
                        "}" if depth == 0 => break,
                        "}" => depth -= 1,
                        "," if depth == 0 => {
                            j += 1;
                            break;
                        }
                        _ => {}
                    }
                    j += 1;
                }
            }
            false
        }
        Some(t) if t == *first => {
            more.is_empty()
                || (tokens.get(at + 1).is_some_and(|t| t == "::")
                    && tree_names(tokens, at + 2, more))
        }
        _ => false,
    }
}
