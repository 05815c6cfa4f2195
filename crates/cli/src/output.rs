//! Writing results: one error type for "the command failed" and "stdout
//! went away", so `nimatron ... --dump | head` ends quietly instead of
//! panicking on a closed pipe.

use std::io::{self, Write};

use serde::Serialize;

use crate::failure::Failure;

/// A command's failure: a localised message, or an output error.
#[derive(Debug)]
pub enum CliError {
    /// Bad arguments or a limit: printed as one line, exit code 2.
    Failure(Failure),
    /// Writing to stdout failed (a closed pipe ends quietly).
    Io(io::Error),
}

impl From<Failure> for CliError {
    fn from(f: Failure) -> Self {
        CliError::Failure(f)
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        CliError::Io(e)
    }
}

/// Writes `value` as one line of JSON.
pub fn json<T: Serialize + ?Sized>(out: &mut dyn Write, value: &T) -> Result<(), CliError> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

/// Writes `values` separated by single spaces, and a newline: formatted by
/// hand into one buffer, because millions of values (a long Grundy
/// sequence) would otherwise spend more time in `write!` than in the
/// engine.
pub fn write_spaced<V: Copy + Into<u32>>(
    out: &mut dyn Write,
    values: &[V],
) -> Result<(), CliError> {
    const FLUSH_AT: usize = 1 << 16;
    let mut buf: Vec<u8> = Vec::with_capacity(FLUSH_AT + 16);
    let mut digits = [0u8; 10];
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            buf.push(b' ');
        }
        let mut v: u32 = v.into();
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        buf.extend_from_slice(&digits[start..]);
        if buf.len() >= FLUSH_AT {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    buf.push(b'\n');
    out.write_all(&buf)?;
    Ok(())
}

/// Numbers separated by single spaces.
pub fn spaced(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
