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

use super::TakeBreak;
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
        TakeBreak::Octal(code) => match proven_period(values, code.max_removal()) {
            Some(p) => OctalPeriod::Proven(p),
            None => OctalPeriod::NotProven {
                terms: values.len() as u64,
            },
        },
    }
}

/// The smallest period `p` (with its least pre-period `e`) proven by the
/// theorem for an octal game with last non-zero digit `t`, if any.
///
/// ```
/// use nimatron_core::games::take_break::period::proven_period;
/// let v: Vec<u16> = (0..40).map(|n| [0, 1, 1][n % 3]).collect();
/// let p = proven_period(&v, 2).unwrap();
/// assert_eq!((p.preperiod, p.period), (0, 3));
/// ```
pub fn proven_period(values: &[u16], max_removal: u64) -> Option<Periodicity> {
    let len = values.len() as u64;
    let mut p = 1u64;
    while 2 + 2 * p + max_removal <= len {
        let pu = p as usize;
        // The least e with G(n + p) = G(n) for all e <= n < len - p.
        let mut e = values.len() - pu;
        while e > 0 && values[e - 1] == values[e - 1 + pu] {
            e -= 1;
        }
        let e = e as u64;
        if len >= 2 * e.max(1) + 2 * p + max_removal {
            return Some(Periodicity {
                preperiod: e,
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
