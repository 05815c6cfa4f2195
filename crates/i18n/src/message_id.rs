//! Where a message starts in a message file. Shared by `build.rs` (which
//! indexes every file's messages at build time) and the crate (tests and
//! tools that list the ids), so both read a file the same way.

/// The id of the message a line starts, if it starts one: at column 0,
/// `id =` (a term starts with `-`; a comment, attribute or variant with
/// `#`, `.`, `*` or `[`; a continuation line with a space).
pub fn message_id(line: &str) -> Option<&str> {
    // Bytes, not `str` searching or Unicode trimming: simple and small.
    let bytes = line.as_bytes();
    let eq = bytes.iter().position(|&b| b == b'=')?;
    let mut end = eq;
    while end > 0 && bytes[end - 1] == b' ' {
        end -= 1;
    }
    let id = &bytes[..end];
    let plain = id
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_');
    let starts_entry = !matches!(bytes.first(), Some(b' ' | b'#' | b'-' | b'.' | b'*' | b'['));
    (end > 0 && end < eq && starts_entry && plain).then(|| &line[..end])
}

/// The id that starts at byte `at` of `text` (an offset `build.rs` found
/// with [`message_id`]): its letters, digits, `-` and `_`.
pub fn id_at(text: &str, at: usize) -> &str {
    let rest = text.get(at..).unwrap_or("");
    let len = rest
        .bytes()
        .take_while(|&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        .count();
    &rest[..len]
}
