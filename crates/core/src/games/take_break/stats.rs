//! Statistics of a computed Grundy sequence, as data: the largest value
//! and where it first occurs, the best rare/common classification, how many
//! positions are rare and the last one.
//!
//! Why apart from the engine: these are the figures published for each
//! game (Flammenkamp's tables) and what the faces show; they are computed
//! from the values alone, so they do not depend on the engine's history.

use super::mask::{self, Classification};
use super::rule::TakeBreak;

/// Figures of a computed sequence `G(0..terms)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stats {
    /// Terms computed (`G(0)` to `G(terms − 1)`).
    pub terms: u64,
    /// The largest value.
    pub max_value: u16,
    /// The first heap with the largest value.
    pub max_first_at: u64,
    /// The classification with the fewest rare positions.
    pub classification: Classification,
    /// Rare positions `n >= 0` under it (heap 0 included, as in the
    /// published tables; the engine itself never needs heap 0).
    pub rare_count: u64,
    /// The last rare position, if any.
    pub last_rare: Option<u64>,
}

impl Stats {
    /// The figures of `rule`'s values (`u16` from the engine, `u32` from a
    /// job's cells; a value past `u16::MAX` counts as `u16::MAX`: the
    /// caller refuses such values first).
    pub fn of<V: Copy + Into<u32>>(rule: &TakeBreak, values: &[V]) -> Stats {
        let mut max_value = 0u16;
        let mut max_first_at = 0u64;
        for (n, &v) in values.iter().enumerate() {
            let v = narrow(v);
            if v > max_value {
                max_value = v;
                max_first_at = n as u64;
            }
        }
        let bits = 16 - max_value.leading_zeros();
        let position_bit = mask::split_parity(rule.moves().split);
        let mut counts = vec![0u64; 2 << bits];
        for (n, &v) in values.iter().enumerate() {
            if let Some(c) =
                counts.get_mut(mask::key(narrow(v), n as u64, position_bit.unwrap_or(0)))
            {
                *c += 1;
            }
        }
        let total = values.len() as u64;
        let classification = mask::best(&counts, total, position_bit, Classification::ALL_RARE);
        let (rare_count, last_rare) = rare_under(values, classification);
        Stats {
            terms: values.len() as u64,
            max_value,
            max_first_at,
            classification,
            rare_count,
            last_rare,
        }
    }
}

/// The number of rare positions `n >= 0` of `values` under
/// `classification`, and the last one.
pub fn rare_under<V: Copy + Into<u32>>(
    values: &[V],
    classification: Classification,
) -> (u64, Option<u64>) {
    let mut count = 0;
    let mut last = None;
    for (n, &v) in values.iter().enumerate() {
        if classification.is_rare(narrow(v), n as u64) {
            count += 1;
            last = Some(n as u64);
        }
    }
    (count, last)
}

/// A value as the engine stores it (`u16`), saturating.
fn narrow<V: Into<u32>>(v: V) -> u16 {
    u16::try_from(v.into()).unwrap_or(u16::MAX)
}
