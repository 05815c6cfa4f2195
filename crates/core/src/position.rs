//! A position of any game as the faces see it, and its one text syntax.
//!
//! Why one type for every game: the CLI's arguments, the app's `position=`,
//! a widget's `data-position` and stored state all carry the same text, so
//! one parser (with one set of rules and limits) serves them all. Each game
//! then reads the numbers its own way ([`crate::Ruleset::decode`]): heaps,
//! rows of pins, a heap and the last take, a board's rows.
//!
//! The syntax: numbers in decimal separated by commas (`3,4,5`); a sum of
//! components of different games separates the components with `+`
//! (`3,4+5+7`). Spaces around numbers are allowed; signs, fractions and
//! numbers past `u64::MAX` are refused. An empty position (`""`) is allowed,
//! and so is an empty component of a sum (`3++7`: Kayles with no pins left
//! between two heaps, as a game played to there prints it): the game
//! decides whether it means anything.
//!
//! ```
//! use nimatron_core::Position;
//! let p: Position = "3, 4,5".parse().unwrap();
//! assert_eq!(p.numbers(), &[3, 4, 5]);
//! assert_eq!(p.to_string(), "3,4,5");
//! let s: Position = "3,4+5+7".parse().unwrap();
//! assert_eq!(s.parts().len(), 3);
//! assert!("3,-4".parse::<Position>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use crate::CoreError;
use crate::limits::{Limit, MAX_HEAPS, MAX_POSITION_TEXT};

/// A position: one list of numbers, or one list per component of a sum.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    // Invariant: at least one part; at most MAX_HEAPS numbers in all.
    parts: Vec<Vec<u64>>,
}

impl Default for Position {
    fn default() -> Self {
        Position::new(Vec::new())
    }
}

impl Position {
    /// A position of one part (every game but a sum).
    pub fn new(numbers: Vec<u64>) -> Self {
        Position {
            parts: vec![numbers],
        }
    }

    /// A position of several parts (a sum's components, in order). An
    /// empty list is one empty part.
    pub fn from_parts(parts: Vec<Vec<u64>>) -> Self {
        if parts.is_empty() {
            return Position::default();
        }
        Position { parts }
    }

    /// The numbers of the first part (the whole position of a game that is
    /// not a sum).
    pub fn numbers(&self) -> &[u64] {
        self.parts.first().map_or(&[], Vec::as_slice)
    }

    /// Every part, in order.
    pub fn parts(&self) -> &[Vec<u64>] {
        &self.parts
    }

    /// How many numbers in all.
    pub fn len(&self) -> usize {
        self.parts.iter().map(Vec::len).sum()
    }

    /// True when there is no number at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Parses the words of a command line (`3 4 5`, `3,4,5`, `3,4 + 5`):
    /// the words are joined by commas, with `+` kept as the separator of
    /// components; empty words are skipped.
    pub fn from_words<S: AsRef<str>>(words: &[S]) -> Result<Self, CoreError> {
        let mut text = String::new();
        for w in words {
            let w = w.as_ref().trim();
            // An empty word adds nothing (`3 ""` is `3`, as `"" 3` was).
            if w.is_empty() {
                continue;
            }
            let joins = !text.is_empty() && !text.ends_with('+') && !w.starts_with('+');
            if joins {
                text.push(',');
            }
            text.push_str(w);
        }
        text.parse()
    }
}

impl FromStr for Position {
    type Err = CoreError;

