//! Periodicity of sequences defined by a window: each term is a function
//! of the previous `w` terms (from term `w` on), so the sequence of windows
//! is eventually periodic and so is the sequence.
//!
//! Why: the values of one heap of a subtraction game must be exact for any
//! `u64` heap; storing a pre-period and a period makes `g(n)` O(1).
//!
//! How: Brent's cycle detection on the windows, compared by a rolling hash
//! (and confirmed term by term on a hash match), so the search stores one
//! byte per term and no copies of windows. Brent gives the least period
//! `p` of the windows, which is also the least eventual period of the
//! terms; the pre-period is then found by walking back while
//! `t(n) = t(n + p)`.

use crate::error::CoreError;
use crate::limits::{Limit, MAX_PERIOD_SEARCH};

/// Where a sequence starts repeating and how often.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Periodicity {
    /// The least `n0` with `t(n) = t(n + period)` for every `n >= n0`.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
}

/// A sequence stored as its pre-period and one period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodicSequence {
    /// Invariant: exactly `preperiod + period` terms.
    terms: Vec<u8>,
    periodicity: Periodicity,
}

impl PeriodicSequence {
    /// Term `n`, for any `n`.
    pub fn get(&self, n: u64) -> u64 {
        let Periodicity { preperiod, period } = self.periodicity;
        let i = if n < preperiod + period {
            n
        } else {
            preperiod + (n - preperiod) % period
        };
        u64::from(self.terms.get(i as usize).copied().unwrap_or(0))
    }

    /// The pre-period and period.
    pub fn periodicity(&self) -> Periodicity {
        self.periodicity
    }

    /// The stored terms: the pre-period followed by one period.
    pub fn terms(&self) -> &[u8] {
        &self.terms
    }
}

const BASE: u64 = 0x9E37_79B9_7F4A_7C15;

/// Finds the periodicity of the sequence whose next term is
/// `next(terms so far)`, assuming each term from index `window` on depends
/// only on the `window` terms before it. Examines at most
/// [`MAX_PERIOD_SEARCH`] terms, then errors.
pub fn detect(
    window: u64,
    mut next: impl FnMut(&[u8]) -> u8,
) -> Result<PeriodicSequence, CoreError> {
    detect_within(window, MAX_PERIOD_SEARCH, &mut next)
}

/// [`detect`] with another limit on the terms examined. One copy for
/// every sequence (`dyn`: the web bundle carries it once).
pub(crate) fn detect_within(
    window: u64,
    max_terms: u64,
    next: &mut dyn FnMut(&[u8]) -> u8,
) -> Result<PeriodicSequence, CoreError> {
    let m = window.max(1) as usize;
    let too_large = || CoreError::TooLarge {
        limit: Limit::PeriodSearch,
        max: u128::from(max_terms),
        asked: u128::from(max_terms) + 1,
    };
    let max_terms = usize::try_from(max_terms).unwrap_or(usize::MAX);
    if m + 1 > max_terms {
        return Err(too_large());
    }
    let mut terms: Vec<u8> = Vec::new();
    while terms.len() < m + 1 {
        let t = next(&terms);
        terms.push(t);
    }
    let hash = |terms: &[u8], start: usize| {
        terms[start..start + m].iter().fold(0u64, |h, &t| {
            h.wrapping_mul(BASE).wrapping_add(u64::from(t))
        })
    };
    let base_pow_m = (0..m).fold(1u64, |p, _| p.wrapping_mul(BASE));
    let (mut tortoise, mut hare) = (0usize, 1usize);
    let (mut tortoise_hash, mut hare_hash) = (hash(&terms, 0), hash(&terms, 1));
    let (mut power, mut lam) = (1usize, 1usize);
    // Invariant: terms[..hare + m] are known; windows compared at
    // `tortoise` and `hare`.
    while tortoise_hash != hare_hash || terms[tortoise..tortoise + m] != terms[hare..hare + m] {
        if power == lam {
            tortoise = hare;
            tortoise_hash = hare_hash;
            power *= 2;
            lam = 0;
        }
        if hare + m + 1 > max_terms {
            return Err(too_large());
        }
        if terms.len() < hare + m + 1 {
            let t = next(&terms);
            terms.push(t);
        }
        hare_hash = hare_hash
            .wrapping_mul(BASE)
            .wrapping_sub(u64::from(terms[hare]).wrapping_mul(base_pow_m))
            .wrapping_add(u64::from(terms[hare + m]));
        hare += 1;
        lam += 1;
    }
    // Windows at `tortoise` and `tortoise + lam` agree, so every later term
    // repeats with period `lam`; walk the start back as far as it holds.
    let period = lam;
    let mut start = tortoise;
    while start > 0 && terms[start - 1] == terms[start - 1 + period] {
        start -= 1;
    }
    terms.truncate(start + period);
    Ok(PeriodicSequence {
        terms,
        periodicity: Periodicity {
            preperiod: start as u64,
            period: period as u64,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_least_period_and_preperiod() {
        // 5, 6, then 1, 2, 3 repeating; each term depends on the last 3.
        let seq = [5u8, 6, 1, 2, 3];
        let p = detect(3, |t| {
            if t.len() < 5 {
                seq[t.len()]
            } else {
                t[t.len() - 3]
            }
        })
        .unwrap();
        assert_eq!(
            p.periodicity(),
            Periodicity {
                preperiod: 2,
                period: 3
            }
        );
        assert_eq!(
            p.get(1_000_000_000_000),
            [1, 2, 3][(1_000_000_000_000 - 2) % 3]
        );
        // Constant sequence.
        let p = detect(4, |_| 7).unwrap();
        assert_eq!(
            p.periodicity(),
            Periodicity {
                preperiod: 0,
                period: 1
            }
        );
        assert_eq!(p.get(u64::MAX), 7);
    }

    #[test]
    fn stops_at_the_limit() {
        // A counter modulo 251 has period 251: not found within 100 terms.
        let mut count = |t: &[u8]| (t.len() % 251) as u8;
        assert!(matches!(
            detect_within(1, 100, &mut count),
            Err(CoreError::TooLarge {
                limit: Limit::PeriodSearch,
                max: 100,
                ..
            })
        ));
        let p = detect_within(1, 600, &mut count).unwrap();
        assert_eq!(
            p.periodicity(),
            Periodicity {
                preperiod: 0,
                period: 251
            }
        );
        // A window longer than the limit.
        assert!(detect_within(200, 100, &mut count).is_err());
    }
}
