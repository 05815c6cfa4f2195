//! Naming a game in text: `nim`, `take:K`, `subtraction:S1,S2,...`,
//! `wythoff`, `min-nim:R1,R2,R3`. The CLI and the app's URLs share this
//! syntax, so a position can be copied from one to the other.

use std::fmt;
use std::str::FromStr;

use crate::CoreError;
use crate::games::min_nim::MinNimRule;
use crate::games::subtraction::SubtractionSet;

/// A game of the family, with its parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameSpec {
    /// Nim: take any number of stones from one heap.
    Nim,
    /// Take 1..=k stones from one heap, on any number of heaps (the blog's
    /// simplified Nim when there is one heap). Invariant: `k >= 1`.
    Take {
        /// The most stones one move may take.
        k: u64,
    },
    /// A subtraction game on any number of heaps: take `s` stones from one
    /// heap, `s` in the set.
    Subtraction(SubtractionSet),
    /// Wythoff: take from one heap, or the same number from both.
    Wythoff,
    /// Min Nim (three heaps, remove `r1`, `r2` or `r3` from any heap).
    MinNim(MinNimRule),
}

impl FromStr for GameSpec {
    type Err = CoreError;

    fn from_str(text: &str) -> Result<Self, CoreError> {
        let text = text.trim();
        let (name, params) = match text.split_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (text, None),
        };
        let bad = || CoreError::UnknownGame {
            given: text.to_string(),
        };
        match (name.to_ascii_lowercase().as_str(), params) {
            ("nim", None) => Ok(GameSpec::Nim),
            ("wythoff", None) => Ok(GameSpec::Wythoff),
            ("take", Some(k)) => match parse_number(k, text)? {
                0 => Err(CoreError::BadGameParameter {
                    given: text.to_string(),
                }),
                k => Ok(GameSpec::Take { k }),
            },
            ("subtraction", Some(list)) => Ok(GameSpec::Subtraction(SubtractionSet::new(
                parse_list(list, text)?,
            )?)),
            ("min-nim", Some(list)) => {
                Ok(GameSpec::MinNim(MinNimRule::new(&parse_list(list, text)?)?))
            }
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for GameSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameSpec::Nim => f.write_str("nim"),
            GameSpec::Wythoff => f.write_str("wythoff"),
            GameSpec::Take { k } => write!(f, "take:{k}"),
            GameSpec::Subtraction(set) => write!(f, "subtraction:{}", join(set.moves())),
            GameSpec::MinNim(rule) => write!(f, "min-nim:{}", join(&rule.removals())),
        }
    }
}

fn join(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_number(text: &str, whole: &str) -> Result<u64, CoreError> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| CoreError::BadGameParameter {
            given: whole.to_string(),
        })
}

fn parse_list(text: &str, whole: &str) -> Result<Vec<u64>, CoreError> {
    text.split(',').map(|t| parse_number(t, whole)).collect()
}
