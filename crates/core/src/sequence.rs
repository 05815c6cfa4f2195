//! The Grundy sequence of a one-heap game, `G(0..=N)`, and its report: the
//! largest value, the rare values (take-and-break games) and the period.
//!
//! Why a module: the CLI (`nimatron sequence`) and the app's sequence screen
//! show the same figures, and the app already holds the values (its worker
//! ran the [`crate::job`]), so [`report`] reads a values slice in O(n) and
//! never recomputes them. [`values`] runs the same job to the end (the
//! CLI's way).
//!
//! Conventions of the report:
//! * **Largest value**: the first heap `n` where it falls.
//! * **Rare values** (take-and-break games only): the classification of
//!   [`crate::games::take_break::mask`] with the fewest rare positions over
//!   `0..=N`, heap 0 included (as in Flammenkamp's published tables): a heap
//!   is rare when `popcount(G(n) & mask)` is even (flipped by the heap's
//!   parity when `by_position`). Published figures for Grundy's game below
//!   2^20 (`N = 1048575`): the largest value is G(763622) = 231; under the
//!   mask `0xfe` there are 1,274 rare values, the last at 82,860.
//! * **Period**: for octal games, proven by the octal periodicity theorem
//!   on `G(0..=N)` (see [`crate::games::take_break::period`]); for
//!   subtraction games, their exact periodicity (each value depends on the
//!   last `max(S)` values, so the sequence is eventually periodic and the
//!   period is found by cycle detection, whatever `N`); `take:K` is
//!   `n mod (K + 1)`. Otherwise (Grundy's game, Nim, an octal game whose
//!   values up to `N` prove no period): "no period up to N".
//!
//! ```
//! use nimatron_core::sequence::{report, values, PeriodProof, SequencePeriod};
//! let v = values("kayles", 200).unwrap();
//! let r = report("kayles", &v).unwrap();
//! let proof = PeriodProof::OctalTheorem;
//! assert_eq!(r.period, SequencePeriod::Proven { preperiod: 71, period: 12, proof });
//! // Kayles: the largest value up to 200 is G(27) = 8.
//! assert_eq!((r.max_value, r.max_first_at), (8, 27));
//! ```

use crate::games::subtraction::{Periodicity, periodicity};
use crate::games::take_break::RareValueBuilder;
use crate::games::take_break::period::octal_period_of;
use crate::games::take_break::stats::{Stats, rare_under};
use crate::job::{self, JobRequest};
use crate::limits::{Limit, MAX_PERIOD_SEARCH, MAX_TAKE_BREAK_VALUE};
use crate::{AnyGame, CoreError, registry};

pub use crate::one_heap::OneHeap;

/// How a period was proven.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum PeriodProof {
    /// The octal periodicity theorem on the computed values.
    OctalTheorem,
    /// A subtraction game: each value depends on the last `max(S)`.
    Subtraction,
    /// `take:K`: `G(n) = n mod (K + 1)`.
    Formula,
}

/// The period of a sequence, or that none is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case", tag = "kind"))]
pub enum SequencePeriod {
    /// `G(n + period) = G(n)` for every `n >= preperiod` (the least period,
    /// with its least pre-period).
    Proven {
        /// Where the period starts.
        preperiod: u64,
        /// The period.
        period: u64,
        /// How it is known.
        proof: PeriodProof,
    },
    /// No period is proven by `G(0..=upto)` (or none exists: Nim).
    NotFound {
        /// The last heap examined.
        upto: u64,
    },
}

/// The rare values of a take-and-break sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RareValues {
    /// The value bits whose parity is taken (`0xfe` for Grundy's game).
    pub mask: u16,
    /// Whether the heap's parity flips the class.
    pub by_position: bool,
    /// The parity of the stones every split removes (used when
    /// `by_position`).
    pub position_bit: u8,
    /// How many heaps `0..=upto` are rare.
    pub count: u64,
    /// The last rare heap, if any.
    pub last: Option<u64>,
}

impl RareValues {
    /// Whether heap `n` of value `value` is rare under this classification
    /// (what the app's plot marks).
    pub fn is_rare(&self, value: u32, n: u64) -> bool {
        let class = crate::games::take_break::mask::Classification {
            mask: self.mask,
            by_position: self.by_position,
            position_bit: self.position_bit,
        };
        u16::try_from(value).is_ok_and(|v| class.is_rare(v, n))
    }
}

/// The figures of `G(0..=upto)`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SequenceReport {
    /// The game, as the registry writes it (`grundy`, `octal:0.137`).
    pub game: String,
    /// The last heap.
    pub upto: u64,
    /// The largest value.
    pub max_value: u32,
    /// The first heap with the largest value.
    pub max_first_at: u64,
    /// The rare values (take-and-break games; `None` for the others).
    pub rare: Option<RareValues>,
    /// The period.
    pub period: SequencePeriod,
}

/// The one-heap rule of the game named by `game`.
///
/// Errors: an unknown game or bad parameter; [`CoreError::NoSequence`] for
/// a game not played on one heap.
pub fn one_heap(game: &str) -> Result<OneHeap, CoreError> {
    one_heap_of(&*registry::game(game)?)
}

