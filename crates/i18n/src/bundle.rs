//! One build's message files in one language, as one text: what the web
//! page fetches in place of words compiled into its WebAssembly (feature
//! `fetched`; `scripts/words-files.mjs` writes them, one per build of the
//! page and language, from the files `crates/app/src/modules/words.txt`
//! lists).
//!
//! The files follow one another, each after a line `# NAME.ftl` that
//! names it. The files are written without their comments (a `#` at
//! column 0 is always a Fluent comment), so such a line can only be a
//! file's name, and the whole stays a valid Fluent text.

/// The files of `bundle`, each as (file name, text), in order. Text
/// before the first name line belongs to no file and is dropped.
pub fn files(bundle: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    // The file being read: its name, and where its text starts.
    let mut current: Option<(&str, usize)> = None;
    let mut at = 0;
    for line in bundle.split_inclusive('\n') {
        if let Some(name) = line.strip_prefix("# ") {
            if let Some((file, from)) = current {
                out.push((file, &bundle[from..at]));
            }
            current = Some((name.trim_end(), at + line.len()));
        }
        at += line.len();
    }
    if let Some((file, from)) = current {
        out.push((file, &bundle[from..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::files;

    #[test]
    fn each_file_follows_its_name_line() {
        let bundle = "# a.ftl\nx = 1\ny =\n    two\n# b.ftl\nz = 3\n";
        assert_eq!(
            files(bundle),
            [("a.ftl", "x = 1\ny =\n    two\n"), ("b.ftl", "z = 3\n")]
        );
    }

    #[test]
    fn an_empty_file_a_last_line_without_newline_and_stray_text() {
        assert_eq!(files(""), []);
        assert_eq!(
            files("stray = 1\n# a.ftl\n# b.ftl\nz = 3"),
            [("a.ftl", ""), ("b.ftl", "z = 3")]
        );
        assert_eq!(files("# a.ftl"), [("a.ftl", "")]);
        // A hash inside a line is text.
        assert_eq!(files("# a.ftl\nx = C# 1\n"), [("a.ftl", "x = C# 1\n")]);
    }
}