    fn from_str(text: &str) -> Result<Self, CoreError> {
        let bad = || CoreError::BadPosition {
            given: shorten(text),
        };
        if text.len() > MAX_POSITION_TEXT {
            return Err(CoreError::TooLarge {
                limit: Limit::PositionText,
                max: MAX_POSITION_TEXT as u128,
                asked: text.len() as u128,
            });
        }
        let mut parts = Vec::new();
        let mut count = 0usize;
        for part in text.split('+') {
            let part = part.trim();
            // An empty component stays empty: what a sum prints when one of
            // its games has nothing left (`3++7`) must read back.
            let mut numbers = Vec::new();
            if !part.is_empty() {
                for word in part.split(',') {
                    let word = word.trim();
                    // Rule: plain decimal digits only, no sign, at most u64.
                    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
                        return Err(bad());
                    }
                    numbers.push(word.parse::<u64>().map_err(|_| bad())?);
                    count += 1;
                    if count > MAX_HEAPS {
                        return Err(CoreError::TooLarge {
                            limit: Limit::Heaps,
                            max: MAX_HEAPS as u128,
                            asked: count as u128,
                        });
                    }
                }
            }
            parts.push(numbers);
        }
        Ok(Position::from_parts(parts))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            for (j, n) in part.iter().enumerate() {
                if j > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{n}")?;
            }
        }
        Ok(())
    }
}

/// At most 40 characters of `text` for an error message.
pub(crate) fn shorten(text: &str) -> String {
    const KEEP: usize = 40;
    if text.chars().count() <= KEEP {
        return text.to_string();
    }
    let mut s: String = text.chars().take(KEEP).collect();
    s.push('…');
    s
}

#[cfg(feature = "serde")]
mod serde_impl {
    //! JSON: a one-part position is a list of numbers (as the CLI's JSON
    //! always had), a sum a list of lists.
    use super::Position;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Json {
        One(Vec<u64>),
        Sum(Vec<Vec<u64>>),
    }

    impl Serialize for Position {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self.parts() {
                [one] => one.serialize(s),
                parts => parts.serialize(s),
            }
        }
    }

    impl<'de> Deserialize<'de> for Position {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            Ok(match Json::deserialize(d)? {
                Json::One(v) => Position::new(v),
                Json::Sum(parts) => Position::from_parts(parts),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syntax() {
        let ok = |t: &str| t.parse::<Position>().map(|p| p.to_string());
        assert_eq!(ok("3,4,5").as_deref(), Ok("3,4,5"));
        assert_eq!(ok(" 3 , 4 ").as_deref(), Ok("3,4"));
        assert_eq!(ok("").as_deref(), Ok(""));
        assert_eq!(ok("1+2,3").as_deref(), Ok("1+2,3"));
        // A sum's empty component (a game played out) prints and reads back.
        assert_eq!(ok("0,0++2,1").as_deref(), Ok("0,0++2,1"));
        assert_eq!(ok(" + 3").as_deref(), Ok("+3"));
        assert_eq!(ok("3+").map(|_| ()), Ok(()));
        assert_eq!(
            ok("18446744073709551615").as_deref(),
            Ok("18446744073709551615")
        );
        for bad in ["3,", "a", "-1", "1.5", "18446744073709551616", "3,,4", "٣"] {
            assert!(bad.parse::<Position>().is_err(), "{bad}");
        }
    }

    #[test]
    fn words() {
        let p = Position::from_words(&["3", "4", "5"]).unwrap();
        assert_eq!(p.numbers(), &[3, 4, 5]);
        let p = Position::from_words(&["3,4", "+", "5"]).unwrap();
        assert_eq!(p.to_string(), "3,4+5");
        // Empty words add nothing, wherever they are.
        for words in [&["3", ""][..], &["", "3"], &["", "3", " ", ""]] {
            assert_eq!(
                Position::from_words(words).unwrap().numbers(),
                &[3],
                "{words:?}"
            );
        }
        assert!(Position::from_words(&[""]).unwrap().is_empty());
    }

    #[test]
    fn limits() {
        let many = vec!["1"; MAX_HEAPS + 1].join(",");
        assert!(matches!(
            many.parse::<Position>(),
            Err(CoreError::TooLarge {
                limit: Limit::Heaps,
                ..
            })
        ));
        let long = "1".repeat(MAX_POSITION_TEXT + 1);
        assert!(matches!(
            long.parse::<Position>(),
            Err(CoreError::TooLarge {
                limit: Limit::PositionText,
                ..
            })
        ));
    }
}
