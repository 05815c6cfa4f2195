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

/// Numbers separated by single spaces.
pub fn spaced(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
