//! Why a command stopped, already in the user's words; `main` prints it as
//! one line and exits with code 2.

use nimatron_core::CoreError;
use nimatron_i18n::{Arg, Localizer, core_error};

/// A failed command: one localised line.
#[derive(Debug)]
pub struct Failure(pub String);

impl Failure {
    /// A core error in the user's language.
    pub fn core(loc: &Localizer, error: &CoreError) -> Self {
        Failure(core_error(loc, error))
    }

    /// A message id with arguments.
    pub fn msg(loc: &Localizer, id: &str, args: &[(&str, Arg)]) -> Self {
        Failure(loc.tr_args(id, args))
    }
}

/// Parses one whole number (a heap size, a count), with a localised error.
pub fn number(loc: &Localizer, text: &str) -> Result<u64, Failure> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| Failure::msg(loc, "error-not-a-number", &[("given", text.into())]))
}

/// Parses every number of a position.
pub fn numbers(loc: &Localizer, texts: &[String]) -> Result<Vec<u64>, Failure> {
    texts.iter().map(|t| number(loc, t)).collect()
}
