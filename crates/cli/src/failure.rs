//! Why a command stopped, already in the user's words; `main` prints it as
//! one line and exits with code 2.

use nimatron_core::{AnyGame, CoreError, Position, registry};
use nimatron_i18n::{Arg, Localizer, core_error, position_error};

use crate::lang::Messages;

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
pub fn number(loc: &Messages, text: &str) -> Result<u64, Failure> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| not_a_number(loc, text))
}

/// Parses every number of a list of words.
pub fn numbers(loc: &Messages, texts: &[String]) -> Result<Vec<u64>, Failure> {
    texts.iter().map(|t| number(loc, t)).collect()
}

/// “-4” is not a whole number … (a heap, a count; also clap's `-4`).
pub fn not_a_number(loc: &Localizer, text: &str) -> Failure {
    Failure::msg(loc, "error-not-a-number", &[("given", text.into())])
}

/// The game named by `text` (`nim`, `take:3`, `kayles`) from the registry.
/// Malformed parameters get the registry's example of that game to copy
/// (`take:0` → for example `take:3`), whatever the command.
pub fn game(loc: &Messages, text: &str) -> Result<Box<dyn AnyGame>, Failure> {
    registry::game(text).map_err(|e| {
        let line = core_error(loc, &e);
        match (&e, registry::entry(registry::name_of(text))) {
            // (Parameters left out, or given to a game that takes none,
            // already have their fix in the line.)
            (CoreError::BadGameParameter { .. }, Some(entry))
                if text.contains(':') && !entry.params.is_empty() =>
            {
                let hint = loc.tr_args("cli-game-example", &[("game", entry.example.0.into())]);
                Failure(format!("{line} {hint}"))
            }
            _ => Failure(line),
        }
    })
}

/// Parses the words of a position (`3 4 5`, `3,4,5`) in the one syntax of
/// [`Position`]. A word that is not a whole number is named on its own
/// (`“-4” is not a whole number …`), as the CLI always did.
pub fn position(loc: &Messages, words: &[String]) -> Result<Position, Failure> {
    Position::from_words(words).map_err(|e| {
        if let CoreError::BadPosition { .. } = e {
            let bad = words
                .iter()
                .flat_map(|w| w.split([',', '+']))
                .map(str::trim)
                .find(|t| !t.is_empty() && t.parse::<u64>().is_err());
            if let Some(bad) = bad {
                return not_a_number(loc, bad);
            }
        }
        Failure::core(loc, &e)
    })
}

/// A game's error about a position, with a position of that very game to
/// copy when the position's shape was wrong (`fibonacci 20 0`; for
/// `node-kayles:path:3` its own path, not the registry's Petersen graph).
pub fn about_position(loc: &Localizer, game: &dyn AnyGame, error: &CoreError) -> Failure {
    let line = position_error(loc, game.name(), error);
    let spec = game.spec();
    let example = registry::start_position(&spec);
    match (error, example) {
        // A position of the wrong shape (its syntax, the number of heaps,
        // a sum's number of components): one of that game to copy. A size
        // past a limit is not a shape error.
        (
            CoreError::BadPosition { .. }
            | CoreError::InComponent { .. }
            | CoreError::WrongHeapCount { .. }
            | CoreError::WrongPartCount { .. },
            Some(p),
        ) => {
            let hint = loc.tr_args(
                "cli-position-example",
                &[("game", spec.into()), ("position", p.to_string().into())],
            );
            Failure(format!("{line} {hint}"))
        }
        _ => Failure(line),
    }
}
