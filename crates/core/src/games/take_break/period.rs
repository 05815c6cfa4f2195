//! The octal periodicity theorem (Guy and Smith, 1956; *Winning Ways*
//! ch. 4): a finite octal game whose last non-zero digit is `d_t` and whose
//! values satisfy `G(n + p) = G(n)` for `e <= n < 2e + p + t` has that
//! period for every `n >= e`.
//!
//! Why: it turns a computed prefix into an exact value for every heap, and
//! lets the engine stop computing and copy once a period is proven.
//!
//! Our check is the theorem re-proved with `e` replaced by `max(e, 1)` (a
//! split leaves two non-empty heaps, so the induction needs `e >= 1`): the
//! prefix of `len` terms proves `(e, p)` when `len >= 2·max(e,1) + 2p + t`
//! and `G(n + p) = G(n)` for every `e <= n < len − p`. Grundy's game is not
//! octal (it forbids equal parts), so no period is ever claimed for it.

use super::rule::TakeBreak;
use crate::games::subtraction::period::Periodicity;

/// What a computed prefix proves about the eventual period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum OctalPeriod {
    /// Periodic from `preperiod` on with `period`, by the theorem: every
    /// value is known. The smallest period proven, with its least
    /// pre-period.
    Proven(Periodicity),
    /// No period is proven by the first `terms` values.
    NotProven {
        /// The terms examined.
        terms: u64,
    },
    /// The game is not octal (Grundy's game): no theorem applies.
    NoTheorem,
}

/// The periodicity `rule`'s prefix `values` proves.
pub fn octal_period(rule: &TakeBreak, values: &[u16]) -> OctalPeriod {
    match rule {
        TakeBreak::GrundyGame => OctalPeriod::NoTheorem,
        TakeBreak::Octal(_) => match octal_period_of(rule, values) {
            Some(p) => OctalPeriod::Proven(p),
            None => OctalPeriod::NotProven {
                terms: values.len() as u64,
            },
        },
    }
}

/// The period `rule`'s prefix `values` proves (`u16` from the engine,
/// `u32` from a job's cells), if any; never one for Grundy's game.
pub fn octal_period_of<V: Copy + Eq>(rule: &TakeBreak, values: &[V]) -> Option<Periodicity> {
    match rule {
        TakeBreak::GrundyGame => None,
        TakeBreak::Octal(code) => proven_period(values, code.max_removal()),
    }
}

/// The smallest period `p` (with its least pre-period `e`) proven by the
/// theorem for an octal game with last non-zero digit `t`, if any.
///
/// Cost: for each `p`, the walk back from the end stops at the first
/// mismatch, and gives up as soon as the pre-period is too late for a
/// proof, so a sequence that is not periodic costs about one comparison a
/// `p`.
///
/// ```
/// use nimatron_core::games::take_break::period::proven_period;
/// let v: Vec<u16> = (0..40).map(|n| [0, 1, 1][n % 3]).collect();
/// let p = proven_period(&v, 2).unwrap();
/// assert_eq!((p.preperiod, p.period), (0, 3));
/// ```
pub fn proven_period<V: Copy + Eq>(values: &[V], max_removal: u64) -> Option<Periodicity> {
    let len = values.len() as u64;
    let mut p = 1u64;
    while 2 + 2 * p + max_removal <= len {
        let pu = p as usize;
        // A proof needs max(e, 1) <= half (half >= 1 by the loop's test).
        let half = ((len - 2 * p - max_removal) / 2) as usize;
        // The least e with G(n + p) = G(n) for all e <= n < len - p:
        // walked back from the end, giving up once e would pass half.
        let same = |e: usize| values[e - 1] == values[e - 1 + pu];
        let mut e = values.len() - pu;
        while e > half && same(e) {
            e -= 1;
        }
        if e <= half {
            while e > 0 && same(e) {
                e -= 1;
            }
            return Some(Periodicity {
                preperiod: e as u64,
                period: p,
            });
        }
        p += 1;
    }
    None
}

/// Term `n` of a sequence periodic from `preperiod` with `period`, given
/// its first `values` (at least `preperiod + period` of them).
pub(crate) fn periodic_term(values: &[u16], periodicity: Periodicity, n: u64) -> Option<u16> {
    let Periodicity { preperiod, period } = periodicity;
    let i = if n < preperiod + period || period == 0 {
        n
    } else {
        preperiod + (n - preperiod) % period
    };
    values.get(usize::try_from(i).ok()?).copied()
}
