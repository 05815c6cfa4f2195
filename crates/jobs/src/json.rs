//! The page's own small JSON: the text a job request and a question cross
//! to the worker as ([`super::protocol`]) and a stored game is kept as
//! (the app's `play::storage`). Both sides of the worker and the storage
//! read and write through this one module.
//!
//! Why not serde_json: it was some 25 KB of the page's module for a few
//! short texts. This reads and writes only what those texts hold (objects,
//! arrays, strings, whole numbers ≥ 0, true/false/null), and writes them
//! exactly as serde_json wrote them from the core's serde derives, so game
//! state stored by earlier builds reads back (the native tests compare the
//! two on every shape). Numbers are u64 read digit by digit: a heap of
//! 2^64 − 1 round-trips exactly, where a JavaScript number would not.

use nimatron_core::Position;

/// Deepest nesting read (stored text is untrusted: no deep recursion).
const MAX_DEPTH: usize = 16;

/// A JSON value, as far as the page's texts need one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number from 0 to 2^64 − 1 (no sign, fraction or exponent).
    Num(u64),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object, its members in order.
    Obj(Vec<(String, Json)>),
}

impl Json {
    /// The value of `text` (whitespace around it allowed), or `None` for
    /// anything else, including numbers this type does not hold.
    pub fn parse(text: &str) -> Option<Json> {
        let mut reader = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = reader.value(0)?;
        reader.space();
        (reader.at == reader.bytes.len()).then_some(value)
    }

    /// The value as JSON text, with no whitespace (as serde_json writes).
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(n) => out.push_str(&n.to_string()),
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Obj(members) => {
                out.push('{');
                for (i, (key, value)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(key, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }

    /// An object of the given members.
    pub fn obj<const N: usize>(members: [(&str, Json); N]) -> Json {
        Json::Obj(
            members
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }

    /// `{tag: value}`: an enum variant with data, as serde writes it.
    pub fn tagged(tag: &str, value: Json) -> Json {
        Json::obj([(tag, value)])
    }

    /// A string value.
    pub fn str(s: &str) -> Json {
        Json::Str(s.to_string())
    }

    /// An array of numbers.
    pub fn nums(numbers: &[u64]) -> Json {
        Json::Arr(numbers.iter().map(|&n| Json::Num(n)).collect())
    }

    /// The member `key` of an object (the first, if repeated).
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The one member of `{tag: value}`.
    pub fn as_tagged(&self) -> Option<(&str, &Json)> {
        match self {
            Json::Obj(members) if members.len() == 1 => {
                members.first().map(|(k, v)| (k.as_str(), v))
            }
            _ => None,
        }
    }

    /// The number, if this is one.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Num(n) => Some(*n),
            _ => None,
        }
    }

    /// The boolean, if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The items, if this is an array.
    pub fn as_arr(&self) -> Option<&[Json]> {
        match self {
            Json::Arr(items) => Some(items),
            _ => None,
        }
    }

    /// An array of numbers.
    pub fn as_nums(&self) -> Option<Vec<u64>> {
        self.as_arr()?.iter().map(Json::as_u64).collect()
    }

    /// An array of exactly `N` numbers.
    pub fn as_num_array<const N: usize>(&self) -> Option<[u64; N]> {
        self.as_nums()?.try_into().ok()
    }
}

/// A position as the core's serde form has it: one part as a list of
/// numbers, a sum as a list of lists.
pub fn position(p: &Position) -> Json {
    match p.parts() {
        [one] => Json::nums(one),
        parts => Json::Arr(parts.iter().map(|part| Json::nums(part)).collect()),
    }
}

/// A position read back from [`position`]'s form.
pub fn to_position(value: &Json) -> Option<Position> {
    // A list of numbers (or an empty list) is one part, as serde's
    // untagged reading tries first; else every item is a part.
    if let Some(numbers) = value.as_nums() {
        return Some(Position::new(numbers));
    }
    let parts = value
        .as_arr()?
        .iter()
        .map(Json::as_nums)
        .collect::<Option<_>>()?;
    Some(Position::from_parts(parts))
}

/// `s` as a JSON string, escaped as serde_json escapes it: `"` and `\`,
/// the short forms of control characters, `\u00XX` for the others.
fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let n = c as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[n >> 4]));
                out.push(char::from(HEX[n & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reads JSON from `bytes` (valid UTF-8: it came from a `&str`).
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.space();
        let here = self.peek() == Some(b);
        if here {
            self.at += 1;
        }
        here
    }

    fn word(&mut self, word: &str, value: Json) -> Option<Json> {
        let end = self.at.checked_add(word.len())?;
        (self.bytes.get(self.at..end)? == word.as_bytes()).then(|| {
            self.at = end;
            value
        })
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.space();
        match self.peek()? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.string().map(Json::Str),
            b'0'..=b'9' => self.number().map(Json::Num),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Json::Arr(items))
            }
            b'{' => {
                self.at += 1;
                let mut members = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        let key = self.string()?;
                        self.eat(b':').then_some(())?;
                        members.push((key, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Json::Obj(members))
            }
            // A sign, a fraction or anything else: nothing the page writes.
            _ => None,
        }
    }

    /// Digits, no leading zero (JSON's rule), at most u64::MAX; a fraction
    /// or exponent after them is refused by the caller's next read.
    fn number(&mut self) -> Option<u64> {
        let start = self.at;
        let mut n: u64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
            self.at += 1;
        }
        let leading_zero = self.bytes[start] == b'0' && self.at - start > 1;
        (!leading_zero).then_some(n)
    }

    /// A string after its opening quote's position, escapes decoded.
    fn string(&mut self) -> Option<String> {
        (self.next()? == b'"').then_some(())?;
        let mut out = String::new();
        loop {
            // Copy the run up to the next quote or backslash whole (it is
            // valid UTF-8: both are ASCII, never inside a character).
            let start = self.at;
            while !matches!(self.peek()?, b'"' | b'\\') {
                if self.peek()? < 0x20 {
                    return None;
                }
                self.at += 1;
            }
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).ok()?);
            if self.next()? == b'"' {
                return Some(out);
            }
            let c = match self.next()? {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => self.escaped_char()?,
                _ => return None,
            };
            out.push(c);
        }
    }

    /// The character of `\uXXXX` (after the `u`), a surrogate pair joined.
    fn escaped_char(&mut self) -> Option<char> {
        let high = self.hex4()?;
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high);
        }
        (self.next()? == b'\\' && self.next()? == b'u').then_some(())?;
        let low = self.hex4()?;
        (0xDC00..0xE000).contains(&low).then_some(())?;
        char::from_u32(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    fn hex4(&mut self) -> Option<u32> {
        let mut n = 0;
        for _ in 0..4 {
            n = n * 16 + char::from(self.next()?).to_digit(16)?;
        }
        Some(n)
    }
}