/// The one-heap rule of `game`, already made (a face that makes only some
/// games makes it its own way: the page's small modules).
///
/// Errors: [`CoreError::NoSequence`] for a game not played on one heap.
pub fn one_heap_of(game: &dyn AnyGame) -> Result<OneHeap, CoreError> {
    game.one_heap()
        .ok_or_else(|| CoreError::NoSequence { game: game.spec() })
}

/// `G(0..=upto)` of `game`, by the sequence job run to the end (the
/// rare-value engine for take-and-break games).
///
/// Errors: those of [`one_heap`]; `upto` past the game's limit
/// ([`CoreError::TooLarge`]).
pub fn values(game: &str, upto: u64) -> Result<Vec<u32>, CoreError> {
    job::run(&JobRequest::Sequence {
        game: game.to_string(),
        upto,
    })
}

/// `G(0..=upto)` as the engine keeps them: 2 bytes a value for the
/// take-and-break games (the rare-value engine's own store, handed over,
/// never copied), 4 for the others (whose values can pass `u16::MAX`: Nim).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// A take-and-break game's values.
    Narrow(Vec<u16>),
    /// Any other one-heap game's values, as the sequence job gives them.
    Wide(Vec<u32>),
}

/// `G(0..=upto)` of `game` in the least memory (the CLI's way: a sequence
/// of 2^22 values takes 8 MB, not 8 + 16).
///
/// Errors: those of [`values`].
///
/// ```
/// use nimatron_core::sequence::{compact_values, Values};
/// assert_eq!(compact_values("kayles", 5).unwrap(), Values::Narrow(vec![0, 1, 2, 3, 1, 4]));
/// assert_eq!(compact_values("nim", 2).unwrap(), Values::Wide(vec![0, 1, 2]));
/// ```
pub fn compact_values(game: &str, upto: u64) -> Result<Values, CoreError> {
    match one_heap(game)? {
        OneHeap::TakeBreak(rule) => RareValueBuilder::new(rule, upto)?
            .into_values()
            .map(Values::Narrow),
        _ => values(game, upto).map(Values::Wide),
    }
}

/// The report of `values` = `G(0..=upto)` of `game` (as [`values`] or the
/// sequence job gives them), in one pass or two over the values; the
/// values are trusted, never recomputed. Subtraction games add their own
/// period search (the one their game already uses, independent of `N`,
/// bounded by [`crate::limits::MAX_PERIOD_SEARCH`]; instant for small sets).
///
/// Errors: those of [`one_heap`]; no values ([`CoreError::NoSequence`]); a
/// take-and-break value past [`MAX_TAKE_BREAK_VALUE`] (never from the job).
pub fn report<V: Copy + Eq + Into<u32>>(
    game: &str,
    values: &[V],
) -> Result<SequenceReport, CoreError> {
    report_of(&*registry::game(game)?, values)
}

/// [`report`] of `game`, already made (a face that makes only some games
/// makes it its own way: the page's small modules).
///
/// Errors: those of [`one_heap_of`], and those of [`report`] after it.
pub fn report_of<V: Copy + Eq + Into<u32>>(
    g: &dyn AnyGame,
    values: &[V],
) -> Result<SequenceReport, CoreError> {
    let spec = g.spec();
    let rule = g
        .one_heap()
        .ok_or_else(|| CoreError::NoSequence { game: spec.clone() })?;
    let Some(upto) = (values.len() as u64).checked_sub(1) else {
        return Err(CoreError::NoSequence { game: spec });
    };
    let (mut max_value, mut max_first_at) = (0u32, 0u64);
    for (n, &v) in values.iter().enumerate() {
        let v = v.into();
        if v > max_value {
            max_value = v;
            max_first_at = n as u64;
        }
    }
    let not_found = SequencePeriod::NotFound { upto };
    let proven = |p: Periodicity, proof| SequencePeriod::Proven {
        preperiod: p.preperiod,
        period: p.period,
        proof,
    };
    let (rare, period) = match rule {
        OneHeap::Nim => (None, not_found),
        OneHeap::TakeUpTo(k) => {
            let period = match k.checked_add(1) {
                Some(p) => proven(
                    Periodicity {
                        preperiod: 0,
                        period: p,
                    },
                    PeriodProof::Formula,
                ),
                None => not_found,
            };
            (None, period)
        }
        OneHeap::Subtraction(set) => {
            // Past the period search's limit the period is not known: none
            // in its terms, however few values were asked.
            let searched = SequencePeriod::NotFound {
                upto: upto.max(MAX_PERIOD_SEARCH - 1),
            };
            let period =
                periodicity(&set).map_or(searched, |p| proven(p, PeriodProof::Subtraction));
            (None, period)
        }
        OneHeap::TakeBreak(rule) => {
            if u64::from(max_value) > MAX_TAKE_BREAK_VALUE {
                return Err(CoreError::TooLarge {
                    limit: Limit::GrundyValue,
                    max: u128::from(MAX_TAKE_BREAK_VALUE),
                    asked: u128::from(max_value),
                });
            }
            let stats = Stats::of(&rule, values);
            let class = stats.classification;
            let (count, last) = rare_under(values, class);
            let rare = RareValues {
                mask: class.mask,
                by_position: class.by_position,
                position_bit: class.position_bit,
                count,
                last,
            };
            let period = octal_period_of(&rule, values)
                .map_or(not_found, |p| proven(p, PeriodProof::OctalTheorem));
            (Some(rare), period)
        }
    };
    Ok(SequenceReport {
        game: spec,
        upto,
        max_value,
        max_first_at,
        rare,
        period,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::MAX_LONG_SEQUENCE;

    fn figures(game: &str, upto: u64) -> SequenceReport {
        let v = values(game, upto).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(v.len() as u64, upto + 1);
        report(game, &v).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn published_periods() {
        use PeriodProof::{Formula, OctalTheorem, Subtraction};
        let p = |preperiod, period, proof| SequencePeriod::Proven {
            preperiod,
            period,
            proof,
        };
        let none = |upto| SequencePeriod::NotFound { upto };
        for (game, upto, period) in [
            ("kayles", 300, p(71, 12, OctalTheorem)),
            ("dawson", 300, p(53, 34, OctalTheorem)),
            // Too few values to prove Kayles' period: 2·71 + 2·12 + 2 = 168.
            ("octal:0.77", 166, none(166)),
            ("octal:0.77", 167, p(71, 12, OctalTheorem)),
            ("take:3", 10, p(0, 4, Formula)),
            ("subtraction:1,3,4", 10, p(0, 7, Subtraction)),
            ("nim", 10, none(10)),
            ("grundy", 1000, none(1000)),
        ] {
            assert_eq!(figures(game, upto).period, period, "{game} {upto}");
        }
    }

    #[test]
    fn largest_and_rare_values() {
        // OEIS A002188: G(0..=20) of Grundy's game; the largest is G(18) = 4.
        let r = figures("grundy", 20);
        assert_eq!((r.upto, r.max_value, r.max_first_at), (20, 4, 18));
        assert_eq!(figures("take:3", 10).rare, None);
        // Every rare heap is counted, and the last one is rare.
        let v = values("grundy", 5000).unwrap_or_default();
        let r = report("grundy", &v).unwrap_or_else(|e| panic!("{e}"));
        let rare = r.rare.unwrap_or_else(|| panic!("no rare values"));
        let is_rare = |n: usize| (v[n] & u32::from(rare.mask)).count_ones().is_multiple_of(2);
        let count = (0..v.len()).filter(|&n| is_rare(n)).count() as u64;
        assert_eq!(rare.count, count);
        assert_eq!(
            rare.last,
            (0..v.len()).rev().find(|&n| is_rare(n)).map(|n| n as u64)
        );
    }

    /// The issue's published figures below 2^20, through the job and the
    /// report (the CLI's path). Seconds in release, minutes in debug:
    /// `cargo test -p nimatron-core --release --lib -- --ignored published`.
    #[test]
    #[ignore = "slow in debug; run in release"]
    fn published_grundy_figures_below_2_pow_20() {
        let r = figures("grundy", (1 << 20) - 1);
        assert_eq!((r.max_value, r.max_first_at), (231, 763_622));
        let rare = r.rare.unwrap_or_else(|| panic!("no rare values"));
        assert_eq!((rare.mask, rare.by_position), (0xfe, false));
        assert_eq!((rare.count, rare.last), (1_274, Some(82_860)));
        assert_eq!(
            r.period,
            SequencePeriod::NotFound {
                upto: (1 << 20) - 1
            }
        );
    }

    #[test]
    fn compact_values_are_the_jobs_values() {
        for (game, upto) in [
            ("grundy", 3000),
            ("octal:0.6", 2000),
            ("kayles", 500),
            ("nim", 70_000),
            ("subtraction:1,3,4", 100),
        ] {
            let wide = values(game, upto).unwrap_or_else(|e| panic!("{e}"));
            let compact: Vec<u32> =
                match compact_values(game, upto).unwrap_or_else(|e| panic!("{e}")) {
                    Values::Narrow(v) => v.into_iter().map(u32::from).collect(),
                    Values::Wide(v) => v,
                };
            assert_eq!(compact, wide, "{game}");
        }
        assert!(matches!(
            compact_values("wythoff", 3),
            Err(CoreError::NoSequence { .. })
        ));
        assert!(matches!(
            compact_values("grundy", MAX_LONG_SEQUENCE + 1),
            Err(CoreError::TooLarge { .. })
        ));
    }

    #[test]
    fn bad_input_is_an_error() {
        assert!(matches!(
            report("wythoff", &[0u32, 1]),
            Err(CoreError::NoSequence { .. })
        ));
        assert!(matches!(
            report::<u32>("grundy", &[]),
            Err(CoreError::NoSequence { .. })
        ));
        assert!(matches!(
            report("grundy", &[0u32, 70_000]),
            Err(CoreError::TooLarge { .. })
        ));
        assert!(report("octal:0.8", &[0u32]).is_err());
    }
}
